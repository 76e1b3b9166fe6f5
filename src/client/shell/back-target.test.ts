import { describe, expect, it } from "vitest";
import { backTarget } from "./back-target.ts";

describe("backTarget", () => {
  it("goes up to the screen above when there is no earlier screen", () => {
    expect(backTarget("/orderDetail/12")).toBe("/buying");
    expect(backTarget("/sellerOrderDetail/12")).toBe("/orders");
    expect(backTarget("/bidList/77")).toBe("/itemDetail/77");
    expect(backTarget("/balance/transactions")).toBe("/balance");
    expect(backTarget("/withdraw")).toBe("/manageMyWallet");
    expect(backTarget("/classificationList/4")).toBe("/classification");
  });
  it("falls back to home, and never leaves the site", () => {
    expect(backTarget("/itemDetail/5")).toBe("/");
    expect(backTarget("/itemSearch")).toBe("/");
    expect(backTarget("//evil.example/x")).toBe("/");
  });
});
