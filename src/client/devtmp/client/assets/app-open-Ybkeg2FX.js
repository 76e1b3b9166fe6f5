import { ln as APP_OPEN_FALLBACK_TIMEOUT_MS } from "./index-BAN1tMZn.js";

// src/client/shell/app-open.ts
/** The companion app's link: a URL scheme (`bnomo://open`) or an Android intent link; unset: none. */
var APP_OPEN_URL = "";
var browserEnv = {
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
 * Spec §2 and §9: try the companion app; if the page is still showing 3000 ms later (no app took
 * over, so it is not installed), fall back to installing the web app. Without a configured link,
 * the fallback runs at once.
 */
function openAppOrFallback(url, fallback, env = browserEnv) {
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

export { APP_OPEN_URL, openAppOrFallback };
