import { Trans, useLingui } from "@lingui/react/macro";
import { formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { CloudOffIcon } from "../../ui/icons.tsx";
import type { PendingBid } from "./pending-bids.ts";

/** A bid made offline, kept on this device until it is confirmed again or discarded. */
export function PendingBidNote({
  pending,
  online,
  minCents,
  onReview,
  onDiscard,
}: {
  pending: PendingBid;
  online: boolean;
  minCents: number;
  onReview: () => void;
  onDiscard: () => void;
}) {
  const { t } = useLingui();
  const max = pending.kind === "max";
  const amount = formatCents(pending.amountCents);
  const min = formatCents(minCents);
  return (
    <section
      aria-label={t`Pending bid`}
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CloudOffIcon className="size-4 shrink-0" />
        {max ? t`Pending max bid: ${amount} (not sent)` : t`Pending bid: ${amount} (not sent)`}
      </p>
      {online ? (
        <p>
          <Trans>
            You made it while offline. Prices may have moved: the minimum is now <strong>{min}</strong>.
            Confirm it again to send it.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>
            You are offline. It stays on this device and is not sent by itself: you will confirm it again when
            you are back online.
          </Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onReview} disabled={!online}>
          {max ? t`Review pending max bid` : t`Review pending bid`}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </section>
  );
}
