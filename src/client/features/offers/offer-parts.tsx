import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type ReactNode, useId, useRef, useState } from "react";
import type { Offer, OfferAction } from "#shared/contract/offers";
import { dateFormats } from "#shared/date-formats";
import { formatCents, parseDollars } from "#shared/money";
import { newIdempotencyKey } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { badgeLook } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { DollarInput, FieldFrame } from "../../ui/text-field.tsx";
import { Thumb } from "../../ui/thumb.tsx";
import { useNow } from "../../ui/use-now.ts";
import {
  isOpen,
  OFFER_STATUS_LABEL,
  OFFER_STATUS_STYLE,
  offerHint,
  PENDING_FOR_SELLER,
} from "./offer-texts.ts";
import { offerChanged, respondOffer } from "./offers-queries.ts";

/** Who the lists belong to: one person's (or store's) persisted cache never shows for another. */
export function useOfferWho(): string {
  const s = useAtomValue(sessionAtom);
  return `${s.userInfo?.id ?? "?"}:${s.identityToken ? s.identityToken.slice(-12) : "personal"}`;
}

/** A dollar amount as typed (`12.50`), with its label, hint and error. */
export function DollarField({
  label,
  value,
  onChange,
  hint,
  error,
  autoFocus,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  hint?: ReactNode;
  error?: string | null;
  autoFocus?: boolean;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error ?? undefined}>
      <DollarInput
        id={id}
        value={value}
        onChange={onChange}
        hint={hint}
        error={error}
        autoFocus={autoFocus}
      />
    </FieldFrame>
  );
}

/** Cents of a typed amount, or null when it is not an amount of at least a cent. */
export function typedCents(text: string): number | null {
  const c = parseDollars(text.trim());
  return c !== null && c > 0 ? c : null;
}

export function OfferStatusBadge({ offer }: { offer: Offer }) {
  const { i18n } = useLingui();
  return (
    <span className={cx(badgeLook, OFFER_STATUS_STYLE[offer.status])}>
      {i18n._(
        offer.status === "pending" && offer.role === "seller"
          ? PENDING_FOR_SELLER
          : OFFER_STATUS_LABEL[offer.status],
      )}
    </span>
  );
}

/** "Answer within 1d 4h" for an open offer (the countdown of type5), else nothing. */
export function TimeLeft({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = useNow();
  if (!isOpen(offer)) return null;
  const left = dateFormats.type5(locale, offer.expiresAt, { now });
  return (
    <span className="text-xs text-slate-600" suppressHydrationWarning>
      {left ? t`${left} left` : t`Expiring`}
    </span>
  );
}

/** The amounts of an offer: the buyer's, the counter, the asking price. */
export function OfferAmounts({ offer }: { offer: Offer }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-slate-600">
        <Trans>Offer</Trans>
      </dt>
      <dd className="font-semibold text-slate-900">{formatCents(offer.amountCents)}</dd>
      {offer.counterCents != null && (
        <>
          <dt className="text-slate-600">
            <Trans>Counter-offer</Trans>
          </dt>
          <dd className="font-semibold text-slate-900">{formatCents(offer.counterCents)}</dd>
        </>
      )}
      {offer.agreedCents != null && (
        <>
          <dt className="text-slate-600">
            <Trans>Agreed price</Trans>
          </dt>
          <dd className="font-semibold text-emerald-800">{formatCents(offer.agreedCents)}</dd>
        </>
      )}
      {offer.item.priceCents != null && (
        <>
          <dt className="text-slate-600">
            <Trans>Asking price</Trans>
          </dt>
          <dd className="text-slate-800">{formatCents(offer.item.priceCents)}</dd>
        </>
      )}
    </dl>
  );
}

const big = "h-11 min-w-24";

/**
 * What the reader may do with an offer now (the server lists it in `actions`): the seller accepts,
 * declines or counters a pending offer; the buyer accepts or declines a counter, or withdraws a
 * pending offer. Each press has its own Idempotency-Key, kept across retries of the same press.
 * An acceptance by the buyer goes straight on to paying for the order it made.
 */
