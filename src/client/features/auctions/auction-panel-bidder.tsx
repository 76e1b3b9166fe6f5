import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { AuctionPanelView, type PanelText } from "./auction-panel.tsx";
import { BidConfirmDialog } from "./bid-confirm-dialog.tsx";
import { useAuctionPanel } from "./use-auction-panel.ts";

/**
 * A signed-in visitor's auction panel (a chunk of its own: a guest never loads it): bids, max bids
 * and Buy now with their confirmation, the standing, and bids kept on this device while offline.
 */
export default function BidderAuctionPanel({
  item,
  auction,
  text,
}: {
  item: ItemDetail;
  auction: AuctionStateDto;
  text: PanelText;
}) {
  const p = useAuctionPanel(item, auction, text);
  return (
    <AuctionPanelView item={item} auction={auction} p={p}>
      <BidConfirmDialog
        confirm={p.confirm}
        currentPriceCents={auction.currentPriceCents}
        minCents={p.minCents}
        busy={p.buyBusy}
        onConfirm={p.onConfirm}
        onCancel={p.cancelConfirm}
      />
    </AuctionPanelView>
  );
}
