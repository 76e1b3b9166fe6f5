import { Code, isUnauthorizedMessage } from "#shared/codes";
import { type Envelope, fieldErrorList, HttpError } from "./http.ts";
import { type RequestOptions, request } from "./request.ts";
import { showToast } from "./toast-store.ts";

export type SubmitResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: number; message: string; fieldErrors: Record<string, string>; offline: boolean };

export const OFFLINE_MESSAGE = "Could not reach the server. Check your connection and try again.";

function failure(env: Envelope): SubmitResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const e of fieldErrorList(env)) fieldErrors[e.path] ??= e.message;
  const message = isUnauthorizedMessage(env.message) ? "" : (env.message ?? "");
  return { ok: false, code: env.status_code, message, fieldErrors, offline: false };
}

/**
 * A form's POST: never throws. The server's message becomes a toast (rules/product.md §8) unless `toast: false`,
 * and comes back with the field errors so the form can mark its fields.
 */
export async function submit<T>(
  path: string,
  body: Record<string, unknown>,
  opts: RequestOptions = {},
): Promise<SubmitResult<T>> {
  let r: SubmitResult<T>;
  try {
    const env = await request<T>("POST", path, { ...opts, body, toast: false });
    r = env.status_code === Code.OK ? { ok: true, data: env.res_data } : failure(env);
  } catch (err) {
    if (err instanceof HttpError && err.envelope) r = failure(err.envelope);
    else r = { ok: false, code: 0, message: OFFLINE_MESSAGE, fieldErrors: {}, offline: true };
  }
  if (!r.ok && r.message && opts.toast !== false) showToast(r.message, "error");
  return r;
}
