import { and, desc, eq, getTableColumns, type SQL, sql } from "drizzle-orm";
import { type DbOrTx, jsonInsert, queryRows } from "../../db/client.ts";
import { autoBids, bids, items } from "../../db/schema/index.ts";
import type { BidderState, EngineAuction, EngineEntry, ItemStatus } from "./engine.ts";

export type ItemRow = typeof items.$inferSelect;
export type BidRow = typeof bids.$inferSelect;

/** The item row, locked for the rest of the transaction: every action on one auction queues here. */
export async function lockItemByNumber(tx: DbOrTx, itemNumber: string): Promise<ItemRow | null> {
  const [row] = await tx.select().from(items).where(eq(items.itemNumber, itemNumber)).for("update");
  return row ?? null;
}

const ITEM_COLUMNS = Object.entries(getTableColumns(items));

/** An items row read by raw SQL (`it.*`), as drizzle's select maps it. */
function itemOfRow(row: Record<string, unknown>): ItemRow {
  const out: Record<string, unknown> = {};
  for (const [key, column] of ITEM_COLUMNS) {
    const value = row[column.name];
    out[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return out as ItemRow;
}

/**
 * `lockItemByNumber` and, in the same statement once the row is locked, `claim` (a statement
 * returning `user_id, key`, see claimKeysStatement, built with the condition this passes): one round
 * trip for both. The lock comes first because the claim's condition reads the locked row, so a retry
 * racing its first try still queues on the item before it waits on the key. Answers the item (null
 * when there is none; the keys are claimed all the same) and the claimed keys as [user_id, key].
 */
export async function lockItemAndClaim(
  tx: DbOrTx,
  itemNumber: string,
  claim: (afterLock: SQL) => SQL,
): Promise<{ item: ItemRow | null; claimed: Array<[number, string]> }> {
  const [row] = await queryRows<Record<string, unknown> & { claimed_keys: Array<[number, string]> | null }>(
    tx,
    sql`WITH it AS (SELECT * FROM ${items} WHERE ${items.itemNumber} = ${itemNumber} FOR UPDATE),
    claimed AS (${claim(sql`(SELECT count(*) FROM it) >= 0`)})
    SELECT it.*, (SELECT json_agg(json_build_array(c.user_id, c.key)) FROM claimed c) AS claimed_keys
    FROM (SELECT 1) AS one LEFT JOIN it ON true`,
  );
  return {
    item: row && row.id !== null && row.id !== undefined ? itemOfRow(row) : null,
    claimed: row?.claimed_keys ?? [],
  };
}

export async function lockItemById(tx: DbOrTx, itemId: number): Promise<ItemRow | null> {
  const [row] = await tx.select().from(items).where(eq(items.id, itemId)).for("update");
  return row ?? null;
}

export async function findItemByNumber(db: DbOrTx, itemNumber: string): Promise<ItemRow | null> {
  const [row] = await db.select().from(items).where(eq(items.itemNumber, itemNumber));
  return row ?? null;
}

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

export type AuctionRowChange = Partial<
  Pick<
    ItemRow,
    "currentPriceCents" | "bidCount" | "leaderId" | "endTime" | "closedAt" | "status" | "updatedAt"
  >
>;

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
  if (w.row) parts.push(tx.update(items).set(w.row).where(eq(items.id, itemId)).getSQL());
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

export async function updateAuctionRow(tx: DbOrTx, itemId: number, set: AuctionRowChange): Promise<ItemRow> {
  const [row] = await tx.update(items).set(set).where(eq(items.id, itemId)).returning();
  return row!;
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

/** Filters of GET /item/myBids, in SQL so paging counts are right. `now` decides what has ended. */
export function myBidsFilter(userId: number, type: string, now: number) {
  const ended = sql`(${items.closedAt} IS NOT NULL OR ${items.status} <> 'active' OR ${items.endTime} <= ${now})`;
  const open = sql`NOT ${ended}`;
  const won = sql`${ended} AND ${items.status} IN ('sold', 'active') AND ${items.leaderId} = ${userId}
    AND (${items.reservePriceCents} IS NULL OR ${items.currentPriceCents} >= ${items.reservePriceCents})`;
  const base = and(eq(autoBids.bidderId, userId), sql`${autoBids.placedMaxCents} IS NOT NULL`);
  switch (type) {
    case "leading":
      return and(base, open, eq(items.leaderId, userId));
    case "outbid":
      return and(base, open, sql`${items.leaderId} IS DISTINCT FROM ${userId}`);
    case "won":
      return and(base, won);
    case "lost":
      return and(base, ended, sql`NOT (${won})`);
    default:
      return base;
  }
}

export async function pageMyBids(
  db: DbOrTx,
  userId: number,
  type: string,
  now: number,
  limit: number,
  offset: number,
) {
  const where = myBidsFilter(userId, type, now);
  const [list, [count]] = await Promise.all([
    db
      .select({ item: items, standing: autoBids })
      .from(autoBids)
      .innerJoin(items, eq(items.id, autoBids.itemId))
      .where(where)
      .orderBy(desc(autoBids.updatedAt), desc(autoBids.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(autoBids)
      .innerJoin(items, eq(items.id, autoBids.itemId))
      .where(where),
  ]);
  return { list, total: count?.n ?? 0 };
}
