import { type InfiniteData, type Query, type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import type { AuctionStateDto, MyBid } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import { subscribeStream } from "../../api/index.ts";
import { refetchAfterServerChange } from "../../query-client.ts";
import { catalogKeys } from "../catalog/catalog-queries.ts";
import { type AuctionEvent, auctionKeys, type LiveLeader } from "./auction-queries.ts";
import { leaderFromEvent, mergeAuctionIntoItem, pickAuctionState } from "./auction-state.ts";

function isAuctionEvent(d: unknown): d is AuctionEvent {
  return (
    typeof d === "object" &&
    d !== null &&
    typeof (d as AuctionEvent).itemNumber === "string" &&
    typeof (d as AuctionEvent).bidCount === "number" &&
    typeof (d as AuctionEvent).currentPriceCents === "number"
  );
}

/**
 * Writes a patched copy of a cached answer without making it look like a new answer: the query keeps
 * its age and its mark to be fetched again. An auction state (a live event, a bid answer) is not the
 * item as this viewer sees it: on a server-rendered page the item is the signed-out answer, marked
 * when the session comes in (AppShell) to be fetched again as this user once the screen subscribes,
 * which waits for the persisted cache's restore. A live event landing in between used to clear that
 * mark and make the signed-out answer look fresh, so it was never fetched again (a seller was shown
 * bid controls on their own item).
 */
function patchQuery<T>(qc: QueryClient, query: Query, patch: (data: T) => T): void {
  const before = query.state.data as T | undefined;
  if (before === undefined) return;
  const after = patch(before);
  if (after === before) return;
  const { dataUpdatedAt, isInvalidated } = query.state;
  qc.setQueryData<T>(query.queryKey, after, { updatedAt: dataUpdatedAt });
  if (isInvalidated) query.invalidate();
}

/**
 * Puts a newer auction state everywhere the app shows it: the item page's cache (so the price,
 * bid count and countdown above the panel move too), the live leader, the /bids rows, and the
 * history list. The item is refetched when the auction ends (its status becomes sold or ended).
 */
export function applyAuctionState(qc: QueryClient, itemNumber: string, state: AuctionStateDto): void {
  const key = catalogKeys.item(itemNumber);
  const cache = qc.getQueryCache();
  const item = cache.find({ queryKey: key, exact: true });
  const before = item?.state.data as ItemDetail | undefined;
  if (item && before) {
    patchQuery<ItemDetail>(qc, item, (data) => mergeAuctionIntoItem(data, state));
    if (item.state.data !== before) {
      if (before.auction?.status !== "ended" && state.status === "ended")
        void refetchAfterServerChange(qc, key);
      if (before.auction?.bidCount !== state.bidCount)
        void refetchAfterServerChange(qc, auctionKeys.bids(itemNumber));
    }
  }
  for (const rows of cache.findAll({ queryKey: [...auctionKeys.all, "myBids"] }))
    patchQuery<InfiniteData<Page<MyBid>>>(qc, rows, (data) => {
      let changed = false;
      const pages = data.pages.map((p) => ({
        ...p,
        list: p.list.map((row) => {
          if (row.item.itemNumber !== itemNumber || row.auction.bidCount > state.bidCount) return row;
          changed = true;
          return {
            ...row,
            auction: pickAuctionState(state),
            item: {
              ...row.item,
              priceCents: state.currentPriceCents,
              endTime: state.endTime,
              bidCount: state.bidCount,
            },
          };
        }),
      }));
      return changed ? { ...data, pages } : data;
    });
}

export function applyAuctionEvent(qc: QueryClient, e: AuctionEvent): void {
  const liveKey = auctionKeys.live(e.itemNumber);
  const prev = qc.getQueryData<LiveLeader>(liveKey);
  if (!prev || e.bidCount >= prev.bidCount) qc.setQueryData<LiveLeader>(liveKey, leaderFromEvent(e));
  applyAuctionState(qc, e.itemNumber, e);
}

/**
 * Follows an item's live stream (`GET /rt/items/{itemNumber}/events`, event `auction`, the
 * current state first). The channel is shared by every screen showing the item and reconnects
 * from the last event id (api/sse.ts), so nothing is missed.
 */
export function useLiveAuction(itemNumber: string | null, enabled = true): void {
  const qc = useQueryClient();
  useEffect(() => {
    if (!itemNumber || !enabled) return;
    const sub = subscribeStream(
      `/items/${encodeURIComponent(itemNumber)}/events`,
      {
        auction: (data) => {
          if (isAuctionEvent(data)) applyAuctionEvent(qc, data);
        },
      },
      { state: ["auction"] },
    );
    return () => sub.close();
  }, [itemNumber, enabled, qc]);
}
