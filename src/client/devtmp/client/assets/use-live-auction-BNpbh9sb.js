import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import "./api-CDAijywg.js";
import { r as auctionKeys } from "./auction-queries-gInSO2J2.js";
import { t as catalogKeys } from "./catalog-queries-CJhAGVIC.js";
import { mn as Code } from "./index-BAN1tMZn.js";
import { n as formatCents, r as parseDollars } from "./money-DGJvr2qW.js";
import { t as openStream } from "./sse-B52HyX8J.js";

// src/client/features/auctions/auction-logic.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** The state fields of an event or a bid answer (drops `itemNumber`, `leaderTag`, `isHighBidder`…). */
function pickAuctionState(s) {
  return {
    startPriceCents: s.startPriceCents,
    reserveMet: s.reserveMet,
    buyNowPriceCents: s.buyNowPriceCents,
    buyNowAvailable: s.buyNowAvailable,
    currentPriceCents: s.currentPriceCents,
    minNextBidCents: s.minNextBidCents,
    bidCount: s.bidCount,
    startTime: s.startTime,
    endTime: s.endTime,
    status: s.status,
  };
}
/**
 * Puts a newer auction state into the cached item. A state older than the cached one (fewer
 * entries, or the same entries but still open after it ended) is ignored: events and answers can
 * cross on the wire, and the price never goes back.
 */
function mergeAuctionIntoItem(item, s) {
  const cur = item.auction;
  if (cur && isOlder(s, cur)) return item;
  const auction = pickAuctionState(s);
  return {
    ...item,
    auction,
    currentPriceCents: auction.currentPriceCents,
    endTime: auction.endTime,
  };
}
function isOlder(s, cur) {
  if (s.bidCount !== cur.bidCount) return s.bidCount < cur.bidCount;
  return cur.status === "ended" && s.status !== "ended";
}
/**
 * Am I the leader? The live stream's leader wins when it is at least as new as what my own
 * answers (or /item/myBids) said, judged by the auction's entry count at the time.
 */
function isLeader(standing, live, myId) {
  if (myId == null) return false;
  if (live && standing.myTag !== null && live.bidCount >= standing.bidCount)
    return live.leaderTag === standing.myTag;
  return standing.isHighBidder;
}
function leaderFromEvent(e) {
  return {
    leaderTag: e.leaderTag,
    bidCount: e.bidCount,
  };
}
/** leading / outbid while open; won / lost once it ended; none without a bid of mine. */
function resolveStanding(opts) {
  if (!opts.hasBid) return "none";
  if (!(opts.auction.status === "ended" || opts.itemStatus !== "active"))
    return opts.leader ? "leading" : "outbid";
  const sold = opts.itemStatus === "sold" || opts.auction.reserveMet;
  return opts.leader && sold ? "won" : "lost";
}
/** Dollars typed by a person ("12.5", "$1,250.00") to cents; null if it is not an amount. */
function parseBidInput(text) {
  const cents = parseDollars(text.replace(/,/g, ""));
  return cents != null && cents > 0 ? cents : null;
}
/** The checks the panel can make before asking the server (which still judges). */
function checkBidAmount(text, minCents) {
  if (!text.trim())
    return {
      ok: false,
      message: `Enter your bid: ${formatCents(minCents)} or more.`,
    };
  const cents = parseBidInput(text);
  if (cents == null)
    return {
      ok: false,
      message: "Enter an amount in dollars, like 12.50.",
    };
  if (cents < minCents)
    return {
      ok: false,
      message: `Your bid is below the minimum. Enter ${formatCents(minCents)} or more.`,
    };
  return {
    ok: true,
    cents,
  };
}
/** What to tell the person after a refused action, and whether to refresh the item. */
function describeActionError(code, serverMessage, data, fallbackMinCents) {
  switch (code) {
    case Code.BID_TOO_LOW: {
      const min = minFromData(data) ?? fallbackMinCents;
      return {
        message: `Your bid is below the minimum. Enter ${formatCents(min)} or more.`,
        minNextBidCents: min,
        refresh: false,
      };
    }
    case Code.AUCTION_NOT_OPEN:
      return {
        message: "This auction is not open for bids right now.",
        refresh: true,
      };
    case Code.OWN_ITEM:
      return {
        message: "You cannot bid on or buy your own item.",
        refresh: false,
      };
    case Code.ITEM_UNAVAILABLE:
      return {
        message: "This item is no longer available.",
        refresh: true,
      };
    case Code.ALREADY_HIGH_BIDDER:
      return {
        message: "You are already the highest bidder. You can raise your max bid instead.",
        refresh: false,
      };
    case Code.NO_AUTO_BID_TO_CANCEL:
      return {
        message: serverMessage || "There is no max bid to cancel, or you are leading with it.",
        refresh: false,
      };
    case Code.BUY_NOW_GONE:
      return {
        message: "Buy now is no longer offered on this auction.",
        refresh: true,
      };
    default:
      return {
        message: serverMessage || "That did not work. Please try again.",
        refresh: false,
      };
  }
}
function minFromData(data) {
  if (data && typeof data === "object" && "minNextBidCents" in data) {
    const v = data.minNextBidCents;
    if (typeof v === "number" && Number.isFinite(v)) return v;
  }
}
/** Where an order goes after Buy now: payment, or the order itself when only cash is possible. */
function orderPath(orderNumber, priceCents) {
  const n = encodeURIComponent(orderNumber);
  return priceCents != null && priceCents < 50 ? `/orderDetail/${n}` : `/payment/${n}`;
}
// src/client/features/auctions/use-live-auction.ts
function isAuctionEvent(d) {
  return (
    typeof d === "object" &&
    d !== null &&
    typeof d.itemNumber === "string" &&
    typeof d.bidCount === "number" &&
    typeof d.currentPriceCents === "number"
  );
}
/**
 * Puts a newer auction state everywhere the app shows it: the item page's cache (so the price,
 * bid count and countdown above the panel move too), the live leader, the /bids rows, and the
 * history list. The item is refetched when the auction ends (its status becomes sold or ended).
 */
