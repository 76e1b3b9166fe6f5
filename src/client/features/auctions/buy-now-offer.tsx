import { Trans } from "@lingui/react/macro";
import { formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";

/** The Buy now button and what it does. */
export function BuyNowOffer({
  priceCents,
  disabled,
  onBuy,
}: {
  priceCents: number;
  disabled: boolean;
  onBuy: () => void;
}) {
  const price = formatCents(priceCents);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <Button variant="secondary" className="sm:min-w-36" disabled={disabled} onClick={onBuy}>
        <Trans>Buy now</Trans>
      </Button>
      <p className="text-xs text-slate-600 sm:flex-1">
        <Trans>Skip the bidding: pay {price} and the auction ends for everyone.</Trans>
      </p>
    </div>
  );
}
