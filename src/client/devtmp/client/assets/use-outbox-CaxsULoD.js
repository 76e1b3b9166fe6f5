import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { o as getPhoto, p as idbKv, d as putPhoto, f as updateDraft } from "./drafts-BR8cDsHw.js";
import {
  Ut as appStore,
  bn as atom,
  mn as Code,
  an as HttpError,
  en as http,
  jt as queryClient,
  Yt as sessionAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { o as sellingKeys } from "./selling-queries-CfSob5w7.js";
import { f as getIdentityToken, g as getUserInfo } from "./storage-352Vgnio.js";
import { t as upload } from "./upload-VCZ6Afwa.js";

// src/client/offline/outbox.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var CONFLICT = 10009;
var Outbox = class {
  kv;
  driver;
  seq = 0;
  listeners = /* @__PURE__ */ new Set();
  running = null;
  again = false;
  outcomes = /* @__PURE__ */ new Map();
  constructor(kv, driver) {
    this.kv = kv;
    this.driver = driver;
  }
  subscribe(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
  /** Also called when another tab says the outbox changed. */
  emit(e) {
    for (const l of this.listeners) l(e);
  }
  async list(userId) {
    const all = (await this.kv.entries()).map(([, e]) => e);
    return userId == null ? all : all.filter((e) => e.userId === userId);
  }
  async enqueue(input) {
    const now = this.driver.now();
    const id = `${now.toString(36).padStart(10, "0")}-${(this.seq++).toString(36).padStart(4, "0")}`;
    const entry = {
      ...input,
      key: input.key ?? this.driver.newKey(),
      id,
      status: "pending",
      createdAt: now,
    };
    await this.kv.set(id, entry);
    this.emit({ type: "changed" });
    return entry;
  }
  /** What became of an entry this tab flushed (or where it stands now). */
  async outcome(id) {
    const known = this.outcomes.get(id);
    if (known) return known;
    const e = await this.kv.get(id);
    if (!e) return { status: "pending" };
    if (e.status === "failed")
      return {
        status: "failed",
        entry: e,
      };
    if (e.status === "conflict")
      return {
        status: "conflict",
        entry: e,
      };
    return { status: "pending" };
  }
  /**
   * Replays pending entries in order. One flush at a time in this tab (a call during a flush runs
   * one more pass after it) and across tabs (the driver's lock). A failed or conflicting entry holds
   * back the later entries of its item only; a network failure stops the pass.
   */
  flush() {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.driver.lock(() => this.pass());
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
  async pass() {
    if (!this.driver.isOnline()) return;
    const userId = this.driver.currentUserId();
    if (userId == null) return;
    const held = /* @__PURE__ */ new Set();
    for (const listed of await this.list(userId)) {
      const entry = await this.kv.get(listed.id);
      if (!entry) continue;
      if (entry.status !== "pending" || held.has(entry.chain)) {
        held.add(entry.chain);
        continue;
      }
      let body = entry.sent;
      if (!body) {
        const prepared = await this.driver.prepare(entry).catch(() => null);
        if (prepared === null) return;
        if ("failed" in prepared && typeof prepared.failed === "string") {
          await this.markFailed(entry, { message: prepared.failed });
          held.add(entry.chain);
          continue;
        }
        body = prepared;
        await this.kv.set(entry.id, {
          ...entry,
          sent: body,
        });
      }
      let res;
      try {
        res = await this.driver.send(entry, body);
      } catch {
        return;
      }
      if (res.ok) await this.land(entry, res);
      else if (res.transient) return;
      else if (res.code === CONFLICT && isConflictData(res.data)) {
        const next = {
          ...entry,
          sent: body,
          status: "conflict",
          conflict: res.data,
        };
        await this.kv.set(entry.id, next);
        this.outcomes.set(entry.id, {
          status: "conflict",
          entry: next,
        });
        this.emit({
          type: "conflict",
          entry: next,
        });
        held.add(entry.chain);
      } else {
        const errors = errorsOf(res.data);
        await this.markFailed(
          {
            ...entry,
            sent: body,
          },
          {
            message: res.message,
            errors,
          },
        );
        held.add(entry.chain);
      }
      this.emit({ type: "changed" });
    }
  }
  async land(entry, res) {
    await this.kv.del(entry.id);
    for (const e of await this.list(entry.userId)) {
      if (e.chain !== entry.chain || e.id <= entry.id) continue;
      if (e.after === entry.id) {
        const { sent: _sent, ...rest } = e;
        await this.kv.set(e.id, {
          ...rest,
          itemNumber: res.itemNumber,
          version: res.version,
        });
      } else if (e.itemNumber === null) {
        const { sent: _sent, ...rest } = e;
        await this.kv.set(e.id, {
          ...rest,
          itemNumber: res.itemNumber,
        });
      }
    }
    const landed = {
      itemNumber: res.itemNumber,
      version: res.version,
      data: res.data,
    };
    this.outcomes.set(entry.id, {
      status: "landed",
      landed,
    });
    await this.driver.onLanded?.(entry, landed);
    this.emit({
      type: "landed",
      entry,
      landed,
    });
  }
  async markFailed(entry, error) {
    const next = {
      ...entry,
      status: "failed",
      error,
    };
    await this.kv.set(entry.id, next);
    this.outcomes.set(entry.id, {
      status: "failed",
      entry: next,
    });
    this.emit({
      type: "failed",
      entry: next,
    });
  }
  /** Conflict, keep mine: send it again on top of the server's current version (a new key, since the body changes). */
  async keepMine(id) {
    const e = await this.kv.get(id);
    if (!e?.conflict) return;
    const current = e.conflict.current;
    const next = {
      ...e,
      key: this.driver.newKey(),
      version: current.version ?? e.version,
      itemNumber: current.itemNumber ?? e.itemNumber,
      status: "pending",
    };
    delete next.conflict;
    delete next.sent;
    delete next.error;
    await this.kv.set(id, next);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }
  /** Conflict, take theirs: drop this change and what was made after it on that item. */
  async takeTheirs(id) {
    const e = await this.kv.get(id);
    if (!e) return;
    const dropped = [];
    for (const x of await this.list(e.userId))
      if (x.chain === e.chain && x.id >= e.id) {
        await this.kv.del(x.id);
        dropped.push(x.id);
      }
    this.emit({
      type: "dropped",
      chain: e.chain,
      entryIds: dropped,
      current: e.conflict?.current ?? null,
    });
    this.emit({ type: "changed" });
  }
  /** A failed change: try it again as it is (after the seller fixed what the server refused elsewhere). */
  async retry(id) {
    const e = await this.kv.get(id);
    if (!e) return;
    const next = {
      ...e,
      status: "pending",
      key: this.driver.newKey(),
    };
    delete next.error;
    delete next.sent;
    await this.kv.set(id, next);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }
  /** Forget a change (failed ones, or a queued publish the seller no longer wants). */
  async discard(id) {
    await this.kv.del(id);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }
};
function isConflictData(d) {
  return typeof d === "object" && d !== null && "current" in d && "yours" in d;
}
function errorsOf(d) {
  const errors = d?.errors;
  return Array.isArray(errors) ? errors : void 0;
}
// src/client/features/selling/outbox-sync.ts
/** Transient answers: the entry stays queued and the pass stops until the next trigger. */
var TRANSIENT = /* @__PURE__ */ new Set([
  Code.TOKEN_EXPIRED,
  Code.TOKEN_INVALID,
  Code.SESSION_REVOKED,
  Code.IDENTITY_INVALID,
  Code.RATE_LIMITED,
]);
async function send(entry, body) {
  const path = entry.kind === "save" ? "/item/save" : "/item/publish";
  const headers = {};
  if (entry.identityToken) headers["X-Identity-Token"] = entry.identityToken;
  let env;
  try {
    env = await http.post(path, body, {
      json: true,
      toast: false,
      idempotencyKey: entry.key,
      headers,
    });
  } catch (err) {
    if (err instanceof HttpError)
      return {
        ok: false,
        code: 0,
        message: err.message,
        data: null,
        transient: true,
      };
    throw err;
  }
  if (env.status_code === Code.OK) {
    const d = env.res_data;
    return {
      ok: true,
      itemNumber: d.itemNumber,
      version: d.version,
      data: env.res_data,
    };
  }
  return {
    ok: false,
    code: env.status_code,
    message: env.message,
    data: env.res_data,
    transient: TRANSIENT.has(env.status_code),
  };
}
/** Photos that exist only on the device are uploaded now; the save sends fileIds. */
async function prepare(entry) {
  if (entry.kind === "publish") {
    if (!entry.itemNumber || entry.version === null)
      return { failed: "This listing was never saved on the server, so it cannot be published." };
    return {
      itemNumber: entry.itemNumber,
      version: entry.version,
    };
  }
  const images = [];
  for (const id of entry.photoIds) {
    const p = await getPhoto(id);
    if (!p) continue;
    if (p.fileId) {
      images.push(p.fileId);
      continue;
    }
    if (!p.blob) continue;
    const env = await upload("/file/upload", p.blob, { toast: false });
    if (env.status_code !== Code.OK) return { failed: `A photo could not be uploaded: ${env.message}` };
    await putPhoto({
      ...p,
      fileId: env.res_data.fileId,
      url: env.res_data.url,
    });
    images.push(env.res_data.fileId);
  }
  const body = {
    ...entry.fields,
    images,
  };
  if (entry.itemNumber)
    Object.assign(body, {
      itemNumber: entry.itemNumber,
      version: entry.version,
    });
  return body;
}
/** The device draft follows what landed; a landed publish ends the draft's life on the device. */
async function onLanded(entry, landed) {
  await updateDraft(entry.chain, (d) => ({
    ...d,
    itemNumber: d.itemNumber ?? landed.itemNumber,
    baseVersion: d.baseVersion === entry.version || d.baseVersion === null ? landed.version : d.baseVersion,
    publishQueued: entry.kind === "publish" ? false : d.publishQueued,
  }));
  queryClient.invalidateQueries({ queryKey: sellingKeys.all });
}
function lock(fn) {
  const locks = typeof navigator !== "undefined" ? navigator.locks : void 0;
  return locks ? locks.request("bnomo-outbox", fn) : fn();
}
function currentUserId() {
  const s = appStore.get(sessionAtom);
  if (!s.token) return null;
  return s.userInfo?.id ?? getUserInfo()?.id ?? null;
}
var driver = {
  prepare,
  send,
  onLanded,
  newKey: newIdempotencyKey,
  now: () => Date.now(),
  isOnline: () => navigator.onLine,
  currentUserId,
  lock,
};
var outbox = new Outbox(idbKv("bnomo-outbox"), driver);
var identityForEntries = () => getIdentityToken();
/** Other tabs hear that the outbox changed (counts), and which entries landed (forms adopt versions). */
var channel = typeof BroadcastChannel !== "undefined" ? new BroadcastChannel("bnomo-outbox") : null;
var fromChannel = false;
outbox.subscribe((e) => {
  if (fromChannel || !channel) return;
  if (e.type === "changed") channel.postMessage({ type: "changed" });
  if (e.type === "landed")
    channel.postMessage({
      type: "landed",
      entry: e.entry,
      landed: e.landed,
    });
  if (e.type === "dropped") channel.postMessage(e);
});
channel?.addEventListener("message", (m) => {
  fromChannel = true;
  try {
    outbox.emit(m.data);
  } finally {
    fromChannel = false;
  }
});
/** Ask the service worker for a Background Sync ("outbox") when the browser has it. */
async function requestBackgroundSync() {
  try {
    await (await navigator.serviceWorker?.getRegistration())?.sync?.register("outbox");
  } catch {}
}
var started = false;
/**
 * Replays the outbox when the network returns (`online`), when the app comes to the foreground, at
 * start, and when the service worker's Background Sync asks (sw/sync.ts messages open pages: the
 * tokens live in localStorage, which a worker cannot read).
 */
function startOutboxSync() {
  if (started || typeof window === "undefined") return;
  started = true;
  const go = () => void outbox.flush();
  window.addEventListener("online", go);
  window.addEventListener("focus", go);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") go();
  });
  navigator.serviceWorker?.addEventListener("message", (e) => {
    if (e.data?.type === "outbox-flush")
      outbox.flush().then(() => e.source?.postMessage({ type: "outbox-flushed" }));
  });
  go();
}
// src/client/features/selling/use-outbox.ts
/** The entry whose conflict dialog is open (the form opens it after its own save; the status region too). */
var conflictEntryAtom = atom(null);
/** This user's outbox entries, re-read whenever the outbox changes (in any tab). */
function useOutboxEntries() {
  const session = useAtomValue(sessionAtom);
  const [entries, setEntries] = (0, import_react.useState)([]);
  (0, import_react.useEffect)(() => {
    let alive = true;
    const load = () => {
      const uid = currentUserId();
      if (uid === null) return setEntries([]);
      outbox.list(uid).then((l) => alive && setEntries(l));
    };
    load();
    const off = outbox.subscribe(load);
    return () => {
      alive = false;
      off();
    };
  }, [session.token]);
  return entries;
}
function waitingText(n) {
  return `${n} ${n === 1 ? "change" : "changes"} waiting to sync`;
}

export {
  conflictEntryAtom as t,
  currentUserId as i,
  identityForEntries as a,
  outbox as o,
  requestBackgroundSync as s,
  startOutboxSync as c,
  useOutboxEntries as n,
  waitingText as r,
};
