import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What belongs to the request being answered, reachable from any code it runs: its id (for the log
 * lines, platform/logger.ts) and, in a keyed write applied by a batch, its Idempotency-Key claim
 * (platform/idempotency.ts). One store rather than one per kind: on Node 20 every promise created
 * pays for each AsyncLocalStorage in use (its store is copied onto the promise), and a request
 * creates thousands of promises.
 */
export type RequestScope = { readonly reqId: string; readonly claim?: unknown };

const scope = new AsyncLocalStorage<RequestScope>();

export const currentScope = (): RequestScope | undefined => scope.getStore();

/** Runs `run` with `s` as the request's scope (a nested scope replaces, it does not merge). */
export function inScope<T>(s: RequestScope, run: () => T): T {
  return scope.run(s, run);
}
