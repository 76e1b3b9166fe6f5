import { Trans, useLingui } from "@lingui/react/macro";
import { formatCents } from "#shared/money";
import { FarPickupWarning } from "../../ui/distance.tsx";
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
  pickup,
}: {
  confirm: PendingAction | null;
  /** The item's pickup point: a far one is said before the bid or the purchase is confirmed. */
  pickup?: { lat: number | null; lng: number | null };
  currentPriceCents: number;
  minCents: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { i18n, t } = useLingui();
  const upTo = formatCents(confirm?.cents ?? 0);
  const current = formatCents(currentPriceCents);
  const min = formatCents(minCents);
  return (
    <ConfirmActionDialog
      open={confirm != null}
      title={confirmTitle(confirm, i18n)}
      confirmLabel={confirm?.kind === "buy" ? t`Confirm purchase` : t`Confirm`}
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onCancel}
    >
      {confirm?.kind === "buy" ? (
        <p>
          <Trans>The auction ends for everyone and an order is created for you at this price.</Trans>
        </p>
      ) : confirm?.kind === "max" ? (
        <p>
          <Trans>
            We will bid for you up to {upTo}. The current price is {current}.
          </Trans>
        </p>
      ) : (
        <p>
          <Trans>A bid is a promise to buy if you win. The minimum right now is {min}.</Trans>
        </p>
      )}
      {pickup && <FarPickupWarning item={pickup} className="mt-3" />}
    </ConfirmActionDialog>
  );
}
