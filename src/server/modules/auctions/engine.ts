/**
 * The auction rules of rules/auction-rules.md as a pure function: no I/O, no clock. The service loads the
 * auction under its row lock, asks `applyAction` what happens and writes the answer back, so the
 * rules are tested here exhaustively and the database code stays thin.
 *
 * Ties are broken by "the moment a reach was first committed". Several actions can share one
 * millisecond, so instead of times the engine orders commits by keys that grow with every action on
 * the item: an entry with sequence number `seq` has key `2 * seq`; an auto-bid committed by an
 * action has the key of the first entry that action adds (`2 * (bidCount + 1)`), or
 * `2 * bidCount + 1` for a leader's raise, which adds no entry. Only the acting bidder's reach can
 * change in an action, so these keys order every pair of reaches the way their times would.
 */

import { bidIncrement, minNextBid } from "#shared/auction";
import { Code } from "#shared/codes";

export type ItemStatus = "draft" | "active" | "ended" | "sold" | "withdrawn" | "removed";

/** What the engine needs to know about one bidder: their best placed bid and their active auto-bid. */
export type BidderState = {
  bidderId: number;
  /** Highest placed bid (entry), null when they have none. */
  placedMaxCents: number | null;
  /** Commit key of the earliest entry at placedMaxCents. */
  placedKey: number;
  /** Active auto-bid maximum, null when none (never set, or cancelled). */
  autoMaxCents: number | null;
  autoKey: number;
};

export type EngineAuction = {
  status: ItemStatus;
  closedAt: number | null;
  startPriceCents: number;
  reservePriceCents: number | null;
  buyNowPriceCents: number | null;
  startTime: number;
  endTime: number;
  softCloseSeconds: number;
  /** The price (equals startPriceCents while there is no placed bid). */
  priceCents: number;
  bidCount: number;
  /** Everyone with an entry or an active auto-bid. */
  bidders: BidderState[];
};

export type EngineAction =
  | { type: "bid"; bidderId: number; amountCents: number }
  | { type: "autoBid"; bidderId: number; maxAmountCents: number }
  | { type: "cancel"; bidderId: number }
  | { type: "buyNow"; bidderId: number };

export type ActionContext = {
  now: number;
  /** The actor is the seller or a member of the seller's store team. */
  sellerSide: boolean;
};

export type EngineEntry = { bidderId: number; amountCents: number; auto: boolean; seq: number };

/** How the acting bidder's auto-bid changed. */
export type AutoChange =
  | { kind: "set"; bidderId: number; maxAmountCents: number; key: number }
  | { kind: "cancel"; bidderId: number }
  | null;

export type EngineRejection = {
  ok: false;
  code: number;
  message: string;
  data: Record<string, unknown>;
};

export type EngineSuccess = {
  ok: true;
  auction: EngineAuction;
  /** Entries this action adds, in the rules' order. */
  entries: EngineEntry[];
  autoChange: AutoChange;
  leaderBefore: number | null;
  leaderAfter: number | null;
  priceChanged: boolean;
  /** endTime moved by the soft close. */
  extended: boolean;
  boughtOut: boolean;
};

export type EngineResult = EngineRejection | EngineSuccess;

export type Reach = { bidderId: number; reachCents: number; key: number };

/** A bidder's reach: the highest of their placed bids and active auto-bid maximum, with its commit key. */
export function reachOf(b: BidderState): Reach | null {
  const placed = b.placedMaxCents;
  const auto = b.autoMaxCents;
  if (placed === null && auto === null) return null;
  if (auto === null || (placed !== null && placed > auto))
    return { bidderId: b.bidderId, reachCents: placed!, key: b.placedKey };
  if (placed === null || auto > placed) return { bidderId: b.bidderId, reachCents: auto, key: b.autoKey };
  // Equal: the reach was first committed by whichever came first.
  return { bidderId: b.bidderId, reachCents: auto, key: Math.min(b.placedKey, b.autoKey) };
}

/** Reaches, best first: highest reach, ties to the earliest commit. */
export function rankReaches(bidders: readonly BidderState[]): Reach[] {
  const out: Reach[] = [];
  for (const b of bidders) {
    const r = reachOf(b);
    if (r) out.push(r);
  }
  return out.sort((a, b) => b.reachCents - a.reachCents || a.key - b.key);
}

const ahead = (a: Reach, b: Reach) =>
  a.reachCents > b.reachCents || (a.reachCents === b.reachCents && a.key < b.key);

/**
 * The first two of `rankReaches` in one pass: the rules only ever ask for the leader and the best
 * other reach, and a hot auction has hundreds of bidders and many actions a second.
 */
export function topReaches(bidders: readonly BidderState[]): Reach[] {
  let first: Reach | null = null;
  let second: Reach | null = null;
  for (const b of bidders) {
    const r = reachOf(b);
    if (!r) continue;
    if (!first || ahead(r, first)) {
      second = first;
      first = r;
    } else if (!second || ahead(r, second)) second = r;
  }
  return first ? (second ? [first, second] : [first]) : [];
}

