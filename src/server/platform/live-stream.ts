import type { ServerResponse } from "node:http";
import { RESPONSE_ALREADY_SENT } from "@hono/node-server/utils/response";
import type { Context } from "hono";
import { type Forget, SESSIONS_CHANNEL } from "./auth.ts";
import type { BusEvent } from "./bus.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { lifecycleOf } from "./health.ts";
import { liveStreams } from "./metrics.ts";

/**
 * The server's one Server-Sent Events engine, fed by the event bus: an item's live auction
 * (`/rt/items/{itemNumber}/events`), a store's TVs (`/rt/tv/{code}/events`) and a user's own
 * notifications (`/rt/me/events`). Last-Event-ID (header or `lastEventId` query) replays the event
 * log before going live, the current state comes first on every (re)connection, and a comment
 * heartbeat keeps proxies from closing an idle stream. Built for one hot channel watched by
 * thousands: a process keeps ONE bus subscription per channel, serialises each event ONCE and
 * writes the same bytes to every open stream. Served by Node, a stream writes
 * straight to its socket's response: a web ReadableStream per watcher costs a promise and a
 * read loop per event per watcher, which at 10,000 watchers is most of the fan-out time.
 */

const HEARTBEAT_MS = 25_000;
/** A watcher this far behind is dropped (its browser reconnects with Last-Event-ID). */
const MAX_BACKLOG_BYTES = 1024 * 1024;
const PING = Buffer.from(": ping\n\n");

/** Where a watcher's bytes go: its Node response, or a web stream when not served by Node (tests). */
type Sink = { write(bytes: Uint8Array): void; backlog(): number; close(): void };

type Conn = {
  sink: Sink;
  /** Highest event id sent: replays and live events never repeat or go back. */
  maxSent: number;
  /** Live events that arrived while the replay and the first state were being sent. */
  pending: BusEvent[] | null;
  closed: boolean;
  /** Which of the channel's events this watcher wants (a TV follows some of its store's items). */
  accept: ((e: BusEvent) => boolean) | null;
  /** The sign-in a personal stream was opened with: the stream ends when it is revoked. */
  session: StreamSession | null;
};

/** Who opened a personal stream. */
export type StreamSession = { userId: number; sessionId: string };

type Hub = {
  conns: Set<Conn>;
  unsubscribe: () => void;
  heartbeat: NodeJS.Timeout;
  /** Events held for the next flush when the hub coalesces (see `coalesceMs`). */
  batch: BusEvent[];
  flushTimer: NodeJS.Timeout | null;
};

const hubsByDeps = new WeakMap<AppDeps, Map<string, Hub>>();
/** The open streams that belong to a sign-in, by process (deps), for ending them on revocation. */
const sessionStreams = new WeakMap<AppDeps, Set<Conn>>();

