/** What other modules use of the catalog, the one way in (scripts/check-walls.mjs). */
export { CATEGORY_NAMES_ZH, categoryName } from "./category-names.ts";
