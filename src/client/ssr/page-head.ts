import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import type { QueryClient } from "@tanstack/react-query";
import { DEFAULT_TITLE } from "#shared/constants";
import type { CategoryNode, ItemDetail } from "#shared/contract/catalog";
import { DEFAULT_LOCALE, isLocale } from "#shared/locale";
import { formatCents } from "#shared/money";
import { SITE_TEXT } from "#shared/site-text";
import type { PageHead } from "#shared/ssr-entry";
import { catalogKeys, type SellerInfo } from "../features/catalog/catalog-queries.ts";
import { categoryPath } from "../features/search/list-screens.tsx";
import { i18n as appI18n } from "../i18n/i18n.ts";
import { siteTitle, titleForPath } from "../shell/titles.ts";

/** What a server-rendered page says about itself in `<head>` (title, description, previews, JSON-LD). */
export type { PageHead };

/** The site's description (the same as the page shell's and the web manifest's), in `i18n`'s language. */
const siteDescription = (i18n: I18n) =>
  SITE_TEXT[isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE].description;

/**
 * Sentences of a description are joined with a space in English; Chinese ends each with 。 and
 * writes the next one straight after.
 */
const joinSentences = (i18n: I18n, parts: string[]) =>
  parts.filter(Boolean).join(i18n.locale === "zh" ? "" : " ");

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

function itemHead(item: ItemDetail, origin: string, canonical: string, i18n: I18n): PageHead {
  const priceCents = item.currentPriceCents ?? item.priceCents;
  const price = priceCents != null ? (priceCents / 100).toFixed(2) : null;
  const bids = item.auction?.bidCount ?? 0;
  const state =
    item.status === "sold"
      ? i18n._(msg`Sold.`)
      : item.status === "ended"
        ? i18n._(msg`Ended.`)
        : item.auction
          ? i18n._(msg`Auction, ${plural(bids, { one: "# bid", other: "# bids" })}.`)
          : "";
  const amount = priceCents != null ? formatCents(priceCents) : "";
  const city = item.city ?? "";
  const description = clip(
    joinSentences(i18n, [
      state,
      amount && i18n._(msg`${amount}.`),
      item.description.trim(),
      city && i18n._(msg`Pickup in ${city}.`),
    ]),
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
  i18n: I18n = appI18n,
): PageHead {
  const location = router?.state.location ?? { pathname: "/", searchStr: "" };
  const canonical = `${origin}${location.pathname}`;
  const leaf = router?.state.matches.at(-1);
  const params = (leaf?.params ?? {}) as Record<string, unknown>;
  const description = siteDescription(i18n);
  const fallback = basicHead(
    titleForPath(location.pathname, false, i18n) ?? siteTitle(i18n),
    description,
    canonical,
  );
  switch (leaf?.routeId) {
    case "/itemDetail/$id": {
      const item = queryClient.getQueryData<ItemDetail>(catalogKeys.item(String(params.id)));
      return item
        ? itemHead(item, origin, `${origin}/itemDetail/${encodeURIComponent(item.itemNumber)}`, i18n)
        : fallback;
    }
    case "/classificationList/$cid": {
      const tree = queryClient.getQueryData<CategoryNode[]>(catalogKeys.categories());
      const node = tree ? categoryPath(tree, Number(params.cid))?.at(-1) : undefined;
      const name = node?.name ?? "";
      return node
        ? basicHead(name, i18n._(msg`${name} for sale near you: auctions and fixed-price items.`), canonical)
        : fallback;
    }
    case "/sellerInformation/$id":
    case "/sellerItems/$sid": {
      const id = Number(params.id ?? params.sid);
      const seller = queryClient.getQueryData<SellerInfo>(catalogKeys.sellerInfo(id));
      if (!seller) return fallback;
      const count = seller.activeItemCount;
      const city = seller.city ?? "";
      const about = seller.introduction
        ? clip(seller.introduction)
        : city
          ? i18n._(msg`${plural(count, { one: "# item", other: "# items" })} for sale in ${city}.`)
          : i18n._(msg`${plural(count, { one: "# item", other: "# items" })} for sale.`);
      return basicHead(seller.name, about, canonical);
    }
    case "/itemSearch": {
      const q = clip((leaf.search as { q?: string } | undefined)?.q?.trim() ?? "", 80);
      return basicHead(
        titleForPath("/itemSearch", false, i18n) ?? i18n._(msg`Search`),
        q ? i18n._(msg`Items matching “${q}” near you.`) : description,
        `${canonical}${location.searchStr}`,
      );
    }
    case "/templateMore": {
      const title = (leaf.search as { title?: string } | undefined)?.title?.trim();
      return title ? basicHead(title, i18n._(msg`${title}: items for sale near you.`), canonical) : fallback;
    }
    default:
      return fallback;
  }
}
