/** What other modules use of search, the one way in (scripts/check-walls.mjs). */
export { scheduleSavedSearchMatch } from "./saved-searches.service.ts";
export { searchItems } from "./search.service.ts";
