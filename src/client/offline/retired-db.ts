/*
 * Databases of earlier versions of the app, read once and deleted after their entries moved. Apart
 * from kv.ts, which the first script needs (the query cache), since only the command queue uses them.
 */

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
