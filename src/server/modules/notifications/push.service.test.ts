import { describe, expect, it } from "vitest";
import { PUSH_PAYLOAD_MAX_BYTES } from "#shared/contract/notifications";
import type { NotificationRow } from "./notifications.repo.ts";
import { buildPushPayload, normalizeTopic } from "./push.service.ts";

const row = (over: Partial<NotificationRow> = {}): NotificationRow => ({
  id: 7,
  userId: 1,
  title: "Order paid",
  content: "Your order is paid",
  pic: null,
  isRead: false,
  createDate: 1,
  jumpType: 16,
  jumpId: "ON1",
  orderNumber: "ON1",
  ...over,
});
const bytes = (p: unknown) => Buffer.byteLength(JSON.stringify(p));

describe("buildPushPayload", () => {
  it("carries title, body, the in-app url, tag and id", () => {
    expect(buildPushPayload(row(), null)).toEqual({
      title: "Order paid",
      body: "Your order is paid",
      url: "/orderDetail/ON1",
      tag: "notification-7",
      notificationId: 7,
    });
    expect(buildPushPayload(row({ jumpType: 15 }), "t").url).toBe("/sellerOrderDetail/ON1");
    expect(buildPushPayload(row({ jumpType: 8, jumpId: "IT9", orderNumber: null }), "t").url).toBe(
      "/itemDetail/IT9",
    );
    expect(buildPushPayload(row({ jumpType: 99 }), null).url).toBe("/notifications");
    expect(buildPushPayload(row(), "outbid-IT9").tag).toBe("outbid-IT9");
  });

  it("speaks the recipient's language", () => {
    const n = row({ content: 'Your payment of $12.00 for "Brass lamp" went through.' });
    expect(buildPushPayload(n, null, "zh")).toMatchObject({
      title: "订单已付款",
      body: "你为“Brass lamp”支付的 $12.00 已成功。",
    });
    expect(buildPushPayload(n, null, "en").title).toBe("Order paid");
  });

  it("cuts the body to the longest prefix that fits 3,993 bytes", () => {
    for (const ch of ["a", "é", "€", "😀", '"', "\n"]) {
      const p = buildPushPayload(row({ content: ch.repeat(5000) }), null);
      const size = bytes(p);
      expect(size, ch).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
      // Nothing wasted: one more character (at most 4 bytes as JSON here) would not have fit.
      expect(size, ch).toBeGreaterThan(PUSH_PAYLOAD_MAX_BYTES - 4);
      expect(p.body.endsWith("…")).toBe(true);
      expect(Array.from(p.body.slice(0, -1)).every((c) => c === ch)).toBe(true);
      expect(p.title).toBe("Order paid");
    }
  });

  it("cuts the title too when the body alone is not enough, and leaves small payloads alone", () => {
    const p = buildPushPayload(row({ title: "T".repeat(6000), content: "B".repeat(6000) }), null);
    expect(bytes(p)).toBeLessThanOrEqual(PUSH_PAYLOAD_MAX_BYTES);
    expect(p.body).toBe("");
    expect(p.title.startsWith("TTT")).toBe(true);
    const exact = "x".repeat(PUSH_PAYLOAD_MAX_BYTES - bytes(buildPushPayload(row({ content: "" }), null)));
    expect(buildPushPayload(row({ content: exact }), null).body).toBe(exact);
  });
});

describe("normalizeTopic", () => {
  it("keeps short URL-safe topics and hashes others to ≤ 32 URL-safe characters", () => {
    expect(normalizeTopic("outbid-ITEM_1")).toBe("outbid-ITEM_1");
    const long = normalizeTopic("x".repeat(33));
    expect(long).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(normalizeTopic("x".repeat(33))).toBe(long);
    expect(normalizeTopic("has space")).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(normalizeTopic("a/b")).not.toBe(normalizeTopic("a/c"));
  });
});
