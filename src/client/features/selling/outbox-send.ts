import { Code } from "#shared/codes";
import { HttpError, http } from "../../api/index.ts";
import type { OutboxEntry, SendResult } from "../../offline/outbox.ts";

/** Transient answers: the entry stays queued and the pass stops until the next trigger. */
const TRANSIENT = new Set<number>([
  Code.TOKEN_EXPIRED,
  Code.TOKEN_INVALID,
  Code.SESSION_REVOKED,
  Code.IDENTITY_INVALID,
  Code.RATE_LIMITED,
]);

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
    transient: TRANSIENT.has(env.status_code),
  };
}
