import { $t as api, Cn as queryOptions } from "./index-BAN1tMZn.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { w as saveUserInfo } from "./storage-352Vgnio.js";

// src/client/features/accounts/accounts-queries.ts
var accounts_queries_exports = /* @__PURE__ */ __exportAll({
  TEAM_PAGE_SIZE: () => 20,
  accountKeys: () => accountKeys,
  citySearchQuery: () => citySearchQuery,
  countryCodesQuery: () => countryCodesQuery,
  identityQuery: () => identityQuery,
  meQuery: () => meQuery,
  rolesQuery: () => rolesQuery,
  storeQuery: () => storeQuery,
  storesQuery: () => storesQuery,
  taxIdQuery: () => taxIdQuery,
  teamQuery: () => teamQuery,
});
/** Query keys of the accounts screens (one factory, STYLE.md). */
var accountKeys = {
  all: ["accounts"],
  me: () => [...accountKeys.all, "me"],
  identity: () => [...accountKeys.all, "identity"],
  taxId: () => [...accountKeys.all, "taxId"],
  stores: () => [...accountKeys.all, "stores"],
  store: (id) => [...accountKeys.all, "store", id],
  team: (storeId, page) => [...accountKeys.all, "team", storeId, page],
  roles: () => [...accountKeys.all, "roles"],
  countryCodes: () => [...accountKeys.all, "countryCodes"],
  citySearch: (q) => [...accountKeys.all, "citySearch", q],
};
/** GET /user/info; also refreshes the copy in localStorage the header reads. */
var meQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: async () => {
      const me = await api.get("/user/info", void 0, { toast: false });
      saveUserInfo(me);
      return me;
    },
  });
var identityQuery = () =>
  queryOptions({
    queryKey: accountKeys.identity(),
    queryFn: () => api.get("/sys/identity", void 0, { toast: false }),
  });
var taxIdQuery = () =>
  queryOptions({
    queryKey: accountKeys.taxId(),
    queryFn: () => api.get("/user/taxId", void 0, { toast: false }),
  });
var storesQuery = () =>
  queryOptions({
    queryKey: accountKeys.stores(),
    queryFn: () => api.get("/store/list", void 0, { toast: false }),
  });
var storeQuery = (id) =>
  queryOptions({
    queryKey: accountKeys.store(id),
    queryFn: () => api.get("/store/detail", { id }, { toast: false }),
  });
var TEAM_PAGE_SIZE = 20;
var teamQuery = (storeId, page) =>
  queryOptions({
    queryKey: accountKeys.team(storeId, page),
    queryFn: () =>
      api.get(
        "/team/users",
        {
          currentPage: page,
          pageSize: 20,
        },
        { toast: false },
      ),
    enabled: storeId !== null,
  });
var rolesQuery = () =>
  queryOptions({
    queryKey: accountKeys.roles(),
    queryFn: () =>
      api.get("/team/roles", void 0, {
        public: true,
        toast: false,
      }),
    staleTime: 36e5,
  });
var countryCodesQuery = () =>
  queryOptions({
    queryKey: accountKeys.countryCodes(),
    queryFn: () =>
      api.get("/sys/countryCodes", void 0, {
        public: true,
        toast: false,
      }),
    staleTime: 864e5,
  });
var citySearchQuery = (q) =>
  queryOptions({
    queryKey: accountKeys.citySearch(q),
    queryFn: () =>
      api.get(
        "/geo/citySearch",
        {
          q,
          maxRows: 100,
          lang: "en",
        },
        {
          public: true,
          toast: false,
        },
      ),
    enabled: q.trim().length > 0,
    staleTime: 6e5,
  });

export {
  accountKeys as n,
  accounts_queries_exports as r,
  citySearchQuery as i,
  countryCodesQuery as a,
  identityQuery as o,
  meQuery as s,
  rolesQuery as c,
  storeQuery as l,
  storesQuery as u,
  TEAM_PAGE_SIZE as t,
  taxIdQuery as d,
  teamQuery as f,
};
