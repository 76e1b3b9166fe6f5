import { msg } from "@lingui/core/macro";
import type { FileUploadAnswer } from "#shared/contract/catalog";
import type { SellerItem } from "#shared/contract/selling";
import { type OutboxFlushedMessage, SW_MESSAGE } from "#shared/sw-messages";
import { ApiError, call } from "../../api/index.ts";
import { i18n } from "../../i18n/i18n.ts";
import { type CommandHandler, CommandView } from "../../offline/command-queue.ts";
import { commandQueue, currentUserId, identityNow } from "../../offline/commands.ts";
import { getPhoto, putPhoto, updateDraft } from "../../offline/drafts.ts";
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
  await updateDraft(entry.chain, (d) => ({
    ...d,
    itemNumber: d.itemNumber ?? landed.itemNumber,
    baseVersion: d.baseVersion === entry.version || d.baseVersion === null ? landed.version : d.baseVersion,
    publishQueued: entry.kind === "publish" ? false : d.publishQueued,
  }));
  void queryClient.invalidateQueries({ queryKey: sellingKeys.all });
}

const itemHandler: CommandHandler<OutboxKind> = {
  prepare,
  send,
  follow: followLanded,
  rebase: rebaseOnCurrent,
  onLanded,
};
commandQueue.handle("save", itemHandler);
commandQueue.handle("publish", itemHandler);

/** The item outbox: the queue's saves and publishes. */
export const outbox = new CommandView(commandQueue, ["save", "publish"] as const);

export { currentUserId };

/** The identity a queued item change keeps (and replays as). */
export const identityForEntries = identityNow;

/** Ask the service worker for a Background Sync ("outbox") when the browser has it. */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sync = (
      reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined
    )?.sync;
    await sync?.register("outbox");
  } catch {
    // No Background Sync: the `online` and focus triggers below do the job.
  }
}

let started = false;
/**
 * Replays the outbox when the network returns (`online`), when the app comes to the foreground, at
 * start, and when the service worker's Background Sync asks (sw/sync.ts messages open pages: the
 * tokens live in localStorage, which a worker cannot read).
 */
export function startOutboxSync(): void {
  if (started || typeof window === "undefined") return;
  started = true;
  const go = () => void outbox.flush();
  window.addEventListener("online", go);
  window.addEventListener("focus", go);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") go();
  });
  navigator.serviceWorker?.addEventListener("message", (e) => {
    if (e.data?.type === SW_MESSAGE.outboxFlush) {
      void outbox
        .flush()
        .then(() => e.source?.postMessage({ type: SW_MESSAGE.outboxFlushed } satisfies OutboxFlushedMessage));
    }
  });
  go();
}

export type ConflictData = { current: SellerItem; yours: Record<string, unknown> };
