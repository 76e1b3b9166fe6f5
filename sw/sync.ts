/// <reference lib="webworker" />
import { type OutboxFlushMessage, SW_MESSAGE } from "#shared/sw-messages";

/** How long the worker waits for a page to report that its flush finished. */
const FLUSH_TIMEOUT_MS = 25_000;

/**
 * Background Sync of the offline outbox (tag "outbox", registered by the client when it queues a
 * change). The replay itself runs in a page: the session tokens live in localStorage, which a worker
 * cannot read, and refreshing them from here would race the page's own token rotation. So the worker
 * asks the open pages to flush (the outbox's Web Lock lets only one of them send) and waits for the
 * answer; with no page open it rejects, and the browser retries the sync later with backoff (the
 * app also flushes at start, on `online` and on focus).
 */
export function registerSyncHandlers(self: ServiceWorkerGlobalScope): void {
  self.addEventListener("sync", (event) => {
    const e = event as ExtendableEvent & { tag?: string };
    if (e.tag !== "outbox") return;
    e.waitUntil(askPagesToFlush(self));
  });
}

/** Messages every window client with `outbox-flush`; resolves when one answers `outbox-flushed`. */
export async function askPagesToFlush(self: ServiceWorkerGlobalScope): Promise<void> {
  const pages = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  if (pages.length === 0) throw new Error("No open page to replay the outbox; the browser will retry.");
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      self.removeEventListener("message", onMessage);
      reject(new Error("No page finished replaying the outbox in time."));
    }, FLUSH_TIMEOUT_MS);
    function onMessage(m: ExtendableMessageEvent) {
      if (m.data?.type !== SW_MESSAGE.outboxFlushed) return;
      clearTimeout(timer);
      self.removeEventListener("message", onMessage);
      resolve();
    }
    self.addEventListener("message", onMessage);
    for (const p of pages) p.postMessage({ type: SW_MESSAGE.outboxFlush } satisfies OutboxFlushMessage);
  });
}
