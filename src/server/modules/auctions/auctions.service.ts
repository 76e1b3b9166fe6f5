import type { SQL } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { AuctionEvent, BidAnswer, BidEntry, MyBid, MyBidsType } from "#shared/contract/auctions";
import type { Page, PagingQuery } from "#shared/contract/common";
import { JumpType } from "#shared/jump-types";
import { formatCents } from "#shared/money";
import { type DbOrTx, outsideAmbientTransaction, type Tx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import { httpStatusFor } from "../../platform/envelope.ts";
import { ApiError, conflict, notFound } from "../../platform/errors.ts";
import { fileUrl } from "../../platform/files.ts";
import {
  claimedIds,
  claimId,
  claimKeysStatement,
  currentIdempotencyClaim,
  type IdempotencyClaim,
  StoredAnswer,
  storeAnswersStatement,
  storedAnswers,
} from "../../platform/idempotency.ts";
import * as metrics from "../../platform/metrics.ts";
import { displayName, getUserById, isStoreTeamMember } from "../accounts/index.ts";
import {
  auctionStateOf,
  bidderTag,
  findItemByNumber,
  type ItemRow,
  itemRowsByIds,
  lockItemAndClaim,
  lockItemById,
  lockItemByNumber,
  toItemSummary,
  updateAuctionRow,
  watcherIdsOf,
} from "../catalog/index.ts";
import {
  assertMayTrade,
  BID_BURST_WINDOW_MS,
  noteBid,
  onItemRemoved,
  onItemRestored,
} from "../moderation/index.ts";
import { type NotifyInput, notify, notifyMany } from "../notifications/index.ts";
import { closeOpenOffers } from "../offers/index.ts";
import { createOrder } from "../orders/index.ts";
import { publishStoreItem, storeItemEvent } from "../tv-stream/index.ts";
import {
  bidderIdsOf,
  bidderStateOf,
  bidsSince,
  engineAuctionOf,
  loadBidders,
  loadStandings,
  pageBids,
  pageMyBids,
  type StandingRow,
  writeBatch,
} from "./auctions.repo.ts";
import {
  applyAction,
  closeDecision,
  type EngineAction,
  type EngineAuction,
  type EngineEntry,
  type EngineSuccess,
} from "./engine.ts";

export const AUCTION_CLOSE_JOB = "auction.close";
export const AUCTION_ENDING_SOON_JOB = "auction.endingSoon";
/** How long before the end watchers and bidders hear "ending soon". */
export const ENDING_SOON_MS = 15 * 60_000;

export const itemChannel = (itemNumber: string) => `item:${itemNumber}`;

/**
 * What an `auction` event carries: the public state plus the leader's bidder tag, so a bidder's
 * client knows whether it leads. The stream is public: it never carries a user id.
 */
export type { AuctionEvent };

export function auctionEventOf(deps: Pick<AppDeps, "keys">, item: ItemRow, now: number): AuctionEvent | null {
  const state = auctionStateOf(item, now);
  if (!state) return null;
  const leaderTag = item.leaderId === null ? null : bidderTag(deps, item.itemNumber, item.leaderId);
  return { ...state, itemNumber: item.itemNumber, leaderTag };
}

/** Push urgency topics are at most 32 URL-safe characters, one per auction. */
export function pushTopic(prefix: string, itemNumber: string): string {
  return `${prefix}-${itemNumber}`.replace(/[^A-Za-z0-9_-]/g, "_").slice(0, 32);
}

/** "buyer1" -> "b***1": enough to tell bidders apart, not to name them. */
export function maskName(name: string): string {
  const chars = [...name.trim()];
  if (chars.length === 0) return "***";
  if (chars.length === 1) return `${chars[0]}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}

/** The item's `auction` event for its watchers and, for a store's item, the store's TVs. */
async function publishAuction(deps: AppDeps, tx: DbOrTx, item: ItemRow): Promise<void> {
  const now = deps.clock.now();
  const event = auctionEventOf(deps, item, now);
  const forStore = storeItemEvent(item, now);
  await deps.bus.publishMany(tx, [
    ...(event ? [{ channel: itemChannel(item.itemNumber), type: "auction", data: event }] : []),
    ...(forStore ? [forStore] : []),
  ]);
}

/** Schedule the close at endTime and the ending-soon notice. Selling and seed call this at publish. */
export async function scheduleAuctionJobs(
  deps: AppDeps,
  tx: DbOrTx,
  item: Pick<ItemRow, "id" | "itemNumber" | "endTime">,
): Promise<void> {
  if (item.endTime === null) return;
  await deps.jobs.schedule(tx, {
    kind: AUCTION_CLOSE_JOB,
    runAt: item.endTime,
    payload: { itemId: item.id },
    dedupeKey: `${AUCTION_CLOSE_JOB}:${item.itemNumber}`,
  });
  const soon = item.endTime - ENDING_SOON_MS;
  if (soon > deps.clock.now())
    await deps.jobs.schedule(tx, {
      kind: AUCTION_ENDING_SOON_JOB,
      runAt: soon,
      payload: { itemId: item.id },
      dedupeKey: `${AUCTION_ENDING_SOON_JOB}:${item.itemNumber}`,
    });
}

async function isSellerSide(db: DbOrTx, item: ItemRow, userId: number): Promise<boolean> {
  if (item.sellerId === userId) return true;
  return item.storeId !== null && (await isStoreTeamMember(db, item.storeId, userId));
}

function toApiError(r: { code: number; message: string; data: Record<string, unknown> }): ApiError {
  return new ApiError(r.code, r.message, r.data);
}

/** A bid, an auto-bid or a cancel: the actions that only touch the auction's own tables. */
type QueuedAction = Exclude<EngineAction, { type: "buyNow" }>;

/** Where the caller stands after their action: the item as it was right after it, and the engine's answer. */
type ActionOutcome = { item: ItemRow; res: EngineSuccess };

/** An action's result: its answer (res_data) or its business error. */
type Result = { ok: true; data: unknown } | { ok: false; err: unknown };

type Pending = {
  action: QueuedAction;
  /** The request's Idempotency-Key: claimed and answered in the transaction that applies the action. */
  claim: IdempotencyClaim | null;
  resolve: (answer: unknown) => void;
  reject: (e: unknown) => void;
};

/**
 * Actions on one item queue in this process and are applied in batches: one transaction locks the
 * row (so processes still serialise on it), runs every queued action through the rules in arrival
 * order, and writes entries, standings, the row and one state event together. Under load this turns
 * a hot auction's many tiny transactions into a few larger ones; alone, a batch is one action.
 * If a batch fails as a whole its actions are retried one transaction each, so one bad action
 * cannot take the others down.
 */
const MAX_BATCH = 200;
const queues = new WeakMap<AppDeps, Map<string, Pending[]>>();

function submit(deps: AppDeps, itemNumber: string, action: QueuedAction): Promise<unknown> {
  let byItem = queues.get(deps);
  if (!byItem) {
    byItem = new Map();
    queues.set(deps, byItem);
  }
  const claim = currentIdempotencyClaim();
  return new Promise<unknown>((resolve, reject) => {
    const q = byItem.get(itemNumber);
    if (q) {
      q.push({ action, claim, resolve, reject });
      return;
    }
    const queue: Pending[] = [{ action, claim, resolve, reject }];
    byItem.set(itemNumber, queue);
    // The batch serves many requests: it must not join the first one's transaction.
    void outsideAmbientTransaction(() => drain(deps, byItem, itemNumber, queue));
  });
}

async function drain(deps: AppDeps, byItem: Map<string, Pending[]>, itemNumber: string, queue: Pending[]) {
  try {
    while (queue.length) {
      const batch = queue.splice(0, MAX_BATCH);
      try {
        await runBatch(deps, itemNumber, batch);
      } catch (err) {
        if (batch.length === 1) batch[0]!.reject(err);
        else for (const p of batch) await runBatch(deps, itemNumber, [p]).catch(p.reject);
      }
    }
  } finally {
    byItem.delete(itemNumber);
  }
}

/** What a bid or an auto-bid answers: the auction state and where the caller stands. */
function answerOf(deps: AppDeps, p: Pending, out: ActionOutcome): unknown {
  return p.action.type === "cancel" ? {} : bidAnswer(deps, out, p.action.bidderId);
}

function storedEnvelope(r: Result, now: number) {
  if (r.ok)
    return {
      httpStatus: 200,
      response: { status_code: 1, message: "success", res_data: r.data, server_time: now },
    };
  const err = r.err as ApiError;
  return {
    httpStatus: err.httpStatus ?? httpStatusFor(err.code),
    response: { status_code: err.code, message: err.message, res_data: err.data, server_time: now },
  };
}

async function runBatch(deps: AppDeps, itemNumber: string, batch: Pending[]): Promise<void> {
  const results = new Map<Pending, Result>();
  metrics.bidBatchSize.observe(batch.length);
  await deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    // Keys are claimed under the item's lock, so a retry racing its first try (here or in another
    // process) waits for it and then finds its answer.
    const live: Pending[] = [];
    const owners = new Map<string, Pending>();
    const followers = new Map<Pending, Pending>();
    for (const p of batch) {
      const owner = p.claim ? owners.get(claimId(p.claim)) : undefined;
      if (owner) followers.set(p, owner);
      else {
        if (p.claim) owners.set(claimId(p.claim), p);
        live.push(p);
      }
    }
    const mine = [...owners.values()].map((p) => p.claim!);
    // The lock and the claims in one round trip.
    const locked = mine.length
      ? await lockItemAndClaim(tx, itemNumber, (afterLock) => claimKeysStatement(mine, now, afterLock))
      : { item: await lockItemByNumber(tx, itemNumber), claimed: [] };
    const item = locked.item;
    if (owners.size) {
      const claimed = claimedIds(locked.claimed);
      const stored = await storedAnswers(
        tx,
        mine.filter((cl) => !claimed.has(claimId(cl))),
      );
      for (const [id, p] of owners) {
        if (claimed.has(id)) continue;
        live.splice(live.indexOf(p), 1);
        const row = stored.get(id);
        results.set(p, {
          ok: false,
          err: row ? new StoredAnswer(row) : conflict("Please retry this request"),
        });
      }
    }
    const done = (p: Pending, r: Result) => results.set(p, r);
    // The answers are stored with the batch's writes when it has some (one statement), else alone.
    const answers = () =>
      storeAnswersStatement(
        live
          .filter((p) => p.claim)
          .map((p) => ({ claim: p.claim!, ...storedEnvelope(results.get(p)!, now) })),
      );
    const storedWithWrites = await applyBatch(deps, tx, item, now, live, done, answers);
    if (!storedWithWrites) {
      const statement = answers();
      if (statement) await tx.execute(statement);
    }
    for (const [p, owner] of followers) {
      // The same key twice in one batch: the second is a replay of the first (or 10009 if it differs).
      const first = results.get(owner)!;
      results.set(
        p,
        p.claim!.requestHash === owner.claim!.requestHash
          ? first
          : { ok: false, err: conflict("This Idempotency-Key was already used for another request") },
      );
    }
  });
  // Answers go out only once the transaction has committed.
  for (const p of batch) {
    const r = results.get(p)!;
    // A replay (StoredAnswer) was counted the first time.
    if (p.action.type !== "cancel" && !(!r.ok && r.err instanceof StoredAnswer))
      metrics.bids.inc({ outcome: r.ok ? "accepted" : "refused" });
    if (r.ok) p.resolve(r.data);
    else p.reject(r.err);
  }
}

/** The rules applied to a batch's actions, and their writes; `done` gets each action's result. */
async function applyBatch(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow | undefined | null,
  now: number,
  batch: Pending[],
  done: (p: Pending, r: Result) => void,
  /** A statement to run with the batch's writes, built once every action is done (its answers). */
  withWrites: () => SQL | null,
): Promise<boolean> {
  if (!batch.length) return false;
  if (!item || item.status === "draft" || item.status === "removed") {
    for (const p of batch) done(p, { ok: false, err: notFound("Item not found") });
    return false;
  }
  if (item.saleType !== "auction") {
    const err = new ApiError(
      item.status === "withdrawn" || item.status === "sold" ? Code.ITEM_UNAVAILABLE : Code.AUCTION_NOT_OPEN,
      "This item is not an auction.",
    );
    for (const p of batch) done(p, { ok: false, err });
    return false;
  }
  const rows = new Map((await loadStandings(tx, item.id)).map((r) => [r.bidderId, r]));
  let state = engineAuctionOf(item, [...rows.values()].map(bidderStateOf));
  let leaderId = item.leaderId;
  const sellerSideOf = new Map<number, boolean>();
  const entries: EngineEntry[] = [];
  const touched = new Set<number>();
  // Who this batch pushed out of the lead, with the item as it stood then: one notice each, the
  // latest, even when a crowd of bids passed them several times in one batch.
  const outbid = new Map<number, ItemRow>();
  for (const p of batch) {
    const uid = p.action.bidderId;
    let sellerSide = sellerSideOf.get(uid);
    if (sellerSide === undefined) {
      sellerSide = await isSellerSide(tx, item, uid);
      sellerSideOf.set(uid, sellerSide);
    }
    const res = applyAction(state, p.action, { now, sellerSide });
    if (!res.ok) {
      done(p, { ok: false, err: toApiError(res) });
      continue;
    }
    state = res.auction;
    leaderId = res.leaderAfter;
    entries.push(...res.entries);
    for (const e of res.entries) touched.add(e.bidderId);
    if (res.autoChange) touched.add(res.autoChange.bidderId);
    // Carry the auto-bid's times into the standing row the batch will write.
    const ch = res.autoChange;
    if (ch) {
      const prev = rows.get(ch.bidderId);
      rows.set(ch.bidderId, {
        bidderId: ch.bidderId,
        placedMaxCents: prev?.placedMaxCents ?? null,
        placedKey: prev?.placedKey ?? 0,
        maxAmountCents: ch.kind === "set" ? ch.maxAmountCents : (prev?.maxAmountCents ?? null),
        commitKey: ch.kind === "set" ? ch.key : (prev?.commitKey ?? 0),
        committedAt: ch.kind === "set" ? now : (prev?.committedAt ?? null),
        cancelledAt: ch.kind === "set" ? null : now,
      });
    }
    const snapshot = rowAfter(item, state, leaderId, now);
    if (res.leaderBefore !== null && res.leaderAfter !== res.leaderBefore && res.leaderBefore !== uid)
      outbid.set(res.leaderBefore, snapshot);
    // Leading again later in the batch: no longer outbid.
    if (leaderId !== null) outbid.delete(leaderId);
    done(p, { ok: true, data: answerOf(deps, p, { item: snapshot, res }) });
  }
  if (touched.size === 0) return false;
  const standings: StandingRow[] = [];
  for (const id of touched) {
    const b = state.bidders.find((x) => x.bidderId === id)!;
    const prev = rows.get(id);
    standings.push({
      bidderId: id,
      placedMaxCents: b.placedMaxCents,
      placedKey: b.placedKey,
      maxAmountCents: prev?.maxAmountCents ?? null,
      commitKey: prev?.commitKey ?? 0,
      committedAt: prev?.committedAt ?? null,
      cancelledAt: prev?.cancelledAt ?? null,
    });
  }
  const changed =
    state.bidCount !== item.bidCount ||
    state.endTime !== item.endTime ||
    state.priceCents !== (item.currentPriceCents ?? state.startPriceCents);
  const row = changed
    ? {
        currentPriceCents: state.priceCents,
        bidCount: state.bidCount,
        leaderId,
        endTime: state.endTime,
        updatedAt: now,
      }
    : null;
  const also = withWrites();
  await writeBatch(tx, item.id, { entries, standings, row, now }, also ? [also] : []);
  const updated: ItemRow = { ...item, ...row };
  if (item.bidCount === 0 && state.bidCount > 0 && updated.endTime! - ENDING_SOON_MS > now)
    await scheduleEndingSoon(deps, tx, updated);
  // The state event and the outbid notices go out together, in a fixed number of statements
  // however many were outbid, in this transaction: a notice is never lost, and a crowded batch
  // costs no more round trips than a quiet one.
  const event = changed ? auctionEventOf(deps, updated, now) : null;
  const forStore = changed ? storeItemEvent(updated, now) : null;
  await notifyMany(
    deps,
    tx,
    [...outbid].map(([userId, at]) => outbidNotice(at, userId)),
    [
      ...(event ? [{ channel: itemChannel(item.itemNumber), type: "auction", data: event }] : []),
      ...(forStore ? [forStore] : []),
    ],
  );
  return true;
}

/** The item row as it stands after an action of a batch (for that action's answer). */
function rowAfter(item: ItemRow, a: EngineAuction, leaderId: number | null, now: number): ItemRow {
  return {
    ...item,
    currentPriceCents: a.priceCents,
    bidCount: a.bidCount,
    leaderId,
    endTime: a.endTime,
    updatedAt: now,
  };
}

/** Publish-time scheduling may predate this module; the first bid makes sure the notice is queued. */
async function scheduleEndingSoon(deps: AppDeps, tx: Tx, item: ItemRow) {
  await deps.jobs.schedule(tx, {
    kind: AUCTION_ENDING_SOON_JOB,
    runAt: item.endTime! - ENDING_SOON_MS,
    payload: { itemId: item.id },
    dedupeKey: `${AUCTION_ENDING_SOON_JOB}:${item.itemNumber}`,
  });
}

/** Buy now: on an auction while offered (ends it at once), or a fixed-price item. One transaction. */
async function runBuyNow(deps: AppDeps, itemNumber: string, buyerId: number): Promise<string> {
  return deps.database.db.transaction(async (tx) => {
    const item = await lockItemByNumber(tx, itemNumber);
    if (!item || item.status === "draft" || item.status === "removed") throw notFound("Item not found");
    const sellerSide = await isSellerSide(tx, item, buyerId);
    const now = deps.clock.now();
    if (item.saleType !== "auction") return buyFixedPrice(deps, tx, item, buyerId, sellerSide);
    const bidders = await loadBidders(tx, item.id);
    const res = applyAction(
      engineAuctionOf(item, bidders),
      { type: "buyNow", bidderId: buyerId },
      { now, sellerSide },
    );
    if (!res.ok) throw toApiError(res);
    const updated = await updateAuctionRow(tx, item.id, {
      currentPriceCents: res.auction.priceCents,
      leaderId: buyerId,
      closedAt: now,
      status: "sold",
      updatedAt: now,
    });
    const { orderNumber } = await createOrder(deps, tx, {
      itemId: item.id,
      buyerId,
      amountCents: res.auction.priceCents,
      source: "buy_now",
    });
    await notifySale(deps, tx, updated, buyerId, orderNumber, "buy_now");
    await publishAuction(deps, tx, updated);
    return orderNumber;
  });
}

async function buyFixedPrice(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow,
  buyerId: number,
  sellerSide: boolean,
): Promise<string> {
  if (item.status === "withdrawn" || item.status === "sold")
    throw new ApiError(Code.ITEM_UNAVAILABLE, "This item is no longer available.");
  if (sellerSide) throw new ApiError(Code.OWN_ITEM, "You cannot buy your own item.");
  if (item.status !== "active" || item.priceCents === null)
    throw new ApiError(Code.AUCTION_NOT_OPEN, "This item is not for sale now.");
  const now = deps.clock.now();
  const updated = await updateAuctionRow(tx, item.id, { status: "sold", closedAt: now, updatedAt: now });
  const { orderNumber } = await createOrder(deps, tx, {
    itemId: item.id,
    buyerId,
    amountCents: item.priceCents,
    source: "fixed",
  });
  // Bought outright: the offers still open on it are declined, and their buyers told.
  await closeOpenOffers(deps, tx, updated, "sold");
  await notifySale(deps, tx, updated, buyerId, orderNumber, "fixed");
  await publishStoreItem(deps, tx, updated);
  return orderNumber;
}

function bidAnswer(deps: AppDeps, out: ActionOutcome, userId: number): BidAnswer {
  const state = auctionStateOf(out.item, deps.clock.now())!;
  const me = out.res.auction.bidders.find((b) => b.bidderId === userId);
  return {
    ...state,
    isHighBidder: out.res.leaderAfter === userId,
    myMaxAmountCents: me?.autoMaxCents ?? null,
    bidderTag: bidderTag(deps, out.item.itemNumber, userId),
  };
}

/**
 * Moderation's rules before an action reaches the batch: a restricted account (9999), a bidder the
 * seller blocked (10003). An item that does not exist is the batch's to answer.
 */
async function mayTradeOn(deps: AppDeps, userId: number, itemNumber: string): Promise<ItemRow | null> {
  const item = await findItemByNumber(deps.database.db, itemNumber);
  await assertMayTrade(deps.database.db, userId, item && item.status !== "draft" ? item.sellerId : null);
  return item;
}

/** After an accepted bid: the signals (shared address with the seller, a new account's burst). */
async function afterBid(deps: AppDeps, userId: number, item: ItemRow | null, address: string | null) {
  if (!item) return;
  const db = deps.database.db;
  try {
    const recentBids = await bidsSince(db, userId, deps.clock.now() - BID_BURST_WINDOW_MS);
    await noteBid(deps, db, {
      bidderId: userId,
      sellerId: item.sellerId,
      itemNumber: item.itemNumber,
      address,
      recentBids,
    });
  } catch (err) {
    // The bid stands: a signal that failed to be raised must not turn it into an error.
    deps.log.warn("bid signals failed", { err: String(err) });
  }
}

export async function placeBid(
  deps: AppDeps,
  userId: number,
  itemNumber: string,
  amountCents: number,
  address: string | null = null,
) {
  const item = await mayTradeOn(deps, userId, itemNumber);
  const answer = (await submit(deps, itemNumber, {
    type: "bid",
    bidderId: userId,
    amountCents,
  })) as BidAnswer;
  await afterBid(deps, userId, item, address);
  return answer;
}

export async function insertAutoBid(
  deps: AppDeps,
  userId: number,
  itemNumber: string,
  maxAmountCents: number,
  address: string | null = null,
) {
  const item = await mayTradeOn(deps, userId, itemNumber);
  const answer = (await submit(deps, itemNumber, {
    type: "autoBid",
    bidderId: userId,
    maxAmountCents,
  })) as BidAnswer;
  await afterBid(deps, userId, item, address);
  return answer;
}

export async function cancelAutoBid(deps: AppDeps, userId: number, itemNumber: string) {
  await submit(deps, itemNumber, { type: "cancel", bidderId: userId });
  return {};
}

/** Buy-now on an auction while offered, or buying a fixed-price item. */
export async function buyNow(deps: AppDeps, userId: number, itemNumber: string) {
  await mayTradeOn(deps, userId, itemNumber);
  return { orderNumber: await runBuyNow(deps, itemNumber, userId) };
}

// ---- notifications ----

function outbidNotice(item: ItemRow, userId: number): NotifyInput {
  return {
    userId,
    title: "You've been outbid",
    content: `Someone outbid you on "${item.title}". The price is now ${formatCents(item.currentPriceCents ?? 0)}.`,
    jumpType: JumpType.ITEM,
    jumpId: item.itemNumber,
    pic: item.images[0] ? fileUrl(item.images[0], 320) : null,
    push: { urgency: "high", topic: pushTopic("outbid", item.itemNumber) },
  };
}

/** A sale (buy-now, fixed price or a won auction): buyer, seller and the other bidders hear of it. */
async function notifySale(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow,
  buyerId: number,
  orderNumber: string,
  how: "auction" | "buy_now" | "fixed",
) {
  const price = formatCents(how === "fixed" ? (item.priceCents ?? 0) : (item.currentPriceCents ?? 0));
  const pic = item.images[0] ? fileUrl(item.images[0], 320) : null;
  await notify(deps, tx, {
    userId: buyerId,
    title: how === "auction" ? "You won the auction" : "Purchase confirmed",
    content:
      how === "auction"
        ? `You won "${item.title}" for ${price}. Pay to complete your order.`
        : `You bought "${item.title}" for ${price}. Pay to complete your order.`,
    jumpType: JumpType.BUYER_ORDER,
    jumpId: orderNumber,
    orderNumber,
    pic,
  });
  // The seller hears of the sale once, from the order itself ("You made a sale", createOrder).
  if (item.saleType !== "auction") return;
  for (const id of await bidderIdsOf(tx, item.id)) {
    if (id === buyerId) continue;
    await notify(deps, tx, {
      userId: id,
      title: "Auction ended",
      content:
        how === "buy_now"
          ? `"${item.title}" was bought with Buy now.`
          : `"${item.title}" ended and another bidder won.`,
      jumpType: JumpType.ITEM,
      jumpId: item.itemNumber,
      pic,
    });
  }
}

// ---- jobs ----

/** Close at endTime, exactly once (closedAt is checked under the row lock). */
export async function closeAuction(deps: AppDeps, tx: Tx, itemId: number): Promise<void> {
  const item = await lockItemById(tx, itemId);
  if (item?.saleType !== "auction" || item.endTime === null) return;
  // Removed by a decision: it does not sell; a reversal schedules the close again.
  if (item.status === "removed") return;
  const now = deps.clock.now();
  const bidders = await loadBidders(tx, item.id);
  const decision = closeDecision(engineAuctionOf(item, bidders), now);
  if (decision.kind === "alreadyClosed") return;
  if (decision.kind === "notDue") {
    // The soft close moved endTime: come back then (a key of its own, as this job is finishing).
    await deps.jobs.schedule(tx, {
      kind: AUCTION_CLOSE_JOB,
      runAt: decision.endTime,
      payload: { itemId },
      dedupeKey: `${AUCTION_CLOSE_JOB}:${item.itemNumber}:${decision.endTime}`,
    });
    return;
  }
  if (decision.kind === "sold") {
    const updated = await updateAuctionRow(tx, item.id, { status: "sold", closedAt: now, updatedAt: now });
    const { orderNumber } = await createOrder(deps, tx, {
      itemId: item.id,
      buyerId: decision.winnerId,
      amountCents: decision.priceCents,
      source: "auction",
    });
    await notifySale(deps, tx, updated, decision.winnerId, orderNumber, "auction");
    await publishAuction(deps, tx, updated);
    return;
  }
  const updated = await updateAuctionRow(tx, item.id, { status: "ended", closedAt: now, updatedAt: now });
  const pic = item.images[0] ? fileUrl(item.images[0], 320) : null;
  await notify(deps, tx, {
    userId: item.sellerId,
    title: "Your auction ended unsold",
    content:
      item.bidCount === 0
        ? `"${item.title}" ended without bids. You can sell it again.`
        : `"${item.title}" ended below your reserve price. You can sell it again.`,
    jumpType: JumpType.ITEM,
    jumpId: item.itemNumber,
    pic,
  });
  for (const b of bidders)
    await notify(deps, tx, {
      userId: b.bidderId,
      title: "Auction ended",
      content: `"${item.title}" ended without a sale: the reserve price was not met.`,
      jumpType: JumpType.ITEM,
      jumpId: item.itemNumber,
      pic,
    });
  await publishAuction(deps, tx, updated);
}

/** Once, about 15 minutes before the end: watchers and bidders of an open auction. */
export async function endingSoon(deps: AppDeps, tx: Tx, itemId: number): Promise<void> {
  const item = await lockItemById(tx, itemId);
  if (item?.status !== "active" || item.closedAt !== null || item.endTime === null) return;
  if (item.endTime <= deps.clock.now()) return;
  const ids = new Set([...(await bidderIdsOf(tx, item.id)), ...(await watcherIdsOf(tx, item.id))]);
  ids.delete(item.sellerId);
  const minutes = Math.max(1, Math.round((item.endTime - deps.clock.now()) / 60_000));
  for (const userId of ids)
    await notify(deps, tx, {
      userId,
      title: "Auction ending soon",
      content: `"${item.title}" ends in about ${minutes} ${minutes === 1 ? "minute" : "minutes"}. The price is ${formatCents(
        item.bidCount === 0 ? (item.startPriceCents ?? 0) : (item.currentPriceCents ?? 0),
      )}.`,
      jumpType: JumpType.ITEM,
      jumpId: item.itemNumber,
      pic: item.images[0] ? fileUrl(item.images[0], 320) : null,
      push: { urgency: "high", topic: pushTopic("ending", item.itemNumber) },
    });
}

/**
 * An operator removed the item: its bids no longer count (it cannot sell while removed), its
 * bidders are told, and live pages and store screens drop it. A reversal brings the auction back
 * with its bids as they stood, and closes it at once if its end passed meanwhile.
 */
async function itemRemoved(deps: AppDeps, tx: Tx, item: ItemRow): Promise<void> {
  const pic = item.images[0] ? fileUrl(item.images[0], 320) : null;
  if (item.saleType === "auction")
    await notifyMany(
      deps,
      tx,
      (await bidderIdsOf(tx, item.id)).map((userId) => ({
        userId,
        title: "Listing removed",
        content: `"${item.title}" was removed by the marketplace. Your bids on it are cancelled.`,
        jumpType: JumpType.ITEM,
        jumpId: item.itemNumber,
        pic,
      })),
    );
  await publishAuction(deps, tx, item);
}

async function itemRestored(deps: AppDeps, tx: Tx, item: ItemRow): Promise<void> {
  if (item.saleType === "auction" && item.status === "active" && item.endTime !== null)
    await deps.jobs.schedule(tx, {
      kind: AUCTION_CLOSE_JOB,
      runAt: Math.max(item.endTime, deps.clock.now()),
      payload: { itemId: item.id },
      dedupeKey: `${AUCTION_CLOSE_JOB}:${item.itemNumber}:restored:${deps.clock.now()}`,
    });
  await publishAuction(deps, tx, item);
}

export function registerAuctionJobs(deps: AppDeps): void {
  onItemRemoved(itemRemoved);
  onItemRestored(itemRestored);
  deps.jobs.register(AUCTION_CLOSE_JOB, (tx, payload) => closeAuction(deps, tx, Number(payload.itemId)));
  deps.jobs.register(AUCTION_ENDING_SOON_JOB, (tx, payload) => endingSoon(deps, tx, Number(payload.itemId)));
}

// ---- reads ----

async function visibleAuction(db: DbOrTx, itemNumber: string, viewerId: number | null): Promise<ItemRow> {
  const item = await findItemByNumber(db, itemNumber);
  if (!item || (item.status === "draft" && item.sellerId !== viewerId)) throw notFound("Item not found");
  return item;
}

export async function listBids(
  deps: AppDeps,
  viewerId: number | null,
  itemNumber: string,
  page: PagingQuery,
): Promise<Page<BidEntry>> {
  const db = deps.database.db;
  const item = await visibleAuction(db, itemNumber, viewerId);
  const offset = (page.currentPage - 1) * page.pageSize;
  const { list, total } = await pageBids(db, item.id, page.pageSize, offset);
  const names = new Map<number, string>();
  for (const id of new Set(list.map((b) => b.bidderId))) {
    const u = await getUserById(db, id);
    names.set(id, maskName(u ? displayName(u) : "Member"));
  }
  return {
    list: list.map((b) => ({
      bidder: names.get(b.bidderId)!,
      amountCents: b.amountCents,
      createTime: b.createTime,
      auto: b.auto,
      isMine: viewerId !== null && b.bidderId === viewerId,
    })),
    total,
    hasNextPage: offset + list.length < total,
  };
}

export async function myBids(
  deps: AppDeps,
  userId: number,
  type: MyBidsType,
  page: PagingQuery,
): Promise<Page<MyBid>> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const offset = (page.currentPage - 1) * page.pageSize;
  const { list, total } = await pageMyBids(db, userId, type, now, page.pageSize, offset);
  const rows = await itemRowsByIds(
    db,
    list.map((standing) => standing.itemId),
  );
  const out: MyBid[] = [];
  for (const standing of list) {
    const item = rows.get(standing.itemId);
    const auction = item && auctionStateOf(item, now);
    if (!item || !auction) continue;
    const summary = toItemSummary(item);
    const leading = item.leaderId === userId;
    const ended = auction.status === "ended";
    const won =
      ended && leading && (item.status === "sold" || (item.status === "active" && auction.reserveMet));
    out.push({
      item: {
        itemNumber: summary.itemNumber,
        sinCode: summary.sinCode,
        title: summary.title,
        cover: summary.cover,
        saleType: summary.saleType,
        priceCents: auction.currentPriceCents,
        city: summary.city,
        lat: summary.lat,
        lng: summary.lng,
        endTime: summary.endTime,
        bidCount: item.bidCount,
        status: summary.status,
        buyNowPriceCents: summary.buyNowPriceCents,
      },
      auction,
      state: ended ? (won ? "won" : "lost") : leading ? "leading" : "outbid",
      isHighBidder: leading && !ended,
      bidderTag: bidderTag(deps, summary.itemNumber, userId),
      myMaxBidCents: standing.placedMaxCents,
      myMaxAmountCents: standing.cancelledAt === null ? standing.maxAmountCents : null,
      lastBidTime: standing.updatedAt,
    });
  }
  return { list: out, total, hasNextPage: offset + list.length < total };
}

/** The current `auction` event of an item for a new SSE connection (null: no such public auction). */
export async function currentAuctionEvent(deps: AppDeps, itemNumber: string): Promise<AuctionEvent | null> {
  const item = await findItemByNumber(deps.database.db, itemNumber);
  if (!item || item.status === "draft") return null;
  return auctionEventOf(deps, item, deps.clock.now());
}
