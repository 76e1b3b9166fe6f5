import { useEffect, useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False while the server renders and while the browser hydrates what it rendered, true after
 * (and on a page the browser renders alone). Parts that depend on the device or the session
 * render their server form until then, so hydration finds the markup it expects.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

let markContent: () => void = () => {};
/** Resolves once a page's own content (a boundary of its own, hydrated after the shell) is live. */
export const contentHydrated = new Promise<void>((resolve) => {
  markContent = resolve;
});

/** Called by the landing screens: their effects run only once their part of the page has hydrated. */
export function useContentHydrated(): void {
  useEffect(() => markContent(), []);
}
