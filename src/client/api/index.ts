/** The client's only way to the server. See request.ts for how it follows rules/product.md §7–§8. */
export { browser } from "./browser.ts";
export { API_BASE, RT_BASE } from "./config.ts";
export { type Envelope, fieldErrorList, HttpError } from "./http.ts";
export {
  ApiCodeError,
  api,
  http,
  newIdempotencyKey,
  type RequestOptions,
  request,
  unwrap,
} from "./request.ts";
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
