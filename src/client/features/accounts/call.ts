import { Code } from "#shared/codes";
import { type Envelope, fieldErrorList, HttpError } from "../../api/http.ts";
import { type RequestOptions, request } from "../../api/request.ts";
import { showToast } from "../../ui/toast-store.ts";

export type CallResult<T> =
  | { ok: true; data: T }
  | { ok: false; code: number; message: string; fieldErrors: Record<string, string> };

const OFFLINE = "Could not reach the server. Check your connection and try again.";

function failure(env: Envelope): CallResult<never> {
  const fieldErrors: Record<string, string> = {};
  for (const e of fieldErrorList(env)) fieldErrors[e.path] ??= e.message;
  const message = env.message?.includes("Request unauthorized") ? "" : (env.message ?? "");
  return { ok: false, code: env.status_code, message, fieldErrors };
}

/**
 * A form submission: the server's message is shown as a toast (spec §8) and also handed back so
 * the form can mark its fields. Never throws for business, rate-limit (429) or network failures.
 */
export async function call<T>(
  method: "GET" | "POST",
  path: string,
  data?: Record<string, unknown>,
  opts: RequestOptions = {},
): Promise<CallResult<T>> {
  let result: CallResult<T>;
  try {
    const env = await request<T>(method, path, {
      ...opts,
      toast: false,
      ...(method === "GET" ? { query: data as RequestOptions["query"] } : { body: data ?? {} }),
    });
    result = env.status_code === Code.OK ? { ok: true, data: env.res_data } : failure(env);
  } catch (err) {
    if (err instanceof HttpError && err.envelope) result = failure(err.envelope);
    else result = { ok: false, code: 0, message: OFFLINE, fieldErrors: {} };
  }
  if (!result.ok && result.message && opts.toast !== false) showToast(result.message, "error");
  return result;
}
