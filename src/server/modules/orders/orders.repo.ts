import { and, count, desc, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderEvents, orders, paymentMethods, payments } from "../../db/schema/index.ts";

export type OrderRow = typeof orders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export async function findOrder(db: DbOrTx, orderNumber: string, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findOrderById(db: DbOrTx, id: number, lock = false): Promise<OrderRow | null> {
  const q = db.select().from(orders).where(eq(orders.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function insertOrder(db: DbOrTx, values: typeof orders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(orders).values(values).returning();
  return row!;
}

export async function updateOrder(db: DbOrTx, id: number, patch: Partial<typeof orders.$inferInsert>) {
  const [row] = await db.update(orders).set(patch).where(eq(orders.id, id)).returning();
  return row!;
}

export async function insertOrderEvent(db: DbOrTx, values: typeof orderEvents.$inferInsert) {
  await db.insert(orderEvents).values(values);
}

export async function pageOrders(db: DbOrTx, where: SQL | undefined, page: number, pageSize: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createTime), desc(orders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(orders).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPaymentMethod(db: DbOrTx, id: string, userId: number) {
  const [row] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.userId, userId), isNull(paymentMethods.deleteTime)),
    );
  return row ?? null;
}

export async function paymentMethodsById(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, PaymentMethodRow>();
  const rows = await db.select().from(paymentMethods).where(inArray(paymentMethods.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

export async function listPaymentMethods(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.userId, userId), isNull(paymentMethods.deleteTime)))
    .orderBy(desc(paymentMethods.createTime));
}

export async function paymentsOfOrder(db: DbOrTx, orderId: number) {
  return db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.createTime);
}

export async function findPayment(db: DbOrTx, id: string, lock = false): Promise<PaymentRow | null> {
  const q = db.select().from(payments).where(eq(payments.id, id));
  const [row] = lock ? await q.for("update") : await q;
  return row ?? null;
}

export async function findPaymentByRef(db: DbOrTx, providerRef: string): Promise<PaymentRow | null> {
  const [row] = await db.select().from(payments).where(eq(payments.providerRef, providerRef));
  return row ?? null;
}

/** The status an order had when it was last reported (what releasing it to the seller goes back to). */
export async function statusBeforeReport(db: DbOrTx, orderId: number): Promise<string | null> {
  const [row] = await db
    .select({ from: orderEvents.fromStatus })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), eq(orderEvents.action, "report")))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return row?.from ?? null;
}
