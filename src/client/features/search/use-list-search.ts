import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { FilterPatch } from "./search-filters.tsx";
import type { ListSearch } from "./search-params.ts";

/** Writes filter changes into the current URL (replace, keep scroll): the URL is the list's state. */
export function useListSearchPatch(current: ListSearch & Record<string, unknown>) {
  const router = useRouter();
  return useCallback(
    (patch: FilterPatch | Record<string, unknown>) => {
      const next: Record<string, unknown> = { ...current, ...patch };
      const qs = new URLSearchParams();
      for (const [k, v] of Object.entries(next)) {
        if (v === undefined || v === null || v === "") continue;
        qs.set(k, String(v));
      }
      // Keep `q` even when empty on /itemSearch so the URL still reads as a search.
      if ("q" in next && !qs.has("q") && /^\/itemSearch/i.test(router.state.location.pathname))
        qs.set("q", "");
      const s = qs.toString();
      void router.navigate({
        href: `${router.state.location.pathname}${s ? `?${s}` : ""}`,
        replace: true,
        resetScroll: false,
      });
    },
    [router, current],
  );
}
