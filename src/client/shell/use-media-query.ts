import { useSyncExternalStore } from "react";

/** Phones are narrower than Tailwind's `md` (768 px). */
export const PHONE_QUERY = "(max-width: 767.98px)";

/**
 * The server knows no screen and answers false. In the browser, hydration is told the real answer
 * too: a value that differs from the server's would make React re-render synchronously right after
 * hydrating (useSyncExternalStore's rule), inside hydration's task. So a caller whose markup
 * depends on the answer renders its server form until hydrated (AppShell: `hydrated ? isPhone : undefined`).
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener("change", cb);
      return () => m.removeEventListener("change", cb);
    },
    () => window.matchMedia(query).matches,
    () => typeof window !== "undefined" && window.matchMedia(query).matches,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
