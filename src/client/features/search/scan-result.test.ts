import { describe, expect, it } from "vitest";
import { resolveScan } from "./scan-result.ts";

describe("resolveScan", () => {
  it("follows item URLs of the app, whatever the origin", () => {
    expect(resolveScan("https://shop.example/itemDetail/sinCode/ZE9NWT5J")).toBe(
      "/itemDetail/sinCode/ZE9NWT5J",
    );
    expect(resolveScan("http://127.0.0.1:8080/itemDetail/JPDP2BH1FK?x=1")).toBe("/itemDetail/JPDP2BH1FK");
    expect(resolveScan("/itemDetail/sinCode/AB12CD")).toBe("/itemDetail/sinCode/AB12CD");
  });

  it("sends a bare code through the sinCode lookup", () => {
    expect(resolveScan("  ZE9NWT5J ")).toBe("/itemDetail/sinCode/ZE9NWT5J");
  });

  it("refuses other links and text", () => {
    expect(resolveScan("https://evil.example/login")).toBeNull();
    expect(resolveScan("hello world")).toBeNull();
    expect(resolveScan("")).toBeNull();
    expect(resolveScan("javascript:alert(1)")).toBeNull();
  });
});
