import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import type { SellerItem } from "#shared/contract/selling";
import {
  type DeviceDraft,
  findDraftByItemNumber,
  getDraft,
  latestUnsavedDraft,
  newLocalId,
  putPhoto,
  writeDraft,
} from "../../offline/drafts.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { emptyForm, formFromSellerItem, type ItemForm, photoIdOfFile } from "./form-model.ts";
import { currentUserId, outbox } from "./outbox-sync.ts";
import { sellerItemQuery } from "./selling-queries.ts";

export type Draft = DeviceDraft<ItemForm>;

/** Stores the server's images as device photo records (fileId + url), so the form can list them offline. */
export async function rememberServerPhotos(item: SellerItem): Promise<void> {
  await Promise.all(
    item.imageIds.map((fileId, i) =>
      putPhoto({ id: photoIdOfFile(fileId), fileId, url: item.images[i] ?? "" }),
    ),
  );
}

function draftFromServer(item: SellerItem, userId: number, localId = newLocalId()): Draft {
  const now = Date.now();
  return {
    localId,
    userId,
    itemNumber: item.itemNumber,
    baseVersion: item.version,
    form: formFromSellerItem(item),
    dirty: false,
    publishQueued: false,
    createdAt: now,
    updatedAt: now,
  };
}

type Load =
  | { phase: "loading" }
  | { phase: "ready"; draft: Draft; chainEntries: OutboxEntry[] }
  | { phase: "missing"; offline: boolean; message?: string | undefined };

/** Finds (or makes) the device draft this screen edits. */
export function useDeviceDraft(
  itemNumber: string | undefined,
  localId: string | undefined,
): Load & { retry: () => void } {
  const userId = currentUserId();
  const [load, setLoad] = useState<Load>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const server = useQuery({ ...sellerItemQuery(itemNumber ?? ""), enabled: Boolean(itemNumber) });
  const serverItem = server.data;
  const serverError = server.error;
  const found = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item or draft id starts the search again
  useEffect(() => {
    found.current = false;
    setLoad({ phase: "loading" });
  }, [itemNumber, localId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (userId === null || found.current) return;
    let alive = true;
    void (async () => {
      let d: Draft | undefined;
      if (itemNumber) d = await findDraftByItemNumber<ItemForm>(userId, itemNumber);
      else if (localId) d = await getDraft<ItemForm>(localId);
      else d = await latestUnsavedDraft<ItemForm>(userId);
      if (!d && itemNumber) {
        if (!serverItem) {
          if (serverError || (!navigator.onLine && server.fetchStatus !== "fetching"))
            alive &&
              setLoad({
                phase: "missing",
                offline: !navigator.onLine,
                message: serverError instanceof Error ? serverError.message : undefined,
              });
          return;
        }
        await rememberServerPhotos(serverItem);
        d = draftFromServer(serverItem, userId);
        await writeDraft(d);
      }
      if (!d) {
        const now = Date.now();
        d = {
          localId: localId ?? newLocalId(),
          userId,
          itemNumber: null,
          baseVersion: null,
          form: emptyForm(),
          dirty: false,
          publishQueued: false,
          createdAt: now,
          updatedAt: now,
        };
      }
      const chainEntries = (await outbox.list(userId)).filter((e) => e.chain === d.localId);
      if (!alive) return;
      found.current = true;
      setLoad({ phase: "ready", draft: d, chainEntries });
    })();
    return () => {
      alive = false;
    };
  }, [userId, itemNumber, localId, serverItem, serverError, server.fetchStatus, attempt]);

  return {
    ...load,
    retry: () => {
      setAttempt((a) => a + 1);
      void server.refetch();
    },
  };
}
