import { memo, useLayoutEffect } from "react";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { BidConfirmDialog } from "./bid-confirm-dialog.tsx";
import type { PanelText } from "./sign-in-first.ts";
import { type AuctionPanelView, useAuctionPanel } from "./use-auction-panel.ts";

/**
 * A signed-in visitor's auction state (a chunk of its own: a guest never loads it): bids, max bids
 * and Buy now with their confirmation, the standing, and bids kept on this device while offline.
 * It draws only the confirmation dialog; the panel's form is AuctionPanel's, fed with `onState`,
 * so the form a guest saw is not replaced under the user when this comes in.
 */
function BidderAuctionState({
  item,
  auction,
  text,
  onState,
}: {
  item: ItemDetail;
  auction: AuctionStateDto;
  text: PanelText;
  onState: (p: AuctionPanelView | null) => void;
}) {
  const p = useAuctionPanel(item, auction, text);
  // Before the browser paints and before any input: the form never shows (or calls) an older state.
  useLayoutEffect(() => onState(p));
  useLayoutEffect(() => () => onState(null), [onState]);
  // Asked only while the form is there to ask it (as AuctionPanelView shows it).
  const biddable =
    item.status === "active" &&
    auction.status !== "ended" &&
    !(auction.status === "scheduled" && p.now < auction.startTime);
  return (
    biddable && (
      <BidConfirmDialog
        confirm={p.confirm}
        currentPriceCents={auction.currentPriceCents}
        minCents={p.minCents}
        busy={p.buyBusy}
        onConfirm={p.onConfirm}
        onCancel={p.cancelConfirm}
        pickup={item}
      />
    )
  );
}

// The panel re-renders when it is handed a new state: with the same props this state is not computed
// again for that (which would hand over yet another state).
export default memo(BidderAuctionState);
