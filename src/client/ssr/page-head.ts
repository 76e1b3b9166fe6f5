import type { I18n } from "@lingui/core";
import type { QueryClient } from "@tanstack/react-query";
import { DEFAULT_TITLE } from "#shared/constants";
import type { CategoryNode, ItemDetail } from "#shared/contract/catalog";
import { formatCents } from "#shared/money";
import { catalogKeys, type SellerInfo } from "../features/catalog/catalog-queries.ts";
import { categoryPath } from "../features/search/list-screens.tsx";
import { titleForPath } from "../shell/titles.ts";

/** What a server-rendered page says about itself in `<head>` (title, description, previews, JSON-LD). */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph and Twitter card properties, in order. */
  og: Array<[string, string]>;
  /** schema.org JSON-LD, or null. */
  jsonLd: Record<string, unknown> | null;
};

export const DEFAULT_DESCRIPTION =
  "Buy, bid and sell near you. Auctions and fixed-price items, even on a poor connection.";

type RouterLike = {
  state: {
    location: { pathname: string; searchStr: string };
    matches: Array<{ routeId: string; params: unknown; search: unknown }>;
  };
};

const clip = (t: string, n = 200) => {
  const s = t.replace(/\s+/g, " ").trim();
  return s.length > n ? `${s.slice(0, n - 1).trimEnd()}…` : s;
};
const abs = (origin: string, url: string) => (/^https?:/.test(url) ? url : `${origin}${url}`);

/** Availability in schema.org's words, from an item's state. */
function availability(item: ItemDetail): string {
  if (item.status === "sold") return "https://schema.org/SoldOut";
  if (item.status !== "active") return "https://schema.org/Discontinued";
  if (item.auction?.status === "scheduled") return "https://schema.org/PreOrder";
  return "https://schema.org/InStock";
}

const CONDITION_SCHEMA: Record<string, string> = {
  new: "https://schema.org/NewCondition",
  like_new: "https://schema.org/UsedCondition",
  good: "https://schema.org/UsedCondition",
  fair: "https://schema.org/UsedCondition",
  for_parts: "https://schema.org/DamagedCondition",
};

function itemHead(item: ItemDetail, origin: string, canonical: string): PageHead {
  const priceCents = item.currentPriceCents ?? item.priceCents;
  const price = priceCents != null ? (priceCents / 100).toFixed(2) : null;
  const state =
    item.status === "sold"
      ? "Sold. "
      : item.status === "ended"
        ? "Ended. "
        : item.auction
          ? `Auction, ${item.auction.bidCount} ${item.auction.bidCount === 1 ? "bid" : "bids"}. `
          : "";
  const where = item.city ? ` Pickup in ${item.city}.` : "";
  const description = clip(
    `${state}${priceCents != null ? `${formatCents(priceCents)}. ` : ""}${item.description}`.trim() + where,
  );
  const image = item.imageSet[0]?.large ?? item.cover;
  const og: Array<[string, string]> = [
    ["og:type", "product"],
    ["og:site_name", DEFAULT_TITLE],
    ["og:title", item.title],
    ["og:description", description],
    ["og:url", canonical],
  ];
  if (image) {
    og.push(["og:image", abs(origin, image)], ["og:image:alt", item.title]);
  }
  if (price) og.push(["product:price:amount", price], ["product:price:currency", "USD"]);
  og.push(
    ["twitter:card", image ? "summary_large_image" : "summary"],
    ["twitter:title", item.title],
    ["twitter:description", description],
  );
  if (image) og.push(["twitter:image", abs(origin, image)]);

  const offer: Record<string, unknown> = {
    "@type": "Offer",
    url: canonical,
    priceCurrency: "USD",
    availability: availability(item),
    seller: { "@type": "Person", name: item.seller.name },
  };
  if (price) offer.price = price;
  if (item.city) {
    offer.availableAtOrFrom = {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: item.city },
    };
  }
  if (item.condition) offer.itemCondition = CONDITION_SCHEMA[item.condition];
  if (item.auction) {
    // An auction's offer is its current price, with the bid count and the end as its terms.
    offer.priceValidUntil = new Date(item.auction.endTime).toISOString();
    offer.validThrough = new Date(item.auction.endTime).toISOString();
    offer.additionalProperty = [
      { "@type": "PropertyValue", name: "bidCount", value: item.auction.bidCount },
      {
        "@type": "PropertyValue",
        name: "auctionEndTime",
        value: new Date(item.auction.endTime).toISOString(),
      },
    ];
  }
  const jsonLd: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: item.title,
    description: clip(item.description, 500),
    sku: item.itemNumber,
    url: canonical,
    offers: offer,
  };
  if (item.images.length) jsonLd.image = item.imageSet.map((s) => abs(origin, s.large));
  if (item.categoryName) jsonLd.category = item.categoryPath.map((c) => c.name).join(" > ");
  if (item.condition) jsonLd.itemCondition = CONDITION_SCHEMA[item.condition];
  return {
    title: item.title,
    description,
    canonical,
    og,
    jsonLd,
  };
}

