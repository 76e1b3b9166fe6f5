import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS } from "#shared/constants";
import { ChunkTimeoutError, loadWithin } from "./chunk-timeout.ts";

afterEach(() => vi.useRealTimers());

describe("loadWithin", () => {
  it("fails a chunk that has not arrived after 120000 ms (rules/product.md §9)", async () => {
    vi.useFakeTimers();
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    const p = loadWithin(() => new Promise(() => {}));
    const seen = p.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    let settled = false;
    void seen.then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await seen).toBeInstanceOf(ChunkTimeoutError);
  });

  it("passes a chunk that arrives in time, and a load's own failure, through", async () => {
    vi.useFakeTimers();
    await expect(loadWithin(() => Promise.resolve({ default: 1 }))).resolves.toEqual({ default: 1 });
    const err = new TypeError("Failed to fetch dynamically imported module");
    await expect(loadWithin(() => Promise.reject(err))).rejects.toBe(err);
    expect(vi.getTimerCount()).toBe(0);
  });
});
