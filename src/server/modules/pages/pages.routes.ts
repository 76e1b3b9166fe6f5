import { STATIC_PAGE_IDS } from "#shared/contract/pages";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { STATIC_PAGES } from "./pages.content.ts";
import { STATIC_PAGES_ZH } from "./pages.content.zh.ts";

export function registerPages(api: Api, _deps: AppDeps): void {
  api.route({
    ...contractRoute("GET /page/detail"),
    tag: "pages",
    summary: "A public static page: guide, help, policy, rules or terms",
    description:
      "Any other id answers 10004. Public and cached for 10 minutes. In Chinese when Accept-Language names zh.",
    handler: async ({ query, c }) => {
      const id = query.id.toLowerCase();
      if (!(STATIC_PAGE_IDS as readonly string[]).includes(id)) throw notFound("No such page.");
      c.header("Cache-Control", "public, max-age=600");
      // In the language of the request (Accept-Language; the app answers Vary: Accept-Language).
      const pages = c.get("locale") === "zh" ? STATIC_PAGES_ZH : STATIC_PAGES;
      return pages[id as keyof typeof STATIC_PAGES];
    },
  });
}
