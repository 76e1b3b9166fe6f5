/** What other modules use of the catalog, the one way in (scripts/check-walls.mjs). */

export {
  type AuctionRowChange,
  auctionIdsWithOutcome,
  auctionRowUpdate,
  itemRowsByIds,
  lockItemAndClaim,
  lockItemById,
  updateAuctionRow,
} from "./auction-rows.ts";
export { auctionStateOf, bidderTag } from "./auction-state.ts";
export {
  findItemByNumber,
  summariesByIds,
  summariesByNumbers,
  watcherIdsOf,
} from "./catalog.service.ts";
export {
  allCategories,
  CATEGORY_TREE,
  type CategoryRow,
  descendantIds,
  ensureCategories,
  isLeafCategory,
} from "./categories.ts";
export { CATEGORY_NAMES_ZH, categoryName, filterLabel, localizeHomeSections } from "./category-names.ts";
export { newItemNumber, newSinCode } from "./ids.ts";
export {
  canSeeItem,
  currentPriceOf,
  type ItemRow,
  type SummaryRow,
  summaryColumns,
  toItemDetail,
  toItemSummary,
} from "./item-view.ts";
export {
  countListings,
  countPersonalLiveItems,
  deleteItem,
  finishedListings,
  type ItemInsert,
  insertItem,
  insertListings,
  itemForOrder,
  type ListFilter,
  type ListNarrowing,
  type ListOrder,
  listSellerItems,
  lockItemByNumber,
  pickupInfoOf,
  setItemStatusByModeration,
  updateItemVersioned,
} from "./listings.repo.ts";
export { activeItemPages, activeItemsPage, activeSellerIds, categoryIds } from "./sitemap.ts";
