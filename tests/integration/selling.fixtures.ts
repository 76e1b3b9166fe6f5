import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { categories, files, items } from "#server/db/schema/index";
import { signIdentityToken } from "#server/platform/tokens";
import { Code } from "#shared/codes";
import type { TestUser } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";

let nextCategoryId = 90_000;

/** A parent category with one leaf child, written straight to the database. */
export async function createCategories(s: TestServer): Promise<{ parentId: number; leafId: number }> {
  const parentId = nextCategoryId++;
  const leafId = nextCategoryId++;
  await s.deps.database.db.insert(categories).values([
    { id: parentId, parentId: null, name: `Parent ${parentId}` },
    { id: leafId, parentId, name: `Leaf ${leafId}` },
  ]);
  return { parentId, leafId };
}

/** An uploaded photo owned by `ownerId` (the row only: no image bytes are needed to list it). */
export async function createFile(s: TestServer, ownerId: number): Promise<string> {
  const id = randomUUID();
  await s.deps.database.db
    .insert(files)
    .values({ id, ownerId, width: 800, height: 600, bytes: 1234, createdAt: s.deps.clock.now() });
  return id;
}

/**
 * Lists an item the way a seller does, through the real save and publish calls (so publishing's
 * side effects run: saved-search matches are queued). A fixed-price listing with one photo unless
 * `fields` say otherwise; answers its item number.
 */
export async function publishListing(
  s: TestServer,
  seller: TestUser,
  fields: Record<string, unknown>,
): Promise<string> {
  const saved = await s.call("POST", "/api/item/save", {
    token: seller.token,
    body: {
      description: "",
      condition: "good",
      images: [await createFile(s, seller.id)],
      saleType: "fixed",
      priceCents: 10_000,
      ...fields,
    },
  });
  expect(saved.body.status_code, JSON.stringify(saved.body)).toBe(Code.OK);
  const r = await s.call("POST", "/api/item/publish", { token: seller.token, body: saved.body.res_data });
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  return saved.body.res_data.itemNumber as string;
}

/** Headers that make a request act as `storeId` (what POST /sys/chooseIdentity would hand out). */
export async function storeHeaders(s: TestServer, user: TestUser, storeId: number) {
  const token = await signIdentityToken(
    s.deps.keys.token,
    s.deps.clock,
    { userId: user.id, sessionId: user.sessionId, storeId },
    s.deps.clock.now() + 3600_000,
  );
  return { "x-identity-token": token };
}

export async function itemRow(s: TestServer, itemNumber: string) {
  const [row] = await s.deps.database.db.select().from(items).where(eq(items.itemNumber, itemNumber));
  return row!;
}

export async function setItem(s: TestServer, itemNumber: string, fields: Partial<typeof items.$inferInsert>) {
  await s.deps.database.db.update(items).set(fields).where(eq(items.itemNumber, itemNumber));
}
