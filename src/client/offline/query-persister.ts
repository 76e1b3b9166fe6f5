import type { PersistedClient, Persister } from "@tanstack/react-query-persist-client";
import { cacheKv } from "./kv.ts";

const KEY = "bnomo-query-cache";

/**
 * Persists the React Query cache to IndexedDB (idb-keyval's default store, through kv.ts), so a
 * reopened app shows what it last saw at once, online or not. Writes are coalesced for `throttleMs`
 * (every cache event calls us).
 */
export function createIdbPersister(throttleMs = 150): Persister {
  let pending: PersistedClient | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const flush = async () => {
    const c = pending;
    pending = null;
    if (c) await cacheKv.set(KEY, c).catch(() => undefined);
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
      pending = keepLastGoodData(client);
      if (timer) return;
      void flush();
      timer = setTimeout(() => {
        timer = null;
        if (pending) void flush();
      }, throttleMs);
    },
    restoreClient: () => cacheKv.get<PersistedClient>(KEY).catch(() => undefined),
    removeClient: () => cacheKv.del(KEY).catch(() => undefined),
  };
}

/**
 * A refetch that failed (offline, say) leaves a query in `error` with its last data still held.
 * That data is what an offline reload must show, so it is stored as the last success; the error
 * itself is not worth keeping (the next mount refetches anyway).
 */
export function keepLastGoodData(client: PersistedClient): PersistedClient {
  const queries = client.clientState.queries.map((q) =>
    q.state.status === "error" && q.state.data !== undefined
      ? { ...q, state: { ...q.state, status: "success" as const, error: null, fetchStatus: "idle" as const } }
      : q,
  );
  return { ...client, clientState: { ...client.clientState, queries } };
}
