import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { en as http, Cn as queryOptions } from "./index-BAN1tMZn.js";
import { t as infiniteQueryOptions } from "./infiniteQueryOptions-tGWn1F2G.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { t as noteServerTime } from "./server-clock-CGJGxq8x.js";

// src/client/features/auctions/auction-queries.ts
var auction_queries_exports = /* @__PURE__ */ __exportAll({
  ActionError: () => ActionError,
  BID_PAGE_SIZE: () => 20,
  MY_BIDS_PAGE_SIZE: () => 20,
  NO_STANDING: () => NO_STANDING,
  auctionKeys: () => auctionKeys,
  bidsQuery: () => bidsQuery,
  buyNow: () => buyNow,
  cancelMaxBid: () => cancelMaxBid,
  myBidsQuery: () => myBidsQuery,
  placeBid: () => placeBid,
  setMaxBid: () => setMaxBid,
  standingFromMyBid: () => standingFromMyBid,
  standingQuery: () => standingQuery,
});
/** Query keys of the auctions feature (one factory, STYLE.md). */
var auctionKeys = {
  all: ["auctions"],
  bids: (itemNumber) => [...auctionKeys.all, "bids", itemNumber],
  myBidsAll: (userId) => [...auctionKeys.all, "myBids", userId],
  myBids: (userId, type) => [...auctionKeys.myBidsAll(userId), type],
  /** Where the signed-in user stands on one item (from /item/myBids and bid answers). */
  standing: (itemNumber, userId) => [...auctionKeys.all, "standing", itemNumber, userId],
  /** The latest live event's leader, from the item's SSE stream. */
  live: (itemNumber) => [...auctionKeys.all, "live", itemNumber],
};
var NO_STANDING = {
  hasBid: false,
  isHighBidder: false,
  myMaxAmountCents: null,
  myMaxBidCents: null,
  bidCount: -1,
  myTag: null,
};
/** GET /item/bids, newest first, paged. */
var bidsQuery = (itemNumber) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.bids(itemNumber),
    queryFn: ({ pageParam }) =>
      unwrapEnv(
        http.get(
          "/item/bids",
          {
            itemNumber,
            currentPage: pageParam,
            pageSize: 20,
          },
          { toast: false },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    staleTime: 5e3,
  });
/** GET /item/myBids for one tab. */
var myBidsQuery = (userId, type) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.myBids(userId, type),
    queryFn: ({ pageParam }) =>
      unwrapEnv(
        http.get(
          "/item/myBids",
          {
            type,
            currentPage: pageParam,
            pageSize: 20,
          },
          { toast: false },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (last.hasNextPage ? pages.length + 1 : void 0),
    enabled: userId != null,
    staleTime: 1e4,
    refetchInterval: 2e4,
  });
function standingFromMyBid(row) {
  if (!row) return NO_STANDING;
  return {
    hasBid: row.myMaxBidCents != null || row.myMaxAmountCents != null,
    isHighBidder: row.isHighBidder,
    myMaxAmountCents: row.myMaxAmountCents,
    myMaxBidCents: row.myMaxBidCents,
    bidCount: row.auction.bidCount,
    myTag: row.bidderTag,
  };
}
/**
 * Where I stand on an item. There is no per-item endpoint, so this reads the newest page of
 * /item/myBids (ordered by my latest action) and looks for the item: an item I just bid on is on it.
 */
var standingQuery = (itemNumber, userId) =>
  queryOptions({
    queryKey: auctionKeys.standing(itemNumber, userId),
    queryFn: async () => {
      return standingFromMyBid(
        (
          await unwrapEnv(
            http.get(
              "/item/myBids",
              {
                type: "all",
                currentPage: 1,
                pageSize: 50,
              },
              { toast: false },
            ),
          )
        ).list.find((r) => r.item.itemNumber === itemNumber),
      );
    },
    enabled: userId != null,
    staleTime: 15e3,
  });
/** A failed action, kept as the envelope so the panel can read the code and `res_data`. */
var ActionError = class extends Error {
  envelope;
  constructor(envelope) {
    super(envelope.message || `Error ${envelope.status_code}`);
    this.envelope = envelope;
    this.name = "ActionError";
  }
  get code() {
    return this.envelope.status_code;
  }
};
async function unwrapEnv(p, sentAt) {
  const env = await p;
  if (sentAt !== void 0) noteServerTime(env.server_time, sentAt);
  if (env.status_code !== 1) throw new ActionError(env);
  return env.res_data;
}
/**
 * Every action carries a fresh Idempotency-Key (the helper's one retry after a token refresh
 * replays the same key) and handles its codes itself (no toast). Answers also set the clock.
 */
function action(path, body) {
  const sentAt = Date.now();
  return unwrapEnv(
    http.post(path, body, {
      toast: false,
      idempotencyKey: newIdempotencyKey(),
    }),
    sentAt,
  );
}
var placeBid = (itemNumber, amountCents) =>
  action("/item/bid", {
    itemNumber,
    amountCents,
  });
var setMaxBid = (itemNumber, maxAmountCents) =>
  action("/item/autoBid/insert", {
    itemNumber,
    maxAmountCents,
  });
var cancelMaxBid = (itemNumber) => action("/item/autoBid/cancel", { itemNumber });
var buyNow = (itemNumber) => action("/item/buyNow", { itemNumber });

export {
  ActionError as t,
  auction_queries_exports as i,
  auctionKeys as r,
  bidsQuery as a,
  buyNow as o,
  cancelMaxBid as s,
  myBidsQuery as c,
  NO_STANDING as n,
  placeBid as l,
  setMaxBid as u,
  standingFromMyBid as d,
  standingQuery as f,
};
