import { EmptySchema, PageSchema, PagingQuerySchema } from "#shared/contract/common";
import {
  SavedSearchAlertsInputSchema,
  SavedSearchIdInputSchema,
  SavedSearchQuerySchema,
  SavedSearchSchema,
} from "#shared/contract/search";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import {
  deleteSavedSearch,
  listSavedSearches,
  registerSavedSearchJobs,
  saveSearch,
  setAlerts,
} from "./saved-searches.service.ts";

/** Saved searches with alerts: a new listing that matches notifies the owner, at most once an hour each. */
export function registerSavedSearches(api: Api, deps: AppDeps): void {
  registerSavedSearchJobs(deps);

  api.route({
    method: "post",
    path: "/savedSearch/save",
    tag: "search",
    summary: "Save a search (its words and filters) with alerts on",
    description:
      "Saving the same words and filters again keeps one saved search and turns its alerts back on. A new listing that matches notifies the owner (a notification and a Web Push opening the search), at most once an hour per saved search, never for the owner's own listings.",
    auth: "required",
    body: SavedSearchQuerySchema,
    response: SavedSearchSchema,
    handler: async ({ body, auth, deps, c }) => saveSearch(deps, auth.userId, body, await settleLocale(c)),
  });

  api.route({
    method: "get",
    path: "/savedSearch/list",
    tag: "search",
    summary: "My saved searches, newest first",
    auth: "required",
    query: PagingQuerySchema,
    response: PageSchema(SavedSearchSchema),
    handler: async ({ query, auth, deps, c }) =>
      listSavedSearches(deps, auth.userId, query, await settleLocale(c)),
  });

  api.route({
    method: "post",
    path: "/savedSearch/alerts",
    tag: "search",
    summary: "Turn a saved search's alerts on or off",
    auth: "required",
    body: SavedSearchAlertsInputSchema,
    response: SavedSearchSchema,
    handler: async ({ body, auth, deps, c }) =>
      setAlerts(deps, auth.userId, body.id, body.alerts, await settleLocale(c)),
  });

  api.route({
    method: "post",
    path: "/savedSearch/delete",
    tag: "search",
    summary: "Delete a saved search",
    auth: "required",
    body: SavedSearchIdInputSchema,
    response: EmptySchema,
    handler: async ({ body, auth, deps }) => deleteSavedSearch(deps, auth.userId, body.id),
  });
}
