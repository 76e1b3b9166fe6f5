import { describe, expect, it } from "vitest";
import { dayLabel, labelEvery, niceStep, shortDollars, yScale } from "./chart-scale.ts";

describe("revenue chart scale", () => {
  it("picks 1-2-2.5-5 steps of at least a dollar", () => {
    expect(niceStep(0)).toBe(100);
    expect(niceStep(350)).toBe(100);
    expect(niceStep(10_000)).toBe(2500);
    expect(niceStep(12_345)).toBe(5000);
    expect(niceStep(90_000)).toBe(25_000);
  });
  it("covers the data with ticks from a multiple of the step, including zero", () => {
    const s = yScale([0, 1200, 4999, 300]);
    expect(s.lo).toBe(0);
    expect(s.hi).toBeGreaterThanOrEqual(4999);
    expect(s.ticks[0]).toBe(0);
    expect(s.ticks.at(-1)).toBe(s.hi);
    const step = s.ticks[1]! - s.ticks[0]!;
    for (let i = 1; i < s.ticks.length; i++) expect(s.ticks[i]! - s.ticks[i - 1]!).toBe(step);
  });
  it("goes below zero for a day of refunds, and stays sane with no sales", () => {
    const neg = yScale([-2500, 1000]);
    expect(neg.lo).toBeLessThanOrEqual(-2500);
    expect(neg.ticks).toContain(0);
    const empty = yScale([0, 0, 0]);
    expect(empty.lo).toBe(0);
    expect(empty.hi).toBeGreaterThan(0);
  });
  it("thins x labels to fit", () => {
    expect(labelEvery(7, 700)).toBe(1);
    expect(labelEvery(30, 300)).toBe(7);
    expect(labelEvery(1, 300)).toBe(1);
  });
  it("formats axis money and days", () => {
    expect(shortDollars(0)).toBe("$0");
    expect(shortDollars(2500)).toBe("$25");
    expect(shortDollars(150_000)).toBe("$1.5k");
    expect(shortDollars(1_200_000)).toBe("$12k");
    expect(shortDollars(-5000)).toBe("−$50");
    expect(dayLabel("2026-11-03")).toBe("Nov 3");
    expect(dayLabel("2026-01-31", true)).toBe("Jan 31, 2026");
  });
});