function applyAuctionState(qc, itemNumber, state) {
  const key = catalogKeys.item(itemNumber);
  const before = qc.getQueryData(key);
  if (before) {
    const after = mergeAuctionIntoItem(before, state);
    if (after !== before) {
      qc.setQueryData(key, after);
      if (before.auction?.status !== "ended" && state.status === "ended")
        qc.invalidateQueries({ queryKey: key });
      if (before.auction?.bidCount !== state.bidCount)
        qc.invalidateQueries({ queryKey: auctionKeys.bids(itemNumber) });
    }
  }
  qc.setQueriesData({ queryKey: [...auctionKeys.all, "myBids"] }, (data) => {
    if (!data) return data;
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
    return changed
      ? {
          ...data,
          pages,
        }
      : data;
  });
}
function applyAuctionEvent(qc, e) {
  const liveKey = auctionKeys.live(e.itemNumber);
  const prev = qc.getQueryData(liveKey);
  if (!prev || e.bidCount >= prev.bidCount) qc.setQueryData(liveKey, leaderFromEvent(e));
  applyAuctionState(qc, e.itemNumber, e);
}
/**
 * Follows an item's live stream (`GET /rt/items/{itemNumber}/events`, event `auction`, the
 * current state first). EventSource reconnects by itself with Last-Event-ID, so nothing is missed.
 */
function useLiveAuction(itemNumber, enabled = true) {
  const qc = useQueryClient();
  (0, import_react.useEffect)(() => {
    if (!itemNumber || !enabled || typeof EventSource === "undefined") return;
    return openStream(`/items/${encodeURIComponent(itemNumber)}/events`, {
      auction: (data) => {
        if (isAuctionEvent(data)) applyAuctionEvent(qc, data);
      },
    });
  }, [itemNumber, enabled, qc]);
}

export {
  applyAuctionState as t,
  checkBidAmount as r,
  describeActionError as i,
  isLeader as a,
  orderPath as o,
  resolveStanding as s,
  useLiveAuction as n,
};
