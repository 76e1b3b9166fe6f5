import { Code, RETRY_LATER_CODES } from "#shared/codes";
import { ApiError } from "../api/call.ts";
import type { Kv } from "./kv.ts";

/**
 * The one durable command queue (rules/http-contract.md §5 "offline writes"; src/README.md, decision 23):
 * every write made on this device that has to wait (item saves and publishes, pickup confirmations,
 * bids and offers made offline) is a command in IndexedDB until it lands, is refused, or its user lets it go.
 *
 * - Identity: each command keeps the identity it was made as (`identityToken`: null for the personal
 *   account, else the store's token) and is sent as that identity, set or removed explicitly, never
 *   as whatever identity is chosen by the time it replays.
 * - Order: commands replay in the order they were made (key order). A command that fails, conflicts
 *   or is parked holds back the later commands of its chain only; a network failure or an answer to
 *   wait out (`RETRY_LATER_CODES`, via `sendAnswer`) stops the pass until the next trigger.
 * - Keys: each command has its Idempotency-Key and, once built, its exact body (`sent`), so a replay
 *   after a lost answer changes nothing twice.
 * - Parked: a parked command is kept, listed, and never sent by a flush; its user releases it (sent
 *   once, now, by the flow that asks them) or discards it. Bids made offline wait this way, because
 *   prices move while a phone is offline.
 */

/** Item saves and publishes of one device draft (`chain` = the draft's `localId`). */
export type ItemBody = {
  /** The command the same form made just before this one (re-basing follows this link). */
  after: string | null;
  itemNumber: string | null;
  /** The item version the form was based on. */
  version: number | null;
  /** Item fields of a save (photos as local photo ids in `photoIds`). */
  fields: Record<string, unknown>;
  photoIds: string[];
};
export type ItemLanded = { itemNumber: string; version: number; data: unknown };

/** A pickup confirmation made with no signal (`chain` = `order:<orderNumber>`). */
export type ConfirmBody = {
  orderNumber: string;
  /** The 6 digits, or the signed QR text. */
  pickupCode: string;
  /** Checked offline against the signed QR (false for typed digits, checked by the server later). */
  verified: boolean;
};

/** A bid or max bid made offline, always parked (`chain` = `bid:<itemNumber>`). */
export type BidBody = {
  itemNumber: string;
  title: string;
  bid: "bid" | "max";
  amountCents: number;
  /** The minimum next bid the bidder saw when they made it. */
  seenMinCents: number;
};

/**
 * An offer made offline, always parked like a bid (`chain` = `offer:<itemNumber>`): the item may
 * sell or change its price meanwhile, so its buyer sends it again once online, at the state then.
 */
export type OfferBody = {
  itemNumber: string;
  title: string;
  amountCents: number;
  /** The asking price the buyer saw when they made it. */
  seenPriceCents: number;
};

/** Each command kind: what it carries and what its landing answers. */
export type CommandTypes = {
  save: { body: ItemBody; landed: ItemLanded };
  publish: { body: ItemBody; landed: ItemLanded };
  confirm: { body: ConfirmBody; landed: unknown };
  bid: { body: BidBody; landed: unknown };
  offer: { body: OfferBody; landed: unknown };
};
export type CommandKind = keyof CommandTypes;
export type LandedOf<K extends CommandKind> = CommandTypes[K]["landed"];

export type CommandStatus = "pending" | "parked" | "failed" | "conflict";
export type FieldError = { path: string; message: string };
export type CommandError = { code?: number; message: string; errors?: FieldError[] };

type CommandEnvelope = {
  /** Sortable: creation time in base 36, then a counter (replay order = key order). */
  id: string;
  /** Idempotency-Key; a new one only when the body must change. */
  key: string;
  /** What the command belongs to; later commands of a chain wait for the earlier ones. */
  chain: string;
  userId: number;
  /** Who it acts as: null for the personal account, else that store's token (wire.ts `identity`). */
  identityToken: string | null;
  /** The exact body once built: a replay sends the same bytes under the same key. */
  sent?: Record<string, unknown>;
  status: CommandStatus;
  error?: CommandError;
  /** 10009: the server's current version and what was sent; the user chooses. */
  conflict?: { current: unknown; yours: Record<string, unknown> };
  /** A short description for status regions ("Camera — publish"). */
  label: string;
  createdAt: number;
};

