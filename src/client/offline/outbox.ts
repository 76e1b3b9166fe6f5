import type { Kv } from "./kv.ts";

/**
 * The durable outbox (rules/http-contract.md §5 "offline writes"): item saves and publishes wait here, in
 * IndexedDB, until they land on the server. Entries replay in the order they were made, each with
 * its own Idempotency-Key, so a replay after a lost answer changes nothing twice.
 *
 * Versions: an entry carries the item `version` its form was based on. Edits queued one after the
 * other from the same form (`after` names the entry that form had made just before) are re-based as
 * they replay: when an entry lands, the entries made after it take the version it returned. An entry
 * made from another form that never saw that change keeps its version, so the server answers 10009
 * and the seller chooses; nothing is silently overwritten.
 */

export type OutboxKind = "save" | "publish";
export type OutboxStatus = "pending" | "failed" | "conflict";
export type FieldError = { path: string; message: string };

export type OutboxEntry = {
  /** Sortable: creation time in base 36, then a counter (replay order = key order). */
  id: string;
  /** Idempotency-Key; a new one only when the body must change (keep mine after a conflict). */
  key: string;
  kind: OutboxKind;
  /** The device draft this change belongs to (its `localId`). */
  chain: string;
  /** The entry the same form made just before this one (re-basing follows this link). */
  after: string | null;
  userId: number;
  /** The identity the change was made as, so a replay posts as the same store (or personal). */
  identityToken: string | null;
  itemNumber: string | null;
  version: number | null;
  /** Item fields of a save (photos as local photo ids in `photoIds`). */
  fields: Record<string, unknown>;
  photoIds: string[];
  /** The exact body once built: a replay sends the same bytes under the same key. */
  sent?: Record<string, unknown>;
  status: OutboxStatus;
  error?: { message: string; errors?: FieldError[] };
  /** 10009: the server's seller view and what was sent. */
  conflict?: { current: unknown; yours: Record<string, unknown> };
  /** A short description for the status region ("Camera — publish"). */
  label: string;
  createdAt: number;
};

export type NewEntry = Omit<OutboxEntry, "id" | "key" | "status" | "createdAt" | "sent"> & {
  key?: string;
};

export type Landed = { itemNumber: string; version: number; data: unknown };
export type SendResult =
  | ({ ok: true } & Landed)
  | { ok: false; code: number; message: string; data: unknown; transient?: boolean };

export type OutboxDriver = {
  /** Builds the request body (uploads photos that only exist on the device). Throws when offline. */
  prepare(entry: OutboxEntry): Promise<Record<string, unknown> | { failed: string }>;
  /** Sends one entry; throws on network failure (the flush stops and waits for the network). */
  send(entry: OutboxEntry, body: Record<string, unknown>): Promise<SendResult>;
  /** After an entry landed (its record is already gone). */
  onLanded?(entry: OutboxEntry, landed: Landed): Promise<void> | void;
  newKey(): string;
  now(): number;
  isOnline(): boolean;
  currentUserId(): number | null;
  /** Serialises flushes across tabs (Web Locks in the app). */
  lock<T>(fn: () => Promise<T>): Promise<T>;
};

export type OutboxEvent =
  | { type: "changed" }
  | { type: "landed"; entry: OutboxEntry; landed: Landed }
  | { type: "failed"; entry: OutboxEntry }
  | { type: "conflict"; entry: OutboxEntry }
  | { type: "dropped"; chain: string; entryIds: string[]; current: unknown };

export type Outcome =
  | { status: "landed"; landed: Landed }
  | { status: "failed"; entry: OutboxEntry }
  | { status: "conflict"; entry: OutboxEntry }
  | { status: "pending" };

const CONFLICT = 10009;

export class Outbox {
  private seq = 0;
  private listeners = new Set<(e: OutboxEvent) => void>();
  private running: Promise<void> | null = null;
  private again = false;
  private outcomes = new Map<string, Outcome>();

  constructor(
    private kv: Kv,
    private driver: OutboxDriver,
  ) {}