function basicHead(title: string, description: string, canonical: string): PageHead {
  return {
    title,
    description,
    canonical,
    og: [
      ["og:type", "website"],
      ["og:site_name", DEFAULT_TITLE],
      ["og:title", title],
      ["og:description", description],
      ["og:url", canonical],
      ["twitter:card", "summary"],
      ["twitter:title", title],
      ["twitter:description", description],
    ],
    jsonLd: null,
  };
}

/**
 * The head of the page the router has loaded, from the data its loaders put in the query cache.
 * Routes the spec titles keep those titles; the tagline is the default.
 */
export function pageHead(
  router: RouterLike | null,
  queryClient: QueryClient,
  origin: string,
  i18n?: I18n,
): PageHead {
  const location = router?.state.location ?? { pathname: "/", searchStr: "" };
  const canonical = `${origin}${location.pathname}`;
  const leaf = router?.state.matches.at(-1);
  const params = (leaf?.params ?? {}) as Record<string, unknown>;
  const fallback = basicHead(
    titleForPath(location.pathname, false, i18n) ?? DEFAULT_TITLE,
    DEFAULT_DESCRIPTION,
    canonical,
  );
  switch (leaf?.routeId) {
    case "/itemDetail/$id": {
      const item = queryClient.getQueryData<ItemDetail>(catalogKeys.item(String(params.id)));
      return item
        ? itemHead(item, origin, `${origin}/itemDetail/${encodeURIComponent(item.itemNumber)}`)
        : fallback;
    }
    case "/classificationList/$cid": {
      const tree = queryClient.getQueryData<CategoryNode[]>(catalogKeys.categories());
      const node = tree ? categoryPath(tree, Number(params.cid))?.at(-1) : undefined;
      return node
        ? basicHead(node.name, `${node.name} for sale near you: auctions and fixed-price items.`, canonical)
        : fallback;
    }
    case "/sellerInformation/$id":
    case "/sellerItems/$sid": {
      const id = Number(params.id ?? params.sid);
      const seller = queryClient.getQueryData<SellerInfo>(catalogKeys.sellerInfo(id));
      if (!seller) return fallback;
      const about = seller.introduction
        ? clip(seller.introduction)
        : `${seller.activeItemCount} items for sale${seller.city ? ` in ${seller.city}` : ""}.`;
      return basicHead(seller.name, about, canonical);
    }
    case "/itemSearch": {
      const q = (leaf.search as { q?: string } | undefined)?.q?.trim();
      const description = q ? `Items matching “${clip(q, 80)}” near you.` : DEFAULT_DESCRIPTION;
      return basicHead(
        titleForPath("/itemSearch", false, i18n) ?? "Search",
        description,
        `${canonical}${location.searchStr}`,
      );
    }
    case "/templateMore": {
      const title = (leaf.search as { title?: string } | undefined)?.title?.trim();
      return title ? basicHead(title, `${title}: items for sale near you.`, canonical) : fallback;
    }
    default:
      return fallback;
  }
}
