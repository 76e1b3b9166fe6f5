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
