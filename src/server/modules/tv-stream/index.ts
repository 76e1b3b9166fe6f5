/**
 * What other modules use of the store TVs' stream, the one way in (scripts/check-walls.mjs). Selling
 * and auctions publish a store's item changes here and the stores' admin serves the stream, so it is
 * a module of its own below all three (it reads the catalog's item view only).
 */
export {
  isLiveOnTv,
  publishStoreItem,
  publishTvDevice,
  storeChannel,
  storeItemEvent,
  TV_DEVICE_EVENT,
  TV_ITEM_EVENT,
  toTvDisplayItem,
} from "./tv-stream.ts";
