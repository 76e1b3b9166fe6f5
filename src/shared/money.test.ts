import { describe, expect, it } from "vitest";
import { centsToDollarString, formatCents, parseDollars } from "./money.ts";

describe("money", () => {
  it("formats cents exactly as en-US currency formatting does", () => {
    const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });
    const samples = [
      0, 1, 9, 10, 99, 100, 101, 999, 1000, 1250, 99_999, 100_000, 100_050, 123_456_789, 10_000_000_000,
    ];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(((i * 7919) % 1_000_003) * 1013));
    for (const c of [...samples, ...samples.filter((x) => x > 0).map((x) => -x)])
      expect(formatCents(c), `cents ${c}`).toBe(usd.format(c / 100));
  });

  it("parses dollars without floats and writes them back", () => {
    expect(parseDollars("12.5")).toBe(1250);
    expect(parseDollars("$12.05")).toBe(1205);
    expect(parseDollars("12.345")).toBeNull();
    expect(centsToDollarString(1205)).toBe("12.05");
    expect(centsToDollarString(-5)).toBe("-0.05");
  });
});
