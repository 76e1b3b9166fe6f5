import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { APP_OPEN_FALLBACK_TIMEOUT_MS } from "#shared/constants";
import { type AppOpenEnv, openAppOrFallback } from "./app-open.ts";

function fakeEnv() {
  let hideListener: (() => void) | null = null;
  const env: AppOpenEnv & { hide(): void; isHidden: boolean; opened: string[] } = {
    opened: [],
    isHidden: false,
    open(url) {
      env.opened.push(url);
    },
    hidden: () => env.isHidden,
    onHide(fn) {
      hideListener = fn;
      return () => {
        hideListener = null;
      };
    },
    setTimeout: (fn, ms) => setTimeout(fn, ms),
    hide() {
      env.isHidden = true;
      hideListener?.();
    },
  };
  return env;
}

describe("Get App: open the app, else install the web app", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("falls back after 3000 ms when the page stays visible", () => {
    const env = fakeEnv();
    const fallback = vi.fn();
    openAppOrFallback("bnomo://open", fallback, env);
    expect(env.opened).toEqual(["bnomo://open"]);
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_TIMEOUT_MS - 1);
    expect(fallback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fallback).toHaveBeenCalledTimes(1);
  });

  it("does not fall back when the app took over (the page was hidden), even if it is visible again", () => {
    const env = fakeEnv();
    const fallback = vi.fn();
    openAppOrFallback("intent://open#Intent;scheme=bnomo;end", fallback, env);
    vi.advanceTimersByTime(800);
    env.hide();
    env.isHidden = false;
    vi.advanceTimersByTime(APP_OPEN_FALLBACK_TIMEOUT_MS);
    expect(fallback).not.toHaveBeenCalled();
  });

  it("without a configured link, installs the web app at once", () => {
    const env = fakeEnv();
    const fallback = vi.fn();
    openAppOrFallback("", fallback, env);
    expect(fallback).toHaveBeenCalledTimes(1);
    expect(env.opened).toEqual([]);
  });
});
