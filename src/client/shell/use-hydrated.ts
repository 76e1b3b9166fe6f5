import { useSyncExternalStore } from "react";

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
