import { useSyncExternalStore } from "react";

/** Phones are narrower than Tailwind's `md` (768 px). */
export const PHONE_QUERY = "(max-width: 767.98px)";

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (cb) => {
      const m = window.matchMedia(query);
      m.addEventListener("change", cb);
      return () => m.removeEventListener("change", cb);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsPhone = () => useMediaQuery(PHONE_QUERY);
