/**
 * Runs `fn` when the browser next has an idle moment, or after `timeoutMs` (when given) on a busy
 * page; a browser without requestIdleCallback (Safari) waits 50 ms. Returns a function that cancels it.
 */
export function whenIdle(fn: () => void, timeoutMs?: number): () => void {
  if (!("requestIdleCallback" in window)) {
    const t = setTimeout(fn, 50);
    return () => clearTimeout(t);
  }
  const id = requestIdleCallback(fn, timeoutMs === undefined ? undefined : { timeout: timeoutMs });
  return () => cancelIdleCallback(id);
}

/**
 * Resolves in a task of its own, so the browser can paint and take input in between: long work
 * split at these points is several short tasks, not one long one. Chrome's scheduler.yield() keeps
 * the work ahead of other queued tasks; elsewhere a timer does.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
