import { STATIC_PAGE_IDS, StaticPageQuerySchema, StaticPageSchema } from "#shared/contract/pages";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { STATIC_PAGES } from "./pages.content.ts";

export function registerPages(api: Api, _deps: AppDeps): void {
  api.route({
    method: "get",
    path: "/page/detail",
    tag: "pages",
    summary: "A public static page: guide, help, policy, rules or terms",
    description: "Any other id answers 10004. Public and cached for 10 minutes.",
    query: StaticPageQuerySchema,
    response: StaticPageSchema,
    handler: async ({ query, c }) => {
      const id = query.id.toLowerCase();
      if (!(STATIC_PAGE_IDS as readonly string[]).includes(id)) throw notFound("No such page.");
      c.header("Cache-Control", "public, max-age=600");
      return STATIC_PAGES[id as keyof typeof STATIC_PAGES];
    },
  });
}
