import { useSyncExternalStore } from "react";

/** One shared 1 s ticker for every countdown on screen (no timer per card). */
let now = Date.now();
const subs = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;
function subscribe(cb: () => void) {
  subs.add(cb);
  if (!timer)
    timer = setInterval(() => {
      now = Date.now();
      for (const s of subs) s();
    }, 1000);
  return () => {
    subs.delete(cb);
    if (subs.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}
/** The server renders each page at its own time (to the second); the browser hydrates with its own. */
const serverSnapshot = () => (typeof window === "undefined" ? Math.floor(Date.now() / 1000) * 1000 : now);

export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now, serverSnapshot);
}

/** "2d 4h", "3h 12m", "12m 30s", "45s"; null once ended. */
export function formatTimeLeft(ms: number): string | null {
  if (ms <= 0) return null;
  const s = Math.floor(ms / 1000);
  const d = Math.floor(s / 86400);
  const h = Math.floor((s % 86400) / 3600);
  const m = Math.floor((s % 3600) / 60);
  if (d > 0) return `${d}d ${h}h`;
  if (h > 0) return `${h}h ${m}m`;
  if (m > 0) return `${m}m ${s % 60}s`;
  return `${s}s`;
}
