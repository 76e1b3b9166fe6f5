import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { formatCents } from "#shared/money";
import { cx } from "../../ui/cx.ts";

/**
 * The rows of what a buyer pays for an item of `cents`: the price (`priceLabel`), no buyer fee, and
 * so a total that is the price, ruled off above (`totalClassName` adds to its row).
 */
export function PriceRows({
  cents,
  priceLabel,
  totalClassName,
  totalTestId,
}: {
  cents: number;
  priceLabel: ReactNode;
  totalClassName: string;
  totalTestId?: string;
}) {
  return (
    <>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">{priceLabel}</dt>
        <dd className="font-medium text-slate-900">{formatCents(cents)}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-slate-600">
          <Trans>Buyer fee</Trans>
        </dt>
        <dd className="font-medium text-slate-900">{formatCents(0)}</dd>
      </div>
      <div className={cx(totalClassName, "flex justify-between gap-3 border-t pt-2")}>
        <dt className="font-semibold text-slate-900">
          <Trans>Total</Trans>
        </dt>
        <dd className="text-lg font-bold text-slate-900" data-testid={totalTestId}>
          {formatCents(cents)}
        </dd>
      </div>
    </>
  );
}
