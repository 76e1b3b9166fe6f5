import { msg } from "@lingui/core/macro";
import { useCallback, useEffect, useRef, useState } from "react";
import type { SellerItem } from "#shared/contract/selling";
import { i18n } from "../../i18n/i18n.ts";
import { deleteDraft, writeDraft } from "../../offline/drafts.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { showToast } from "../../ui/index.ts";
import { type FieldErrors, formFromSellerItem, type ItemForm } from "./form-model.ts";
import { outbox } from "./outbox-sync.ts";
import { type Draft, rememberServerPhotos } from "./use-device-draft.ts";

/** Where the draft stands against the server and the outbox. */
export type DraftMeta = {
  itemNumber: string | null;
  base: number | null;
  dirty: boolean;
  publishQueued: boolean;
  pending: number;
};

/**
 * The form's state on this device: the fields, their errors and the draft's standing. Every change
 * is written to the device at once; newer server versions and the outbox's results come in here.
 */
export function useItemDraft(
  initial: Draft,
  chainEntries: OutboxEntry[],
  serverItem: SellerItem | undefined,
) {
  const [form, setForm] = useState<ItemForm>(initial.form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [meta, setMetaState] = useState<DraftMeta>({
    itemNumber: initial.itemNumber,
    base: initial.baseVersion,
    dirty: initial.dirty,
    publishQueued: initial.publishQueued || chainEntries.some((e) => e.kind === "publish"),
    pending: chainEntries.length,
  });
  const metaRef = useRef(meta);
  const head = useRef<string | null>(chainEntries.at(-1)?.id ?? null);
  const formRef = useRef(form);
  formRef.current = form;
  const setMeta = useCallback((patch: Partial<DraftMeta>) => {
    metaRef.current = { ...metaRef.current, ...patch };
    setMetaState(metaRef.current);
  }, []);

  const persist = useCallback(
    (f: ItemForm) => {
      const m = metaRef.current;
      void writeDraft<ItemForm>({
        ...initial,
        itemNumber: m.itemNumber,
        baseVersion: m.base,
        form: f,
        dirty: m.dirty,
        publishQueued: m.publishQueued,
        updatedAt: Date.now(),
      });
    },
    [initial],
  );

  /** Every change is written to the device at once (nothing typed is lost on reload or crash). */
  const update = (patch: Partial<ItemForm>) => {
    const next = { ...formRef.current, ...patch };
    formRef.current = next;
    setForm(next);
    setMeta({ dirty: true });
    persist(next);
    setErrors((e) => {
      const keys = Object.keys(patch);
      if (!keys.some((k) => e[k])) return e;
      const copy = { ...e };
      for (const k of keys) delete copy[k];
      return copy;
    });
  };

  // A newer server version with nothing of ours pending: show the server's (never over typed changes).
  useEffect(() => {
    const item = serverItem;
    const m = metaRef.current;
    if (!item || m.dirty || m.pending > 0 || m.base === null || item.version <= m.base) return;
    void rememberServerPhotos(item).then(() => {
      const f = formFromSellerItem(item);
      formRef.current = f;
      setForm(f);
      setMeta({ base: item.version });
      persist(f);
    });
  }, [serverItem, persist, setMeta]);

  // Follow the outbox: our entries landing (versions, the new itemNumber), take-theirs resets.
  useEffect(() => {
    const refreshPending = () =>
      void outbox.list(initial.userId).then((l) => {
        const mine = l.filter((e) => e.chain === initial.localId);
        setMeta({ pending: mine.length, publishQueued: mine.some((e) => e.kind === "publish") });
      });
    return outbox.subscribe((e) => {
      if (e.type === "landed" && e.entry.chain === initial.localId) {
        if (e.entry.id === head.current) {
          setMeta({ base: e.landed.version, itemNumber: e.landed.itemNumber });
          persist(formRef.current);
        } else if (!metaRef.current.itemNumber) setMeta({ itemNumber: e.landed.itemNumber });
        if (e.entry.kind === "publish") {
          void deleteDraft(initial.localId);
          // From the outbox's event, outside a render: the browser's translator speaks the page's language.
          showToast(i18n._(msg`Your listing is live.`), "success");
        }
      }
      if (e.type === "dropped" && e.chain === initial.localId && e.current) {
        const item = e.current as SellerItem;
        head.current = null;
        void rememberServerPhotos(item).then(() => {
          const f = formFromSellerItem(item);
          formRef.current = f;
          setForm(f);
          setMeta({ base: item.version, itemNumber: item.itemNumber, dirty: false });
          persist(f);
        });
      }
      refreshPending();
    });
  }, [initial.localId, initial.userId, persist, setMeta]);

  return { form, errors, setErrors, meta, metaRef, formRef, head, setMeta, persist, update };
}

export type ItemDraftState = ReturnType<typeof useItemDraft>;
