import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import type { ReportReason, ReportTargetType } from "#shared/contract/moderation";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { describedBy, FieldFrame, fieldBorder } from "../../ui/text-field.tsx";
import { REPORT_REASON_LABELS } from "./labels.ts";

const REASONS = Object.keys(REPORT_REASON_LABELS) as ReportReason[];
const DETAILS_MAX = 2000;

/** `POST /report`: the reason in words, what happened, then a confirmation. */
export function ReportDialog({
  targetType,
  targetId,
  targetName,
  onClose,
}: {
  targetType: ReportTargetType;
  targetId: string;
  targetName: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [reason, setReason] = useState<ReportReason | "">("");
  const [details, setDetails] = useState("");
  const [errors, setErrors] = useState<{ reason?: string; details?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  // One key per report typed: a retry after a lost answer is the same report.
  const key = useRef(newIdempotencyKey());
  const title =
    targetType === "item"
      ? t`Report this listing`
      : targetType === "user"
        ? t`Report this member`
        : t`Report this message`;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason) return setErrors({ reason: t`Choose a reason` });
    setErrors({});
    setBusy(true);
    const r = await settled(
      call("POST", "/report", {
        body: { targetType, targetId, reason, details: details.trim() },
        idempotencyKey: key.current,
      }),
    );
    setBusy(false);
    if (r.ok) return setSent(true);
    setErrors({
      reason: r.fieldErrors.reason,
      details: r.fieldErrors.details,
      form:
        r.fieldErrors.reason || r.fieldErrors.details
          ? undefined
          : r.message || t`Could not send the report. Please try again.`,
    });
  };

  return (
    <Dialog open onClose={onClose} title={sent ? t`Report sent` : title}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <p role="status" className="text-sm text-slate-700">
            <Trans>
              Thank you. Our team reviews every report; reports of the same thing by several people are looked
              at first. If we take action, the member is told why.
            </Trans>
          </p>
          <Button autoFocus onClick={onClose} size="lg" className="max-md:h-11">
            <Trans>Close</Trans>
          </Button>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <p className="line-clamp-2 text-sm text-slate-600">
            <span className="sr-only">
              <Trans>Reporting:</Trans>{" "}
            </span>
            {targetName}
          </p>
          <FieldFrame id={`${id}-reason`} label={t`Reason`} error={errors.reason}>
            <select
              id={`${id}-reason`}
              value={reason}
              required
              autoFocus
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(`${id}-reason`, undefined, errors.reason)}
              onChange={(e) => {
                setReason(e.target.value as ReportReason);
                setErrors((x) => ({ ...x, reason: undefined }));
              }}
              className={`focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900 ${fieldBorder(errors.reason)}`}
            >
              <option value="" disabled>
                {t`Choose a reason`}
              </option>
              {REASONS.map((r) => (
                <option key={r} value={r}>
                  {i18n._(REPORT_REASON_LABELS[r])}
                </option>
              ))}
            </select>
          </FieldFrame>
          <FieldFrame
            id={`${id}-details`}
            label={t`Details (optional)`}
            hint={t`What did you see? Anything that helps us check it.`}
            error={errors.details}
          >
            <textarea
              id={`${id}-details`}
              value={details}
              rows={4}
              maxLength={DETAILS_MAX}
              aria-invalid={errors.details ? true : undefined}
              aria-describedby={describedBy(`${id}-details`, true, errors.details)}
              onChange={(e) => setDetails(e.target.value)}
              className={`focus-ring rounded-lg border px-3 py-2 text-base text-slate-900 ${fieldBorder(errors.details)}`}
            />
          </FieldFrame>
          {errors.form && (
            <p role="alert" className="text-sm font-medium text-rose-700">
              {errors.form}
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} className="max-md:h-11">
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" variant="danger" busy={busy} className="max-md:h-11">
              <Trans>Send report</Trans>
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
