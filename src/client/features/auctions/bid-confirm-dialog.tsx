import { formatCents } from "#shared/money";
import { confirmTitle, type PendingAction } from "./auction-logic.ts";
import { ConfirmActionDialog } from "./confirm-action-dialog.tsx";

/** Confirms a bid, a max bid or Buy now before it is sent. */
export function BidConfirmDialog({
  confirm,
  currentPriceCents,
  minCents,
  busy,
  onConfirm,
  onCancel,
}: {
  confirm: PendingAction | null;
  currentPriceCents: number;
  minCents: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmActionDialog
      open={confirm != null}
      title={confirmTitle(confirm)}
      confirmLabel={confirm?.kind === "buy" ? "Confirm purchase" : "Confirm"}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {confirm?.kind === "buy" ? (
        <p>The auction ends for everyone and an order is created for you at this price.</p>
      ) : confirm?.kind === "max" ? (
        <p>
          We will bid for you up to {formatCents(confirm.cents)}. The current price is{" "}
          {formatCents(currentPriceCents)}.
        </p>
      ) : (
        <p>A bid is a promise to buy if you win. The minimum right now is {formatCents(minCents)}.</p>
      )}
    </ConfirmActionDialog>
  );
}
