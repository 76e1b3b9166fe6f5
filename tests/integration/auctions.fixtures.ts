import { eq } from "drizzle-orm";
import { items } from "#server/db/schema/index";
import { scheduleAuctionJobs } from "#server/modules/auctions/auctions.service";
import { createItem, createUser, type ItemFixture, type TestUser } from "./fixtures.ts";
import type { TestServer } from "./harness.ts";

export const HOUR = 3_600_000;

/** An open auction (started a second ago, ending in an hour) with its close job scheduled, as publish does. */
export async function createAuction(s: TestServer, sellerId: number, fields: Partial<ItemFixture> = {}) {
  const now = s.deps.clock.now();
  const start = fields.startPriceCents ?? 100;
  const row = await createItem(s, {
    saleType: "auction",
    startPriceCents: start,
    currentPriceCents: start,
    startTime: now - 1000,
    endTime: now + HOUR,
    softCloseSeconds: 300,
    ...fields,
    sellerId,
  });
  await scheduleAuctionJobs(s.deps, s.deps.database.db, row);
  return row;
}

export async function itemRow(s: TestServer, itemNumber: string) {
  const [row] = await s.deps.database.db.select().from(items).where(eq(items.itemNumber, itemNumber));
  return row!;
}

export async function users(s: TestServer, n: number): Promise<TestUser[]> {
  const out: TestUser[] = [];
  for (let i = 0; i < n; i++)
    out.push(await createUser(s, { userName: `bidder${i + 1}x${Math.random().toString(36).slice(2, 6)}` }));
  return out;
}

export function bidder(s: TestServer, u: TestUser) {
  return {
    bid: (itemNumber: string, amountCents: number, headers?: Record<string, string>) =>
      s.call("POST", "/api/item/bid", { token: u.token, body: { itemNumber, amountCents }, headers }),
    auto: (itemNumber: string, maxAmountCents: number) =>
      s.call("POST", "/api/item/autoBid/insert", { token: u.token, body: { itemNumber, maxAmountCents } }),
    cancel: (itemNumber: string) =>
      s.call("POST", "/api/item/autoBid/cancel", { token: u.token, body: { itemNumber } }),
    buyNow: (itemNumber: string) =>
      s.call("POST", "/api/item/buyNow", { token: u.token, body: { itemNumber } }),
  };
}
