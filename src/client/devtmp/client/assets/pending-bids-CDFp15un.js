import { Ft as get, It as set } from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/auctions/pending-bids.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var KEY = "auctions.pendingBids";
var backend = {
  load: async () => {
    try {
      const v = await get(KEY);
      return Array.isArray(v) ? v : [];
    } catch {
      return [];
    }
  },
  save: (list) => set(KEY, list).catch(() => void 0),
};
var cache = [];
var loaded = null;
var listeners = /* @__PURE__ */ new Set();
function emit() {
  for (const l of listeners) l();
}
function loadPendingBids() {
  loaded ??= backend.load().then((list) => {
    cache = list;
    emit();
  });
  return loaded;
}
var same = (a, b) => a.userId === b.userId && a.itemNumber === b.itemNumber;
/** One pending bid per bidder and item: a newer one replaces the older. Newest first. */
function upsertPending(list, entry) {
  return [entry, ...list.filter((p) => !same(p, entry))];
}
async function savePendingBid(entry) {
  await loadPendingBids();
  cache = upsertPending(cache, entry);
  emit();
  await backend.save(cache);
}
async function removePendingBid(userId, itemNumber) {
  await loadPendingBids();
  const next = cache.filter(
    (p) =>
      !same(p, {
        userId,
        itemNumber,
      }),
  );
  if (next.length === cache.length) return;
  cache = next;
  emit();
  await backend.save(cache);
}
function subscribe(cb) {
  listeners.add(cb);
  return () => listeners.delete(cb);
}
/** The signed-in user's pending bids (all items), re-rendering when they change. */
function usePendingBids(userId) {
  (0, import_react.useEffect)(() => {
    loadPendingBids();
  }, []);
  const all = (0, import_react.useSyncExternalStore)(
    subscribe,
    () => cache,
    () => cache,
  );
  return userId == null ? [] : all.filter((p) => p.userId === userId);
}

export { removePendingBid as t, savePendingBid as n, usePendingBids as r };
