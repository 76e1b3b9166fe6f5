import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { del, get, set } from "idb-keyval";

const KEY = "bnomo-query-cache";

/**
 * Persists the React Query cache to IndexedDB (idb-keyval), so a reopened app shows what it last
 * saw at once, online or not. Writes are coalesced for `throttleMs` (every cache event calls us).
 */
export function createIdbPersister(throttleMs = 150): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    const c = pending;
    pending = null;
    if (c) await set(KEY, c).catch(() => undefined);
  };
  if (typeof window !== "undefined") {
    // Write at once when the page goes away, so a quick reload still finds the latest data.
    window.addEventListener("pagehide", () => void flush());
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "hidden") void flush();
    });
  }
  return {
    // Leading edge: the first change is written at once (a reload right after the first data
    // must find it); changes within the next `throttleMs` are coalesced into one trailing write.
    persistClient: (client) => {
      pending = client;
      if (timer) return;
      void flush();
      timer = setTimeout(() => {
        timer = null;
        if (pending) void flush();
      }, throttleMs);
    },
    restoreClient: () => get<PersistedClient>(KEY).catch(() => undefined),
    removeClient: () => del(KEY).catch(() => undefined),
  };
}
