import { beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { envelope, type FetchCall, freshTokens, setTokens, setupBrowser } from "../test/browser-env.ts";

/*
 * Refresh-token rotation across tabs. Each "tab" is its own copy of the modules (vi.resetModules),
 * so each has its own in-tab single flight; they share localStorage and a fake Web Locks manager,
 * as tabs of one origin share them in a browser.
 */

type Tab = typeof import("./tokens.ts") & { go: ReturnType<typeof vi.fn> };

/** An exclusive LockManager: requests for one name run one after another, in order. */
function fakeLocks() {
  const tails = new Map<string, Promise<unknown>>();
  const request = vi.fn((name: string, cb: (lock: { name: string }) => Promise<unknown>) => {
    const run = (tails.get(name) ?? Promise.resolve()).then(() => cb({ name }));
    tails.set(
      name,
      run.catch(() => undefined),
    );
    return run;
  });
  return { request };
}

/**
 * Another tab takes the refresh lock first and holds it until `release()`; then it does `meanwhile`
 * (what it changed in the shared storage) and lets go. `done` settles once it has let go.
 */
function otherTabHoldsLock(locks: ReturnType<typeof fakeLocks>, meanwhile: () => void) {
  let release!: () => void;
  const done = locks.request("bnomo-token-refresh", async () => {
    await new Promise<void>((r) => {
      release = r;
    });
    meanwhile();
  });
  return { done, release: () => release() };
}

/** A fresh copy of the session modules (its own single flight), with its navigation observed. */
async function openTab(): Promise<Tab> {
  vi.resetModules();
  const tokens = await import("./tokens.ts");
  const { browser } = await import("./browser.ts");
  const go = vi.fn();
  browser.go = go;
  return Object.assign(Object.create(tokens), { go }) as Tab;
}

let responder: (c: FetchCall) => Response | Promise<Response>;
let env: ReturnType<typeof setupBrowser>;
let served = 0;
const refreshCalls = () => env.calls.filter((c) => c.url.endsWith("/refreshToken"));

beforeEach(() => {
  served = 0;
  responder = (c) => {
    if (c.url.endsWith("/refreshToken")) {
      // The server rotates: a spent refresh token revokes the session (status 10020-like failure).
      if (c.headers.get("x-refresh-token") !== `refresh-${served + 1}`)
        return envelope(Code.TOKEN_INVALID, {}, "revoked");
      served++;
      return envelope(Code.OK, freshTokens(served + 1));
    }
    return envelope(Code.OK, {});
  };
  env = setupBrowser((c) => responder(c));
  setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
});

describe("refreshTokens across tabs (Web Locks)", () => {
  it("two tabs refreshing at once make one request; both end with the new tokens", async () => {
    const locks = fakeLocks();
    vi.stubGlobal("navigator", { locks });
    const a = await openTab();
    const b = await openTab();
    const [ra, rb] = await Promise.all([a.refreshTokens(), b.refreshTokens()]);
    expect([ra, rb]).toEqual([true, true]);
    expect(refreshCalls()).toHaveLength(1);
    expect(locks.request).toHaveBeenCalledTimes(2);
    expect(locks.request.mock.calls.map((c) => c[0])).toEqual(["bnomo-token-refresh", "bnomo-token-refresh"]);
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
    expect(localStorage.getItem("token")).toBe("access-2");
    expect(a.go).not.toHaveBeenCalled();
    expect(b.go).not.toHaveBeenCalled();
  });

  it("without the lock the same race spends the token twice and the server ends the session", async () => {
    // The failure the lock prevents (no navigator.locks: each tab only has its own single flight).
    vi.stubGlobal("navigator", {});
    const a = await openTab();
    const b = await openTab();
    const results = await Promise.all([a.refreshTokens(), b.refreshTokens()]);
    expect(refreshCalls()).toHaveLength(2);
    expect(results).toContain(false);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("skips the request when another tab refreshed while this one waited for the lock", async () => {
    const locks = fakeLocks();
    vi.stubGlobal("navigator", { locks });
    const tab = await openTab();
    // Another tab holds the lock and stores rotated tokens before letting go.
    const other = otherTabHoldsLock(locks, () => {
      const t = freshTokens(9);
      localStorage.setItem("token", t.token);
      localStorage.setItem("expirationTime", String(t.expirationTime));
      localStorage.setItem("refreshToken", t.refreshToken);
      localStorage.setItem("refreshExpirationTime", String(t.refreshExpirationTime));
    });
    const mine = tab.refreshTokens();
    await vi.advanceTimersByTimeAsync(0);
    other.release();
    await other.done;
    expect(await mine).toBe(true);
    expect(refreshCalls()).toHaveLength(0);
    expect(localStorage.getItem("token")).toBe("access-9");
  });

  it("gives up without a request when another tab ended the session meanwhile", async () => {
    const locks = fakeLocks();
    vi.stubGlobal("navigator", { locks });
    const tab = await openTab();
    const other = otherTabHoldsLock(locks, () => {
      localStorage.removeItem("token");
      localStorage.removeItem("refreshToken");
    });
    const mine = tab.refreshTokens();
    await vi.advanceTimersByTimeAsync(0);
    other.release();
    await other.done;
    expect(await mine).toBe(false);
    expect(refreshCalls()).toHaveLength(0);
  });

  it("refreshes under the lock when nobody else did", async () => {
    const locks = fakeLocks();
    vi.stubGlobal("navigator", { locks });
    const tab = await openTab();
    expect(await tab.refreshTokens()).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
    expect(refreshCalls()[0]!.headers.get("x-refresh-token")).toBe("refresh-1");
    expect(localStorage.getItem("token")).toBe("access-2");
  });

  it("a refused refresh under the lock still ends the session", async () => {
    vi.stubGlobal("navigator", { locks: fakeLocks() });
    responder = () => envelope(Code.TOKEN_INVALID, {}, "revoked");
    const tab = await openTab();
    expect(await tab.refreshTokens()).toBe(false);
    expect(localStorage.getItem("token")).toBeNull();
    expect(tab.go).toHaveBeenCalledWith("/login");
  });
});

describe("refreshTokens without Web Locks", () => {
  it("keeps the in-tab single flight", async () => {
    vi.stubGlobal("navigator", {});
    const tab = await openTab();
    const [r1, r2, r3] = await Promise.all([tab.refreshTokens(), tab.refreshTokens(), tab.refreshTokens()]);
    expect([r1, r2, r3]).toEqual([true, true, true]);
    expect(refreshCalls()).toHaveLength(1);
    expect(localStorage.getItem("token")).toBe("access-2");
  });

  it("falls back to a plain refresh when the lock cannot be taken", async () => {
    vi.stubGlobal("navigator", {
      locks: { request: vi.fn(() => Promise.reject(new DOMException("no locks here", "SecurityError"))) },
    });
    const tab = await openTab();
    expect(await tab.refreshTokens()).toBe(true);
    expect(refreshCalls()).toHaveLength(1);
  });
});
