import { useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";
import { field, isInt, searchSchema } from "../../route-search.ts";

/** Search params of the seller portal's routes (hand-written parsers keep the first bundle small). */
export const PortalListingsSearchSchema = searchSchema({
  q: field.textish(),
  status: field.oneOf(["all", "active", "scheduled", "draft", "ended", "sold", "withdrawn"] as const),
  saleType: field.oneOf(["auction", "fixed"] as const),
  sort: field.oneOf(["newest", "oldest", "price_asc", "price_desc", "ending", "title"] as const),
  page: field.number((n) => isInt(n) && n >= 1),
});
export const PortalOrdersSearchSchema = searchSchema({
  type: field.oneOf(["all", "unpaid", "pickup", "refund", "completed"] as const),
  page: field.number((n) => isInt(n) && n >= 1),
});
export const PortalPerformanceSearchSchema = searchSchema({
  days: field.oneOf([7, 30, 90] as const),
});

/**
 * A portal screen's search, parsed in the screen's own chunk: the portal's route files carry no
 * schemas, so none of this is in the app's first visit.
 */
export function usePortalSearch<T>(schema: { parse: (input: unknown) => T }): T {
  const raw = useRouterState({ select: (st) => st.location.search });
  return useMemo(() => schema.parse(raw), [schema, raw]);
}

/** An in-portal address: /seller/{section} with the search params that have a value. */
export function portalHref(
  section: string,
  search: Record<string, string | number | undefined> = {},
): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(search)) if (v !== undefined && v !== "") params.set(k, String(v));
  const qs = params.toString();
  return `/seller/${section}${qs ? `?${qs}` : ""}`;
}
