import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { Code } from "#shared/codes";
import type { ItemDetail } from "#shared/contract/catalog";
import type { Offer } from "#shared/contract/offers";
import { formatCount } from "#shared/count";
import { formatCents } from "#shared/money";
import { ApiError, newIdempotencyKey } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { currentUserId } from "../../offline/commands.ts";
import { buyNowRequestAtom, onlineAtom, signedInAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { catalogKeys } from "../catalog/catalog-queries.ts";
import {
  DollarField,
  OfferActions,
  OfferAmounts,
  OfferStatusBadge,
  TimeLeft,
  typedCents,
  useOfferWho,
} from "./offer-parts.tsx";
import { OFFER_HOURS_DEFAULT } from "./offer-texts.ts";
import { makeOffer, offerChanged, offerListQuery } from "./offers-queries.ts";
import { discardPendingOffer, parkOffer, sendPendingOffer, usePendingOffer } from "./pending-offers.ts";

/**
 * The offer half of a fixed-price item's buying slot (a chunk of its own: only items that take
 * offers load it). A buyer sees their open offer, or one made offline waiting on this device, or
 * the button `Make offer`; the seller sees how many offers are open.
 */
export function OfferPanel({ item }: { item: ItemDetail }) {
  if (item.isOwner) return <OpenOfferCount item={item} />;
  return <BuyerOffer item={item} />;
}

/** Outcome of Send offer, told in the dialog or on the panel. */
type Told = { tone: "ok" | "info" | "error"; text: string; buyNow?: boolean };

function BuyerOffer({ item }: { item: ItemDetail }) {
  const router = useRouter();
  const signedIn = useAtomValue(signedInAtom);
  const who = useOfferWho();
  const mine = useInfiniteQuery({
    ...offerListQuery("buyer", who, item.itemNumber, "open"),
    enabled: signedIn,
  });
  const open = mine.data?.pages[0]?.list[0];
  const parked = usePendingOffer(signedIn ? currentUserId() : null, item.itemNumber);
  const [dialog, setDialog] = useState<boolean | null>(null);
  const [told, setTold] = useState<Told | null>(null);

  const start = () => {
    if (!signedIn) {
      const here = router.state.location.href;
      void router.navigate({ href: `/signIn?redirect=${encodeURIComponent(here)}` });
      return;
    }
    setTold(null);
    setDialog(true);
  };

  // Off the market: only an offer still waiting on this device has something to say.
  if (item.status !== "active" && !parked) return null;
  return (
    <div className="flex flex-col gap-3">
      {parked ? (
        <ParkedOffer item={item} parked={parked} onTold={setTold} />
      ) : open ? (
        <MyOpenOffer offer={open} />
      ) : (
        <div className="flex flex-col gap-1">
          <Button variant="secondary" size="lg" className="w-full sm:w-auto sm:min-w-48" onClick={start}>
            <Trans>Make offer</Trans>
          </Button>
          <p className="text-xs text-slate-600">
            <Trans>The seller takes offers below the asking price.</Trans>
          </p>
        </div>
      )}
      {told && <ToldNote told={told} itemNumber={item.itemNumber} />}
      {dialog !== null && (
        <MakeOfferDialog
          item={item}
          open={dialog}
          onClose={() => setDialog(false)}
          onTold={(x) => {
            setTold(x);
            setDialog(false);
          }}
        />
      )}
    </div>
  );
}

function ToldNote({ told, itemNumber }: { told: Told; itemNumber: string }) {
  const style =
    told.tone === "ok"
      ? "bg-emerald-50 text-emerald-900 ring-emerald-200"
      : told.tone === "error"
        ? "bg-rose-50 text-rose-900 ring-rose-200"
        : "bg-slate-50 text-slate-900 ring-slate-200";
  return (
    <div role="status" className={`rounded-lg px-3 py-2 text-sm ring-1 ${style}`}>
      <p>{told.text}</p>
      {told.buyNow && <BuyNowPointer itemNumber={itemNumber} />}
    </div>
  );
}

/** Points an offer at or above the price to Buy now (whose review opens on this page). */
function BuyNowPointer({ itemNumber, onBuy }: { itemNumber: string; onBuy?: () => void }) {
  const setBuyNow = useSetAtom(buyNowRequestAtom);
  return (
    <button
      type="button"
      className="focus-ring inline-flex min-h-11 items-center self-start font-semibold text-orange-700 underline underline-offset-2"
      onClick={() => {
        onBuy?.();
        // The fixed-price slot of the item page listens for its item number (as the sticky bar's Buy).
        setBuyNow(itemNumber);
      }}
    >
      <Trans>Use Buy now instead</Trans>
    </button>
  );
}

function MyOpenOffer({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const mine = formatCents(offer.amountCents);
  return (
    <section
      aria-label={t`Your offer`}
      className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-center gap-2">
        <OfferStatusBadge offer={offer} />
        <TimeLeft offer={offer} />
      </div>
      <p className="text-sm text-slate-800">
        {offer.status === "countered" && offer.counterCents != null ? (
          <Trans>
            You offered {mine}. The seller countered with{" "}
            <strong className="text-slate-900">{formatCents(offer.counterCents)}</strong>.
          </Trans>
        ) : (
          <Trans>You offered {mine}. The seller can accept, decline or counter.</Trans>
        )}
      </p>
      <OfferAmounts offer={offer} />
      <OfferActions offer={offer} />
    </section>
  );
}

/** What the server's answer to Send offer means to the buyer. */
function useTell() {
  const { t } = useLingui();
  const qc = useQueryClient();
  const router = useRouter();
  return (offer: Offer): Told => {
    offerChanged(qc, offer);
    if (offer.status === "accepted" && offer.orderNumber) {
      showToast(t`The seller accepted your offer. Your order is waiting for payment.`, "success");
      void router.navigate({ href: `/payment/${encodeURIComponent(offer.orderNumber)}` });
      return { tone: "ok", text: t`The seller accepted your offer.` };
    }
    if (offer.status === "declined")
      return {
        tone: "info",
        text: t`Thanks for your offer. The seller can’t accept this amount; you’re welcome to offer a little more.`,
      };
    return { tone: "ok", text: t`Offer sent. We’ll tell you when the seller answers.` };
  };
}

function MakeOfferDialog({
  item,
  open,
  onClose,
  onTold,
}: {
  item: ItemDetail;
  open: boolean;
  onClose: () => void;
  onTold: (t: Told) => void;
}) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const online = useAtomValue(onlineAtom);
  const tell = useTell();
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<{ text: string; buyNow?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  // One key per amount: a double tap or a retry after a lost answer makes one offer.
  const key = useRef<{ cents: number; key: string } | null>(null);
  const price = item.priceCents ?? 0;
  const asking = formatCents(price);
  const hours = formatCount(item.offerHours || OFFER_HOURS_DEFAULT);
  useEffect(() => {
    if (open) setError(null);
  }, [open]);

  /** Keeps the offer on the device, to be sent once the connection is back. */
  const keepOnDevice = async (userId: number, cents: number) => {
    await parkOffer({
      userId,
      itemNumber: item.itemNumber,
      title: item.title,
      amountCents: cents,
      seenPriceCents: price,
    });
    onTold({
      tone: "info",
      text: t`You are offline. Your offer is kept on this device: send it when you are back online.`,
    });
  };

  const send = async () => {
    const cents = typedCents(amount);
    if (cents === null) return setError({ text: t`Enter an amount in dollars, like 12.50.` });
    if (cents >= price)
      return setError({
        text: t`That is the asking price or more: no need to offer, buy it now at ${asking}.`,
        buyNow: true,
      });
    setError(null);
    const userId = currentUserId();
    if (!online && userId != null) return keepOnDevice(userId, cents);
    if (key.current?.cents !== cents) key.current = { cents, key: newIdempotencyKey() };
    setBusy(true);
    const r = await makeOffer(item.itemNumber, cents, { idempotencyKey: key.current.key });
    setBusy(false);
    if (r.ok) {
      key.current = null;
      setAmount("");
      onTold(tell(r.data));
      return;
    }
    if (r.offline && userId != null) {
      // The connection dropped as it was sent: keep it on the device.
      return keepOnDevice(userId, cents);
    }
    key.current = null;
    if (r.code === Code.CONFLICT) {
      // Already an open offer on this item: the panel shows it once the list is read again.
      onTold({ tone: "info", text: t`You already have an open offer on this item.` });
      void qc.invalidateQueries({ queryKey: ["offers"] });
      return;
    }
    setError(refusal(r.code, r.message, r.fieldErrors.amountCents, t));
  };

  return (
    <Dialog open={open} onClose={onClose} title={t`Make an offer`} className="md:w-[30rem]">
      <form
        className="flex flex-col gap-4"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{item.title}</p>
        <DollarField
          label={t`Your offer`}
          value={amount}
          onChange={setAmount}
          error={error?.text}
          hint={t`The asking price is ${asking}.`}
          autoFocus
        />
        {error?.buyNow && <BuyNowPointer itemNumber={item.itemNumber} onBuy={onClose} />}
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>
            <Trans>The seller has {hours} hours to accept, decline or counter your offer.</Trans>
          </li>
          <li>
            <Trans>
              If they accept, the item is yours at that price: you pay and pick up as with Buy now.
            </Trans>
          </li>
          <li>
            <Trans>You can withdraw your offer while the seller has not answered.</Trans>
          </li>
        </ul>
        {!online && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <Trans>You are offline: your offer is kept on this device until you send it online.</Trans>
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={onClose} disabled={busy}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="lg" busy={busy}>
            <Trans>Send offer</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

type T = ReturnType<typeof useLingui>["t"];

/** The server refused the offer: say why, and where the buyer can go from there. */
function refusal(code: number, message: string, field: string | undefined, t: T): Told {
  if (code === Code.ITEM_UNAVAILABLE) return { tone: "error", text: t`This item is no longer for sale.` };
  if (code === Code.OWN_ITEM) return { tone: "error", text: t`This is your own item.` };
  if (code === Code.VALIDATION && field) return { tone: "error", text: field };
  return { tone: "error", text: message || t`Your offer did not go through. Please try again.` };
}

/**
 * An offer made offline, waiting on this device. Back online the buyer sees the item as it is now:
 * sold or withdrawn (the offer cannot go), priced at or below the offer (Buy now instead), or
 * still for sale (Send offer sends it once, under the key it was made with).
 */
function ParkedOffer({
  item,
  parked,
  onTold,
}: {
  item: ItemDetail;
  parked: NonNullable<ReturnType<typeof usePendingOffer>>;
  onTold: (t: Told) => void;
}) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const tell = useTell();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const amount = formatCents(parked.amountCents);
  // Back online: read the item again, so what the buyer is asked to send is judged on its state now.
  useEffect(() => {
    if (online) void qc.invalidateQueries({ queryKey: catalogKeys.item(item.itemNumber) });
  }, [online, qc, item.itemNumber]);
  const price = item.priceCents ?? 0;
  const gone = item.status !== "active";
  const atPrice = !gone && parked.amountCents >= price;

  const send = async () => {
    setBusy(true);
    try {
      const out = await sendPendingOffer(parked, async (as) => {
        const r = await makeOffer(item.itemNumber, parked.amountCents, as);
        // Nothing answered: keep it parked under the same key (an ApiError with status 0).
        if (!r.ok && r.offline) throw new ApiError("offline", 0);
        return r;
      });
      if (out.ok) onTold(tell(out.data));
      else onTold(refusal(out.code, out.message, out.fieldErrors.amountCents, t));
    } catch {
      onTold({ tone: "error", text: t`Still offline. Your offer stays on this device.` });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      aria-label={t`Offer waiting on this device`}
      className="flex flex-col gap-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200"
    >
      <p className="font-semibold">
        <Trans>Your offer of {amount} was made offline and has not been sent.</Trans>
      </p>
      {!online ? (
        <p>
          <Trans>Send it when you are back online: you will see the item as it is then.</Trans>
        </p>
      ) : gone ? (
        <p>
          {item.status === "sold" ? (
            <Trans>This item sold while you were offline, so your offer cannot be sent.</Trans>
          ) : (
            <Trans>This item is no longer for sale, so your offer cannot be sent.</Trans>
          )}
        </p>
      ) : atPrice ? (
        <p>
          <Trans>The price is now {formatCents(price)}, no more than your offer: buy it now instead.</Trans>
        </p>
      ) : (
        <p>
          <Trans>The asking price is still {formatCents(price)}. Send your offer now?</Trans>
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {online && !gone && !atPrice && (
          <Button className="h-11" busy={busy} onClick={() => void send()}>
            <Trans>Send offer</Trans>
          </Button>
        )}
        {online && atPrice && (
          <BuyNowPointer itemNumber={item.itemNumber} onBuy={() => void discardPendingOffer(parked)} />
        )}
        <Button
          className="h-11"
          variant="secondary"
          disabled={busy}
          onClick={() => void discardPendingOffer(parked)}
        >
          <Trans>Discard</Trans>
        </Button>
      </div>
    </section>
  );
}

/**
 * The seller's view: how many offers wait on this item, each with its answer buttons (a seller's
 * offer notification opens this page), and where all their offers are.
 */
function OpenOfferCount({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const who = useOfferWho();
  const signedIn = useAtomValue(signedInAtom);
  const q = useInfiniteQuery({
    ...offerListQuery("seller", who, item.itemNumber, "open"),
    enabled: signedIn && item.acceptsOffers,
  });
  const total = q.data?.pages[0]?.total;
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  if (total === undefined) return null;
  const n = formatCount(total);
  return (
    <section aria-label={t`Offers on this item`} className="flex flex-col gap-2">
      <p className="text-sm font-semibold text-slate-900">
        {total === 0 ? (
          <Trans>This item takes offers. None are open.</Trans>
        ) : total === 1 ? (
          <Trans>1 open offer</Trans>
        ) : (
          <Trans>{n} open offers</Trans>
        )}
      </p>
      {list.length > 0 && (
        <ul className="flex flex-col gap-2">
          {list.map((o) => (
            <li key={o.offerId} className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <div className="mb-1 flex flex-wrap items-center gap-2 text-sm">
                <span className="font-semibold text-slate-900">{formatCents(o.amountCents)}</span>
                <span className="text-slate-600">
                  <Trans>from {o.buyer.name}</Trans>
                </span>
                <OfferStatusBadge offer={o} />
                <TimeLeft offer={o} />
              </div>
              {o.counterCents != null && (
                <p className="mb-1 text-sm text-slate-700">
                  <Trans>You countered with {formatCents(o.counterCents)}.</Trans>
                </p>
              )}
              <OfferActions offer={o} />
            </li>
          ))}
        </ul>
      )}
      <AppLink
        href="/orders?type=offers"
        className="focus-ring inline-flex min-h-11 items-center self-start rounded text-sm font-semibold text-orange-700 underline underline-offset-2"
      >
        <Trans>All offers on your items</Trans>
      </AppLink>
    </section>
  );
}