  subscribe(fn: (e: OutboxEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Also called when another tab says the outbox changed. */
  emit(e: OutboxEvent): void {
    for (const l of this.listeners) l(e);
  }

  async list(userId?: number | null): Promise<OutboxEntry[]> {
    const all = (await this.kv.entries<OutboxEntry>()).map(([, e]) => e);
    return userId == null ? all : all.filter((e) => e.userId === userId);
  }

  async enqueue(input: NewEntry): Promise<OutboxEntry> {
    const now = this.driver.now();
    const id = `${now.toString(36).padStart(10, "0")}-${(this.seq++).toString(36).padStart(4, "0")}`;
    const entry: OutboxEntry = {
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
  async outcome(id: string): Promise<Outcome> {
    const known = this.outcomes.get(id);
    if (known) return known;
    const e = await this.kv.get<OutboxEntry>(id);
    if (!e) return { status: "pending" };
    if (e.status === "failed") return { status: "failed", entry: e };
    if (e.status === "conflict") return { status: "conflict", entry: e };
    return { status: "pending" };
  }

  /**
   * Replays pending entries in order. One flush at a time in this tab (a call during a flush runs
   * one more pass after it) and across tabs (the driver's lock). A failed or conflicting entry holds
   * back the later entries of its item only; a network failure stops the pass.
   */
  flush(): Promise<void> {
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

  private async pass(): Promise<void> {
    if (!this.driver.isOnline()) return;
    const userId = this.driver.currentUserId();
    if (userId == null) return;
    const held = new Set<string>();
    for (const listed of await this.list(userId)) {
      // Re-read: an earlier landing may have re-based it.
      const entry = await this.kv.get<OutboxEntry>(listed.id);
      if (!entry) continue;
      if (entry.status !== "pending" || held.has(entry.chain)) {
        held.add(entry.chain);
        continue;
      }
      let body = entry.sent;
      if (!body) {
        const prepared = await this.driver.prepare(entry).catch(() => null);
        if (prepared === null) return; // offline again: wait for the network
        if ("failed" in prepared && typeof prepared.failed === "string") {
          await this.markFailed(entry, { message: prepared.failed });
          held.add(entry.chain);
          continue;
        }
        body = prepared;
        await this.kv.set(entry.id, { ...entry, sent: body });
      }
      let res: SendResult;
      try {
        res = await this.driver.send(entry, body);
      } catch {
        return;
      }
      if (res.ok) {
        await this.land(entry, res);
      } else if (res.transient) {
        return;
      } else if (res.code === CONFLICT && isConflictData(res.data)) {
        const next: OutboxEntry = { ...entry, sent: body, status: "conflict", conflict: res.data };
        await this.kv.set(entry.id, next);
        this.outcomes.set(entry.id, { status: "conflict", entry: next });
        this.emit({ type: "conflict", entry: next });
        held.add(entry.chain);
      } else {
        const errors = errorsOf(res.data);
        await this.markFailed({ ...entry, sent: body }, { message: res.message, errors });
        held.add(entry.chain);
      }
      this.emit({ type: "changed" });
    }
  }

  private async land(entry: OutboxEntry, res: Landed): Promise<void> {
    await this.kv.del(entry.id);
    // Entries the same form made after this one follow it: same item, the version it returned.
    // Entries of an item created offline learn its number whatever their lineage.
    for (const e of await this.list(entry.userId)) {
      if (e.chain !== entry.chain || e.id <= entry.id) continue;
      if (e.after === entry.id) {
        const { sent: _sent, ...rest } = e;
        await this.kv.set(e.id, { ...rest, itemNumber: res.itemNumber, version: res.version });
      } else if (e.itemNumber === null) {
        const { sent: _sent, ...rest } = e;
        await this.kv.set(e.id, { ...rest, itemNumber: res.itemNumber });
      }
    }
    const landed = { itemNumber: res.itemNumber, version: res.version, data: res.data };
    this.outcomes.set(entry.id, { status: "landed", landed });
    await this.driver.onLanded?.(entry, landed);
    this.emit({ type: "landed", entry, landed });
  }

  private async markFailed(entry: OutboxEntry, error: OutboxEntry["error"]): Promise<void> {
    const next: OutboxEntry = { ...entry, status: "failed", error };
    await this.kv.set(entry.id, next);
    this.outcomes.set(entry.id, { status: "failed", entry: next });
    this.emit({ type: "failed", entry: next });
  }

  /** Conflict, keep mine: send it again on top of the server's current version (a new key, since the body changes). */
  async keepMine(id: string): Promise<void> {
    const e = await this.kv.get<OutboxEntry>(id);
    if (!e?.conflict) return;
    const current = e.conflict.current as { version?: number; itemNumber?: string };
    const next: OutboxEntry = {
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
  async takeTheirs(id: string): Promise<void> {
    const e = await this.kv.get<OutboxEntry>(id);
    if (!e) return;
    const dropped: string[] = [];
    for (const x of await this.list(e.userId)) {
      if (x.chain === e.chain && x.id >= e.id) {
        await this.kv.del(x.id);
        dropped.push(x.id);
      }
    }
    this.emit({ type: "dropped", chain: e.chain, entryIds: dropped, current: e.conflict?.current ?? null });
    this.emit({ type: "changed" });
  }

  /** A failed change: try it again as it is (after the seller fixed what the server refused elsewhere). */
  async retry(id: string): Promise<void> {
    const e = await this.kv.get<OutboxEntry>(id);
    if (!e) return;
    const next: OutboxEntry = { ...e, status: "pending", key: this.driver.newKey() };
    delete next.error;
    delete next.sent;
    await this.kv.set(id, next);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }

  /** Forget a change (failed ones, or a queued publish the seller no longer wants). */
  async discard(id: string): Promise<void> {
    await this.kv.del(id);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }
}

function isConflictData(d: unknown): d is { current: unknown; yours: Record<string, unknown> } {
  return typeof d === "object" && d !== null && "current" in d && "yours" in d;
}

function errorsOf(d: unknown): FieldError[] | undefined {
  const errors = (d as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : undefined;
}
