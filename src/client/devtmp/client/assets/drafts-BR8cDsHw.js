import { Mt as createStore, Nt as del, Pt as entries, Ft as get, It as set } from "./index-BAN1tMZn.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/offline/kv.ts
/**
 * One IndexedDB database per store: idb-keyval's `createStore` opens a database with a single object
 * store, and a second store name in an existing database would need a version upgrade it never does.
 */
function idbKv(dbName) {
  let store = null;
  const s = () => {
    store ??= createStore(dbName, "kv");
    return store;
  };
  return {
    get: (k) => get(k, s()),
    set: (k, v) => set(k, v, s()),
    del: (k) => del(k, s()),
    entries: async () => (await entries(s())).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  };
}
// src/client/offline/drafts.ts
var drafts_exports = /* @__PURE__ */ __exportAll({ getPhoto: () => getPhoto });
var draftsKv = null;
var photosKv = null;
var drafts = () => {
  draftsKv ??= idbKv("bnomo-drafts");
  return draftsKv;
};
var photos = () => {
  photosKv ??= idbKv("bnomo-photos");
  return photosKv;
};
var newLocalId = () => crypto.randomUUID();
function getDraft(localId) {
  return drafts().get(localId);
}
function putDraft(d) {
  return drafts().set(d.localId, d);
}
function deleteDraft(localId) {
  return drafts().del(localId);
}
async function listDrafts(userId) {
  return (await drafts().entries())
    .map(([, d]) => d)
    .filter((d) => d.userId === userId)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}
async function findDraftByItemNumber(userId, itemNumber) {
  return (await listDrafts(userId)).find((d) => d.itemNumber === itemNumber);
}
/** Changes a stored draft in place (no-op when it is gone). */
async function updateDraft(localId, fn) {
  const d = await getDraft(localId);
  if (!d) return void 0;
  const next = fn(d);
  await putDraft(next);
  return next;
}
/** The draft /postItem resumes: the newest one of this user that has no server item yet. */
async function latestUnsavedDraft(userId) {
  return (await listDrafts(userId)).find((d) => d.itemNumber === null && !d.publishQueued);
}
function getPhoto(id) {
  return photos().get(id);
}
function putPhoto(p) {
  return photos().set(p.id, p);
}
function deletePhoto(id) {
  return photos().del(id);
}

export {
  deleteDraft as t,
  deletePhoto as n,
  drafts_exports as r,
  findDraftByItemNumber as i,
  getDraft as a,
  getPhoto as o,
  idbKv as p,
  latestUnsavedDraft as s,
  listDrafts as c,
  newLocalId as l,
  putDraft as u,
  putPhoto as d,
  updateDraft as f,
};
