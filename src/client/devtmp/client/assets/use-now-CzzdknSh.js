import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/ui/use-now.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** One shared 1 s ticker for every countdown on screen (no timer per card). */
var now = Date.now();
var subs = /* @__PURE__ */ new Set();
var timer = null;
function subscribe(cb) {
  subs.add(cb);
  if (!timer)
    timer = setInterval(() => {
      now = Date.now();
      for (const s of subs) s();
    }, 1e3);
  return () => {
    subs.delete(cb);
    if (subs.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
/** The server renders each page at its own time (to the second); the browser hydrates with its own. */
var serverSnapshot = () => (typeof window === "undefined" ? Math.floor(Date.now() / 1e3) * 1e3 : now);
function useNow() {
  return (0, import_react.useSyncExternalStore)(subscribe, () => now, serverSnapshot);
}
/** "2d 4h", "3h 12m", "12m 30s", "45s"; null once ended. */
function formatTimeLeft(ms) {
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1e3);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s % 60}s`;
  return `${s}s`;
}

export { formatTimeLeft as t, useNow as n };
