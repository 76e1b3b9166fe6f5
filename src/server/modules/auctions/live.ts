import type { Context } from "hono";
import type { BusEvent } from "../../platform/bus.ts";
import type { AppDeps, AppEnv } from "../../platform/context.ts";

/**
 * Live auction streams (`GET /rt/items/{itemNumber}/events`), the same protocol as platform/sse.ts
 * (Last-Event-ID replay from the event log, the current state first, comment heartbeats) but built
 * for one hot item watched by thousands: a process keeps ONE bus subscription per item, serialises
 * each event ONCE and enqueues the same bytes on every open stream. Going through a per-connection
 * writer (stringify + encode + await per watcher) cost about a second per event at 10,000 watchers.
 */

const HEARTBEAT_MS = 25_000;
/** A watcher this many chunks behind is dropped (its browser reconnects with Last-Event-ID). */
const MAX_BACKLOG_CHUNKS = 1_000;
const encoder = new TextEncoder();
const PING = encoder.encode(": ping\n\n");

type Conn = {
  ctrl: ReadableStreamDefaultController<Uint8Array>;
  /** Highest event id sent: replays and live events never repeat or go back. */
  maxSent: number;
  /** Live events that arrived while the replay and the first state were being sent. */
  pending: BusEvent[] | null;
  closed: boolean;
};

type Hub = { conns: Set<Conn>; unsubscribe: () => void; heartbeat: NodeJS.Timeout };

const hubsByDeps = new WeakMap<AppDeps, Map<string, Hub>>();

function frame(e: BusEvent): Uint8Array {
  return encoder.encode(`id: ${e.id}\nevent: ${e.type}\ndata: ${JSON.stringify(e.data)}\n\n`);
}

function enqueue(conn: Conn, bytes: Uint8Array): void {
  if (conn.closed) return;
  try {
    if (conn.ctrl.desiredSize !== null && conn.ctrl.desiredSize < -MAX_BACKLOG_CHUNKS) {
      conn.closed = true;
      conn.ctrl.close();
      return;
    }
    conn.ctrl.enqueue(bytes);
  } catch {
    conn.closed = true;
  }
}

function hubFor(deps: AppDeps, channel: string): Hub {
  let hubs = hubsByDeps.get(deps);
  if (!hubs) {
    hubs = new Map();
    hubsByDeps.set(deps, hubs);
  }
  let hub = hubs.get(channel);
  if (hub) return hub;
  const conns = new Set<Conn>();
  const unsubscribe = deps.bus.subscribe(channel, (e) => {
    let bytes: Uint8Array | null = null;
    for (const conn of conns) {
      if (conn.pending) {
        conn.pending.push(e);
        continue;
      }
      if (e.id <= conn.maxSent) continue;
      conn.maxSent = e.id;
      bytes ??= frame(e);
      enqueue(conn, bytes);
    }
  });
  const heartbeat = setInterval(() => {
    for (const conn of conns) if (!conn.pending) enqueue(conn, PING);
  }, HEARTBEAT_MS);
  heartbeat.unref();
  hub = { conns, unsubscribe, heartbeat };
  hubs.set(channel, hub);
  return hub;
}

function leave(deps: AppDeps, channel: string, conn: Conn): void {
  conn.closed = true;
  const hubs = hubsByDeps.get(deps);
  const hub = hubs?.get(channel);
  if (!hub) return;
  hub.conns.delete(conn);
  if (hub.conns.size === 0) {
    hub.unsubscribe();
    clearInterval(hub.heartbeat);
    hubs!.delete(channel);
  }
}

/** Open watchers of a channel in this process (for benches and health). */
export function watcherCount(deps: AppDeps, channel: string): number {
  return hubsByDeps.get(deps)?.get(channel)?.conns.size ?? 0;
}

export function liveStream(
  c: Context<AppEnv>,
  channel: string,
  initial: () => Promise<{ event: string; data: unknown } | null>,
): Response {
  const deps = c.get("deps");
  const lastIdRaw = c.req.header("last-event-id") ?? c.req.query("lastEventId");
  const lastId = lastIdRaw && /^\d+$/.test(lastIdRaw) ? Number(lastIdRaw) : null;
  let conn: Conn | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(ctrl) {
      const me: Conn = { ctrl, maxSent: lastId ?? 0, pending: [], closed: false };
      conn = me;
      // Join before reading the log so nothing published meanwhile is missed.
      hubFor(deps, channel).conns.add(me);
      c.req.raw.signal?.addEventListener("abort", () => leave(deps, channel, me));
      enqueue(me, encoder.encode(": connected\n\n"));
      void (async () => {
        try {
          if (lastId !== null)
            for (const e of await deps.bus.replay(channel, lastId)) {
              if (e.id <= me.maxSent) continue;
              me.maxSent = e.id;
              enqueue(me, frame(e));
            }
          const first = await initial();
          if (first)
            enqueue(me, encoder.encode(`event: ${first.event}\ndata: ${JSON.stringify(first.data)}\n\n`));
        } catch (err) {
          deps.log.warn("live stream start failed", { channel, err: String(err) });
        } finally {
          const queued = me.pending ?? [];
          me.pending = null;
          for (const e of queued) {
            if (e.id <= me.maxSent) continue;
            me.maxSent = e.id;
            enqueue(me, frame(e));
          }
        }
      })();
    },
    cancel() {
      if (conn) leave(deps, channel, conn);
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      "Content-Type": "text/event-stream",
      "Cache-Control": "no-store",
      Connection: "keep-alive",
      "X-Accel-Buffering": "no",
    },
  });
}
