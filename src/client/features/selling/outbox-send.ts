import { Code, RETRY_LATER_CODES } from "#shared/codes";
import { HttpError, http } from "../../api/index.ts";
import type { OutboxEntry, SendResult } from "../../offline/outbox.ts";

/** Sends one queued save or publish, as the identity it was made under, with its own key. */
export async function send(entry: OutboxEntry, body: Record<string, unknown>): Promise<SendResult> {
  const path = entry.kind === "save" ? "/item/save" : "/item/publish";
  let env: Awaited<ReturnType<typeof http.post>>;
  try {
    env = await http.post<unknown>(path, body, {
      json: true,
      toast: false,
      idempotencyKey: entry.key,
      // As queued: personal stays personal even if the user has switched to a store since.
      identity: entry.identityToken,
    });
  } catch (err) {
    // 5xx, 429, timeouts, no network: try again later.
    if (err instanceof HttpError)
      return { ok: false, code: 0, message: err.message, data: null, transient: true };
    throw err;
  }
  if (env.status_code === Code.OK) {
    const d = env.res_data as { itemNumber: string; version: number };
    return { ok: true, itemNumber: d.itemNumber, version: d.version, data: env.res_data };
  }
  return {
    ok: false,
    code: env.status_code,
    message: env.message,
    data: env.res_data,
    transient: RETRY_LATER_CODES.includes(env.status_code),
  };
}
