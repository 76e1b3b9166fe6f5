import { msg } from "@lingui/core/macro";
import type { FileUploadAnswer } from "#shared/contract/catalog";
import { ApiError, call } from "../../api/index.ts";
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

/*
 * An item edit made offline, end to end (the same path online, where it lands at once):
 * 1. The form writes every keystroke to the device draft (use-item-draft.ts → offline/drafts.ts,
 *    the draft's one writer); photos are kept as Blobs (photo-picker.tsx).
 * 2. Save or Publish queues a "save" (and a "publish") command on the item outbox, the queue's view
 *    of these kinds (use-item-save.ts → outbox-sync.ts → offline/command-queue.ts), with its key,
 *    the identity it was made as and `after`, the form's previous command; offline, it asks the
 *    worker for a Background Sync too (offline/sync.ts).
 * 3. The queue replays when a trigger fires (offline/sync.ts: online, focus, visible, sign-in, the
 *    worker's sync) or when Save flushes it; it sends through this file's `itemCommands`,
 *    registered for both kinds at start-up (shell/command-kinds.ts): `prepare` uploads the photos
 *    only on the device, `send` posts the body under its key (outbox-send.ts).
 * 4. Landed: the later commands of the same form are re-based on the version it returned
 *    (`follow`), the draft learns its number and version (`onLanded` → offline/drafts.ts), the
 *    form follows the queue's events (use-item-draft.ts), and a landed publish ends the draft.
 *    Refused: listed as failed in the status region (selling-overlay.tsx); changed elsewhere
 *    (10009): the seller compares and keeps theirs or the server's (conflict-dialog.tsx, `rebase`).
 */

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
    let up: FileUploadAnswer;
    try {
      up = await call<FileUploadAnswer>("POST", "/file/upload", { upload: { file: p.blob } });
    } catch (err) {
      if (!(err instanceof ApiError && err.refused)) throw err;
      const reason = err.message;
      return { failed: i18n._(msg`A photo could not be uploaded: ${reason}`) };
    }
    await putPhoto({ ...p, fileId: up.fileId, url: up.url });
    images.push(up.fileId);
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
