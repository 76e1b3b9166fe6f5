import { contractRoute } from "#shared/contract/routes";
import { translate } from "../../i18n/messages.ts";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { bulkAction, performance, portalItems } from "./seller-portal.service.ts";

const TAG = "seller-portal";

export function registerSellerPortal(api: Api, _deps: AppDeps): void {
  api.route({
    ...contractRoute("GET /portal/items"),
    tag: TAG,
    summary: "The listings table: every listing of the current identity, searched, filtered, sorted, paged",
    description:
      "status: active, scheduled, ended, sold, withdrawn, draft or all; q: words of the title, or an item number or QR code exactly; saleType; sort: newest, oldest, price_asc, price_desc, ending, title.",
    auth: "required",
    handler: ({ query, auth, deps }) => portalItems(deps, auth, query),
  });
  api.route({
    ...contractRoute("POST /portal/items/bulk"),
    tag: TAG,
    summary: "Withdraw, relist as new, change a fixed price, or make QR labels for up to 50 listings",
    description:
      "Each item goes through the same rules as its single call (POST /item/withdraw, /item/sellAgain + /item/publish, /item/save); results say per item what happened (status 1, or the code and message the single call answers: 10004 for an item that is not the identity's).",
    auth: "required",
    idempotent: true,
    handler: async ({ body, auth, deps, c }) => {
      const done = await bulkAction(deps, auth, body);
      // Each item's outcome is read by the seller: in their language (i18n/catalogue.ts).
      const locale = await settleLocale(c);
      return { ...done, results: done.results.map((r) => ({ ...r, message: translate(r.message, locale) })) };
    },
  });
  api.route({
    ...contractRoute("GET /portal/performance"),
    tag: TAG,
    summary: "Sales, revenue, sell-through and days to sell over the last 7, 30 or 90 days",
    description:
      "Revenue and sales are the ledger's (GET /wallet/revenue over the same range). Acting as a store: owner and admins only (10003).",
    auth: "required",
    handler: ({ query, auth, deps }) => performance(deps, auth, query),
  });
}
