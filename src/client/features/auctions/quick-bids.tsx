import { Trans, useLingui } from "@lingui/react/macro";
import { bidIncrement } from "#shared/auction";
import { formatCents } from "#shared/money";
import { cx } from "../../ui/cx.ts";

/** The minimum next bid and the next two steps of the increment table (rules/auction-rules.md §1). */
export function quickBidAmounts(minCents: number): number[] {
  const second = minCents + bidIncrement(minCents);
  return [minCents, second, second + bidIncrement(second)];
}

/**
 * One-tap bid amounts under "Your bid". A tap only fills in the amount and asks for the same
 * confirmation as a typed bid: nothing is sent without it.
 */
export function QuickBids({
  minCents,
  disabled,
  onPick,
  className,
}: {
  minCents: number;
  disabled?: boolean;
  onPick: (cents: number) => void;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <ul aria-label={t`Quick bids`} className={cx("grid grid-cols-3 gap-2", className)}>
      {quickBidAmounts(minCents).map((cents) => (
        <li key={cents}>
          <button
            type="button"
            disabled={disabled}
            onClick={() => onPick(cents)}
            className="focus-ring inline-flex h-11 w-full items-center justify-center rounded-lg bg-orange-50 px-2 text-sm font-semibold text-orange-800 ring-1 ring-inset ring-orange-200 hover:bg-orange-100 disabled:opacity-60"
          >
            <QuickBidLabel cents={cents} />
          </button>
        </li>
      ))}
    </ul>
  );
}

function QuickBidLabel({ cents }: { cents: number }) {
  const amount = formatCents(cents);
  return <Trans>Bid {amount}</Trans>;
}
