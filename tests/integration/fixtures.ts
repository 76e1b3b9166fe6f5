import { randomUUID } from "node:crypto";
import { items, sessions, storeMembers, stores, users } from "#server/db/schema/index";
import { signAccessToken } from "#server/platform/tokens";
import type { TestServer } from "./harness.ts";

let seq = 0;
const uniq = () =>
  `${Date.now().toString(36)}${(seq++).toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export type TestUser = { id: number; token: string; sessionId: string; email: string };

/**
 * A verified user with a live session and an access token, written straight to the database so
 * tests of one module do not depend on another module's sign-up flow.
 */
export async function createUser(
  s: TestServer,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestUser> {
  const db = s.deps.database.db;
  const now = s.deps.clock.now();
  const email = fields.email ?? `u${uniq()}@test.local`;
  const [u] = await db
    .insert(users)
    .values({
      email,
      mobile: null,
      userName: `u${uniq()}`.slice(0, 20),
      firstName: "Test",
      lastName: "User",
      city: "Springfield",
      cityLat: 39.8,
      cityLng: -89.64,
      emailVerified: true,
      mobileVerified: true,
      createdAt: now,
      ...fields,
    })
    .returning({ id: users.id });
  const sessionId = randomUUID();
  await db.insert(sessions).values({
    id: sessionId,
    userId: u!.id,
    createdAt: now,
    expiresAt: now + s.deps.env.REFRESH_TOKEN_SECONDS * 1000,
  });
  const { token } = await signAccessToken(
    s.deps.keys.token,
    s.deps.clock,
    { userId: u!.id, sessionId },
    s.deps.env.ACCESS_TOKEN_SECONDS,
  );
  return { id: u!.id, token, sessionId, email };
}

export async function createStore(
  s: TestServer,
  ownerId: number,
  storeName = "Test Store",
  memberIds: number[] = [],
) {
  const db = s.deps.database.db;
  const now = s.deps.clock.now();
  const [store] = await db
    .insert(stores)
    .values({ storeName, ownerId, createdAt: now })
    .returning({ id: stores.id });
  await db
    .insert(storeMembers)
    .values({ storeId: store!.id, userId: ownerId, role: "owner", createdAt: now });
  for (const userId of memberIds) {
    await db.insert(storeMembers).values({ storeId: store!.id, userId, role: "staff", createdAt: now });
  }
  return store!.id;
}

export type ItemFixture = Partial<typeof items.$inferInsert> & { sellerId: number };

/** An active listing written straight to the database (fixed price unless saleType is "auction"). */
export async function createItem(s: TestServer, fields: ItemFixture) {
  const db = s.deps.database.db;
  const now = s.deps.clock.now();
  const auction = fields.saleType === "auction";
  const [row] = await db
    .insert(items)
    .values({
      itemNumber: `T${uniq()}`.toUpperCase(),
      // Random, not uniq()'s prefix: its first ten characters are the clock and a counter only,
      // which two items written in the same millisecond can share.
      sinCode: randomUUID().replaceAll("-", "").slice(0, 10).toUpperCase(),
      title: "Test item",
      description: "A thing for tests",
      categoryId: null,
      condition: "good",
      images: [],
      saleType: auction ? "auction" : "fixed",
      priceCents: auction ? null : 1000,
      city: "Springfield",
      lat: 39.8,
      lng: -89.64,
      status: "active",
      startPriceCents: auction ? 100 : null,
      currentPriceCents: auction ? (fields.startPriceCents ?? 100) : null,
      startTime: auction ? now - 1000 : null,
      endTime: auction ? now + 3600_000 : null,
      createdAt: now,
      updatedAt: now,
      publishedAt: now,
      ...fields,
    })
    .returning();
  return row!;
}
