import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { toItemDetail } from "../catalog/index.ts";
import * as selling from "./selling.service.ts";
import { isCashOnly } from "./selling.view.ts";

const TAG = "selling";

export function registerSelling(api: Api, _deps: AppDeps): void {
  api.route({
    ...contractRoute("GET /item/checkIfUserCanUploadItem"),
    tag: TAG,
    summary: "May the signed-in user post an item?",
    description:
      "Answers the first failing check: 9999 restricted, 100017 no name, 100022 no username, 100018 email not verified, 100014 mobile not verified, 100021 no city, 1000 personal free-item limit reached (not as a store). Else status 1.",
    auth: "required",
    handler: ({ auth, deps }) => selling.checkCanUpload(deps, auth),
  });

  api.route({
    ...contractRoute("GET /item/freeItemLimit"),
    tag: TAG,
    summary:
      "The personal free-listing limit, how many live personal listings count against it, and what is left",
    description:
      "The limit is PERSONAL_FREE_ITEM_LIMIT. Publishing past it as a personal account answers 1000 (switch to a store); a store identity is not limited (applies: false).",
    auth: "required",
    handler: ({ auth, deps }) => selling.freeItemLimit(deps, auth),
  });

  api.route({
    ...contractRoute("POST /item/save"),
    tag: TAG,
    summary: "Save a draft or edit an item",
    description:
      "Without itemNumber: creates a draft from any subset of the fields. With itemNumber and version: edits it; a stale version answers 10009 with { current, yours }. Each save raises version by 1.",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => selling.saveItem(deps, auth, body),
  });

  api.route({
    ...contractRoute("POST /item/publish"),
    tag: TAG,
    summary: "Publish a draft",
    description:
      "Checks the required fields (10001 lists every missing one), the auction length (AUCTION_MIN_SECONDS) and the upload checks; then the item is live.",
    auth: "required",
    idempotent: true,
    handler: async ({ body, auth, deps }) => {
      const row = await selling.publishItem(deps, auth, body);
      const detail = await toItemDetail(deps, deps.database.db, row, auth.userId);
      return { ...detail, cashOnly: isCashOnly(row) };
    },
  });

  api.route({
    ...contractRoute("GET /item/seller/itemDetail"),
    tag: TAG,
    summary: "The seller's full view of an item (drafts and reserve included)",
    auth: "required",
    handler: ({ query, auth, deps }) => selling.getSellerItem(deps, auth, query.itemNumber),
  });

  api.route({
    ...contractRoute("GET /item/myItems"),
    tag: TAG,
    summary: "My listings (of the current identity), newest first",
    auth: "required",
    handler: ({ query, auth, deps }) => selling.listMyItems(deps, auth, query.status, query),
  });

  api.route({
    ...contractRoute("GET /item/drafts"),
    tag: TAG,
    summary: "My drafts, most recently edited first",
    auth: "required",
    handler: ({ query, auth, deps }) => selling.listMyItems(deps, auth, "draft", query),
  });

  api.route({
    ...contractRoute("POST /item/withdraw"),
    tag: TAG,
    summary: "Withdraw a live listing that has no bids",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => selling.withdrawItem(deps, auth, body),
  });

  api.route({
    ...contractRoute("POST /item/deleteDraft"),
    tag: TAG,
    summary: "Delete a draft",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => selling.deleteDraft(deps, auth, body.itemNumber),
  });

  api.route({
    ...contractRoute("POST /item/sellAgain"),
    tag: TAG,
    summary: "A new draft prefilled from an ended, sold or withdrawn listing",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => selling.sellAgain(deps, auth, body.itemNumber),
  });

  api.route({
    ...contractRoute("GET /item/auctionSettings"),
    tag: TAG,
    summary: "An auction's settings (soft close, reserve, buy-now, end time)",
    auth: "required",
    handler: ({ query, auth, deps }) => selling.getAuctionSettings(deps, auth, query.itemNumber),
  });

  api.route({
    ...contractRoute("POST /item/auctionSettings"),
    tag: TAG,
    summary: "Change an auction's settings under the live-edit rules",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => selling.updateAuctionSettings(deps, auth, body),
  });
}
