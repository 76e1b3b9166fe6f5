/** What other modules use of moderation, the one way in (scripts/check-walls.mjs). */
export {
  type MessageView,
  type OrderView,
  onItemRemoved,
  onItemRestored,
  provideFeedback,
  provideMessages,
  provideOrders,
} from "./hooks.ts";
export {
  assertMayTrade,
  assertNotBlocked,
  assertNotRestricted,
  BID_BURST_WINDOW_MS,
  isBlocked,
  noteAddress,
  noteBid,
  raiseReport,
  recordStrike,
  requireOperator,
} from "./moderation.service.ts";
