import { createStore, del, entries, get, set } from "idb-keyval";

/**
 * The app's one way to IndexedDB: the command queue, device drafts and the caches (query cache,
 * recently viewed, search history, the pickup key) go through here rather than idb-keyval each.
 */

/** The few key-value operations the command queue and device drafts need; IndexedDB in the app, a Map in tests. */
export type Kv = {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  /** Every entry, in key order (IndexedDB sorts string keys). */
  entries<T>(): Promise<[string, T][]>;
};

/**
 * One IndexedDB database per store: idb-keyval's `createStore` opens a database with a single object
 * store, and a second store name in an existing database would need a version upgrade it never does.
 */
export function idbKv(dbName: string): Kv {
  let store: ReturnType<typeof createStore> | null = null;
  const s = () => {
    store ??= createStore(dbName, "kv");
    return store;
  };
  return {
    get: (k) => get(k, s()),
    set: (k, v) => set(k, v, s()),
    del: (k) => del(k, s()),
    entries: async <T>() => (await entries<string, T>(s())).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}

/**
 * Caches that live in idb-keyval's default database ("keyval-store"): the query cache, recently
 * viewed, search history, the pickup verify key. Kept there so devices keep what they cached.
 */
export const cacheKv: Kv = {
  get: (k) => get(k),
  set: (k, v) => set(k, v),
  del: (k) => del(k),
  entries: async <T>() => (await entries<string, T>()).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
};

/** In-memory Kv with structured clones, as IndexedDB would store them. */
export function memoryKv(): Kv {
  const m = new Map<string, unknown>();
  return {
    get: async <T>(k: string) => (m.has(k) ? (structuredClone(m.get(k)) as T) : undefined),
    set: async (k, v) => {
      m.set(k, structuredClone(v));
    },
    del: async (k) => {
      m.delete(k);
    },
    entries: async <T>() =>
      [...m.entries()]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([k, v]) => [k, structuredClone(v) as T] as [string, T]),
  };
}
