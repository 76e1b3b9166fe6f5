import { and, desc, eq, gte, type SQL, sql } from "drizzle-orm";
import type { MyBidsType } from "#shared/contract/auctions";
import { type DbOrTx, jsonInsert } from "../../db/client.ts";
import { autoBids, bids } from "../../db/schema/index.ts";
import {
  type AuctionRowChange,
  auctionIdsWithOutcome,
  auctionRowUpdate,
  type ItemRow,
} from "../catalog/index.ts";
import type { BidderState, EngineAuction, EngineEntry, ItemStatus } from "./engine.ts";

export type BidRow = typeof bids.$inferSelect;

/** A bidder's full standing row: what the engine needs plus the auto-bid's times. */
export type StandingRow = {
  bidderId: number;
  placedMaxCents: number | null;
  placedKey: number;
  maxAmountCents: number | null;
  commitKey: number;
  committedAt: number | null;
  cancelledAt: number | null;
};

export async function loadStandings(db: DbOrTx, itemId: number): Promise<StandingRow[]> {
  return db
    .select({
      bidderId: autoBids.bidderId,
      placedMaxCents: autoBids.placedMaxCents,
      placedKey: autoBids.placedKey,
      maxAmountCents: autoBids.maxAmountCents,
      commitKey: autoBids.commitKey,
      committedAt: autoBids.committedAt,
      cancelledAt: autoBids.cancelledAt,
    })
    .from(autoBids)
    .where(eq(autoBids.itemId, itemId));
}

export function bidderStateOf(r: StandingRow): BidderState {
  return {
    bidderId: r.bidderId,
    placedMaxCents: r.placedMaxCents,
    placedKey: r.placedKey,
    autoMaxCents: r.cancelledAt === null ? r.maxAmountCents : null,
    autoKey: r.commitKey,
  };
}

export async function loadBidders(db: DbOrTx, itemId: number): Promise<BidderState[]> {
  return (await loadStandings(db, itemId)).map(bidderStateOf);
}

const STANDINGS_UPSERT = sql`ON CONFLICT (item_id, bidder_id) DO UPDATE SET
  placed_max_cents = excluded.placed_max_cents, placed_key = excluded.placed_key,
  max_amount_cents = excluded.max_amount_cents, commit_key = excluded.commit_key,
  committed_at = excluded.committed_at, cancelled_at = excluded.cancelled_at,
  updated_at = excluded.updated_at`;

/**
 * What a batch of actions writes, in one statement: its entries, the final standings of the bidders
 * it touched, and the item row's new state when it changed (`row` null: unchanged).
 */
export async function writeBatch(
  tx: DbOrTx,
  itemId: number,
  w: { entries: EngineEntry[]; standings: StandingRow[]; row: AuctionRowChange | null; now: number },
  /** Statements of other tables to run with these writes (the batch's idempotent answers). */
  also: SQL[] = [],
): Promise<void> {
  const parts: SQL[] = [];
  if (w.entries.length)
    parts.push(
      jsonInsert(
        bids,
        w.entries.map((e) => ({
          itemId,
          bidderId: e.bidderId,
          amountCents: e.amountCents,
          auto: e.auto,
          seq: e.seq,
          createTime: w.now,
        })),
      ),
    );
  if (w.standings.length)
    parts.push(
      jsonInsert(
        autoBids,
        w.standings.map((r) => ({ ...r, itemId, updatedAt: w.now })),
        STANDINGS_UPSERT,
      ),
    );
  if (w.row) parts.push(auctionRowUpdate(tx, itemId, w.row));
  parts.push(...also);
  if (!parts.length) return;
  // Data-modifying WITH parts all run, referenced or not.
  const ctes = sql.join(
    parts.map((p, i) => sql`${sql.raw(`w${i}`)} AS (${p})`),
    sql`, `,
  );
  await tx.execute(sql`WITH ${ctes} SELECT 1`);
}

/** The engine's view of an auction row (auction columns must be set: the caller checked saleType). */
export function engineAuctionOf(item: ItemRow, bidders: BidderState[]): EngineAuction {
  const start = item.startPriceCents ?? 0;
  return {
    status: item.status as ItemStatus,
    closedAt: item.closedAt,
    startPriceCents: start,
    reservePriceCents: item.reservePriceCents,
    buyNowPriceCents: item.buyNowPriceCents,
    startTime: item.startTime ?? 0,
    endTime: item.endTime ?? 0,
    softCloseSeconds: item.softCloseSeconds,
    priceCents: item.bidCount === 0 ? start : (item.currentPriceCents ?? start),
    bidCount: item.bidCount,
    bidders,
  };
}

export async function pageBids(db: DbOrTx, itemId: number, limit: number, offset: number) {
  const [list, [count]] = await Promise.all([
    db.select().from(bids).where(eq(bids.itemId, itemId)).orderBy(desc(bids.seq)).limit(limit).offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(bids).where(eq(bids.itemId, itemId)),
  ]);
  return { list, total: count?.n ?? 0 };
}

export async function allBidsInOrder(db: DbOrTx, itemId: number): Promise<BidRow[]> {
  return db.select().from(bids).where(eq(bids.itemId, itemId)).orderBy(bids.seq);
}

/** Bids a member placed since `since` (any item): the new-account burst signal counts them. */
export async function bidsSince(db: DbOrTx, bidderId: number, since: number): Promise<number> {
  const rows = await db
    .select({ id: bids.id })
    .from(bids)
    .where(and(eq(bids.bidderId, bidderId), eq(bids.auto, false), gte(bids.createTime, since)))
    .limit(100);
  return rows.length;
}

export async function bidderIdsOf(db: DbOrTx, itemId: number): Promise<number[]> {
  const rows = await db.select({ id: autoBids.bidderId }).from(autoBids).where(eq(autoBids.itemId, itemId));
  return rows.map((r) => r.id);
}

export type MyBidRow = {
  itemId: number;
  placedMaxCents: number | null;
  maxAmountCents: number | null;
  cancelledAt: number | null;
  updatedAt: number;
};

/**
 * A page of the auctions `userId` bid on (GET /item/myBids), newest standing first, narrowed to one
 * tab by the catalog's subquery of its auctions' ids.
 */
export async function pageMyBids(
  db: DbOrTx,
  userId: number,
  type: MyBidsType,
  now: number,
  limit: number,
  offset: number,
) {
  const outcome = auctionIdsWithOutcome(userId, type, now);
  const where = and(
    eq(autoBids.bidderId, userId),
    sql`${autoBids.placedMaxCents} IS NOT NULL`,
    outcome ? sql`${autoBids.itemId} IN (${outcome})` : undefined,
  );
  const [list, [count]] = await Promise.all([
    db
      .select()
      .from(autoBids)
      .where(where)
      .orderBy(desc(autoBids.updatedAt), desc(autoBids.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(autoBids).where(where),
  ]);
  return { list, total: count?.n ?? 0 };
}