/** The leader W (null while nobody has bid). */
export function leaderOf(bidders: readonly BidderState[]): number | null {
  return topReaches(bidders)[0]?.bidderId ?? null;
}

/** reserveMet: no reserve, or a placed bid has brought the price up to it. */
export function reserveMetOf(
  a: Pick<EngineAuction, "reservePriceCents" | "priceCents" | "bidCount">,
): boolean {
  return a.reservePriceCents === null || (a.bidCount > 0 && a.priceCents >= a.reservePriceCents);
}

/** Buy-now is offered until the first placed bid that meets the reserve (any placed bid without one). */
export function buyNowOffered(
  a: Pick<EngineAuction, "buyNowPriceCents" | "reservePriceCents" | "priceCents" | "bidCount">,
): boolean {
  if (a.buyNowPriceCents === null) return false;
  if (a.bidCount === 0) return true;
  return a.reservePriceCents !== null && a.priceCents < a.reservePriceCents;
}

export function minNextBidOf(a: Pick<EngineAuction, "startPriceCents" | "priceCents" | "bidCount">): number {
  return minNextBid(a.startPriceCents, a.priceCents, a.bidCount);
}

/**
 * The price after a bid or an auto-bid by a non-leader ("The price after …"): from W's placed bid,
 * W's reach and the best other reach, then the reserve jump, and never below the old price.
 */
function priceAfter(a: EngineAuction, ranked: readonly Reach[], bidders: Map<number, BidderState>): number {
  const w = ranked[0]!;
  const f = bidders.get(w.bidderId)!.placedMaxCents;
  let price: number;
  if (ranked.length === 1) {
    price = Math.max(a.startPriceCents, f ?? a.startPriceCents);
  } else {
    const r = ranked[1]!.reachCents;
    price = Math.max(f ?? 0, Math.min(w.reachCents, r + bidIncrement(r)));
  }
  if (a.reservePriceCents !== null && w.reachCents >= a.reservePriceCents && price < a.reservePriceCents)
    price = a.reservePriceCents;
  return Math.max(price, a.priceCents);
}

function reject(code: number, message: string, data: Record<string, unknown> = {}): EngineRejection {
  return { ok: false, code, message, data };
}

/**
 * The bidders by id, sharing the unchanged state objects with the input: an action changes at most
 * two bidders, and `own` copies one before it is changed, so the input auction is never touched.
 */
function biddersById(bidders: readonly BidderState[]): Map<number, BidderState> {
  return new Map(bidders.map((b) => [b.bidderId, b]));
}

/** The bidder's state, copied into the map so this action may change it (a new bidder if absent). */
function own(map: Map<number, BidderState>, bidderId: number): BidderState {
  const b = map.get(bidderId);
  const copy = b
    ? { ...b }
    : { bidderId, placedMaxCents: null, placedKey: 0, autoMaxCents: null, autoKey: 0 };
  map.set(bidderId, copy);
  return copy;
}

/** Record an entry on the bidder (their placed maximum only grows; ties keep the earlier key). */
function place(
  map: Map<number, BidderState>,
  entries: EngineEntry[],
  firstSeq: number,
  bidderId: number,
  amountCents: number,
  auto: boolean,
): void {
  const seq = firstSeq + entries.length;
  entries.push({ bidderId, amountCents, auto, seq });
  const b = own(map, bidderId);
  if (b.placedMaxCents === null || amountCents > b.placedMaxCents) {
    b.placedMaxCents = amountCents;
    b.placedKey = 2 * seq;
  }
}

/** Checks 1–3 of "Placing", common to every action. */
function commonChecks(a: EngineAuction, ctx: ActionContext): EngineRejection | null {
  if (a.status === "withdrawn" || a.status === "sold")
    return reject(Code.ITEM_UNAVAILABLE, "This item is no longer available.");
  if (ctx.sellerSide) return reject(Code.OWN_ITEM, "You cannot bid on or buy your own item.");
  if (a.status !== "active" || a.closedAt !== null || ctx.now < a.startTime || ctx.now >= a.endTime)
    return reject(
      Code.AUCTION_NOT_OPEN,
      ctx.now < a.startTime && a.status === "active"
        ? "This auction has not started yet."
        : "This auction is not open.",
    );
  return null;
}

