/** What other modules use of the catalog, the one way in (scripts/check-walls.mjs). */

export { findItemByNumber, summariesByIds, summariesByNumbers } from "./catalog.service.ts";
export { allCategories, type CategoryRow, isLeafCategory } from "./categories.ts";
export { CATEGORY_NAMES_ZH, categoryName } from "./category-names.ts";
export { newItemNumber, newSinCode } from "./ids.ts";
export { currentPriceOf, type ItemRow, toItemDetail, toItemSummary } from "./item-view.ts";
export { activeItemPages, activeItemsPage, activeSellerIds, categoryIds } from "./sitemap.ts";
