import { and, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { MyBidsType } from "#shared/contract/auctions";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { ItemRow } from "./item-view.ts";

/*
 * The item row as the auction engine reads and writes it. An auction's state (price, bid count,
 * leader, end, close) lives on its item's row, and the catalog owns that table
 * (scripts/check-walls.mjs, rule g): the auctions module locks, reads and changes the row only
 * through these, and builds its one-statement bid batch around the statement `auctionRowUpdate`
 * hands it.
 */

/** The auction columns the engine changes on the item row. */
export type AuctionRowChange = Partial<
  Pick<
    ItemRow,
    "currentPriceCents" | "bidCount" | "leaderId" | "endTime" | "closedAt" | "status" | "updatedAt"
  >
>;

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
 * The item locked by number and, in the same statement once the row is locked, `claim` (a statement
 * returning `user_id, key`, built with the condition this passes): one round trip for both. The lock
 * comes first because the claim's condition reads the locked row, so a retry racing its first try
 * still queues on the item before it waits on the key. Answers the item (null when there is none;
 * the keys are claimed all the same) and the claimed keys as [user_id, key].
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

/** The item by id, locked for the rest of the transaction (the close job's way in). */
export async function lockItemById(tx: DbOrTx, itemId: number): Promise<ItemRow | null> {
  const [row] = await tx.select().from(items).where(eq(items.id, itemId)).for("update");
  return row ?? null;
}

/** The statement that writes `set` on the item's row, for a caller to run inside its own. */
export function auctionRowUpdate(tx: DbOrTx, itemId: number, set: AuctionRowChange): SQL {
  return tx.update(items).set(set).where(eq(items.id, itemId)).getSQL();
}

export async function updateAuctionRow(tx: DbOrTx, itemId: number, set: AuctionRowChange): Promise<ItemRow> {
  const [row] = await tx.update(items).set(set).where(eq(items.id, itemId)).returning();
  return row!;
}

/** Whole item rows by id (a bidder's auctions), in no particular order. */
export async function itemRowsByIds(db: DbOrTx, ids: number[]): Promise<Map<number, ItemRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(items).where(inArray(items.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * The auctions in one tab of GET /item/myBids for `userId`, as a subquery of item ids (null for
 * `all`: every auction the user bid on), so the caller's paging counts are right. `now` decides
 * what has ended.
 */
export function auctionIdsWithOutcome(userId: number, type: MyBidsType, now: number): SQL | null {
  const ended = sql`(${items.closedAt} IS NOT NULL OR ${items.status} <> 'active' OR ${items.endTime} <= ${now})`;
  const won = sql`${ended} AND ${items.status} IN ('sold', 'active') AND ${items.leaderId} = ${userId}
    AND (${items.reservePriceCents} IS NULL OR ${items.currentPriceCents} >= ${items.reservePriceCents})`;
  const ids = (where: SQL | undefined) => sql`SELECT ${items.id} FROM ${items} WHERE ${where}`;
  switch (type) {
    case "leading":
      return ids(and(sql`NOT ${ended}`, eq(items.leaderId, userId)));
    case "outbid":
      return ids(sql`NOT ${ended} AND ${items.leaderId} IS DISTINCT FROM ${userId}`);
    case "won":
      return ids(won);
    case "lost":
      return ids(sql`${ended} AND NOT (${won})`);
    default:
      return null;
  }
}
