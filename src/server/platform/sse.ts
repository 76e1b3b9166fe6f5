import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { BusEvent } from "./bus.ts";
import type { AppEnv } from "./context.ts";

const HEARTBEAT_MS = 25_000;

export type SseOptions = {
  /** Bus channels to follow (e.g. `item:ABC`, `user:7`). */
  channels: string[];
  /** Sent first on every (re)connection, e.g. the current auction state; `id` is left unset. */
  initial?: () => Promise<{ event: string; data: unknown } | null>;
  /** Map a bus event to what the client receives (default: the event's type and data). */
  map?: (e: BusEvent) => { event: string; data: unknown } | null;
};

/**
 * A Server-Sent Events stream fed by the event bus. Honours Last-Event-ID (header or `lastEventId`
 * query) by replaying the log before going live, and sends a comment heartbeat so proxies keep it open.
 */
export function sseStream(c: Context<AppEnv>, opts: SseOptions): Response {
  const deps = c.get("deps");
  const lastIdRaw = c.req.header("last-event-id") ?? c.req.query("lastEventId");
  const lastId = lastIdRaw && /^\d+$/.test(lastIdRaw) ? Number(lastIdRaw) : null;
  c.header("Cache-Control", "no-store");
  c.header("X-Accel-Buffering", "no");
  return streamSSE(c, async (stream) => {
    const queue: BusEvent[] = [];
    let wake: (() => void) | null = null;
    const push = (e: BusEvent) => {
      queue.push(e);
      wake?.();
    };
    const unsubs = opts.channels.map((ch) => deps.bus.subscribe(ch, push));
    let closed = false;
    stream.onAbort(() => {
      closed = true;
      wake?.();
    });
    const map = opts.map ?? ((e: BusEvent) => ({ event: e.type, data: e.data }));
    let maxSent = lastId ?? 0;
    const send = async (e: BusEvent) => {
      if (e.id <= maxSent) return;
      maxSent = e.id;
      const m = map(e);
      if (m) await stream.writeSSE({ id: String(e.id), event: m.event, data: JSON.stringify(m.data) });
    };
    try {
      await stream.write(": connected\n\n");
      if (lastId !== null) {
        const missed = (await Promise.all(opts.channels.map((ch) => deps.bus.replay(ch, lastId)))).flat();
        missed.sort((a, b) => a.id - b.id);
        for (const e of missed) await send(e);
      }
      const first = await opts.initial?.();
      if (first) await stream.writeSSE({ event: first.event, data: JSON.stringify(first.data) });
      while (!closed) {
        while (queue.length) await send(queue.shift()!);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, HEARTBEAT_MS);
        });
        wake = null;
        if (!closed && queue.length === 0) await stream.write(": ping\n\n");
      }
    } finally {
      for (const u of unsubs) u();
    }
  });
}
