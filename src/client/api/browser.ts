/**
 * The few page-level effects the one call (call.ts) and the session lifecycle cause. Kept in one object so
 * the app can route in-app navigation through the router and unit tests can observe them.
 */
export const browser = {
  reload(): void {
    globalThis.location?.reload();
  },
  /** Goes to an in-app path; main.tsx swaps this for a router navigation. */
  go(path: string): void {
    globalThis.location?.assign(path);
  },
  pathname(): string {
    return globalThis.location?.pathname ?? "/";
  },
  /** The query string of the address, with its `?` (or ""). */
  search(): string {
    return globalThis.location?.search ?? "";
  },
  now(): number {
    return Date.now();
  },
};
