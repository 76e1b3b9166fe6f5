import {
  mn as Code,
  cn as fieldErrorList,
  an as HttpError,
  tn as request,
  rn as showToast,
} from "./index-BAN1tMZn.js";

// src/client/features/accounts/call.ts
var OFFLINE = "Could not reach the server. Check your connection and try again.";
function failure(env) {
  const fieldErrors = {};
  for (const e of fieldErrorList(env)) fieldErrors[e.path] ??= e.message;
  const message = env.message?.includes("Request unauthorized") ? "" : (env.message ?? "");
  return {
    ok: false,
    code: env.status_code,
    message,
    fieldErrors,
  };
}
/**
 * A form submission: the server's message is shown as a toast (spec §8) and also handed back so
 * the form can mark its fields. Never throws for business, rate-limit (429) or network failures.
 */
async function call(method, path, data, opts = {}) {
  let result;
  try {
    const env = await request(method, path, {
      ...opts,
      toast: false,
      ...(method === "GET" ? { query: data } : { body: data ?? {} }),
    });
    result =
      env.status_code === Code.OK
        ? {
            ok: true,
            data: env.res_data,
          }
        : failure(env);
  } catch (err) {
    if (err instanceof HttpError && err.envelope) result = failure(err.envelope);
    else
      result = {
        ok: false,
        code: 0,
        message: OFFLINE,
        fieldErrors: {},
      };
  }
  if (!result.ok && result.message && opts.toast !== false) showToast(result.message, "error");
  return result;
}

export { call as t };
