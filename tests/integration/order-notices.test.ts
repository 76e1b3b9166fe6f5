import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createItem, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { ok, saveCard } from "./orders.fixtures.ts";

/*
 * Order notices: one notice per event (a sale tells the seller once), notices that asked for an
 * action are resolved when it is done (paying reads the buyer's "pay" notice), and notices about
 * an item carry its picture.
 */

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

type Notice = {
  id: number;
  title: string;
  content: string;
  isRead: boolean;
  orderNumber: string | null;
  pic: string | null;
};

async function notices(user: TestUser, orderNumber: string): Promise<Notice[]> {
  const page = await ok<{ list: Notice[] }>(s, "GET", "/api/notification/list", user, { pageSize: "50" });
  return page.list.filter((n) => n.orderNumber === orderNumber);
}

async function buyFixed(seller: TestUser, buyer: TestUser, images: string[] = []) {
  const item = await createItem(s, { sellerId: seller.id, priceCents: 2500, images });
  const r = await ok<{ orderNumber: string }>(
    s,
    "POST",
    "/api/item/buyNow",
    buyer,
    { itemNumber: item.itemNumber },
    { "Idempotency-Key": randomUUID() },
  );
  return r.orderNumber;
}

describe("order notices", () => {
  it("a sale tells the seller once and the buyer once, both with the item's picture", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await buyFixed(seller, buyer, ["cover-file-id"]);
    const sellerNotices = await notices(seller, orderNumber);
    expect(sellerNotices.map((n) => n.title)).toEqual(["You made a sale"]);
    const buyerNotices = await notices(buyer, orderNumber);
    expect(buyerNotices).toHaveLength(1);
    expect(buyerNotices[0]!.content).toContain("Pay to complete your order");
    for (const n of [...sellerNotices, ...buyerNotices]) expect(n.pic).toContain("cover-file-id");
  });

  it("paying resolves the buyer's pay notice; the seller's next notice has the picture too", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await buyFixed(seller, buyer, ["cover-2"]);
    expect((await notices(buyer, orderNumber)).every((n) => !n.isRead)).toBe(true);
    const before = await ok<{ unreadCountNotifications: number }>(
      s,
      "GET",
      "/api/notification/unreadCount",
      buyer,
    );

    const paymentMethodId = await saveCard(s, buyer);
    await ok(
      s,
      "POST",
      "/api/order/pay",
      buyer,
      { orderNumber, paymentMethodId },
      { "Idempotency-Key": randomUUID() },
    );

    const after = await notices(buyer, orderNumber);
    expect(after.find((n) => n.content.includes("Pay to complete"))?.isRead).toBe(true);
    const count = await ok<{ unreadCountNotifications: number }>(
      s,
      "GET",
      "/api/notification/unreadCount",
      buyer,
    );
    expect(count.unreadCountNotifications).toBe(before.unreadCountNotifications - 1);

    const sellerNotices = await notices(seller, orderNumber);
    expect(sellerNotices).toHaveLength(2);
    expect(sellerNotices.every((n) => n.pic?.includes("cover-2"))).toBe(true);
  });

  it("paying cash resolves it too, and the seller's sale notice is read once they confirm the pickup", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const orderNumber = await buyFixed(seller, buyer);
    await ok(s, "POST", "/api/order/payCash", buyer, { orderNumber });
    expect(
      (await notices(buyer, orderNumber)).find((n) => n.content.includes("Pay to complete"))?.isRead,
    ).toBe(true);
    const pk = await ok<{ pickupCode: string }>(s, "POST", "/api/order/generatePickupCode", buyer, {
      orderNumber,
    });
    expect((await notices(seller, orderNumber)).some((n) => !n.isRead)).toBe(true);
    await ok(s, "POST", "/api/order/confirm", seller, { orderNumber, pickupCode: pk.pickupCode });
    expect((await notices(seller, orderNumber)).every((n) => n.isRead)).toBe(true);
  });
});
