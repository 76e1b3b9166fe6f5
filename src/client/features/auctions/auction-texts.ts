import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCents } from "#shared/money";
import { i18n as appI18n } from "../../i18n/i18n.ts";

/**
 * What the bid panel says before anyone acts (a guest sees it too): how an auction ended, the max
 * bid's hint. The texts of bidding itself are in auction-logic.ts, loaded with the bidder's panel.
 */

/** Where the viewer stands on an auction (none: no bid of theirs, or a guest). */
export type StandingKind = "none" | "leading" | "outbid" | "won" | "lost";

/** The hint under "Your maximum". */
export function maxBidHint(leader: boolean, reach: number, floorCents: number, i18n: I18n = appI18n): string {
  const reachText = formatCents(reach);
  const floor = formatCents(floorCents);
  return leader && reach > 0
    ? i18n._(msg`More than ${reachText} to raise it.`)
    : i18n._(msg`${floor} or more.`);
}

/** How an auction that is over ended, as the panel words it. */
export function auctionResultText(
  itemStatus: ItemDetail["status"],
  auction: AuctionStateDto,
  kind: StandingKind,
  i18n: I18n = appI18n,
): { title: string; body: string | null } {
  const price = formatCents(auction.currentPriceCents);
  let title: string;
  let body: string | null = null;
  if (itemStatus === "withdrawn") {
    title = i18n._(msg`The seller withdrew this item`);
  } else if (kind === "won") {
    title = i18n._(msg`It's yours: you won this item for ${price}`);
    body = i18n._(msg`Your order is waiting for payment in Purchases.`);
  } else if (itemStatus === "sold") {
    title = i18n._(msg`Sold for ${price}`);
    if (kind === "lost") body = i18n._(msg`You did not win this one.`);
  } else if (auction.bidCount === 0) {
    title = i18n._(msg`This auction ended with no bids`);
  } else if (!auction.reserveMet) {
    title = i18n._(msg`This auction ended: the reserve was not met`);
  } else {
    title = i18n._(msg`This auction ended at ${price}`);
    if (kind === "lost") body = i18n._(msg`You did not win this one.`);
  }
  return { title, body };
}
