/** The client's only way to the server: `call` (call.ts), following rules/product.md §7–§8. */
export { browser } from "./browser.ts";
export {
  ApiError,
  type CallOptions,
  call,
  type Envelope,
  failureMessage,
  newIdempotencyKey,
  OFFLINE_MESSAGE,
  type RouteAnswer,
  type RouteBody,
  type RouteOf,
  type RouteOptions,
  type RoutePath,
  refusedAsNull,
  type Settled,
  settled,
} from "./call.ts";
export { API_BASE, RT_BASE } from "./config.ts";
export { nextPage } from "./pages.ts";
export {
  type StreamHandlers,
  type StreamOptions,
  type StreamStatus,
  type StreamSubscription,
  streamUrl,
  subscribeStream,
} from "./sse.ts";
