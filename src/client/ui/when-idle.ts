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
