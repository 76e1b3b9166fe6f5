import { startTransition, useEffect, useState } from "react";
import { whenIdle } from "./when-idle.ts";

/**
 * For the root layout, which mounts once, in the first render: false in that render (whether it
 * hydrates a server-rendered page or not), then true. Parts that depend on the device render their
 * server form until then, so hydration finds the markup it expects. The switch is a transition,
 * rendered in slices between which the browser can answer input; useSyncExternalStore's
 * (`() => true` in the browser, `() => false` for hydration) re-renders the whole shell
 * synchronously inside hydration's own task, one long task on a phone. Parts that show the
 * user's own state use `useSessionLive` (state.ts).
 */
export function useShellHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}

let markContent: () => void = () => {};
/** Resolves once a page's own content (a boundary of its own, hydrated after the shell) is live. */
export const contentHydrated = new Promise<void>((resolve) => {
  markContent = resolve;
});

/** Called by the landing screens: their effects run only once their part of the page has hydrated. */
export function useContentHydrated(): void {
  useEffect(() => markContent(), []);
}

/** A page the server rendered hydrates its content; anything else renders in the browser alone. */
let contentLive = typeof window === "undefined" || !("$_TSR" in window);
void contentHydrated.then(() => {
  contentLive = true;
});

/**
 * Text whose first format is costly: a page's first Intl date format loads ICU's locale data
 * (45–70 ms on a phone, four times that on Lighthouse's slow one). While a server-rendered page's
 * content hydrates this returns "" and leaves the server's text on screen (the element holding it
 * carries `suppressHydrationWarning`), then formats in a task of its own when the browser is idle,
 * so the load does not lengthen hydration's task. The server and client-side renders format at once.
 */
export function useIdleFormat(format: () => string): string {
  const [ready, setReady] = useState(contentLive);
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true), 1000)), [ready]);
  return ready ? format() : "";
}
