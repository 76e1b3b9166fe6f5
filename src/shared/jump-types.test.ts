import { describe, expect, it } from "vitest";
import { JumpType, notificationPath } from "./jump-types.ts";

describe("notificationPath: offers", () => {
  it("opens the offer's item until it is accepted, then the order of the side told", () => {
    expect(notificationPath({ jumpType: JumpType.OFFER_BUYER, jumpId: "AB12" })).toBe("/itemDetail/AB12");
    expect(notificationPath({ jumpType: JumpType.OFFER_SELLER, jumpId: "AB12", orderNumber: null })).toBe(
      "/itemDetail/AB12",
    );
    expect(notificationPath({ jumpType: JumpType.OFFER_BUYER, jumpId: "AB12", orderNumber: "O-1" })).toBe(
      "/orderDetail/O-1",
    );
    expect(notificationPath({ jumpType: JumpType.OFFER_SELLER, jumpId: "AB12", orderNumber: "O-1" })).toBe(
      "/sellerOrderDetail/O-1",
    );
  });
});
