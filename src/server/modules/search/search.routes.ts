import { ItemSummarySchema } from "#shared/contract/catalog";
import { SearchItemsQuerySchema, SearchPageSchema } from "#shared/contract/search";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { categoryName } from "../catalog/index.ts";
import { registerSavedSearches } from "./saved-searches.routes.ts";
import { searchItems } from "./search.service.ts";

export function registerSearch(api: Api, deps: AppDeps): void {
  api.route({
    method: "get",
    path: "/search/items",
    tag: "search",
    summary: "Search or browse active items",
    description:
      "Words match titles, descriptions, category names (with their parents) and a synonym table per category; title matches rank first, then category, then description, ties going to fresher and nearer items. When no item has the words, titles spelled like them are found (typo tolerance). Filters (category with its children, condition, price range on the current price, sale type, distance) and sorts. Without q it browses. When few items match and a corrected query finds more, `suggestion` carries it; with `facets=true` the answer also counts the matches per category, condition and sale type (each without its own filter). Counts stop at 1,000: past that `total` is 1,000 with `totalCapped: true`, `facets.capped` is true (each count is then a floor), and relevance ranks the first 1,001 matches found; newest, price and ending sorts stay exact.",
    query: SearchItemsQuerySchema,
    response: SearchPageSchema(ItemSummarySchema),
    handler: async ({ query, deps, c }) => {
      const { facets, ...rest } = query;
      const page = await searchItems(deps, {
        ...rest,
        facets: facets === "true" || facets === "1",
        capCounts: true,
      });
      // The facets' category names in the request's language (issue 14); the search itself reads
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
  registerSavedSearches(api, deps);
}
