/** The search benches' mixed set of queries (search.ts, search-cpu.ts). */
import { DEMO_CITIES } from "#server/demo/catalog-data";
import type { SearchQuery } from "#shared/contract/search";

export type BenchQuery = Partial<SearchQuery> & { facets?: boolean };

/** A mixed set: words, prefixes, typos, category words, synonyms, filters, distance, facets, browsing sorts. */
export function queries(): BenchQuery[] {
  const sf = DEMO_CITIES[0]!;
  const chi = DEMO_CITIES[4]!;
  return [
    { q: "camera" },
    { q: "lego star wars" },
    { q: "vintage guitar" },
    { q: "iphone" },
    { q: "dres" },
    { q: "camra" },
    { q: "bicycel" },
    { q: "sansung galaxy" },
    { q: "leica" },
    { q: "camera", cid: 1, sort: "price_asc" },
    { q: "boots", condition: "good", maxPriceCents: 10_000 },
    { q: "watch", type: "auction", sort: "ending" },
    { cid: 4 },
    { cid: 103, condition: "like_new" },
    { type: "auction", sort: "ending" },
    { sort: "newest" },
    { sort: "price_desc", minPriceCents: 5_000, maxPriceCents: 20_000 },
    { maxPriceCents: 2_000, sort: "price_asc" },
    { lat: sf.lat, lng: sf.lng, radiusKm: 25, sort: "nearest" },
    { lat: chi.lat, lng: chi.lng, radiusKm: 50 },
    { q: "table", lat: chi.lat, lng: chi.lng, radiusKm: 100, sort: "nearest" },
    { cid: 2, lat: sf.lat, lng: sf.lng, radiusKm: 30, type: "fixed" },
    { q: "drone", currentPage: 3 },
    { sort: "newest", currentPage: 50 },
    // Category words and synonyms, and facet counts as the results page asks for them.
    { q: "cameras", facets: true },
    { q: "furniture", facets: true },
    { q: "smartphone", type: "fixed", facets: true },
    { q: "bike", lat: chi.lat, lng: chi.lng, radiusKm: 100, facets: true },
    { q: "electronics", condition: "good", facets: true },
    { q: "camra", facets: true },
    { q: "lego", cid: 601, facets: true },
    { q: "sony camera", facets: true },
  ];
}
