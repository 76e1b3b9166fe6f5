import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/index.ts";

export const PRINT_PAGE_SIZE = 50;

/** Query keys of the store tools; store-scoped keys carry the store id so identities never mix. */
export const storeToolKeys = {
  all: ["store-tools"] as const,
  tvDevices: (storeId: number) => [...storeToolKeys.all, storeId, "tv"] as const,
  tvDevice: (storeId: number, id: number) => [...storeToolKeys.tvDevices(storeId), id] as const,
  tvDisplay: (code: string) => [...storeToolKeys.all, "display", code] as const,
  printItems: (storeId: number | null, page: number, q = "") =>
    [...storeToolKeys.all, storeId ?? "personal", "print", q, page] as const,
  apps: (storeId: number) => [...storeToolKeys.all, storeId, "apps"] as const,
  configuration: (storeId: number) => [...storeToolKeys.all, storeId, "configuration"] as const,
  connections: (storeId: number) => [...storeToolKeys.all, storeId, "connections"] as const,
};

export const tvDevicesQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeToolKeys.tvDevices(storeId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/tv/devices", { query: { pageSize: 50 } }),
  });

export const tvDeviceQuery = (storeId: number, id: number) =>
  queryOptions({
    queryKey: storeToolKeys.tvDevice(storeId, id),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/tv/device", { query: { id } }),
  });

/**
 * The TV's own view: public. The TV stream keeps it current (use-tv-stream.ts); the rare refetch is
 * only a safety net should a change ever slip past a stream.
 */
export const tvDisplayQuery = (code: string) =>
  queryOptions({
    queryKey: storeToolKeys.tvDisplay(code),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/tv/display", { query: { device: code }, public: true }),
    refetchInterval: 30 * 60_000,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** A page of the live items of the identity, for labels and the TV picker; `q` narrows by title words or code. */
export const printItemsQuery = (storeId: number | null, page: number, q = "") =>
  queryOptions({
    queryKey: storeToolKeys.printItems(storeId, page, q),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/print/items", {
        query: { currentPage: page, pageSize: PRINT_PAGE_SIZE, ...(q ? { q } : {}) },
      }),
    placeholderData: (prev) => prev,
    staleTime: 30_000,
  });

export const platformAppsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeToolKeys.apps(storeId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/platform/apps", { query: { pageSize: 50 } }),
  });

export const configurationQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeToolKeys.configuration(storeId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/store/configurations"),
    staleTime: 5 * 60_000,
  });

export const connectedAppsQuery = (storeId: number) =>
  queryOptions({
    queryKey: storeToolKeys.connections(storeId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/platform/connections"),
  });