export type Command<K extends CommandKind = CommandKind> = K extends CommandKind
  ? CommandEnvelope & { kind: K } & CommandTypes[K]["body"]
  : never;

/** What a caller gives: the queue picks the id, status and (unless given) key and time. */
export type NewCommand<K extends CommandKind = CommandKind> = K extends CommandKind
  ? Omit<Command<K>, "id" | "key" | "status" | "createdAt" | "sent" | "error" | "conflict"> & {
      key?: string;
      createdAt?: number;
    }
  : never;

export type SendResult<L = unknown> =
  | { ok: true; landed: L }
  | { ok: false; code: number; message: string; data: unknown; transient?: boolean };

export type CommandHandler<K extends CommandKind> = {
  /** Builds the request body (e.g. uploads photos only on the device). Throws when offline. */
  prepare?(c: Command<K>): Promise<Record<string, unknown> | { failed: string }>;
  /** Sends one command as its identity with its key; throws on network failure. */
  send(c: Command<K>, body: Record<string, unknown>): Promise<SendResult<LandedOf<K>>>;
  /** A later command of the same chain after `c` landed: re-based on what landed (default: unchanged). */
  follow?(later: Command<K>, c: Command<K>, landed: LandedOf<K>): Command<K>;
  /** Conflict, keep mine: the command on top of the server's current state (default: unchanged). */
  rebase?(c: Command<K>, current: unknown): Command<K>;
  /** After a command landed (its record is already gone). */
  onLanded?(c: Command<K>, landed: LandedOf<K>): Promise<void> | void;
  /** After the server refused a command for good (it stays listed as failed). */
  onFailed?(c: Command<K>): void;
};

export type QueueDriver = {
  newKey(): string;
  now(): number;
  isOnline(): boolean;
  currentUserId(): number | null;
  /** Serialises flushes across tabs (Web Locks in the app). */
  lock<T>(fn: () => Promise<T>): Promise<T>;
  /**
   * The sender of a kind no `handle` call named: in the app, the registered kinds
   * (command-kinds.ts), loaded when a command of that kind first has to go.
   */
  handlerOf?<K extends CommandKind>(kind: K): Promise<CommandHandler<K> | null>;
};

export type QueueEvent<K extends CommandKind = CommandKind> =
  | { type: "changed" }
  | { type: "dropped"; chain: string; entryIds: string[]; current: unknown }
  | { type: "landed"; entry: Command<K>; landed: LandedOf<K> }
  | { type: "failed"; entry: Command<K> }
  | { type: "conflict"; entry: Command<K> };

export type Outcome<K extends CommandKind = CommandKind> =
  | { status: "pending" }
  | { status: "landed"; landed: LandedOf<K> }
  | { status: "failed"; entry: Command<K> }
  | { status: "conflict"; entry: Command<K> };

/**
 * The one rule for what an answer to a queued write means: 1 landed; the codes in
 * RETRY_LATER_CODES, 5xx, 429, timeouts and no network wait for the next trigger (transient); any
 * other code is the server's refusal, final for that key.
 */
export async function sendAnswer<L>(
  send: () => Promise<unknown>,
  landed: (data: unknown) => L,
): Promise<SendResult<L>> {
  try {
    return { ok: true, landed: landed(await send()) };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const answered = err.code !== 0 && err.status >= 200 && err.status < 500 && err.status !== 429;
    if (!answered) return { ok: false, code: 0, message: err.message, data: null, transient: true };
    return {
      ok: false,
      code: err.code,
      message: err.message,
      data: err.data,
      transient: RETRY_LATER_CODES.includes(err.code),
    };
  }
}

// Inside the queue a handler is called with commands of its own kind (looked up by `kind`).
type AnyHandler = {
  prepare?(c: Command): Promise<Record<string, unknown> | { failed: string }>;
  send(c: Command, body: Record<string, unknown>): Promise<SendResult>;
  follow?(later: Command, c: Command, landed: unknown): Command;
  rebase?(c: Command, current: unknown): Command;
  onLanded?(c: Command, landed: unknown): Promise<void> | void;
  onFailed?(c: Command): void;
};

