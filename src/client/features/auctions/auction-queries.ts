import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import type { MyBid, MyBidsType } from "#shared/contract/auctions";
import {
  call,
  newIdempotencyKey,
  nextPage,
  type RouteAnswer,
  type RouteBody,
  type RouteOf,
} from "../../api/index.ts";
import { noteServerTime } from "../catalog/server-clock.ts";
import type { SendAs } from "./pending-bids.ts";

export const BID_PAGE_SIZE = 20;
export const MY_BIDS_PAGE_SIZE = 20;

/** Query keys of the auctions feature (one factory, STYLE.md). */
export const auctionKeys = {
  all: ["auctions"] as const,
  bids: (itemNumber: string) => [...auctionKeys.all, "bids", itemNumber] as const,
  myBidsAll: (userId: number | null) => [...auctionKeys.all, "myBids", userId] as const,
  myBids: (userId: number | null, type: MyBidsType) => [...auctionKeys.myBidsAll(userId), type] as const,
  /** Where the signed-in user stands on one item (from /item/myBids and bid answers). */
  standing: (itemNumber: string, userId: number | null) =>
    [...auctionKeys.all, "standing", itemNumber, userId] as const,
  /** The latest live event's leader, from the item's SSE stream. */
  live: (itemNumber: string) => [...auctionKeys.all, "live", itemNumber] as const,
};

/** What the live stream sends: the auction state plus the item and its leader's bidder tag. */
export type { AuctionEvent } from "#shared/contract/auctions";

/** The caller's position on one item. `bidCount` dates it (the auction's count when it was known). */
export type Standing = {
  hasBid: boolean;
  isHighBidder: boolean;
  myMaxAmountCents: number | null;
  myMaxBidCents: number | null;
  bidCount: number;
  /** My pseudonym on this item (from /item/myBids), to recognise myself as the live leader. */
  myTag: string | null;
};

export type LiveLeader = { leaderTag: string | null; bidCount: number };

export const NO_STANDING: Standing = {
  hasBid: false,
  isHighBidder: false,
  myMaxAmountCents: null,
  myMaxBidCents: null,
  bidCount: -1,
  myTag: null,
};

/** GET /item/bids, newest first, paged. */
export const bidsQuery = (itemNumber: string) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.bids(itemNumber),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/item/bids", {
        query: { itemNumber, currentPage: pageParam, pageSize: BID_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5_000,
  });

/** GET /item/myBids for one tab. */
export const myBidsQuery = (userId: number | null, type: MyBidsType) =>
  infiniteQueryOptions({
    queryKey: auctionKeys.myBids(userId, type),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/item/myBids", {
        query: { type, currentPage: pageParam, pageSize: MY_BIDS_PAGE_SIZE },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: userId != null,
    staleTime: 10_000,
    // Between live events (the soonest few rows stream), a quiet poll keeps the rest fresh.
    refetchInterval: 20_000,
  });

export function standingFromMyBid(row: MyBid | undefined): Standing {
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
export const standingQuery = (itemNumber: string, userId: number | null) =>
  queryOptions({
    queryKey: auctionKeys.standing(itemNumber, userId),
    meta: { errorsInPlace: true },
    queryFn: async () => {
      const page = await call("GET", "/item/myBids", {
        query: { type: "all", currentPage: 1, pageSize: 50 },
      });
      return standingFromMyBid(page.list.find((r) => r.item.itemNumber === itemNumber));
    },
    enabled: userId != null,
    staleTime: 15_000,
  });

/**
 * Every action carries a fresh Idempotency-Key (the helper's one retry after a token refresh
 * replays the same key), or, for a pending bid confirmed again, that bid's own key and the identity
 * it was made as (`as`); the panel handles its codes itself (its mutations show errors in place): a
 * failure is an ApiError whose code and `data` the panel reads. Answers also set the clock.
 */
function action<P extends "/item/bid" | "/item/autoBid/insert" | "/item/autoBid/cancel" | "/item/buyNow">(
  path: P,
  body: RouteBody<"POST", P>,
  as?: SendAs,
): Promise<RouteAnswer<RouteOf<"POST", P>>> {
  const sentAt = Date.now();
  const opts = as
    ? { idempotencyKey: as.idempotencyKey, identity: as.identity }
    : { idempotencyKey: newIdempotencyKey() };
  // Typed where it is called (path, body and answer from the contract's table); `call` itself
  // cannot narrow one of four paths that is still open here.
  return call<RouteAnswer<RouteOf<"POST", P>>>("POST", path as string, {
    body: body as Record<string, unknown>,
    ...opts,
    onServerTime: (t) => noteServerTime(t, sentAt),
  });
}

export const placeBid = (itemNumber: string, amountCents: number, as?: SendAs) =>
  action("/item/bid", { itemNumber, amountCents }, as);
export const setMaxBid = (itemNumber: string, maxAmountCents: number, as?: SendAs) =>
  action("/item/autoBid/insert", { itemNumber, maxAmountCents }, as);
export const cancelMaxBid = (itemNumber: string) => action("/item/autoBid/cancel", { itemNumber });
export const buyNow = (itemNumber: string) => action("/item/buyNow", { itemNumber });
