import { useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { useState } from "react";
import { deleteDraft } from "../../offline/drafts.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { requestBackgroundSync } from "../../offline/sync.ts";
import { showToast } from "../../ui/index.ts";
import {
  fieldErrorsFromServer,
  STEPS,
  type StepId,
  saveFields,
  stepOfPath,
  validateAll,
  validateStep,
} from "./form-model.ts";
import { identityForEntries, outbox } from "./outbox-sync.ts";
import { waitForUploads } from "./photo-picker.tsx";
import type { Draft } from "./use-device-draft.ts";
import type { ItemDraftState } from "./use-item-draft.ts";
import { conflictEntryAtom } from "./use-outbox.ts";

/**
 * Saving and publishing through the outbox: checks the form, queues the change, sends it when
 * online, and shows what came back (field errors, a conflict, "kept on this device", the listing).
 */
export function useItemSave(
  initial: Draft,
  draft: ItemDraftState,
  goTo: (id: StepId) => void,
  /** A published listing: a save changes what buyers see at once, and says so. */
  live = false,
) {
  const { i18n, t } = useLingui();
  const navigate = useNavigate();
  const openConflict = useSetAtom(conflictEntryAtom);
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  const { formRef, metaRef, head, setMeta, setErrors, persist } = draft;

  const showServerErrors = (entry: OutboxEntry) => {
    const list = entry.error?.errors ?? [];
    setErrors(fieldErrorsFromServer(list));
    setSummary(entry.error?.message ?? t`The server refused this change.`);
    const first = list[0];
    if (first) goTo(stepOfPath(first.path));
  };

  const queue = async (kind: "save" | "publish") => {
    const m = metaRef.current;
    const f = formRef.current;
    const title = f.title.trim() || t`Untitled item`;
    const entry = await outbox.enqueue({
      kind,
      chain: initial.localId,
      after: head.current,
      userId: initial.userId,
      identityToken: identityForEntries(),
      itemNumber: m.itemNumber,
      version: m.base,
      fields: kind === "save" ? saveFields(f) : {},
      photoIds: kind === "save" ? f.photos : [],
      // Shown in the outbox's notes, in the language of the moment it was queued.
      label: kind === "publish" ? t`${title} — publish` : title,
    });
    head.current = entry.id;
    return entry;
  };

  const submit = async (publish: boolean) => {
    const f = formRef.current;
    const errs = validateAll(f, { publish, now: Date.now(), i18n });
    setSummary(null);
    if (Object.keys(errs).length) {
      setErrors(errs);
      setSummary(
        publish ? t`Some details are missing before this can go live.` : t`Please fix the marked fields.`,
      );
      const firstStep = STEPS.find(
        (s) => Object.keys(validateStep(s.id, f, { publish, now: Date.now(), i18n })).length,
      );
      if (firstStep) goTo(firstStep.id);
      return;
    }
    setErrors({});
    setBusy(publish ? "publish" : "save");
    try {
      if (navigator.onLine) await waitForUploads();
      const m = metaRef.current;
      let last: OutboxEntry | null = null;
      const saveEntry = m.dirty || m.base === null || !publish ? await queue("save") : null;
      last = saveEntry;
      setMeta({ dirty: false });
      if (publish) {
        last = await queue("publish");
        setMeta({ publishQueued: true });
      }
      persist(formRef.current);
      setMeta({ pending: metaRef.current.pending + (saveEntry ? 1 : 0) + (publish ? 1 : 0) });
      if (!navigator.onLine) {
        void requestBackgroundSync();
        showToast(
          publish
            ? t`You are offline. Publishing is queued: the listing is not live yet.`
            : t`Saved on this device. It will be sent when you are back online.`,
          "info",
        );
        return;
      }
      await outbox.flush();
      for (const entry of [saveEntry, last]) {
        if (!entry) continue;
        const o = await outbox.outcome(entry.id);
        if (o.status === "failed") {
          // Shown here in the form: the change stays on the device, not in the outbox.
          await outbox.discard(entry.id);
          if (publish && entry.kind === "save" && last) await outbox.discard(last.id);
          head.current = null;
          setMeta({ dirty: true, publishQueued: false });
          persist(formRef.current);
          showServerErrors(o.entry);
          return;
        }
        if (o.status === "conflict") {
          openConflict(entry.id);
          return;
        }
        if (o.status === "pending") {
          showToast(t`Saved on this device. It will be sent when the connection is back.`, "info");
          return;
        }
      }
      const o = last ? await outbox.outcome(last.id) : null;
      const landed = o?.status === "landed" ? o.landed : null;
      const number = landed?.itemNumber ?? metaRef.current.itemNumber;
      if (publish && number) {
        await deleteDraft(initial.localId);
        void navigate({ to: "/itemDetail/$id", params: { id: number } });
        return;
      }
      showToast(live ? t`Changes saved. They are live now.` : t`Draft saved.`, "success");
      if (!initial.itemNumber && number)
        void navigate({ to: "/editItem", search: { itemNumber: number }, replace: true });
    } finally {
      setBusy(null);
    }
  };

  return { summary, busy, submit };
}
