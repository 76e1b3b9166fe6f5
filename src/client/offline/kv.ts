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

/**
 * One value of a database this app no longer uses, read without creating that database on a device
 * that never had it (opening a missing database would create it empty). Undefined when absent.
 */
export async function readRetiredDb<T>(
  dbName: string,
  storeName: string,
  key: string,
): Promise<T | undefined> {
  if (typeof indexedDB === "undefined") return undefined;
  if (typeof indexedDB.databases === "function") {
    const dbs = await indexedDB.databases();
    if (!dbs.some((d) => d.name === dbName)) return undefined;
  }
  return new Promise<T | undefined>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    let created = false;
    open.onupgradeneeded = () => {
      created = true;
      open.transaction?.abort();
    };
    open.onerror = () => (created ? resolve(undefined) : reject(open.error));
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains(storeName)) {
        db.close();
        return resolve(undefined);
      }
      const req = db.transaction(storeName).objectStore(storeName).get(key);
      req.onerror = () => {
        db.close();
        reject(req.error);
      };
      req.onsuccess = () => {
        db.close();
        resolve(req.result as T | undefined);
      };
    };
  });
}

/** Deletes a database this app no longer uses (after its entries moved). */
export function deleteRetiredDb(dbName: string): Promise<void> {
  if (typeof indexedDB === "undefined") return Promise.resolve();
  return new Promise((resolve, reject) => {
    const req = indexedDB.deleteDatabase(dbName);
    req.onsuccess = () => resolve();
    req.onerror = () => reject(req.error);
    // Another tab still holds it open: it goes once that tab closes; nothing here waits for it.
    req.onblocked = () => resolve();
  });
}

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
