import { contractRoute } from "#shared/contract/routes";
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
    ...contractRoute("POST /savedSearch/save"),
    tag: "search",
    summary: "Save a search (its words and filters) with alerts on",
    description:
      "Saving the same words and filters again keeps one saved search and turns its alerts back on. A new listing that matches notifies the owner (a notification and a Web Push opening the search), at most once an hour per saved search, never for the owner's own listings.",
    auth: "required",
    handler: async ({ body, auth, deps, c }) => saveSearch(deps, auth.userId, body, await settleLocale(c)),
  });

  api.route({
    ...contractRoute("GET /savedSearch/list"),
    tag: "search",
    summary: "My saved searches, newest first",
    auth: "required",
    handler: async ({ query, auth, deps, c }) =>
      listSavedSearches(deps, auth.userId, query, await settleLocale(c)),
  });

  api.route({
    ...contractRoute("POST /savedSearch/alerts"),
    tag: "search",
    summary: "Turn a saved search's alerts on or off",
    auth: "required",
    handler: async ({ body, auth, deps, c }) =>
      setAlerts(deps, auth.userId, body.id, body.alerts, await settleLocale(c)),
  });

  api.route({
    ...contractRoute("POST /savedSearch/delete"),
    tag: "search",
    summary: "Delete a saved search",
    auth: "required",
    handler: async ({ body, auth, deps }) => deleteSavedSearch(deps, auth.userId, body.id),
  });
}
