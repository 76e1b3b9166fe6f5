/** What other modules use of auctions, the one way in (scripts/check-walls.mjs). */
export { auctionEventOf, itemChannel, scheduleAuctionJobs } from "./auctions.service.ts";
