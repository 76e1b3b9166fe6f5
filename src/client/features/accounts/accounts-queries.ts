import { queryOptions } from "@tanstack/react-query";
import type {
  CountryCode,
  Identity,
  Store,
  TeamInvitation,
  TeamUser,
  UserInfo,
} from "#shared/contract/accounts";
import type { Page } from "#shared/contract/common";
import type { GeoName } from "#shared/contract/geo";
import { api } from "../../api/request.ts";
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
    queryFn: async () => {
      const me = await api.get<UserInfo>("/user/info", undefined, { toast: false });
      saveUserInfo(me);
      return me;
    },
  });

export const identityQuery = () =>
  queryOptions({
    queryKey: accountKeys.identity(),
    queryFn: () => api.get<Identity>("/sys/identity", undefined, { toast: false }),
  });

export const taxIdQuery = () =>
  queryOptions({
    queryKey: accountKeys.taxId(),
    queryFn: () => api.get<{ taxId: string; isSet: boolean }>("/user/taxId", undefined, { toast: false }),
  });

export const storesQuery = () =>
  queryOptions({
    queryKey: accountKeys.stores(),
    queryFn: () => api.get<Store[]>("/store/list", undefined, { toast: false }),
  });

export const storeQuery = (id: number) =>
  queryOptions({
    queryKey: accountKeys.store(id),
    queryFn: () => api.get<Store>("/store/detail", { id }, { toast: false }),
  });

/** A row of GET /team/users: a member, or an invitation not yet answered (`status: "invited"`, no userId). */
export type { TeamUser };
export const TEAM_PAGE_SIZE = 20;
export const teamQuery = (storeId: number | null, page: number) =>
  queryOptions({
    queryKey: accountKeys.team(storeId, page),
    queryFn: () =>
      api.get<Page<TeamUser>>(
        "/team/users",
        { currentPage: page, pageSize: TEAM_PAGE_SIZE },
        { toast: false },
      ),
    enabled: storeId !== null,
  });

/** GET /team/invitations: the invitations to stores' teams waiting for the signed-in user's answer. */
export const invitationsQuery = () =>
  queryOptions({
    queryKey: accountKeys.invitations(),
    queryFn: () => api.get<TeamInvitation[]>("/team/invitations", undefined, { toast: false }),
  });

export type TeamRoleInfo = { role: string; name: string; description: string; permissions: string[] };
export const rolesQuery = () =>
  queryOptions({
    queryKey: accountKeys.roles(),
    queryFn: () => api.get<TeamRoleInfo[]>("/team/roles", undefined, { public: true, toast: false }),
    staleTime: 60 * 60_000,
  });

export const countryCodesQuery = () =>
  queryOptions({
    queryKey: accountKeys.countryCodes(),
    queryFn: () => api.get<CountryCode[]>("/sys/countryCodes", undefined, { public: true, toast: false }),
    staleTime: 24 * 60 * 60_000,
  });

export const citySearchQuery = (q: string) =>
  queryOptions({
    queryKey: accountKeys.citySearch(q),
    queryFn: () =>
      api.get<{ totalResultsCount: number; geonames: GeoName[] }>(
        "/geo/citySearch",
        { q, maxRows: 100, lang: "en" },
        { public: true, toast: false },
      ),
    enabled: q.trim().length > 0,
    staleTime: 10 * 60_000,
  });
