import { describe, expect, it } from "vitest";
import { type CachedPage, PageCache } from "./page-cache.ts";

const pageOf = (text: string): CachedPage => ({
  status: 200,
  headers: [["ETag", `W/"${text}"`]],
  body: new TextEncoder().encode(text),
  etag: `W/"${text}"`,
  nonce: "n",
});

function setup(maxBytes = 1_000_000) {
  const state = { writes: 0, now: 0 };
  const cache = new PageCache({
    writes: () => state.writes,
    now: () => state.now,
    maxAgeMs: 10_000,
    staleMs: 30_000,
    maxBytes,
  });
  return { state, cache };
}

describe("the page cache", () => {
  it("keeps a page fresh for its age, then serves it stale while one render replaces it, then drops it", async () => {
    const { state, cache } = setup();
    expect(cache.lookup("a").state).toBe("missing");
    await cache.fill("a", async () => pageOf("one"));
    expect(cache.lookup("a")).toEqual({ state: "fresh", page: pageOf("one") });
    state.now = 10_000;
    expect(cache.lookup("a").state).toBe("fresh");
    state.now = 10_001;
    expect(cache.lookup("a").state).toBe("stale");
    state.now = 40_001;
    expect(cache.lookup("a").state).toBe("missing");
  });

  it("drops a page once the database has been written to since its render began", async () => {
    const { state, cache } = setup();
    await cache.fill("a", async () => pageOf("one"));
    state.writes = 1;
    expect(cache.lookup("a").state).toBe("missing");
    // A write while the render runs: the page it makes is stale at once.
    await cache.fill("a", async () => {
      state.writes = 2;
      return pageOf("two");
    });
    expect(cache.lookup("a").state).toBe("missing");
  });

  it("lets the next visitors wait for the render under way, and keeps no failed or unkept render", async () => {
    const { cache } = setup();
    let finish!: (p: CachedPage | null) => void;
    const first = cache.fill("a", () => new Promise((resolve) => (finish = resolve)));
    const waiting = cache.inFlight("a");
    expect(waiting).toBe(first);
    finish(pageOf("one"));
    expect(await waiting).toEqual(pageOf("one"));
    expect(cache.inFlight("a")).toBeUndefined();

    // Two renders of one page (the first left its waiters without a page): the later one is waited for.
    let giveUp!: (p: CachedPage | null) => void;
    const one = cache.fill("d", () => new Promise((resolve) => (giveUp = resolve)));
    const two = cache.fill("d", () => new Promise(() => {}));
    giveUp(null);
    await one;
    expect(cache.inFlight("d")).toBe(two);

    await cache.fill("b", async () => {
      throw new Error("render failed");
    });
    expect(cache.lookup("b").state).toBe("missing");
    await cache.fill("c", async () => null);
    expect(cache.lookup("c").state).toBe("missing");
  });

  it("renders at most two stale pages again at once, each once", async () => {
    const { state, cache } = setup();
    for (const key of ["a", "b", "c"]) await cache.fill(key, async () => pageOf(key));
    state.now = 20_000;
    const finishers: Array<() => void> = [];
    let renders = 0;
    const slow = (text: string) => () =>
      new Promise<CachedPage>((resolve) => {
        renders++;
        finishers.push(() => resolve(pageOf(text)));
      });
    for (const key of ["a", "a", "b", "c"]) {
      expect(cache.lookup(key).state).toBe("stale");
      cache.refresh(key, slow(`${key}2`));
    }
    expect(renders).toBe(2);
    for (const finish of finishers) finish();
    await cache.inFlight("b");
    await Promise.resolve();
    expect(cache.lookup("a")).toEqual({ state: "fresh", page: pageOf("a2") });
    expect(cache.lookup("c").state).toBe("stale");
    cache.refresh("c", slow("c2"));
    expect(renders).toBe(3);
  });

  it("lets the least recently used pages go past its size", async () => {
    const { cache } = setup(8 * 600);
    for (const key of ["a", "b", "c"]) await cache.fill(key, async () => pageOf(key.repeat(80)));
    cache.lookup("a");
    for (const key of ["d", "e", "f", "g", "h", "i", "j"])
      await cache.fill(key, async () => pageOf(key.repeat(80)));
    // Eight pages of 592 bytes fit in ten: "a", used lately, stays; "b" and "c" went first.
    expect(cache.lookup("a").state).toBe("fresh");
    expect(cache.lookup("b").state).toBe("missing");
    expect(cache.lookup("c").state).toBe("missing");
    expect(cache.lookup("j").state).toBe("fresh");
  });
});
