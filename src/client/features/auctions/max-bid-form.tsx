import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { centsToDollarString, formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { maxBidHint } from "./auction-texts.ts";

/** Automatic bidding: set, raise or cancel a max bid. */
export function MaxBidForm({
  myMaxCents,
  leader,
  reach,
  floorCents,
  value,
  error,
  busy,
  submitting,
  cancelling,
  onChange,
  onSubmit,
  onCancelMax,
}: {
  myMaxCents: number | null;
  leader: boolean;
  reach: number;
  floorCents: number;
  value: string;
  error: string | null;
  busy: boolean;
  submitting: boolean;
  cancelling: boolean;
  onChange: (text: string) => void;
  onSubmit: (e: FormEvent) => void;
  onCancelMax: () => void;
}) {
  const { i18n, t } = useLingui();
  const hasMax = myMaxCents != null;
  const myMax = formatCents(myMaxCents ?? 0);
  return (
    // Always open (no disclosure): its controls must be there for keyboards and screen readers at once.
    <section aria-labelledby="max-bid-heading" className="rounded-lg ring-1 ring-slate-200">
      <h2 id="max-bid-heading" className="px-3 pt-2.5 text-sm font-semibold text-slate-900">
        {hasMax ? t`Your max bid: ${myMax}` : t`Bid automatically with a max bid`}
      </h2>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2 p-3 pt-1.5">
        <p className="text-xs text-slate-600">
          <Trans>
            We bid for you, only as much as it takes to keep you in the lead, up to your maximum. Other
            bidders never see it.
          </Trans>
        </p>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            label={t`Your maximum`}
            className="flex-1"
            name="max"
            inputMode="decimal"
            autoComplete="off"
            placeholder={centsToDollarString(floorCents)}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            hint={maxBidHint(leader, reach, floorCents, i18n)}
            error={error && <span role="alert">{error}</span>}
          />
          <Button
            type="submit"
            variant="secondary"
            className="sm:mt-[26px] sm:min-w-36"
            busy={submitting}
            disabled={busy}
          >
            {hasMax ? t`Raise max bid` : t`Set max bid`}
          </Button>
        </div>
        {hasMax && !leader && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            busy={cancelling}
            disabled={busy}
            onClick={onCancelMax}
          >
            <Trans>Cancel max bid</Trans>
          </Button>
        )}
        {hasMax && leader && (
          <p className="text-xs text-slate-500">
            <Trans>You can cancel your max bid only while you are not leading.</Trans>
          </p>
        )}
      </form>
    </section>
  );
}
