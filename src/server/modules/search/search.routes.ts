import { ItemSummarySchema } from "#shared/contract/catalog";
import { PageSchema } from "#shared/contract/common";
import { SearchQuerySchema } from "#shared/contract/search";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { searchItems } from "./search.service.ts";

export function registerSearch(api: Api, _deps: AppDeps): void {
  api.route({
    method: "get",
    path: "/search/items",
    tag: "search",
    summary: "Search or browse active items",
    description:
      "Full-text search (title above description) with typo tolerance, filters (category with its children, condition, price range on the current price, sale type, distance) and sorts. Without q it browses.",
    query: SearchQuerySchema,
    response: PageSchema(ItemSummarySchema),
    handler: async ({ query, deps }) => searchItems(deps, query),
  });
}