function frame(e: BusEvent): Buffer {
  return Buffer.from(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`);
}

function enqueue(conn: Conn, bytes: Uint8Array): void {
  if (conn.closed) return;
  try {
    if (conn.sink.backlog() > MAX_BACKLOG_BYTES) {
      conn.closed = true;
      conn.sink.close();
      return;
    }
    conn.sink.write(bytes);
  } catch {
    conn.closed = true;
  }
}
/** Sends one flush's events: each watcher gets the ones it accepts as one write; equal lists share their bytes. */
function flush(hub: Hub): void {
  hub.flushTimer = null;
  const events = hub.batch;
  hub.batch = [];
  const frames = new Map<number, Buffer>();
  const frameOf = (e: BusEvent) => {
    let f = frames.get(e.id);
    if (!f) {
      f = frame(e);
      frames.set(e.id, f);
    }
    return f;
  };
  const shared = new Map<string, Buffer>();
  for (const conn of hub.conns) {
    if (conn.pending) {
      conn.pending.push(...events);
      continue;
    }
    const mine = events.filter((e) => e.id > conn.maxSent && (!conn.accept || conn.accept(e)));
    if (mine.length === 0) continue;
    conn.maxSent = mine[mine.length - 1]!.id;
    const key = mine.map((e) => e.id).join(",");
    let bytes = shared.get(key);
    if (!bytes) {
      bytes = mine.length === 1 ? frameOf(mine[0]!) : Buffer.concat(mine.map(frameOf));
      shared.set(key, bytes);
    }
    enqueue(conn, bytes);
  }
}

function hubFor(deps: AppDeps, channel: string, coalesceMs: number): Hub {
  let hubs = hubsByDeps.get(deps);
  if (!hubs) {
    hubs = new Map();
    hubsByDeps.set(deps, hubs);
  }
  let hub = hubs.get(channel);
  if (hub) return hub;
  const conns = new Set<Conn>();
  const unsubscribe = deps.bus.subscribe(channel, (e) => {
    if (coalesceMs > 0) {
      hub!.batch.push(e);
      hub!.flushTimer ??= setTimeout(() => flush(hub!), coalesceMs);
      return;
    }
    let bytes: Uint8Array | null = null;
    for (const conn of conns) {
      if (conn.pending) {
        conn.pending.push(e);
        continue;
      }
      if (e.id <= conn.maxSent || (conn.accept && !conn.accept(e))) continue;
      conn.maxSent = e.id;
      bytes ??= frame(e);
      enqueue(conn, bytes);
    }
  });
  const heartbeat = setInterval(() => {
    for (const conn of conns) if (!conn.pending) enqueue(conn, PING);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  hub = { conns, unsubscribe, heartbeat, batch: [], flushTimer: null };
  hubs.set(channel, hub);
  return hub;
}

function leave(deps: AppDeps, channel: string, conn: Conn): void {
  conn.closed = true;
  if (conn.session) sessionStreams.get(deps)?.delete(conn);
  const hubs = hubsByDeps.get(deps);
  const hub = hubs?.get(channel);
  if (!hub) return;
  if (hub.conns.delete(conn)) liveStreams.dec();
  if (hub.conns.size === 0) {
    hub.unsubscribe();
    clearInterval(hub.heartbeat);
    if (hub.flushTimer) clearTimeout(hub.flushTimer);
    hubs!.delete(channel);
  }
}

/**
 * Tells a browser when to come back: EventSource waits this long before it reconnects (with
 * Last-Event-ID, so nothing is missed), by then to another process behind the load balancer.
 */
const RETRY_FRAME = Buffer.from("retry: 1000\n: server restarting, reconnect\n\n");

/** Ends every open stream of this server with a retry hint (the drain on SIGTERM). */
export function closeStreams(deps: AppDeps): number {
  let n = 0;
  for (const hub of hubsByDeps.get(deps)?.values() ?? []) {
    for (const conn of hub.conns) {
      if (conn.closed) continue;
      n++;
      try {
        conn.sink.write(RETRY_FRAME);
        conn.sink.close();
      } catch {}
      conn.closed = true;
    }
  }
  return n;
}

/**
 * Ends, at once, this process's open personal streams of a revoked sign-in. Heard on the bus after
 * the revocation committed, here and in every other process; the browser's reconnection then
 * meets the revoked session and is refused.
 */
async function endRevokedStreams(deps: AppDeps, which: Forget): Promise<void> {
  const open = [...(sessionStreams.get(deps) ?? [])].filter((c) => !c.closed);
  let over: Set<string>;
  if ("sessionId" in which) over = new Set([which.sessionId]);
  else {
    // A user's sessions but one, maybe (a password change keeps the one it was made in): look them up.
    const ids = [
      ...new Set(open.filter((c) => c.session!.userId === which.userId).map((c) => c.session!.sessionId)),
    ];
    if (ids.length === 0) return;
    const rows = await deps.accounts.sessionsByIds(deps.database.db, ids);
    const live = new Set(rows.filter((r) => r.revokedAt === null).map((r) => r.id));
    over = new Set(ids.filter((id) => !live.has(id)));
  }
  for (const conn of open) {
    if (conn.closed || !over.has(conn.session!.sessionId)) continue;
    conn.closed = true;
    sessionStreams.get(deps)?.delete(conn);
    try {
      conn.sink.close();
    } catch {}
  }
}

/** The personal streams of this process, listening for revocations from the first one on. */
function sessionStreamsOf(deps: AppDeps): Set<Conn> {
  let mine = sessionStreams.get(deps);
  if (!mine) {
    mine = new Set();
    sessionStreams.set(deps, mine);
    deps.bus.subscribe(SESSIONS_CHANNEL, (e) => {
      void endRevokedStreams(deps, e.data as Forget).catch((err) =>
        deps.log.warn("revoked streams not ended", { err: String(err) }),
      );
    });
  }
  return mine;
}

/** Open watchers of a channel in this process (for benches and health). */
export function watcherCount(deps: AppDeps, channel: string): number {
  return hubsByDeps.get(deps)?.get(channel)?.conns.size ?? 0;
}

export function liveStream(
  c: Context<AppEnv>,
  channel: string,
  initial: () => Promise<{ event: string; data: unknown } | null>,
  accept: ((e: BusEvent) => boolean) | null = null,
  /**
   * Hold events this long and send each watcher what came meanwhile in one write. A store's TVs
   * (thousands, each following every item of the store) take a fraction of a second's delay for
   * one write per TV per flush instead of one per event; an item page streams at once (0).
   */
  coalesceMs = 0,
  /** The sign-in a personal stream belongs to: revoking it ends the stream. */
  session: StreamSession | null = null,
): Response {
  const deps = c.get("deps");
  const lastIdRaw = c.req.header("last-event-id") ?? c.req.query("lastEventId");
  const lastId = lastIdRaw && /^\d+$/.test(lastIdRaw) ? Number(lastIdRaw) : null;
  const headers: Record<string, string> = {
    "Content-Type": "text/event-stream",
    "Cache-Control": "no-store",
    Connection: "keep-alive",
    "X-Accel-Buffering": "no",
    "X-Content-Type-Options": "nosniff",
    "X-Request-Id": c.get("requestId"),
  };

  const start = (sink: Sink, onClose: (leave: () => void) => void) => {
    if (lifecycleOf(deps).draining) {
      // Shutting down: straight back to the load balancer for another process.
      sink.write(RETRY_FRAME);
      sink.close();
      return;
    }
    const me: Conn = { sink, maxSent: lastId ?? 0, pending: [], closed: false, accept, session };
    // Join before reading the log so nothing published meanwhile is missed.
    hubFor(deps, channel, coalesceMs).conns.add(me);
    if (session) {
      sessionStreamsOf(deps).add(me);
    }
    liveStreams.inc();
    onClose(() => leave(deps, channel, me));
    enqueue(me, Buffer.from(": connected\n\n"));
    void (async () => {
      try {
        if (lastId !== null)
          for (const e of await deps.bus.replay(channel, lastId)) {
            if (e.id <= me.maxSent || (accept && !accept(e))) continue;
            me.maxSent = e.id;
            enqueue(me, frame(e));
          }
        const first = await initial();
        if (first) enqueue(me, Buffer.from(`event: ${first.event}\ndata: ${JSON.stringify(first.data)}\n\n`));
      } catch (err) {
        deps.log.warn("live stream start failed", { channel, err: String(err) });
      } finally {
        const queued = me.pending ?? [];
        me.pending = null;
        for (const e of queued) {
          if (e.id <= me.maxSent || (accept && !accept(e))) continue;
          me.maxSent = e.id;
          enqueue(me, frame(e));
        }
      }
    })();
  };

  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  const socket = outgoing?.socket;
  if (outgoing && socket) {
    // The stream lasts as long as its connection (Connection: close, no chunk framing), so after
    // the headers each event is written straight to the socket: one write of the shared bytes, at
    // once, where the response object would frame it and defer the write to a later tick.
    outgoing.useChunkedEncodingByDefault = false;
    outgoing.shouldKeepAlive = false;
    outgoing.writeHead(200, { ...headers, Connection: "close" });
    outgoing.flushHeaders();
    start(
      {
        write: (bytes) => socket.write(bytes),
        backlog: () => socket.writableLength,
        close: () => socket.end(),
      },
      (leaveHub) => socket.once("close", leaveHub),
    );
    // The middleware after this sees a finished answer; none of its headers reach the wire.
    return new Response(null, { headers: RESPONSE_ALREADY_SENT.headers });
  }

  let onCancel: (() => void) | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      start(
        {
          write: (bytes) => ctrl.enqueue(bytes),
          // desiredSize goes negative by the queued byte count (default strategy: one per chunk).
          backlog: () => (ctrl.desiredSize === null ? 0 : -ctrl.desiredSize * 1024),
          close: () => ctrl.close(),
        },
        (leaveHub) => {
          onCancel = leaveHub;
          c.req.raw.signal?.addEventListener("abort", leaveHub);
        },
      );
    },
    cancel() {
      onCancel?.();
    },
  });
  return new Response(body, { status: 200, headers });
}
