import { queryOptions } from "@tanstack/react-query";
import type { TeamUser } from "#shared/contract/accounts";
import { call } from "../../api/index.ts";
import { saveUserInfo } from "../../api/session-store.ts";

/** Query keys of the accounts screens (one factory, STYLE.md). */
export const accountKeys = {
  all: ["accounts"] as const,
  me: () => [...accountKeys.all, "me"] as const,
  identity: () => [...accountKeys.all, "identity"] as const,
  taxId: () => [...accountKeys.all, "taxId"] as const,
  stores: () => [...accountKeys.all, "stores"] as const,
  store: (id: number) => [...accountKeys.all, "store", id] as const,
  team: (storeId: number | null, page: number) => [...accountKeys.all, "team", storeId, page] as const,
  invitations: () => [...accountKeys.all, "invitations"] as const,
  roles: () => [...accountKeys.all, "roles"] as const,
  countryCodes: () => [...accountKeys.all, "countryCodes"] as const,
  citySearch: (q: string) => [...accountKeys.all, "citySearch", q] as const,
};

/** GET /user/info; also refreshes the copy in localStorage the header reads. */
export const meQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    meta: { errorsInPlace: true },
    queryFn: async () => {
      const me = await call("GET", "/user/info");
      saveUserInfo(me);
      return me;
    },
  });

export const identityQuery = () =>
  queryOptions({
    queryKey: accountKeys.identity(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/sys/identity"),
  });

export const taxIdQuery = () =>
  queryOptions({
    queryKey: accountKeys.taxId(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/user/taxId"),
  });

export const storesQuery = () =>
  queryOptions({
    queryKey: accountKeys.stores(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/store/list"),
  });

export const storeQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.store(id),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/store/detail", { query: { id } }),
  });

/** A row of GET /team/users: a member, or an invitation not yet answered (`status: "invited"`, no userId). */
export type { TeamUser };
export const TEAM_PAGE_SIZE = 20;
export const teamQuery = (storeId: number | null, page: number) =>
  queryOptions({
    queryKey: accountKeys.team(storeId, page),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/team/users", { query: { currentPage: page, pageSize: TEAM_PAGE_SIZE } }),
    enabled: storeId !== null,
  });

/** GET /team/invitations: the invitations to stores' teams waiting for the signed-in user's answer. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: accountKeys.invitations(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/team/invitations"),
  });

export type TeamRoleInfo = { role: string; name: string; description: string; permissions: string[] };
export const rolesQuery = () =>
  queryOptions({
    queryKey: accountKeys.roles(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/team/roles", { public: true }),
    staleTime: 60 * 60_000,
  });

export const countryCodesQuery = () =>
  queryOptions({
    queryKey: accountKeys.countryCodes(),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/sys/countryCodes", { public: true }),
    staleTime: 24 * 60 * 60_000,
  });

export const citySearchQuery = (q: string) =>
  queryOptions({
    queryKey: accountKeys.citySearch(q),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/geo/citySearch", {
        query: { q, maxRows: 100, lang: "en" },
        public: true,
      }),
    enabled: q.trim().length > 0,
    staleTime: 10 * 60_000,
  });