export function OfferActions({ offer, onDone }: { offer: Offer; onDone?: (o: Offer) => void }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const router = useRouter();
  const [busy, setBusy] = useState<OfferAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [countering, setCountering] = useState(false);
  const [counter, setCounter] = useState("");
  const [counterError, setCounterError] = useState<string | null>(null);
  const keys = useRef<Partial<Record<OfferAction, string>>>({});
  const hintId = useId();
  const a = offer.actions;
  if (a.length === 0) return null;

  const run = async (action: OfferAction, amountCents?: number) => {
    setBusy(action);
    setError(null);
    keys.current[action] ??= newIdempotencyKey();
    const r = await respondOffer(offer.offerId, action, keys.current[action], amountCents);
    setBusy(null);
    if (!r.ok) {
      if (r.offline) setError(t`You are offline. Answering an offer needs a connection.`);
      else {
        // A refusal is final for its key: a new press is a new request.
        delete keys.current[action];
        if (r.fieldErrors.amountCents) setCounterError(r.fieldErrors.amountCents);
        else setError(r.message || t`That did not work. Please try again.`);
        void qc.invalidateQueries({ queryKey: ["offers"] });
      }
      return;
    }
    delete keys.current[action];
    offerChanged(qc, r.data);
    onDone?.(r.data);
    const o = r.data;
    if (action === "accept" && o.role === "buyer" && o.orderNumber) {
      showToast(t`Deal! Your order is waiting for payment.`, "success");
      void router.navigate({ href: `/payment/${encodeURIComponent(o.orderNumber)}` });
    } else if (action === "accept")
      showToast(t`Offer accepted. The buyer’s order is waiting for payment.`, "success");
    else if (action === "decline") showToast(t`Offer declined.`, "info");
    else if (action === "counter") {
      setCountering(false);
      showToast(t`Counter-offer sent.`, "success");
    } else if (action === "withdraw") showToast(t`Offer withdrawn.`, "info");
  };

  const sendCounter = () => {
    const c = typedCents(counter);
    if (c === null) return setCounterError(t`Enter an amount in dollars, like 12.50.`);
    if (c <= offer.amountCents) return setCounterError(t`A counter-offer is above the buyer’s offer.`);
    if (offer.item.priceCents != null && c >= offer.item.priceCents)
      return setCounterError(t`A counter-offer is below your asking price.`);
    setCounterError(null);
    void run("counter", c);
  };

  const amount = formatCents(offer.counterCents ?? offer.amountCents);
  return (
    <div className="flex flex-col gap-2">
      {/* Read with each button (aria-describedby), not on its own: hidden from the page. */}
      <p id={hintId} hidden>
        {offer.role === "seller"
          ? t`Offer of ${amount} from ${offer.buyer.name} on ${offer.item.title}`
          : t`Counter-offer of ${amount} on ${offer.item.title}`}
      </p>
      <div className="flex flex-wrap gap-2">
        {a.includes("accept") && (
          <Button
            className={big}
            aria-describedby={hintId}
            busy={busy === "accept"}
            disabled={busy !== null}
            onClick={() => void run("accept")}
          >
            <Trans>Accept</Trans>
          </Button>
        )}
        {a.includes("counter") && (
          <Button
            className={big}
            variant="secondary"
            aria-describedby={hintId}
            aria-expanded={countering}
            disabled={busy !== null}
            onClick={() => setCountering((v) => !v)}
          >
            <Trans>Counter</Trans>
          </Button>
        )}
        {a.includes("decline") && (
          <Button
            className={big}
            variant="secondary"
            aria-describedby={hintId}
            busy={busy === "decline"}
            disabled={busy !== null}
            onClick={() => void run("decline")}
          >
            <Trans>Decline</Trans>
          </Button>
        )}
        {a.includes("withdraw") && (
          <Button
            className={big}
            variant="secondary"
            aria-describedby={hintId}
            busy={busy === "withdraw"}
            disabled={busy !== null}
            onClick={() => void run("withdraw")}
          >
            <Trans>Withdraw offer</Trans>
          </Button>
        )}
      </div>
      {countering && (
        <form
          className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 sm:flex-row sm:items-end"
          onSubmit={(e) => {
            e.preventDefault();
            sendCounter();
          }}
        >
          <div className="sm:flex-1">
            <DollarField
              label={t`Your counter-offer`}
              value={counter}
              onChange={setCounter}
              error={counterError}
              autoFocus
            />
          </div>
          <Button type="submit" className={big} busy={busy === "counter"}>
            <Trans>Send counter</Trans>
          </Button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** One offer as a card: item, amounts, state and time left, the next step, and its actions. */
export function OfferCard({ offer, heading = "h3" }: { offer: Offer; heading?: "h2" | "h3" }) {
  const { i18n, t } = useLingui();
  const H = heading;
  const hint = offerHint(offer);
  const n = offer.orderNumber ? encodeURIComponent(offer.orderNumber) : null;
  return (
    <article
      aria-label={t`Offer on ${offer.item.title}`}
      className="flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-start gap-3">
        <Thumb cover={offer.item.cover} px={56} className="size-14" />
        <div className="min-w-0 flex-1">
          <H className="line-clamp-2 text-sm font-semibold text-slate-900">
            <AppLink
              href={`/offerDetail/${encodeURIComponent(offer.offerId)}`}
              className="focus-ring rounded hover:text-orange-700 hover:underline"
            >
              {offer.item.title}
            </AppLink>
          </H>
          <div className="mt-1 flex flex-wrap items-center gap-2">
            <OfferStatusBadge offer={offer} />
            <TimeLeft offer={offer} />
          </div>
          {offer.role === "seller" && (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>From {offer.buyer.name}</Trans>
            </p>
          )}
        </div>
      </div>
      <OfferAmounts offer={offer} />
      {hint && <p className="text-sm text-slate-700">{i18n._(hint)}</p>}
      <OfferActions offer={offer} />
      {n && (
        <div className="flex flex-wrap gap-2">
          <AppLink
            href={offer.role === "buyer" ? `/orderDetail/${n}` : `/sellerOrderDetail/${n}`}
            className="focus-ring inline-flex h-11 items-center rounded-lg px-3 text-sm font-semibold text-orange-700 ring-1 ring-inset ring-orange-300 hover:bg-orange-50"
          >
            <Trans>View order</Trans>
          </AppLink>
        </div>
      )}
    </article>
  );
}
