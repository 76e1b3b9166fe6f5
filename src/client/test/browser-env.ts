import { onTestFinished, vi } from "vitest";
import { browser } from "../api/browser.ts";
import { _resetCallState } from "../api/call.ts";
import { clearToasts } from "../api/toast-store.ts";

/** In-memory Web Storage for unit tests that run in Node. */
export class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, String(v));
  }
}

export type FetchCall = { url: string; method: string; headers: Headers; body: unknown };

/**
 * Installs storage, a fake clock and a fetch mock answering from `respond`, for the running test
 * (call it in the test or its beforeEach): all of it is undone when the test finishes.
 */
export function setupBrowser(respond: (call: FetchCall) => Response | Promise<Response>) {
  onTestFinished(teardownBrowser);
  vi.useFakeTimers({ now: new Date("2026-01-01T00:00:00Z") });
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  const calls: FetchCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
    const call = { url, method: init.method ?? "GET", headers: new Headers(init.headers), body: init.body };
    calls.push(call);
    return respond(call);
  });
  vi.stubGlobal("fetch", fetchMock);
  const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
  const go = vi.spyOn(browser, "go").mockImplementation(() => {});
  const pathname = vi.spyOn(browser, "pathname").mockReturnValue("/");
  return { calls, fetchMock, reload, go, pathname };
}

/** Undoes setupBrowser and what the calls left behind (the call state, toasts). */
function teardownBrowser() {
  _resetCallState();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export function envelope(
  status_code: number,
  res_data: unknown = {},
  message = "",
  httpStatus = 200,
): Response {
  return new Response(JSON.stringify({ status_code, message, res_data, server_time: Date.now() }), {
    status: httpStatus,
    headers: { "content-type": "application/json" },
  });
}

export function setTokens(opts: { expiresIn: number; refreshExpiresIn: number; token?: string }) {
  const now = Date.now();
  localStorage.setItem("token", opts.token ?? "access-1");
  localStorage.setItem("expirationTime", String(now + opts.expiresIn));
  localStorage.setItem("refreshToken", "refresh-1");
  localStorage.setItem("refreshExpirationTime", String(now + opts.refreshExpiresIn));
}

export function freshTokens(n = 2) {
  const now = Date.now();
  return {
    token: `access-${n}`,
    expirationTime: now + 900_000,
    refreshToken: `refresh-${n}`,
    refreshExpirationTime: now + 2_592_000_000,
  };
}
