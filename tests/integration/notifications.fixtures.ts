import { createParser } from "eventsource-parser";
import { notifications } from "#server/db/schema/index";
import type { TestServer } from "./harness.ts";

/**
 * `n` notifications for a user written straight to the table, oldest first (createDate 1 s apart,
 * ending now), titled `N1`…`Nn`. Straight inserts keep tests of paging and >99 badges fast.
 */
export async function seedNotifications(
  s: TestServer,
  userId: number,
  n: number,
  fields: Partial<typeof notifications.$inferInsert> = {},
) {
  const now = s.deps.clock.now();
  const rows = Array.from({ length: n }, (_, i) => ({
    userId,
    title: `N${i + 1}`,
    content: `Notification ${i + 1}`,
    createDate: now - (n - i) * 1000,
    jumpType: 8,
    jumpId: `ITEM${i + 1}`,
    ...fields,
  }));
  if (!rows.length) return [];
  return s.deps.database.db.insert(notifications).values(rows).returning();
}

export type SseEvent = { id?: string; event?: string; data: any };

/** A minimal EventSource over fetch: collects events and waits for the ones a test expects. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const abort = new AbortController();
  const res = await fetch(url, {
    headers: { accept: "text/event-stream", ...headers },
    signal: abort.signal,
  });
  const events: SseEvent[] = [];
  const waiters: Array<() => void> = [];
  const parser = createParser({
    onEvent(e) {
      events.push({ id: e.id, event: e.event, data: JSON.parse(e.data) });
      for (const w of waiters.splice(0)) w();
    },
  });
  let ended = false;
  if (res.ok && res.body) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
          parser.feed(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted
      } finally {
        ended = true;
        for (const w of waiters.splice(0)) w();
      }
    })();
  }
  return {
    res,
    events,
    /** Wait until `count` events of this type have arrived (default 1); returns them. */
    async waitFor(type: string, count = 1, timeoutMs = 5000): Promise<SseEvent[]> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const got = events.filter((e) => e.event === type);
        if (got.length >= count) return got;
        if (ended) throw new Error(`stream ended with ${got.length}/${count} ${type} events`);
        const left = deadline - Date.now();
        if (left <= 0)
          throw new Error(`timed out waiting for ${count} ${type} events: ${JSON.stringify(events)}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, left);
        });
      }
    },
    /** The server ended the stream (or it was closed here). */
    get ended() {
      return ended;
    },
    close() {
      abort.abort();
    },
  };
}
