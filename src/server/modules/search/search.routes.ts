import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Locale } from "#shared/locale";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { SerializedData, sendEnvelope } from "../../platform/envelope.ts";
import { categoryName, localizeHomeSections } from "../catalog/index.ts";
import { deals, homeTemplate, sellerItems, sharedHomeTemplate } from "./listing-rows.ts";
import { registerSavedSearches } from "./saved-searches.routes.ts";
import { searchItems } from "./search.service.ts";
import { searchSuggestions } from "./suggestions.service.ts";

/** The shared home rows' res_data, serialized per language, for as long as those rows are served. */
const homeJson = new WeakMap<object, Map<Locale, SerializedData>>();

export function registerSearch(api: Api, deps: AppDeps): void {
  api.route({
    ...contractRoute("GET /search/items"),
    tag: "search",
    summary: "Search or browse active items",
    description:
      "Words match titles, descriptions, category names (with their parents) and a synonym table per category; title matches rank first, then category, then description, ties going to fresher and nearer items. When no item has the words, titles spelled like them are found (typo tolerance). Filters (category with its children, condition, price range on the current price, sale type, distance) and sorts. Without q it browses. When few items match and a corrected query finds more, `suggestion` carries it; with `facets=true` the answer also counts the matches per category, condition and sale type (each without its own filter). Counts stop at 1,000: past that `total` is 1,000 with `totalCapped: true`, `facets.capped` is true (each count is then a floor), and relevance ranks the first 1,001 matches found; newest, price and ending sorts stay exact.",
    handler: async ({ query, deps, c }) => {
      const { facets, ...rest } = query;
      const page = await searchItems(deps, {
        ...rest,
        facets: facets === "true" || facets === "1",
        capCounts: true,
      });
      // The facets' category names in the request's language; the search itself reads
      // the English tree.
      const locale = c.get("locale");
      if (!page.facets || locale === "en") return page;
      const categories = page.facets.categories.map((f) => ({
        ...f,
        name: categoryName(f.id, f.name, locale),
      }));
      return { ...page, facets: { ...page.facets, categories } };
    },
  });

  api.route({
    ...contractRoute("GET /search/suggestions"),
    tag: "search",
    summary: "Suggestions while typing a search",
    description:
      "Queries completing the typed words from the live titles (most frequent first; when none does, the last word with two swapped letters put back) and the categories the words name, in the request's language. Public; cached 60 s by the browser.",
    handler: ({ query, deps, c }) => {
      // Private: the category names follow the request's language, which is not only in the URL.
      c.header("Cache-Control", "private, max-age=60");
      return searchSuggestions(deps, query.q, c.get("locale"));
    },
  });

  api.route({
    ...contractRoute("GET /home/template"),
    tag: "catalog",
    summary: "Home page rows (Ending soon, Newly listed, Deals, categories…)",
    description:
      'Without a point the rows are everyone\'s (shared, cached). With `lat` and `lng` a "Near you" row is added (nearest first, within `radiusKm` or 50 mi); with `radiusKm` too, every row keeps to that distance and its `query` carries it.',
    handler: async ({ query, deps, c }) => {
      const locale = c.get("locale");
      if (query.lat === undefined || query.lng === undefined) {
        // The rows are built once for every language (sharedHomeTemplate), and serialized once per
        // language while they last: only their titles differ.
        const { sections } = await sharedHomeTemplate(deps);
        let byLocale = homeJson.get(sections);
        if (!byLocale) {
          byLocale = new Map();
          homeJson.set(sections, byLocale);
        }
        let data = byLocale.get(locale);
        if (!data) {
          data = new SerializedData(JSON.stringify({ sections: localizeHomeSections(sections, locale) }));
          byLocale.set(locale, data);
        }
        return sendEnvelope(c, Code.OK, "success", data);
      }
      const { sections } = await homeTemplate(deps, query);
      return { sections: localizeHomeSections(sections, locale) };
    },
  });

  api.route({
    ...contractRoute("GET /home/deals"),
    tag: "catalog",
    summary: "Deals: live items under a price cap (default $20, as the home row), cheapest first",
    description:
      "The full list behind the home page's deals row; optional category `cid`. Public, cached 10 s.",
    handler: ({ deps, query, c }) => {
      c.header("Cache-Control", "public, max-age=10");
      return deals(deps, query);
    },
  });

  api.route({
    ...contractRoute("GET /seller/items"),
    tag: "catalog",
    summary: "A seller's items for sale, newest first",
    handler: async ({ query, deps }) => sellerItems(deps, query),
  });

  registerSavedSearches(api, deps);
}
