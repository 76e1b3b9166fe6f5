/** What other modules use of offers, the one way in (scripts/check-walls.mjs). */
export { closeOpenOffers, openOfferCounts } from "./offers.service.ts";
