import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { DecisionAction } from "#shared/contract/moderation";
import { call, newIdempotencyKey, settled } from "../../../api/index.ts";
import { showToast } from "../../../api/toast-store.ts";
import { mutate } from "../../../query-client.ts";
import { Button } from "../../../ui/button.tsx";
import { Dialog } from "../../../ui/dialog.tsx";
import { describedBy, FieldFrame, fieldBorder } from "../../../ui/text-field.tsx";
import { ACTION_LABELS, ACTION_OUTCOMES } from "../labels.ts";
import { moderationKeys } from "../moderation-queries.ts";

const NOTE_MAX = 2000;

/** One action on a queue entry: it needs the statement of reasons the member concerned will read. */
export function ActionDialog({
  reportId,
  action,
  targetLabel,
  onClose,
}: {
  reportId: number;
  action: DecisionAction;
  targetLabel: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const qc = useQueryClient();
  const id = useId();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const name = i18n._(ACTION_LABELS[action]);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!note.trim()) return setError(t`Write the reasons: the member reads them`);
    setError(undefined);
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/admin/reports/resolve", {
          body: { reportId, action, note: note.trim() },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) {
      if (r.fieldErrors.note) setError(r.fieldErrors.note);
      return;
    }
    showToast(t`Decision recorded: ${name}`, "success");
    onClose();
    await qc.invalidateQueries({ queryKey: moderationKeys.admin() });
  };
  return (
    <Dialog open onClose={onClose} title={name} className="md:w-[32rem]">
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-slate-700">
          <span className="font-semibold text-slate-900">{targetLabel}</span>
          <br />
          {i18n._(ACTION_OUTCOMES[action])}
        </p>
        <FieldFrame
          id={`${id}-note`}
          label={t`Statement of reasons`}
          hint={t`The member concerned reads this and may appeal. Say what rule was broken and how.`}
          error={error}
        >
          <textarea
            id={`${id}-note`}
            value={note}
            rows={5}
            autoFocus
            maxLength={NOTE_MAX}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(`${id}-note`, true, error)}
            onChange={(e) => setNote(e.target.value)}
            className={`focus-ring rounded-lg border px-3 py-2 text-base text-slate-900 ${fieldBorder(error)}`}
          />
        </FieldFrame>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={onClose} className="h-11">
            <Trans>Cancel</Trans>
          </Button>
          <Button
            type="submit"
            variant={action === "dismiss" ? "primary" : "danger"}
            busy={busy}
            className="h-11"
          >
            {name}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
