import { msg } from "@lingui/core/macro";
import { Code } from "#shared/codes";
import { upload } from "../../api/index.ts";
import { i18n } from "../../i18n/i18n.ts";
import type { CommandHandler } from "../../offline/command-queue.ts";
import { draftLanded, getPhoto, putPhoto } from "../../offline/drafts.ts";
import {
  followLanded,
  type Landed,
  type OutboxEntry,
  type OutboxKind,
  rebaseOnCurrent,
} from "../../offline/outbox.ts";
import { queryClient } from "../../query-client.ts";
import { send } from "./outbox-send.ts";
import { sellingKeys } from "./selling-queries.ts";

/** Photos that exist only on the device are uploaded now; the save sends fileIds. */
async function prepare(entry: OutboxEntry): Promise<Record<string, unknown> | { failed: string }> {
  if (entry.kind === "publish") {
    if (!entry.itemNumber || entry.version === null)
      return { failed: i18n._(msg`This listing was never saved on the server, so it cannot be published.`) };
    return { itemNumber: entry.itemNumber, version: entry.version };
  }
  const images: string[] = [];
  for (const id of entry.photoIds) {
    const p = await getPhoto(id);
    if (!p) continue;
    if (p.fileId) {
      images.push(p.fileId);
      continue;
    }
    if (!p.blob) continue;
    const env = await upload("/file/upload", p.blob, { toast: false });
    if (env.status_code !== Code.OK) {
      const reason = env.message;
      return { failed: i18n._(msg`A photo could not be uploaded: ${reason}`) };
    }
    await putPhoto({ ...p, fileId: env.res_data.fileId, url: env.res_data.url });
    images.push(env.res_data.fileId);
  }
  const body: Record<string, unknown> = { ...entry.fields, images };
  if (entry.itemNumber) Object.assign(body, { itemNumber: entry.itemNumber, version: entry.version });
  return body;
}

/** The device draft follows what landed; a landed publish ends the draft's life on the device. */
async function onLanded(entry: OutboxEntry, landed: Landed): Promise<void> {
  await draftLanded(entry.chain, { kind: entry.kind, version: entry.version }, landed);
  void queryClient.invalidateQueries({ queryKey: sellingKeys.all });
}

/**
 * How the queue sends an item's saves and publishes (registered for "save" and "publish" in
 * shell/command-kinds.ts): photos uploaded first, replayed in order, each later change of the
 * same form re-based on the version the last one landed with.
 */
export const itemCommands = {
  prepare,
  send,
  follow: followLanded,
  rebase: rebaseOnCurrent,
  onLanded,
} satisfies CommandHandler<OutboxKind>;
