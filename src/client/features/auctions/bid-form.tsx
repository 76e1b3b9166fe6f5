import { Trans, useLingui } from "@lingui/react/macro";
import type { FormEvent } from "react";
import { centsToDollarString, formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { QuickBids } from "./quick-bids.tsx";

/** "Your bid" with Place bid and the quick amounts under it. */
export function BidForm({
  minCents,
  value,
  error,
  busy,
  submitting,
  onChange,
  onSubmit,
  onQuickBid,
}: {
  minCents: number;
  value: string;
  error: string | null;
  busy: boolean;
  submitting: boolean;
  onChange: (text: string) => void;
  onSubmit: (e: FormEvent) => void;
  onQuickBid: (cents: number) => void;
}) {
  const { t } = useLingui();
  const min = formatCents(minCents);
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <TextField
          label={t`Your bid`}
          className="flex-1"
          name="bid"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="send"
          placeholder={centsToDollarString(minCents)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          hint={t`Minimum next bid: ${min}`}
          error={error && <span role="alert">{error}</span>}
        />
        <Button
          type="submit"
          size="lg"
          className="sm:mt-[26px] sm:min-w-36"
          busy={submitting}
          disabled={busy}
        >
          <Trans>Place bid</Trans>
        </Button>
      </div>
      <QuickBids minCents={minCents} disabled={busy} onPick={onQuickBid} />
    </form>
  );
}
