/** The client's only way to the server: `call` (call.ts), following rules/product.md §7–§8. */
export { browser } from "./browser.ts";
export {
  ApiError,
  type CallOptions,
  call,
  type Envelope,
  newIdempotencyKey,
  type Settled,
  settled,
} from "./call.ts";
export { API_BASE, RT_BASE } from "./config.ts";
export { fieldErrorList, HttpError } from "./http.ts";
export { ApiCodeError, api, http, type RequestOptions, request, unwrap } from "./request.ts";
export {
  type StreamHandlers,
  type StreamOptions,
  type StreamStatus,
  type StreamSubscription,
  streamUrl,
  subscribeStream,
} from "./sse.ts";
export { type SubmitResult, submit } from "./submit.ts";
export { upload } from "./upload.ts";