/** Apply one action at ctx.now. Rejections change nothing. */
export function applyAction(a: EngineAuction, action: EngineAction, ctx: ActionContext): EngineResult {
  const failed = commonChecks(a, ctx);
  if (failed) return failed;
  const ranked = topReaches(a.bidders);
  const leaderBefore = ranked[0]?.bidderId ?? null;
  const minNext = minNextBidOf(a);
  const u = action.bidderId;

  if (action.type === "buyNow") {
    if (!buyNowOffered(a)) return reject(Code.BUY_NOW_GONE, "Buy now is no longer offered for this item.");
    const price = a.buyNowPriceCents!;
    return {
      ok: true,
      auction: { ...a, status: "sold", closedAt: ctx.now, priceCents: price },
      entries: [],
      autoChange: null,
      leaderBefore,
      leaderAfter: u,
      priceChanged: price !== a.priceCents,
      extended: false,
      boughtOut: true,
    };
  }

  if (action.type === "cancel") {
    const mine = a.bidders.find((b) => b.bidderId === u);
    if (leaderBefore === u)
      return reject(
        Code.NO_AUTO_BID_TO_CANCEL,
        "You are the highest bidder: your auto-bid cannot be cancelled now.",
      );
    if (!mine || mine.autoMaxCents === null)
      return reject(Code.NO_AUTO_BID_TO_CANCEL, "You have no auto-bid on this item to cancel.");
    const map = biddersById(a.bidders);
    const b = own(map, u);
    b.autoMaxCents = null;
    b.autoKey = 0;
    return {
      ok: true,
      auction: { ...a, bidders: [...map.values()].filter((x) => reachOf(x) !== null) },
      entries: [],
      autoChange: { kind: "cancel", bidderId: u },
      leaderBefore,
      leaderAfter: leaderBefore,
      priceChanged: false,
      extended: false,
      boughtOut: false,
    };
  }

  const map = biddersById(a.bidders);
  const entries: EngineEntry[] = [];
  const firstSeq = a.bidCount + 1;
  let price = a.priceCents;
  let autoChange: AutoChange = null;

  if (action.type === "bid") {
    if (leaderBefore === u) return reject(Code.ALREADY_HIGH_BIDDER, "You are already the highest bidder.");
    if (action.amountCents < minNext)
      return reject(Code.BID_TOO_LOW, "Your bid is below the minimum next bid.", {
        minNextBidCents: minNext,
      });
    place(map, entries, firstSeq, u, action.amountCents, false);
    const after = topReaches([...map.values()]);
    price = priceAfter(a, after, map);
    const w = after[0]!.bidderId;
    // Another bidder's auto-bid keeps (or takes) the lead: it answers at the new price.
    if (w !== u) place(map, entries, firstSeq, w, price, true);
  } else if (leaderBefore === u) {
    // Raise by the leader: above their own reach; the price moves only to meet the reserve.
    const reach = ranked[0]!.reachCents;
    if (action.maxAmountCents <= reach)
      return reject(Code.BID_TOO_LOW, "Your new maximum must be above your current maximum.", {
        minNextBidCents: minNext,
      });
    const b = own(map, u);
    b.autoMaxCents = action.maxAmountCents;
    b.autoKey = 2 * a.bidCount + 1;
    autoChange = { kind: "set", bidderId: u, maxAmountCents: action.maxAmountCents, key: b.autoKey };
    const reserve = a.reservePriceCents;
    if (reserve !== null && a.priceCents < reserve && action.maxAmountCents >= reserve) {
      place(map, entries, firstSeq, u, reserve, true);
      price = reserve;
    }
  } else {
    if (action.maxAmountCents < minNext)
      return reject(Code.BID_TOO_LOW, "Your maximum is below the minimum next bid.", {
        minNextBidCents: minNext,
      });
    const b = own(map, u);
    b.autoMaxCents = action.maxAmountCents;
    b.autoKey = 2 * firstSeq;
    autoChange = { kind: "set", bidderId: u, maxAmountCents: action.maxAmountCents, key: b.autoKey };
    const after = topReaches([...map.values()]);
    price = priceAfter(a, after, map);
    const w = after[0]!.bidderId;
    if (w === u) {
      place(map, entries, firstSeq, u, price, true);
    } else {
      // The maximum is exhausted at once; the leader's auto-bid answers, so it is the newer entry.
      place(map, entries, firstSeq, u, action.maxAmountCents, true);
      place(map, entries, firstSeq, w, price, true);
    }
  }

  const bidders = [...map.values()];
  const leaderAfter = leaderOf(bidders);
  const priceChanged = price !== a.priceCents;
  let endTime = a.endTime;
  const windowMs = a.softCloseSeconds * 1000;
  if (windowMs > 0 && (priceChanged || leaderAfter !== leaderBefore) && a.endTime - ctx.now <= windowMs)
    endTime = ctx.now + windowMs;
  return {
    ok: true,
    auction: { ...a, bidders, priceCents: price, bidCount: a.bidCount + entries.length, endTime },
    entries,
    autoChange,
    leaderBefore,
    leaderAfter,
    priceChanged,
    extended: endTime !== a.endTime,
    boughtOut: false,
  };
}

/** What closing at `now` does: not due yet (soft close moved endTime), sold to the leader, or unsold. */
export type CloseDecision =
  | { kind: "notDue"; endTime: number }
  | { kind: "alreadyClosed" }
  | { kind: "sold"; winnerId: number; priceCents: number }
  | { kind: "unsold" };

export function closeDecision(a: EngineAuction, now: number): CloseDecision {
  if (a.closedAt !== null || a.status !== "active") return { kind: "alreadyClosed" };
  if (now < a.endTime) return { kind: "notDue", endTime: a.endTime };
  const w = leaderOf(a.bidders);
  if (w !== null && a.bidCount > 0 && reserveMetOf(a))
    return { kind: "sold", winnerId: w, priceCents: a.priceCents };
  return { kind: "unsold" };
}
