import { describe, expect, it } from "vitest";
import { formatCount } from "./count.ts";

describe("formatCount", () => {
  it("groups thousands with commas, as en-US and zh-CN write whole numbers", () => {
    for (const n of [0, 7, 999, 1000, 12345, 999999, 1234567, -1234, 1_000_000_000])
      expect(formatCount(n)).toBe(n.toLocaleString("en-US"));
  });
  it("writes the whole part of a fraction", () => {
    expect(formatCount(1234.9)).toBe("1,234");
  });
});
