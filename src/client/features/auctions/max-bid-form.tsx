import { Trans, useLingui } from "@lingui/react/macro";
import { formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { maxBidHint } from "./auction-texts.ts";
import { AmountRow } from "./bid-form.tsx";
import type { AuctionPanelView } from "./use-auction-panel.ts";

/** Automatic bidding: set, raise or cancel a max bid. */
export function MaxBidForm({ p }: { p: AuctionPanelView }) {
  const { i18n, t } = useLingui();
  const { leader, busy } = p;
  const myMaxCents = p.standing.myMaxAmountCents;
  const hasMax = myMaxCents != null;
  const myMax = formatCents(myMaxCents ?? 0);
  return (
    // Always open (no disclosure): its controls must be there for keyboards and screen readers at once.
    <section aria-labelledby="max-bid-heading" className="rounded-lg ring-1 ring-slate-200">
      <h2 id="max-bid-heading" className="px-3 pt-2.5 text-sm font-semibold text-slate-900">
        {hasMax ? t`Your max bid: ${myMax}` : t`Bid automatically with a max bid`}
      </h2>
      <form onSubmit={p.onMax} noValidate className="flex flex-col gap-2 p-3 pt-1.5">
        <p className="text-xs text-slate-600">
          <Trans>
            We bid for you, only as much as it takes to keep you in the lead, up to your maximum. Other
            bidders never see it.
          </Trans>
        </p>
        <AmountRow
          p={p}
          kind="max"
          label={t`Your maximum`}
          hint={maxBidHint(leader, p.reach, p.maxMinCents, i18n)}
        >
          {hasMax ? t`Raise max bid` : t`Set max bid`}
        </AmountRow>
        {hasMax && !leader && (
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            busy={p.cancelBusy}
            disabled={busy}
            onClick={p.onCancelMax}
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
