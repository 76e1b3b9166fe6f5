import {
  mn as Code,
  cn as fieldErrorList,
  an as HttpError,
  tn as request,
  rn as showToast,
} from "./index-BAN1tMZn.js";

// src/client/features/wallet/submit.ts
var OFFLINE_MESSAGE = "Could not reach the server. Check your connection and try again.";
function failure(env) {
  const fieldErrors = {};
  for (const e of fieldErrorList(env)) fieldErrors[e.path] ??= e.message;
  const message = env.message?.includes("Request unauthorized") ? "" : (env.message ?? "");
  return {
    ok: false,
    code: env.status_code,
    message,
    fieldErrors,
    offline: false,
  };
}
/**
 * A form's POST: never throws. The server's message becomes a toast (spec §8) unless `toast: false`,
 * and comes back with the field errors so the form can mark its fields.
 */
async function submit(path, body, opts = {}) {
  let r;
  try {
    const env = await request("POST", path, {
      ...opts,
      body,
      toast: false,
    });
    r =
      env.status_code === Code.OK
        ? {
            ok: true,
            data: env.res_data,
          }
        : failure(env);
  } catch (err) {
    if (err instanceof HttpError && err.envelope) r = failure(err.envelope);
    else
      r = {
        ok: false,
        code: 0,
        message: OFFLINE_MESSAGE,
        fieldErrors: {},
        offline: true,
      };
  }
  if (!r.ok && r.message && opts.toast !== false) showToast(r.message, "error");
  return r;
}

export { submit as t };
