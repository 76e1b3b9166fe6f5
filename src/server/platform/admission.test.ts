import { afterEach, describe, expect, it, vi } from "vitest";
import { AdmissionGate } from "./admission.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("AdmissionGate", () => {
  it("admits up to maxActive, then in arrival order as places free up", async () => {
    const gate = new AdmissionGate(2, 10, 1000);
    expect(gate.enter()).toBe(true);
    expect(gate.enter()).toBe(true);
    const order: number[] = [];
    const third = Promise.resolve(gate.enter()).then((ok) => order.push(3) && ok);
    const fourth = Promise.resolve(gate.enter()).then((ok) => order.push(4) && ok);
    expect(gate.waiting).toBe(2);
    gate.leave();
    gate.leave();
    expect(await third).toBe(true);
    expect(await fourth).toBe(true);
    expect(order).toEqual([3, 4]);
  });

  it("turns a request away when the line is full, or after waiting too long", async () => {
    vi.useFakeTimers();
    const gate = new AdmissionGate(1, 1, 500);
    expect(gate.enter()).toBe(true);
    const waiting = gate.enter();
    expect(gate.enter()).toBe(false);
    await vi.advanceTimersByTimeAsync(500);
    expect(await waiting).toBe(false);
    expect(gate.waiting).toBe(0);
    // The place it never took is still the first one's; once left, the next is admitted at once.
    gate.leave();
    expect(gate.enter()).toBe(true);
  });
});
