import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  platformApps,
  platformAuthCodes,
  platformTokens,
  storeConfigurations,
  tvDevices,
} from "../../db/schema/index.ts";
import { publicUsers } from "../accounts/index.ts";

export type TvDeviceRow = typeof tvDevices.$inferSelect;
export type PlatformAppRow = typeof platformApps.$inferSelect;
export type StoreConfigurationRow = typeof storeConfigurations.$inferSelect;
export type PlatformAuthCodeRow = typeof platformAuthCodes.$inferSelect;
export type PlatformTokenRow = typeof platformTokens.$inferSelect;

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

export async function findPlatformAppByClientId(
  db: DbOrTx,
  clientId: string,
): Promise<PlatformAppRow | null> {
  const [row] = await db.select().from(platformApps).where(eq(platformApps.clientId, clientId));
  return row ?? null;
}

// ---------- authorization codes and app tokens ----------

export async function insertAuthCode(
  db: DbOrTx,
  values: typeof platformAuthCodes.$inferInsert,
): Promise<void> {
  await db.insert(platformAuthCodes).values(values);
}

export async function findAuthCode(db: DbOrTx, codeHash: string): Promise<PlatformAuthCodeRow | null> {
  const [row] = await db.select().from(platformAuthCodes).where(eq(platformAuthCodes.codeHash, codeHash));
  return row ?? null;
}

/** Marks the code used; null when another exchange got there first (one statement, so one winner). */
export async function claimAuthCode(
  db: DbOrTx,
  id: number,
  now: number,
): Promise<PlatformAuthCodeRow | null> {
  const [row] = await db
    .update(platformAuthCodes)
    .set({ usedAt: now })
    .where(and(eq(platformAuthCodes.id, id), isNull(platformAuthCodes.usedAt)))
    .returning();
  return row ?? null;
}

export async function insertPlatformToken(
  db: DbOrTx,
  values: typeof platformTokens.$inferInsert,
): Promise<void> {
  await db.insert(platformTokens).values(values);
}

export async function findTokenByAccess(db: DbOrTx, accessHash: string): Promise<PlatformTokenRow | null> {
  const [row] = await db.select().from(platformTokens).where(eq(platformTokens.accessHash, accessHash));
  return row ?? null;
}

/** The row of a refresh token, locked: two refreshes with one token serialise. */
export async function lockTokenByRefresh(db: DbOrTx, refreshHash: string): Promise<PlatformTokenRow | null> {
  const [row] = await db
    .select()
    .from(platformTokens)
    .where(eq(platformTokens.refreshHash, refreshHash))
    .for("update");
  return row ?? null;
}

export async function revokeToken(db: DbOrTx, id: number, now: number): Promise<void> {
  await db.update(platformTokens).set({ revokedAt: now }).where(eq(platformTokens.id, id));
}

export async function revokeTokenFamily(db: DbOrTx, family: string, now: number): Promise<void> {
  await db
    .update(platformTokens)
    .set({ revokedAt: now })
    .where(and(eq(platformTokens.family, family), isNull(platformTokens.revokedAt)));
}

/** The store's live grants (a refresh token not revoked or expired), newest first, with app and granter. */
export async function liveGrants(db: DbOrTx, storeId: number, now: number) {
  // The granter's name, from the accounts module (which owns users).
  const granter = publicUsers("granter");
  return db
    .select({
      appId: platformTokens.appId,
      appName: platformApps.name,
      clientId: platformApps.clientId,
      scopes: platformTokens.scopes,
      createdAt: platformTokens.createdAt,
      family: platformTokens.family,
      userName: granter.userName,
      nickName: granter.nickName,
      firstName: granter.firstName,
      lastName: granter.lastName,
    })
    .from(platformTokens)
    .innerJoin(platformApps, eq(platformApps.id, platformTokens.appId))
    .innerJoin(granter, eq(granter.id, platformTokens.userId))
    .where(
      and(
        eq(platformTokens.storeId, storeId),
        isNull(platformTokens.revokedAt),
        gt(platformTokens.refreshExpiresAt, now),
      ),
    )
    .orderBy(desc(platformTokens.createdAt));
}

/** Ends every grant an app holds for the store; answers how many token rows it ended. */
export async function revokeAppForStore(db: DbOrTx, storeId: number, appId: number, now: number) {
  const rows = await db
    .update(platformTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(platformTokens.storeId, storeId),
        eq(platformTokens.appId, appId),
        isNull(platformTokens.revokedAt),
      ),
    )
    .returning({ id: platformTokens.id });
  return rows.length;
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
