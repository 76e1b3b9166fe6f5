import { and, count, desc, eq, inArray, notInArray, type SQL } from "drizzle-orm";
import { OPEN_OFFER_STATUSES } from "#shared/contract/offers";
import type { DbOrTx } from "../../db/client.ts";
import { offers } from "../../db/schema/index.ts";

export type OfferRow = typeof offers.$inferSelect;
export type OfferInsert = typeof offers.$inferInsert;
export type OfferChange = Partial<
  Pick<
    OfferRow,
    "status" | "counterCents" | "decidedBy" | "agreedCents" | "orderNumber" | "expiresAt" | "updateTime"
  >
>;

const OPEN = [...OPEN_OFFER_STATUSES] as string[];

export async function insertOffer(tx: DbOrTx, values: OfferInsert): Promise<OfferRow> {
  const [row] = await tx.insert(offers).values(values).returning();
  return row!;
}

export async function findOfferByNumber(db: DbOrTx, offerNumber: string): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.offerNumber, offerNumber));
  return row ?? null;
}

export async function findOfferById(db: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await db.select().from(offers).where(eq(offers.id, id));
  return row ?? null;
}

/** Read again once the item is locked: every change to an offer happens under its item's lock. */
export async function lockOffer(tx: DbOrTx, id: number): Promise<OfferRow | null> {
  const [row] = await tx.select().from(offers).where(eq(offers.id, id)).for("update");
  return row ?? null;
}

export async function openOfferOf(tx: DbOrTx, itemId: number, buyerId: number): Promise<OfferRow | null> {
  const [row] = await tx
    .select()
    .from(offers)
    .where(and(eq(offers.itemId, itemId), eq(offers.buyerId, buyerId), inArray(offers.status, OPEN)));
  return row ?? null;
}

export async function openOffersOfItem(tx: DbOrTx, itemId: number): Promise<OfferRow[]> {
  return tx
    .select()
    .from(offers)
    .where(and(eq(offers.itemId, itemId), inArray(offers.status, OPEN)))
    .for("update");
}

export async function updateOffer(tx: DbOrTx, id: number, set: OfferChange): Promise<OfferRow> {
  const [row] = await tx.update(offers).set(set).where(eq(offers.id, id)).returning();
  return row!;
}

export async function pageOffers(db: DbOrTx, where: SQL | undefined, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(offers)
      .where(where)
      .orderBy(desc(offers.createTime), desc(offers.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(offers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Open (pending or countered) offers per item, for the seller's views. */
export async function openOfferCounts(db: DbOrTx, itemIds: number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select({ itemId: offers.itemId, n: count() })
    .from(offers)
    .where(and(inArray(offers.itemId, itemIds), inArray(offers.status, OPEN)))
    .groupBy(offers.itemId);
  return new Map(rows.map((r) => [r.itemId, Number(r.n)]));
}

/** Offers a user sees in a list: as buyer, or on the items of the identity they act as. */
export function offerListWhere(q: {
  role: "buyer" | "seller";
  userId: number;
  storeId: number | null;
  itemId?: number | undefined;
  status: "all" | "open" | "closed";
}): SQL | undefined {
  const owner =
    q.role === "buyer"
      ? eq(offers.buyerId, q.userId)
      : q.storeId !== null
        ? eq(offers.storeId, q.storeId)
        : eq(offers.sellerId, q.userId);
  return and(
    owner,
    q.itemId !== undefined ? eq(offers.itemId, q.itemId) : undefined,
    q.status === "open" ? inArray(offers.status, OPEN) : undefined,
    q.status === "closed" ? notInArray(offers.status, OPEN) : undefined,
  );
}
