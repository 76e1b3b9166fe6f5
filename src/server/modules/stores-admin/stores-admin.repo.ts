import { and, count, desc, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { platformApps, storeConfigurations, tvDevices } from "../../db/schema/index.ts";

export type TvDeviceRow = typeof tvDevices.$inferSelect;
export type PlatformAppRow = typeof platformApps.$inferSelect;
export type StoreConfigurationRow = typeof storeConfigurations.$inferSelect;

// ---------- TV devices ----------

export async function pageTvDevices(db: DbOrTx, storeId: number, limit: number, offset: number) {
  const where = eq(tvDevices.storeId, storeId);
  const [total] = await db.select({ n: count() }).from(tvDevices).where(where);
  const rows = await db
    .select()
    .from(tvDevices)
    .where(where)
    .orderBy(desc(tvDevices.createdAt), desc(tvDevices.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

/** A store's device; another store's is as good as missing. */
export async function findTvDevice(db: DbOrTx, storeId: number, id: number): Promise<TvDeviceRow | null> {
  const [row] = await db
    .select()
    .from(tvDevices)
    .where(and(eq(tvDevices.id, id), eq(tvDevices.storeId, storeId)));
  return row ?? null;
}

export async function findTvDeviceByCode(db: DbOrTx, pairingCode: string): Promise<TvDeviceRow | null> {
  const [row] = await db.select().from(tvDevices).where(eq(tvDevices.pairingCode, pairingCode));
  return row ?? null;
}

export async function insertTvDevice(db: DbOrTx, values: typeof tvDevices.$inferInsert) {
  const rows = await db.insert(tvDevices).values(values).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function updateTvDevice(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<typeof tvDevices.$inferInsert>,
) {
  const [row] = await db
    .update(tvDevices)
    .set(values)
    .where(and(eq(tvDevices.id, id), eq(tvDevices.storeId, storeId)))
    .returning();
  return row ?? null;
}

export async function deleteTvDevice(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(tvDevices)
    .where(and(eq(tvDevices.id, id), eq(tvDevices.storeId, storeId)))
    .returning({ id: tvDevices.id });
  return rows.length > 0;
}

// ---------- platform apps ----------

export async function pagePlatformApps(db: DbOrTx, storeId: number, limit: number, offset: number) {
  const where = eq(platformApps.storeId, storeId);
  const [total] = await db.select({ n: count() }).from(platformApps).where(where);
  const rows = await db
    .select()
    .from(platformApps)
    .where(where)
    .orderBy(desc(platformApps.createdAt), desc(platformApps.id))
    .limit(limit)
    .offset(offset);
  return { total: Number(total?.n ?? 0), rows };
}

export async function insertPlatformApp(db: DbOrTx, values: typeof platformApps.$inferInsert) {
  const [row] = await db.insert(platformApps).values(values).returning();
  return row!;
}

export async function updatePlatformApp(
  db: DbOrTx,
  storeId: number,
  id: number,
  values: Partial<typeof platformApps.$inferInsert>,
) {
  const [row] = await db
    .update(platformApps)
    .set(values)
    .where(and(eq(platformApps.id, id), eq(platformApps.storeId, storeId)))
    .returning();
  return row ?? null;
}

export async function deletePlatformApp(db: DbOrTx, storeId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(platformApps)
    .where(and(eq(platformApps.id, id), eq(platformApps.storeId, storeId)))
    .returning({ id: platformApps.id });
  return rows.length > 0;
}

// ---------- configurations ----------

export async function findConfiguration(db: DbOrTx, storeId: number): Promise<StoreConfigurationRow | null> {
  const [row] = await db.select().from(storeConfigurations).where(eq(storeConfigurations.storeId, storeId));
  return row ?? null;
}

export async function upsertConfiguration(db: DbOrTx, values: typeof storeConfigurations.$inferInsert) {
  const { storeId, ...rest } = values;
  const [row] = await db
    .insert(storeConfigurations)
    .values(values)
    .onConflictDoUpdate({ target: storeConfigurations.storeId, set: rest })
    .returning();
  return row!;
}
