import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtom, useAtomValue } from "jotai";
import { useEffect, useRef, useState } from "react";
import { MIN_ONLINE_PAYMENT_CENTS } from "#shared/constants";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCents } from "#shared/money";
import { buyNowRequestAtom, onlineAtom, signedInAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { catalogKeys } from "../catalog/catalog-queries.ts";

// The auction half (bids, max bids, the live stream, the server's clock) is an auction's only: a
// fixed-price item never loads it. On a server-rendered auction its HTML stays as drawn until the
// chunk is in, then hydrates (lazyPart renders it in place on the server); the item route's loader
// starts it for an auction (preloadBidPanel), so a page the app opens draws it with the rest.
const AuctionPanel = lazyPart(() => import("./auction-panel.tsx").then((m) => ({ default: m.AuctionPanel })));

// A server-rendered auction hydrates with the panel's chunk in (this module waits for it): the
// page's first update (the hydrated flag, a fresher item) must not reach the panel's server HTML
// before its code, or React drops that HTML for the empty fallback until the chunk is in (a shift).
if (!import.meta.env.SSR && document.querySelector('main [data-sale-type="auction"]'))
  await AuctionPanel.preload();

/** What BidPanel needs for `item` before it draws (an auction's panel), loading. */
export function preloadBidPanel(item: ItemDetail | undefined): Promise<void> | undefined {
  if (item?.saleType === "auction" && item.auction) return AuctionPanel.preload();
}

// Buy now's review (a dialog) loads when a buyer first opens it.
const CheckoutReview = lazyPart(() =>
  import("../orders/checkout-review.tsx").then((m) => ({ default: m.CheckoutReview })),
);

// Offers (making one, the buyer's open offer, the seller's open offers) load only on an item that
// takes them, after the page's own code: the item page's first script does not carry them.
const OfferPanel = lazyPart(() =>
  import("../offers/offer-panel.tsx").then((m) => ({ default: m.OfferPanel })),
);

/**
 * The buying slot of /itemDetail/{id}, for both sale types: bidding for auctions, Buy now for
 * fixed prices, and the seller's own actions when they look at their own item.
 */
export function BidPanel({ item }: { item: ItemDetail }) {
  if (item.isOwner) return <SellerActions item={item} />;
  if (item.saleType === "auction" && item.auction) return <AuctionPanel item={item} auction={item.auction} />;
  return <FixedPriceBuy item={item} />;
}

const linkButton =
  "focus-ring inline-flex h-10 items-center justify-center rounded-lg px-4 text-sm font-semibold ring-1 ring-inset";

function SellerActions({ item }: { item: ItemDetail }) {
  const n = encodeURIComponent(item.itemNumber);
  const auction = item.saleType === "auction" && item.auction;
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {auction ? (
          <Trans>
            This is your auction: buyers bid here. You can edit the item or change the auction settings.
          </Trans>
        ) : (
          <Trans>This is your listing: buyers buy it here. You can edit it.</Trans>
        )}
      </p>
      {!auction && item.acceptsOffers && <OfferPanel item={item} />}
      <div className="flex flex-wrap gap-2">
        <AppLink
          href={`/editItem?itemNumber=${n}`}
          className={`${linkButton} bg-orange-500 text-white ring-orange-500 hover:bg-orange-600`}
        >
          <Trans>Edit item</Trans>
        </AppLink>
        {auction && (
          <AppLink
            href={`/auctionSettings/${n}`}
            className={`${linkButton} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`}
          >
            <Trans>Auction settings</Trans>
          </AppLink>
        )}
        {auction && (
          <AppLink
            href={`/bidList/${n}`}
            className={`${linkButton} bg-white text-slate-900 ring-slate-300 hover:bg-slate-50`}
          >
            <Trans>Bid history</Trans>
          </AppLink>
        )}
      </div>
    </div>
  );
}

function FixedPriceBuy({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const router = useRouter();
  const qc = useQueryClient();
  const signedIn = useAtomValue(signedInAtom);
  const online = useAtomValue(onlineAtom);
  const [error, setError] = useState<string | null>(null);
  // null until the review is first opened; then it stays mounted, so closing it returns the focus.
  const [reviewing, setReviewing] = useState<boolean | null>(null);
  const price = item.priceCents ?? item.currentPriceCents;
  const minOnline = formatCents(MIN_ONLINE_PAYMENT_CENTS);
  const cashOnly = price != null && price < MIN_ONLINE_PAYMENT_CENTS;
  const [request, setRequest] = useAtom(buyNowRequestAtom);

  const start = () => {
    setError(null);
    if (!signedIn) {
      const here = router.state.location.href;
      void router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
      return;
    }
    if (!online) return setError(t`You are offline. Buying needs a connection.`);
    // The order is created only when the buyer confirms the review.
    setReviewing(true);
  };
  // The phone's sticky bar has its own Buy button: it lands here.
  const startRef = useRef(start);
  startRef.current = start;
  useEffect(() => {
    if (request !== item.itemNumber) return;
    setRequest(null);
    startRef.current();
  }, [request, item.itemNumber, setRequest]);

  if (item.status !== "active")
    return (
      <div className="flex flex-col gap-3">
        <p className="rounded-lg bg-slate-50 px-3 py-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200">
          {item.status === "sold" ? (
            <Trans>This item has been sold.</Trans>
          ) : (
            <Trans>This item is no longer available.</Trans>
          )}
        </p>
        {/* An offer made offline on it still waits on this device: it says why it cannot go. */}
        {item.acceptsOffers && <OfferPanel item={item} />}
      </div>
    );

  return (
    <div className="flex flex-col gap-3">
      {cashOnly && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
          <Trans>Cash in person only: online payment needs at least {minOnline}.</Trans>
        </p>
      )}
      <Button size="lg" className="w-full sm:w-auto sm:min-w-48" onClick={start}>
        <Trans>Buy now</Trans>
      </Button>
      {item.acceptsOffers && <OfferPanel item={item} />}
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-600">
          {error}
        </p>
      )}
      {price != null && reviewing !== null && (
        <CheckoutReview
          item={item}
          priceCents={price}
          open={reviewing}
          onClose={() => setReviewing(false)}
          onOrdered={() => void qc.invalidateQueries({ queryKey: catalogKeys.item(item.itemNumber) })}
        />
      )}
    </div>
  );
}
