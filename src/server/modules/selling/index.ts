/** What other modules use of selling, the one way in (scripts/check-walls.mjs). */
export {
  getSellerItem,
  listingOutcomes,
  listMyItems,
  publishItem,
  saveItem,
  sellAgain,
  withdrawItem,
} from "./selling.service.ts";
export { toSellerSummary } from "./selling.view.ts";
