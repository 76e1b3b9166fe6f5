import { DEALS_MAX_PRICE_CENTS, type HomeSection, type ItemSummary } from "#shared/contract/catalog";
import type { Page, PagingQuery } from "#shared/contract/common";
import type { SearchSort } from "#shared/contract/search";
import { NEAR_YOU_RADIUS_KM } from "#shared/distance";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { getUserById, isStoreTeamMember } from "../accounts/index.ts";
import { CATEGORY_TREE } from "../catalog/index.ts";
import { searchItems } from "./search.service.ts";

/*
 * The lists that are searches under another name: the home page's rows, the deals list and a
 * seller's items. They read the search's answer, so they live with the search (the catalog owns
 * the items and never calls back into the search).
 */

/** GET /home/deals: what the home page's deals row shows, in full: live items under the cap, cheapest first. */
export function deals(
  deps: AppDeps,
  q: PagingQuery & { maxPriceCents: number; cid?: number | undefined },
): Promise<Page<ItemSummary>> {
  return searchItems(deps, {
    maxPriceCents: q.maxPriceCents,
    cid: q.cid,
    sort: "price_asc",
    currentPage: q.currentPage,
    pageSize: q.pageSize,
  });
}

/** GET /seller/items: a person's own active items, or with `storeId` their store's, newest first. */
export async function sellerItems(
  deps: AppDeps,
  input: PagingQuery & { sid: number; storeId?: number },
): Promise<Page<ItemSummary>> {
  const user = await getUserById(deps.database.db, input.sid);
  if (!user) throw notFound("This seller does not exist");
  // A store's items are the store's, whichever member of its team listed them.
  if (input.storeId !== undefined && !(await isStoreTeamMember(deps.database.db, input.storeId, input.sid)))
    throw notFound("This seller does not exist");
  // A person's page lists what they listed themself; what they list as a store is the store's.
  return searchItems(deps, {
    sellerId: input.storeId === undefined ? input.sid : undefined,
    storeId: input.storeId ?? null,
    sort: "newest",
    currentPage: input.currentPage,
    pageSize: input.pageSize,
  });
}

const HOME_ROW_SIZE = 12;

/**
 * GET /home/template: the home page's rows, each with the search that lists all of it. With a
 * point the rows gain "Near you" (the nearest, within the radius or 50 mi); with a radius too,
 * every row keeps to it (the user's place, as the lists do), and its query says so.
 */
export async function homeTemplate(
  deps: AppDeps,
  near: { lat?: number | undefined; lng?: number | undefined; radiusKm?: number | undefined },
): Promise<{ sections: HomeSection[] }> {
  const point = near.lat !== undefined && near.lng !== undefined ? { lat: near.lat, lng: near.lng } : null;
  const within = point && near.radiusKm !== undefined ? { ...point, radiusKm: near.radiusKm } : {};
  type Row = { key: string; title: string; query: Record<string, string | number> };
  const nearby: Row[] = point
    ? [
        {
          key: "nearby",
          title: "Near you",
          query: { ...point, radiusKm: near.radiusKm ?? NEAR_YOU_RADIUS_KM, sort: "nearest" },
        },
      ]
    : [];
  const all: Row[] = [
    { key: "ending", title: "Ending soon", query: { type: "auction", sort: "ending" } },
    ...nearby,
    { key: "newest", title: "Newly listed", query: { sort: "newest" } },
    {
      key: "deals",
      title: "Deals under $20",
      query: { maxPriceCents: DEALS_MAX_PRICE_CENTS, sort: "price_asc" },
    },
    { key: "buy-now", title: "Buy it now", query: { type: "fixed", sort: "newest" } },
    ...CATEGORY_TREE.slice(0, 8).map((c) => ({
      key: `category-${c.id}`,
      title: c.name,
      query: { cid: c.id, sort: "newest" },
    })),
  ];
  const rows = all.map((r) => ({ ...r, query: { ...within, ...r.query } }));
  const sections = await Promise.all(
    rows.map(async (r) => {
      const page = await searchItems(deps, {
        ...toSearchInput(r.query),
        currentPage: 1,
        pageSize: HOME_ROW_SIZE,
      });
      return { ...r, list: page.list };
    }),
  );
  return { sections: sections.filter((s) => s.list.length > 0) };
}

/** How old the shared home rows may be: the answer is cached publicly for 10 s anyway. */
const HOME_FRESH_MS = 2000;
const homeMemo = new WeakMap<
  AppDeps,
  {
    at: number;
    value: { sections: HomeSection[] } | null;
    pending: Promise<{ sections: HomeSection[] }> | null;
  }
>();

/**
 * The home rows without a location, shared by every caller for up to HOME_FRESH_MS: a home page is
 * a dozen searches, and under a crowd building it per request was the largest cost of the mix.
 * Concurrent callers wait for one build instead of starting their own.
 */
export async function sharedHomeTemplate(deps: AppDeps): Promise<{ sections: HomeSection[] }> {
  let slot = homeMemo.get(deps);
  if (!slot) {
    slot = { at: 0, value: null, pending: null };
    homeMemo.set(deps, slot);
  }
  const s = slot;
  if (s.value && deps.clock.now() - s.at < HOME_FRESH_MS) return s.value;
  s.pending ??= homeTemplate(deps, {})
    .then((v) => {
      s.value = v;
      s.at = deps.clock.now();
      return v;
    })
    .finally(() => {
      s.pending = null;
    });
  return s.pending;
}

function toSearchInput(q: Record<string, string | number>) {
  const num = (v: string | number | undefined) => (v === undefined ? undefined : Number(v));
  return {
    type: q.type as "auction" | "fixed" | undefined,
    sort: q.sort as SearchSort | undefined,
    cid: num(q.cid),
    maxPriceCents: num(q.maxPriceCents),
    lat: num(q.lat),
    lng: num(q.lng),
    radiusKm: num(q.radiusKm),
  };
}
