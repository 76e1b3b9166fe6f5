import { queryOptions } from "@tanstack/react-query";
import type { HomeSection, ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import { type Envelope, HttpError } from "../../api/http.ts";
import { api } from "../../api/request.ts";
import { takeBootData } from "../../boot-data.ts";

/** Query keys of the home screen (one factory per resource, STYLE.md). */
export const homeKeys = {
  all: ["home"] as const,
  template: () => [...homeKeys.all, "template"] as const,
  near: (lat: number, lng: number, radiusKm: number | null) =>
    [...homeKeys.all, "template", lat, lng, radiusKm] as const,
};

/** GET /home/template; if the endpoint is missing or failing, the newest items as one row. */
export async function fetchHomeSections(): Promise<HomeSection[]> {
  const early =
    typeof window === "undefined"
      ? null
      : await takeBootData<Envelope<{ sections: HomeSection[] }>>("/home/template");
  if (early?.status_code === 1 && early.res_data.sections.some((s) => s.list.length > 0))
    return early.res_data.sections;
  try {
    const t = await api.get<{ sections: HomeSection[] }>("/home/template", undefined, {
      public: true,
      toast: false,
    });
    if (t.sections.some((s) => s.list.length > 0)) return t.sections;
  } catch (err) {
    // Offline: let React Query keep what it has instead of swapping in a different list.
    if (err instanceof HttpError && err.status === 0) throw err;
  }
  const newest = await api.get<Page<ItemSummary>>(
    "/search/items",
    { sort: "newest", pageSize: 24 },
    { public: true, toast: false },
  );
  return [{ key: "newest", title: "Newly listed", query: { sort: "newest" }, list: newest.list }];
}

export const homeSectionsQuery = () =>
  queryOptions({ queryKey: homeKeys.template(), queryFn: fetchHomeSections, staleTime: 60_000 });

/**
 * The rows near the user's place: GET /home/template with the point (a "Near you" row) and the
 * radius in effect (every row within it; null: everyone's rows).
 */
export const nearHomeSectionsQuery = (point: { lat: number; lng: number }, radiusKm: number | null) => {
  const lat = Number(point.lat.toFixed(5));
  const lng = Number(point.lng.toFixed(5));
  return queryOptions({
    queryKey: homeKeys.near(lat, lng, radiusKm),
    queryFn: () =>
      api
        .get<{ sections: HomeSection[] }>(
          "/home/template",
          { lat, lng, ...(radiusKm === null ? {} : { radiusKm }) },
          { public: true, toast: false },
        )
        .then((t) => t.sections),
    staleTime: 60_000,
  });
};
