import { queryOptions } from "@tanstack/react-query";
import type { HomeSection } from "#shared/contract/catalog";
import { ApiError, call } from "../../api/index.ts";
import { takeBootRequest } from "../../boot-data.ts";

/** Query keys of the home screen (one factory per resource, STYLE.md). */
export const homeKeys = {
  all: ["home"] as const,
  template: () => [...homeKeys.all, "template"] as const,
  near: (lat: number, lng: number, radiusKm: number | null) =>
    [...homeKeys.all, "template", lat, lng, radiusKm] as const,
};

/** GET /home/template; if the endpoint is missing or failing, the newest items as one row. */
export async function fetchHomeSections(): Promise<HomeSection[]> {
  try {
    // The boot script's request when it started one (a page the worker served), read as any answer.
    const t = await call("GET", "/home/template", {
      public: true,
      started: takeBootRequest("/home/template"),
    });
    if (t.sections.some((s) => s.list.length > 0)) return t.sections;
  } catch (err) {
    // Offline: let React Query keep what it has instead of swapping in a different list.
    if (err instanceof ApiError && err.offline) throw err;
  }
  const newest = await call("GET", "/search/items", {
    query: { sort: "newest", pageSize: 24 },
    public: true,
  });
  return [{ key: "newest", title: "Newly listed", query: { sort: "newest" }, list: newest.list }];
}

export const homeSectionsQuery = () =>
  queryOptions({
    queryKey: homeKeys.template(),
    // Never a toast: it falls back to the newest items, and the rows say when nothing came.
    meta: { errorsInPlace: true },
    queryFn: fetchHomeSections,
    staleTime: 60_000,
  });

/**
 * The rows near the user's place: GET /home/template with the point (a "Near you" row) and the
 * radius in effect (every row within it; null: everyone's rows).
 */
export const nearHomeSectionsQuery = (point: { lat: number; lng: number }, radiusKm: number | null) => {
  const lat = Number(point.lat.toFixed(5));
  const lng = Number(point.lng.toFixed(5));
  return queryOptions({
    queryKey: homeKeys.near(lat, lng, radiusKm),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/home/template", {
        query: { lat, lng, ...(radiusKm === null ? {} : { radiusKm }) },
        public: true,
      }).then((t) => t.sections),
    staleTime: 60_000,
  });
};
