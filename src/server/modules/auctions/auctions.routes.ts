import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import { clientAddress } from "../../platform/client-address.ts";
import type { AppDeps } from "../../platform/context.ts";
import { envelope } from "../../platform/envelope.ts";
import { liveStream } from "../../platform/live-stream.ts";
import {
  buyNow,
  cancelAutoBid,
  currentAuctionEvent,
  insertAutoBid,
  itemChannel,
  listBids,
  myBids,
  placeBid,
  registerAuctionJobs,
} from "./auctions.service.ts";

export function registerAuctions(api: Api, deps: AppDeps): void {
  registerAuctionJobs(deps);

  api.route({
    ...contractRoute("POST /item/bid"),
    tag: "auctions",
    summary: "Place a bid at face value",
    auth: "required",
    idempotent: "batched",
    handler: ({ body, auth, deps, c }) =>
      placeBid(deps, auth.userId, body.itemNumber, body.amountCents, clientAddress(c)),
  });

  api.route({
    ...contractRoute("POST /item/autoBid/insert"),
    tag: "auctions",
    summary: "Set or raise an auto-bid (a hidden maximum)",
    auth: "required",
    idempotent: "batched",
    handler: ({ body, auth, deps, c }) =>
      insertAutoBid(deps, auth.userId, body.itemNumber, body.maxAmountCents, clientAddress(c)),
  });

  api.route({
    ...contractRoute("POST /item/autoBid/cancel"),
    tag: "auctions",
    summary: "Cancel an auto-bid (only while not the high bidder)",
    auth: "required",
    idempotent: "batched",
    handler: ({ body, auth, deps }) => cancelAutoBid(deps, auth.userId, body.itemNumber),
  });

  api.route({
    ...contractRoute("POST /item/buyNow"),
    tag: "auctions",
    summary: "Buy now: an auction while offered, or a fixed-price item",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => buyNow(deps, auth.userId, body.itemNumber),
  });

  api.route({
    ...contractRoute("GET /item/bids"),
    tag: "auctions",
    summary: "Bid history, newest first (bidders masked)",
    auth: "optional",
    handler: ({ query, auth, deps }) => listBids(deps, auth?.userId ?? null, query.itemNumber, query),
  });

  api.route({
    ...contractRoute("GET /item/myBids"),
    tag: "auctions",
    summary: "My bids: leading, outbid, won, lost",
    auth: "required",
    handler: ({ query, auth, deps }) => myBids(deps, auth.userId, query.type, query),
  });

  // Live auction state (outside /api: a stream, not an envelope).
  api.app.get("/rt/items/:itemNumber/events", async (c) => {
    const itemNumber = c.req.param("itemNumber");
    const first = await currentAuctionEvent(c.get("deps"), itemNumber);
    if (!first) return c.json(envelope(c, Code.NOT_FOUND, "Item not found", {}), 404);
    return liveStream(c, itemChannel(itemNumber), async () => {
      const now = await currentAuctionEvent(c.get("deps"), itemNumber);
      return now ? { event: "auction", data: now } : null;
    });
  });
}
