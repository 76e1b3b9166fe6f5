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
  const what = pending.kind === "max" ? "max bid" : "bid";
  return (
    <section
      aria-label="Pending bid"
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-300"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CloudOffIcon className="size-4 shrink-0" />
        Pending {what}: {formatCents(pending.amountCents)} (not sent)
      </p>
      {online ? (
        <p>
          You made it while offline. Prices may have moved: the minimum is now{" "}
          <strong>{formatCents(minCents)}</strong>. Confirm it again to send it.
        </p>
      ) : (
        <p>
          You are offline. It stays on this device and is not sent by itself: you will confirm it again when
          you are back online.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={onReview} disabled={!online}>
          Review pending {what}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDiscard}>
          Discard
        </Button>
      </div>
    </section>
  );
}
