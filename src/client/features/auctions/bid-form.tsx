import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { centsToDollarString, formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { QuickBids } from "./quick-bids.tsx";
import type { AuctionPanelView } from "./use-auction-panel.ts";

/**
 * The amount of a bid ("bid") or of a max bid ("max") and the button that sends it, from the
 * panel's state `p`: side by side from `sm` up, the button level with the field under its label.
 */
export function AmountRow({
  p,
  kind,
  label,
  hint,
  children,
}: {
  p: AuctionPanelView;
  kind: "bid" | "max";
  label: string;
  hint: ReactNode;
  children: ReactNode;
}) {
  const bid = kind === "bid";
  const error = bid ? p.bidError : p.maxError;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
      <TextField
        label={label}
        className="flex-1"
        name={kind}
        inputMode="decimal"
        autoComplete="off"
        enterKeyHint="send"
        placeholder={centsToDollarString(bid ? p.minCents : p.maxMinCents)}
        value={bid ? p.bidValue : p.maxText}
        onChange={(e) => (bid ? p.changeBid : p.changeMax)(e.target.value)}
        hint={hint}
        error={error && <span role="alert">{error}</span>}
      />
      <Button
        type="submit"
        // The bid is the panel's main action; the max bid is the second way to bid.
        variant={bid ? "primary" : "secondary"}
        size={bid ? "lg" : "md"}
        className="sm:mt-[26px] sm:min-w-36"
        busy={bid ? p.bidBusy : p.maxBusy}
        disabled={p.busy}
      >
        {children}
      </Button>
    </div>
  );
}

/** "Your bid" with Place bid and the quick amounts under it. */
export function BidForm({ p }: { p: AuctionPanelView }) {
  const { t } = useLingui();
  const min = formatCents(p.minCents);
  return (
    <form onSubmit={p.onBid} noValidate className="flex flex-col gap-2">
      <AmountRow p={p} kind="bid" label={t`Your bid`} hint={t`Minimum next bid: ${min}`}>
        <Trans>Place bid</Trans>
      </AmountRow>
      <QuickBids minCents={p.minCents} disabled={p.busy} onPick={p.onQuickBid} />
    </form>
  );
}
