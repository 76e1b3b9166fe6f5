import { APP_OPEN_FALLBACK_TIMEOUT_MS } from "#shared/constants";

/** The companion app's link: a URL scheme (`bnomo://open`) or an Android intent link; unset: none. */
export const APP_OPEN_URL: string = import.meta.env?.VITE_APP_OPEN_URL || "";

export type AppOpenEnv = {
  open(url: string): void;
  hidden(): boolean;
  /** Calls `fn` when the page is hidden (the app took over); answers how to stop listening. */
  onHide(fn: () => void): () => void;
  setTimeout(fn: () => void, ms: number): unknown;
};

const browserEnv: AppOpenEnv = {
  open: (url) => {
    location.href = url;
  },
  hidden: () => document.visibilityState === "hidden",
  onHide: (fn) => {
    const onVis = () => {
      if (document.visibilityState === "hidden") fn();
    };
    document.addEventListener("visibilitychange", onVis);
    window.addEventListener("pagehide", fn);
    return () => {
      document.removeEventListener("visibilitychange", onVis);
      window.removeEventListener("pagehide", fn);
    };
  },
  setTimeout: (fn, ms) => setTimeout(fn, ms),
};

/**
 * rules/product.md §2 and §9: try the companion app; if the page is still showing 3000 ms later (no app took
 * over, so it is not installed), fall back to installing the web app. Without a configured link,
 * the fallback runs at once.
 */
export function openAppOrFallback(url: string, fallback: () => void, env: AppOpenEnv = browserEnv): void {
  if (!url) {
    fallback();
    return;
  }
  let left = false;
  const stop = env.onHide(() => {
    left = true;
  });
  env.setTimeout(() => {
    stop();
    if (!left && !env.hidden()) fallback();
  }, APP_OPEN_FALLBACK_TIMEOUT_MS);
  env.open(url);
}