const CONFLICT = Code.CONFLICT;

export class CommandQueue {
  private seq = 0;
  private listeners = new Set<(e: QueueEvent) => void>();
  private handlers = new Map<CommandKind, AnyHandler>();
  private running: Promise<void> | null = null;
  private again = false;
  private outcomes = new Map<string, Outcome>();
  private ready: Promise<void> | null = null;
  private writes = new Set<Promise<unknown>>();

  /**
   * `prelude` runs before the first read (the move of the old stores), again on later reads while
   * it answers that something still had to wait. It takes no flush lock: a tab opening while
   * another replays over a slow network still shows its list at once.
   */
  constructor(
    private kv: Kv,
    private driver: QueueDriver,
    private prelude?: (queue: CommandQueue) => Promise<boolean>,
  ) {}

  /**
   * Names the sender of a kind directly (tests; the app registers its kinds once, through the
   * driver's `handlerOf`). A flush leaves kinds with no sender where they are.
   */
  handle<K extends CommandKind>(kind: K, handler: CommandHandler<K>): void {
    this.handlers.set(kind, handler as unknown as AnyHandler);
  }

  private async handlerFor(kind: CommandKind): Promise<AnyHandler | undefined> {
    const named = this.handlers.get(kind);
    if (named) return named;
    const loaded = await this.driver.handlerOf?.(kind);
    return (loaded ?? undefined) as AnyHandler | undefined;
  }

