import { call } from "../../api/index.ts";
import { sendAnswer } from "../../offline/command-queue.ts";
import type { Landed, OutboxEntry, OutboxSendResult } from "../../offline/outbox.ts";

/** Sends one queued save or publish, as the identity it was made under, with its own key. */
export function send(entry: OutboxEntry, body: Record<string, unknown>): Promise<OutboxSendResult> {
  const path = entry.kind === "save" ? "/item/save" : "/item/publish";
  return sendAnswer(
    () =>
      call("POST", path, {
        body,
        json: true,
        idempotencyKey: entry.key,
        // As queued: personal stays personal even if the user has switched to a store since.
        identity: entry.identityToken,
      }),
    (data): Landed => {
      const d = data as { itemNumber: string; version: number };
      return { itemNumber: d.itemNumber, version: d.version, data };
    },
  );
}
