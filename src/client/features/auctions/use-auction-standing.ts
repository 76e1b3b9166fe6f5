import { skipToken, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { AuctionStateDto } from "#shared/contract/auctions";
import type { ItemDetail } from "#shared/contract/catalog";
import { onlineAtom, sessionAtom } from "../../state.ts";
import { useServerNow } from "../catalog/server-clock.ts";
import { isLeader, latestLeader, resolveStanding } from "./auction-logic.ts";
import { auctionKeys, type LiveLeader, NO_STANDING, standingQuery } from "./auction-queries.ts";
import { usePendingBids } from "./pending-bids.ts";

/** Who I am on this auction: signed in or not, my standing, whether I lead, my pending bid. */
export function useAuctionStanding(item: ItemDetail, auction: AuctionStateDto) {
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  const signedIn = Boolean(session.token);
  const myId = signedIn ? (session.userInfo?.id ?? null) : null;
  const now = useServerNow();
  const itemNumber = item.itemNumber;

  // The live stream (the panel follows it for every visitor) keeps auctionKeys.live current.
  const standing = useQuery(standingQuery(itemNumber, myId)).data ?? NO_STANDING;
  const streamed = useQuery({ queryKey: auctionKeys.live(itemNumber), queryFn: skipToken }).data as
    | LiveLeader
    | undefined;
  const live = latestLeader(streamed, item);
  // The buy-now buyer has no bid (so no /item/myBids row): the item tells them their tag.
  const leader = isLeader({ ...standing, myTag: standing.myTag ?? item.myBidderTag }, live, myId);
  // Leading without a bid of mine is only possible as the buy-now buyer.
  const kind = resolveStanding({
    hasBid: standing.hasBid || leader,
    leader,
    auction,
    itemStatus: item.status,
  });
  const pending = usePendingBids(myId).find((p) => p.itemNumber === itemNumber) ?? null;

  return { online, signedIn, myId, now, standing, leader, kind, pending };
}