  subscribe(fn: (e: QueueEvent) => void): () => void {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  /** Also called when another tab says the queue changed. */
  emit(e: QueueEvent): void {
    for (const l of this.listeners) l(e);
  }

  private whenReady(): Promise<void> {
    if (!this.prelude) return Promise.resolve();
    const prelude = this.prelude;
    this.ready ??= prelude(this).then(
      (done) => {
        // Something had to wait (no one signed in yet): look again on the next read.
        if (!done) this.ready = null;
      },
      () => {
        // Try again on the next read rather than never.
        this.ready = null;
      },
    );
    return this.ready;
  }

  /** Commands in replay order; of one user when given. */
  async list(userId?: number | null): Promise<Command[]> {
    await this.whenReady();
    return this.read(userId);
  }

  private async read(userId?: number | null): Promise<Command[]> {
    const all = (await this.kv.entries<Command>()).map(([, e]) => e);
    return userId == null ? all : all.filter((e) => e.userId === userId);
  }

  async get(id: string): Promise<Command | undefined> {
    await this.whenReady();
    return this.kv.get<Command>(id);
  }

  /**
   * Adds a command, pending (sent by the next flush) or parked (kept until released). `replace`
   * first removes that user's commands on the same chain (one confirmation per order, one pending
   * bid per item).
   */
  enqueue<K extends CommandKind>(
    input: NewCommand<K>,
    opts: { parked?: boolean; replace?: boolean } = {},
  ): Promise<Command<K>> {
    const write = (async () => {
      await this.whenReady();
      if (opts.replace) {
        for (const e of await this.read(input.userId)) {
          if (e.chain === input.chain) {
            await this.kv.del(e.id);
            this.outcomes.delete(e.id);
          }
        }
      }
      return this.put(input, opts.parked ? "parked" : "pending");
    })();
    // A flush asked for after this call includes this command (see `flush`), without the
    // enqueue waiting for a flush that may be waiting for a slow network.
    this.writes.add(write);
    void write.finally(() => this.writes.delete(write)).catch(() => undefined);
    return write;
  }

  /** Writes a command without waiting for the prelude (the prelude itself uses it). */
  async put<K extends CommandKind>(
    input: NewCommand<K>,
    status: CommandStatus,
    id?: string,
    error?: CommandError,
  ): Promise<Command<K>> {
    const createdAt = input.createdAt ?? this.driver.now();
    const entry = {
      ...input,
      ...(error ? { error } : {}),
      id: id ?? `${stamp(createdAt)}-${(this.seq++).toString(36).padStart(4, "0")}`,
      key: input.key ?? this.driver.newKey(),
      status,
      createdAt,
    } as unknown as Command<K>;
    await this.kv.set(entry.id, entry);
    // Added during a pass that has already listed the queue: one more pass sends it.
    if (this.running) this.again = true;
    this.emit({ type: "changed" });
    return entry;
  }

  /** What became of a command this tab flushed (or where it stands now). */
  async outcome(id: string): Promise<Outcome> {
    const known = this.outcomes.get(id);
    if (known) return known;
    const e = await this.get(id);
    if (!e) return { status: "pending" };
    if (e.status === "failed") return { status: "failed", entry: e };
    if (e.status === "conflict") return { status: "conflict", entry: e };
    return { status: "pending" };
  }

  /**
   * Replays the current user's pending commands in order. One flush at a time in this tab (a call
   * during a flush runs one more pass after it) and across tabs (the driver's lock).
   */
  flush(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        await this.whenReady();
        do {
          this.again = false;
          await Promise.allSettled([...this.writes]);
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
    for (const listed of await this.read(userId)) {
      // Re-read: an earlier landing may have re-based it.
      const entry = await this.kv.get<Command>(listed.id);
      if (!entry) continue;
      const handler = entry.status === "pending" ? await this.handlerFor(entry.kind) : undefined;
      if (entry.status !== "pending" || held.has(entry.chain) || !handler) {
        held.add(entry.chain);
        continue;
      }
      let body = entry.sent;
      if (!body) {
        const prepared = handler.prepare ? await handler.prepare(entry).catch(() => null) : {};
        if (prepared === null) return; // offline again: wait for the network
        if ("failed" in prepared && typeof prepared.failed === "string") {
          await this.markFailed(entry, { message: prepared.failed }, handler);
          held.add(entry.chain);
          continue;
        }
        body = prepared;
        await this.kv.set(entry.id, { ...entry, sent: body });
      }
      let res: SendResult;
      try {
        res = await handler.send(entry, body);
      } catch {
        return;
      }
      if (res.ok) {
        await this.land(entry, res.landed, handler);
      } else if (res.transient) {
        return;
      } else if (res.code === CONFLICT && isConflictData(res.data)) {
        const next = { ...entry, sent: body, status: "conflict", conflict: res.data } as Command;
        await this.kv.set(entry.id, next);
        this.outcomes.set(entry.id, { status: "conflict", entry: next });
        this.emit({ type: "conflict", entry: next });
        held.add(entry.chain);
      } else {
        const error = { code: res.code, message: res.message, errors: errorsOf(res.data) };
        await this.markFailed({ ...entry, sent: body }, error, handler);
        held.add(entry.chain);
      }
      this.emit({ type: "changed" });
    }
  }

  private async land(entry: Command, landed: unknown, handler: AnyHandler): Promise<void> {
    await this.kv.del(entry.id);
    if (handler.follow) {
      for (const e of await this.read(entry.userId)) {
        if (e.chain !== entry.chain || e.id <= entry.id) continue;
        const next = handler.follow(e, entry, landed);
        if (next !== e) await this.kv.set(e.id, next);
      }
    }
    this.outcomes.set(entry.id, { status: "landed", landed } as Outcome);
    await handler.onLanded?.(entry, landed);
    this.emit({ type: "landed", entry, landed } as QueueEvent);
  }

  private async markFailed(entry: Command, error: CommandError, handler: AnyHandler): Promise<void> {
    const next = { ...entry, status: "failed", error } as Command;
    await this.kv.set(entry.id, next);
    this.outcomes.set(entry.id, { status: "failed", entry: next });
    handler.onFailed?.(next);
    this.emit({ type: "failed", entry: next });
  }

  /**
   * Sends a parked command now, once, through `run` (the flow where its user confirmed it): gone
   * when `run` resolves; still parked when it throws, with a new key unless nothing was answered
   * (a refusal is final for its key; a lost answer must replay under the same one).
   */
  async release<T>(id: string, run: (c: Command) => Promise<T>): Promise<T> {
    const e = await this.get(id);
    if (e?.status !== "parked") throw new Error("This command is no longer waiting.");
    try {
      const out = await run(e);
      await this.kv.del(id);
      this.emit({ type: "changed" });
      return out;
    } catch (err) {
      if (!(err instanceof ApiError && err.offline))
        await this.kv.set(id, { ...e, key: this.driver.newKey() });
      throw err;
    }
  }

  /** Conflict, keep mine: send it again on top of the server's current version (a new key, since the body changes). */
  async keepMine(id: string): Promise<void> {
    const e = await this.get(id);
    if (!e?.conflict) return;
    const handler = await this.handlerFor(e.kind);
    const rebased = handler?.rebase ? handler.rebase(e, e.conflict.current) : e;
    const next = { ...rebased, key: this.driver.newKey(), status: "pending" } as Command;
    delete next.conflict;
    delete next.sent;
    delete next.error;
    await this.kv.set(id, next);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }

  /** Conflict, take theirs: drop this change and what was made after it on its chain. */
  async takeTheirs(id: string): Promise<void> {
    const e = await this.get(id);
    if (!e) return;
    const dropped: string[] = [];
    for (const x of await this.read(e.userId)) {
      if (x.chain === e.chain && x.id >= e.id) {
        await this.kv.del(x.id);
        dropped.push(x.id);
      }
    }
    this.emit({ type: "dropped", chain: e.chain, entryIds: dropped, current: e.conflict?.current ?? null });
    this.emit({ type: "changed" });
  }

  /** A failed command: try it again as it is (after its user fixed what the server refused elsewhere). */
  async retry(id: string): Promise<void> {
    const e = await this.get(id);
    if (!e) return;
    const next = { ...e, status: "pending", key: this.driver.newKey() } as Command;
    delete next.error;
    delete next.sent;
    await this.kv.set(id, next);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }

  /** Forget a command (a failed one, a parked one its user discards, a queued publish no longer wanted). */
  async discard(id: string): Promise<void> {
    await this.whenReady();
    await this.kv.del(id);
    this.outcomes.delete(id);
    this.emit({ type: "changed" });
  }
}

/** Sortable time part of an id (base 36, fixed width). */
export const stamp = (ms: number): string => ms.toString(36).padStart(10, "0");

function isConflictData(d: unknown): d is { current: unknown; yours: Record<string, unknown> } {
  return typeof d === "object" && d !== null && "current" in d && "yours" in d;
}

function errorsOf(d: unknown): FieldError[] | undefined {
  const errors = (d as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as FieldError[]) : undefined;
}

/** The queue seen through some kinds: what a feature lists, hears and changes. */
export class CommandView<K extends CommandKind> {
  constructor(
    readonly queue: CommandQueue,
    private kinds: readonly K[],
  ) {}

  private mine = (e: { kind: CommandKind }): boolean =>
    (this.kinds as readonly CommandKind[]).includes(e.kind);

  async list(userId?: number | null): Promise<Command<K>[]> {
    return (await this.queue.list(userId)).filter(this.mine) as Command<K>[];
  }

  /** Events of these kinds, plus every "changed" and "dropped". */
  subscribe(fn: (e: QueueEvent<K>) => void): () => void {
    return this.queue.subscribe((e) => {
      if (!("entry" in e) || this.mine(e.entry)) fn(e as QueueEvent<K>);
    });
  }

  emit(e: QueueEvent<K>): void {
    this.queue.emit(e as QueueEvent);
  }

  enqueue(input: NewCommand<K>, opts?: { parked?: boolean; replace?: boolean }): Promise<Command<K>> {
    return this.queue.enqueue(input, opts) as Promise<Command<K>>;
  }

  outcome(id: string): Promise<Outcome<K>> {
    return this.queue.outcome(id) as Promise<Outcome<K>>;
  }

  flush = (): Promise<void> => this.queue.flush();
  keepMine = (id: string): Promise<void> => this.queue.keepMine(id);
  takeTheirs = (id: string): Promise<void> => this.queue.takeTheirs(id);
  retry = (id: string): Promise<void> => this.queue.retry(id);
  discard = (id: string): Promise<void> => this.queue.discard(id);
  release = <T>(id: string, run: (c: Command<K>) => Promise<T>): Promise<T> =>
    this.queue.release(id, run as (c: Command) => Promise<T>);
}
