import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Code } from "#shared/codes";
import type { Order, PaymentMethod } from "#shared/contract/orders";
import { formatCents } from "#shared/money";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button, buttonLook } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { EmptyState, Loading, Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import {
  brandName,
  type CardErrors,
  checkCard,
  formatCardNumber,
  formatExpiry,
  serverCardErrors,
} from "./card-input.ts";
import { card, Fact, NotAllowed, OrderHeader } from "./order-ui.tsx";
import { orderDetailQuery, orderKeys, paymentConfigQuery, paymentMethodsQuery } from "./orders-queries.ts";
import { PriceRows } from "./price-rows.tsx";
import { RadioRow, RadioText } from "./radio-row.tsx";

const enc = encodeURIComponent;

/** What the buyer pays: the price, no buyer fee, the total. */
export function PriceBreakdown({ order }: { order: Order }) {
  return (
    <dl className="mt-4 flex flex-col gap-1.5 border-t border-slate-100 pt-4 text-sm">
      <PriceRows
        cents={order.amountCents}
        priceLabel={<Trans>Item price</Trans>}
        totalClassName="border-slate-100"
      />
    </dl>
  );
}

/** A plain word on how the card is handled. */
function SecureNote() {
  return (
    <p className="flex items-start gap-2 rounded-xl bg-white px-4 py-3 text-xs text-slate-700 ring-1 ring-slate-200">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="mt-0.5 size-4 shrink-0 text-emerald-700"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V7a4 4 0 0 1 8 0v4" strokeLinecap="round" />
      </svg>
      <span>
        <Trans>
          Secure payment: your card details travel encrypted to our payment provider and are never shown to
          the seller. You are charged only when you press Pay, and the seller is paid only after you collect
          the item.
        </Trans>
      </span>
    </p>
  );
}

const canPay = (o: Order) => o.actions.includes("pay") || o.actions.includes("payCash");

/** The order is past payment: say where it stands and link to it. */
function NotPayable({ order }: { order: Order }) {
  const { t } = useLingui();
  return (
    <NotAllowed order={order} title={t`Nothing to pay`} href={`/orderDetail/${enc(order.orderNumber)}`} />
  );
}

function CardLabel({ pm }: { pm: PaymentMethod }) {
  const month = String(pm.expMonth).padStart(2, "0");
  const year = String(pm.expYear).slice(-2);
  return (
    <span className="flex flex-1 items-center justify-between gap-3">
      <span className="font-semibold text-slate-900">
        {brandName(pm.brand)} •••• {pm.last4}
      </span>
      <span className="text-xs text-slate-500">
        <Trans>
          Expires {month}/{year}
        </Trans>
      </span>
    </span>
  );
}

/** /payment/{orderNumber}: choose card or cash in person (cash only under $0.50). */
export function PaymentScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading={t`Payment`} width="narrow">
      <QueryState query={q} skeleton={<Skeleton className="h-80 rounded-2xl" />} what={t`Order`}>
        {(order) => (canPay(order) ? <PaymentChoice order={order} /> : <NotPayable order={order} />)}
      </QueryState>
    </Page>
  );
}

function PaymentChoice({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cardAllowed = order.actions.includes("pay") && !order.cashOnly;
  const [method, setMethod] = useState<"card" | "cash">(cardAllowed ? "card" : "cash");
  const cards = useQuery({ ...paymentMethodsQuery(), enabled: cardAllowed });
  const [pmId, setPmId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const chosen = pmId ?? cards.data?.[0]?.paymentMethodId ?? null;
  const addHref = `/addCard?orderNumber=${enc(order.orderNumber)}`;
  const methodName = useId();
  const methods = [
    {
      value: "card",
      offered: cardAllowed,
      title: <Trans>Card</Trans>,
      hint: <Trans>Pay online now with a debit or credit card</Trans>,
    },
    {
      value: "cash",
      offered: order.actions.includes("payCash"),
      title: <Trans>Cash in person</Trans>,
      hint: <Trans>Pay the seller when you collect the item</Trans>,
    },
  ] as const;

  const go = async (e: FormEvent) => {
    e.preventDefault();
    if (method === "card") {
      if (!chosen) return void navigate({ href: addHref });
      return void navigate({
        href: `/pay?orderNumber=${enc(order.orderNumber)}&paymentMethodId=${enc(chosen)}`,
      });
    }
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/order/payCash", {
          body: { orderNumber: order.orderNumber },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) {
      if (r.code === Code.ILLEGAL_ORDER_STATE)
        void qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast(t`You will pay in cash when you collect the item.`, "success");
    void navigate({ href: `/orderDetail/${enc(order.orderNumber)}` });
  };

  return (
    <form onSubmit={go} className="flex flex-col gap-4">
      <div className={card}>
        <OrderHeader order={order} />
        <PriceBreakdown order={order} />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-base font-semibold text-slate-900">
          <Trans>How would you like to pay?</Trans>
        </legend>
        {methods
          .filter((m) => m.offered)
          .map((m) => (
            <RadioRow
              key={m.value}
              name={methodName}
              value={m.value}
              checked={method === m.value}
              onSelect={() => setMethod(m.value)}
            >
              <RadioText title={m.title} hint={m.hint} />
            </RadioRow>
          ))}
        {order.cashOnly && (
          <p className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
            <Trans>Orders under $0.50 are paid in cash in person.</Trans>
          </p>
        )}
      </fieldset>

      {method === "card" && cardAllowed && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-base font-semibold text-slate-900">
            <Trans>Your cards</Trans>
          </legend>
          {cards.data === undefined ? (
            cards.isError ? (
              <p className="text-sm text-rose-700">
                <Trans>Your cards could not be loaded.</Trans>{" "}
                <button
                  type="button"
                  className="focus-ring rounded underline"
                  onClick={() => void cards.refetch()}
                >
                  <Trans>Try again</Trans>
                </button>
              </p>
            ) : (
              <Skeleton className="h-14 rounded-xl" />
            )
          ) : cards.data.length === 0 ? (
            <p className="text-sm text-slate-600">
              <Trans>You have no saved cards yet. Add one to pay.</Trans>
            </p>
          ) : (
            cards.data.map((pm) => (
              <RadioRow
                key={pm.paymentMethodId}
                name={`${methodName}-card`}
                value={pm.paymentMethodId}
                checked={chosen === pm.paymentMethodId}
                onSelect={() => setPmId(pm.paymentMethodId)}
              >
                <CardLabel pm={pm} />
              </RadioRow>
            ))
          )}
          {/* With no saved card the main button adds one; no second link saying the same. */}
          {cards.data && cards.data.length > 0 && (
            <AppLink href={addHref} className={cx(buttonLook("secondary"), "mt-1 self-start")}>
              <Trans>Add a card</Trans>
            </AppLink>
          )}
        </fieldset>
      )}

      {method === "card" && <SecureNote />}
      <Button type="submit" size="lg" busy={busy} disabled={method === "card" && cards.data === undefined}>
        {method === "cash" ? t`Pay cash in person` : chosen ? t`Continue` : t`Add a card`}
      </Button>
    </form>
  );
}

/** /paymentOnline (Payment Method): saved cards, remove, add. */
export function PaymentOnlineScreen() {
  const { t } = useLingui();
  const q = useQuery(paymentMethodsQuery());
  const qc = useQueryClient();
  const [removing, setRemoving] = useState<PaymentMethod | null>(null);
  const [busy, setBusy] = useState(false);
  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/payment/methods/delete", { body: { paymentMethodId: removing.paymentMethodId } }),
      ),
    );
    setBusy(false);
    setRemoving(null);
    if (r.ok) {
      qc.setQueryData<PaymentMethod[]>(orderKeys.cards(), (old) =>
        old?.filter((c) => c.paymentMethodId !== removing.paymentMethodId),
      );
      showToast(t`Card removed`, "success");
      void qc.invalidateQueries({ queryKey: orderKeys.cards() });
    }
  };
  return (
    <Page
      heading={t`Payment Method`}
      width="narrow"
      actions={
        <AppLink href="/addCard" className={buttonLook("primary")}>
          <Trans>Add card</Trans>
        </AppLink>
      }
    >
      <QueryState
        query={q}
        what={t`Cards`}
        skeleton={
          <Loading label={t`Loading your cards`} className="flex flex-col gap-2">
            <Skeleton className="h-16 rounded-xl" />
            <Skeleton className="h-16 rounded-xl" />
          </Loading>
        }
      >
        {(cards) =>
          cards.length === 0 ? (
            <EmptyState
              title={t`No saved cards`}
              body={t`Add a card to pay for orders online. Only its brand and last 4 digits are kept.`}
              action={
                <AppLink href="/addCard" className={buttonLook("primary")}>
                  <Trans>Add a card</Trans>
                </AppLink>
              }
            />
          ) : (
            <ul className="flex flex-col gap-2" aria-label={t`Saved cards`}>
              {cards.map((pm) => (
                <li
                  key={pm.paymentMethodId}
                  className="flex items-center gap-3 rounded-xl bg-white px-4 py-3 ring-1 ring-slate-200"
                >
                  <CardLabel pm={pm} />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Delete ${brandName(pm.brand)} ending in ${pm.last4}`}
                    onClick={() => setRemoving(pm)}
                  >
                    <Trans>Delete</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        open={removing !== null}
        message={removing ? t`Delete the ${brandName(removing.brand)} card ending in ${removing.last4}?` : ""}
        confirmLabel={t`Delete`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}

/** /addCard: card number, expiry and CVC, checked here and by the sandbox provider. */
export function AddCardScreen({ orderNumber }: { orderNumber?: string }) {
  const { t, i18n } = useLingui();
  const config = useQuery(paymentConfigQuery());
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [f, setF] = useState({ cardNumber: "", expiry: "", cvc: "" });
  const [errors, setErrors] = useState<CardErrors>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const refs = {
    cardNumber: useRef<HTMLInputElement>(null),
    expiry: useRef<HTMLInputElement>(null),
    cvc: useRef<HTMLInputElement>(null),
  };
  const focusFirst = (e: CardErrors) => {
    const first = (["cardNumber", "expiry", "cvc"] as const).find((k) => e[k]);
    if (first) refs[first].current?.focus();
  };
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const c = checkCard(f, new Date(), i18n);
    if (!c.ok) {
      setErrors(c.errors);
      focusFirst(c.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const r = await settled(
      call("POST", "/payment/sandbox/card", {
        body: { ...c.card },
        idempotencyKey: key.current,
      }),
    );
    setBusy(false);
    if (!r.ok) {
      // A new attempt with changed fields needs its own key (same key + other body = 10009).
      key.current = newIdempotencyKey();
      const fe = serverCardErrors(r.fieldErrors, i18n);
      if (Object.keys(fe).length === 0) fe.cardNumber = r.message || t`The card could not be saved.`;
      setErrors(fe);
      focusFirst(fe);
      return;
    }
    void qc.invalidateQueries({ queryKey: orderKeys.cards() });
    showToast(t`${brandName(r.data.brand)} ending in ${r.data.last4} saved`, "success");
    if (orderNumber)
      void navigate({
        href: `/pay?orderNumber=${enc(orderNumber)}&paymentMethodId=${enc(r.data.paymentMethodId)}`,
      });
    else void navigate({ href: "/paymentOnline" });
  };
  const set = (k: keyof typeof f, v: string) => {
    setF((o) => ({ ...o, [k]: v }));
    if (errors[k]) setErrors((o) => ({ ...o, [k]: undefined }));
  };
  return (
    <Page heading={t`Add card`} width="narrow">
      <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
        <TextField
          ref={refs.cardNumber}
          label={t`Card number`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 5678 9012 3456"
          value={f.cardNumber}
          onChange={(e) => set("cardNumber", formatCardNumber(e.target.value))}
          error={errors.cardNumber}
        />
        <div className="grid grid-cols-2 gap-4">
          <TextField
            ref={refs.expiry}
            label={t`Expiry (MM/YY)`}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={t`MM/YY`}
            value={f.expiry}
            onChange={(e) => set("expiry", formatExpiry(e.target.value))}
            error={errors.expiry}
          />
          <TextField
            ref={refs.cvc}
            label={t`CVC`}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={f.cvc}
            onChange={(e) => set("cvc", e.target.value.replace(/\D/g, ""))}
            error={errors.cvc}
          />
        </div>
        {config.data?.provider === "sandbox" && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-xs text-sky-900 ring-1 ring-sky-200">
            <Trans>
              Test mode: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 asks
              your bank to confirm. Any future expiry and any CVC.
            </Trans>
          </p>
        )}
        <p className="text-xs text-slate-600">
          <Trans>
            Your card is saved with our payment provider over an encrypted connection; we keep only its brand
            and last four digits.
          </Trans>
        </p>
        <Button type="submit" size="lg" busy={busy}>
          <Trans>Save card</Trans>
        </Button>
      </form>
    </Page>
  );
}

/** /pay: confirm and pay the order with the chosen card. */
export function PayScreen({
  orderNumber,
  paymentMethodId,
}: {
  orderNumber: string;
  paymentMethodId: string;
}) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading={t`Confirm and pay`} width="narrow">
      {!orderNumber ? (
        <NoOrder title={t`No order to pay`} href="/buying?type=unpaid">
          <Trans>See unpaid orders</Trans>
        </NoOrder>
      ) : (
        <QueryState query={q} skeleton={<Skeleton className="h-72 rounded-2xl" />} what={t`Order`}>
          {(order) =>
            order.actions.includes("pay") ? (
              <PayForm order={order} paymentMethodId={paymentMethodId} />
            ) : (
              <NotPayable order={order} />
            )
          }
        </QueryState>
      )}
    </Page>
  );
}

function PayForm({ order, paymentMethodId }: { order: Order; paymentMethodId: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const cards = useQuery(paymentMethodsQuery());
  const pm = cards.data?.find((c) => c.paymentMethodId === paymentMethodId);
  const [busy, setBusy] = useState(false);
  const [declined, setDeclined] = useState<string | null>(null);
  const key = useRef(newIdempotencyKey());
  const alertRef = useRef<HTMLDivElement>(null);
  const n = enc(order.orderNumber);
  useEffect(() => {
    if (declined) alertRef.current?.focus();
  }, [declined]);

  const pay = async () => {
    setBusy(true);
    setDeclined(null);
    const r = await settled(
      mutate(() =>
        call("POST", "/order/pay", {
          body: { orderNumber: order.orderNumber, paymentMethodId },
          idempotencyKey: key.current,
        }),
      ),
    );
    if (!r.ok) {
      setBusy(false);
      key.current = newIdempotencyKey();
      if (r.code === Code.ILLEGAL_ORDER_STATE || r.code === Code.BELOW_MIN_ONLINE_PAYMENT)
        void qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    void qc.invalidateQueries({ queryKey: orderKeys.all });
    if (r.data.status === "paid") {
      void navigate({ href: `/paymentResult?orderNumber=${n}&status=paid` });
      return;
    }
    if (r.data.status === "requires_action" && r.data.actionUrl) {
      // The bank's extra step is a page of its own; it comes back to /paymentResult.
      window.location.assign(r.data.actionUrl);
      return;
    }
    setBusy(false);
    // A retry is a new payment attempt: a new key, or the server would answer the same decline.
    key.current = newIdempotencyKey();
    setDeclined(r.data.message || t`Your card was declined.`);
  };

  return (
    <div className="flex flex-col gap-4">
      <div className={card}>
        <OrderHeader order={order} />
        <PriceBreakdown order={order} />
        <dl className="mt-2 flex flex-col gap-2 text-sm">
          <Fact label={<Trans>Card</Trans>}>
            {pm ? `${brandName(pm.brand)} •••• ${pm.last4}` : cards.data ? t`Card not found` : "…"}
          </Fact>
        </dl>
      </div>
      <SecureNote />
      {declined && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200 outline-none"
        >
          <p className="font-semibold">
            <Trans>Payment declined</Trans>
          </p>
          <p className="mt-0.5">{declined}</p>
          <p className="mt-1">
            <Trans>Try again, or use another card.</Trans>
          </p>
        </div>
      )}
      {cards.data && !pm ? (
        <AppLink href={`/payment/${n}`} className={buttonLook("primary")}>
          <Trans>Choose a card</Trans>
        </AppLink>
      ) : (
        <Button size="lg" busy={busy} disabled={!pm} onClick={() => void pay()}>
          {declined ? t`Try again` : t`Pay ${formatCents(order.amountCents)}`}
        </Button>
      )}
      <AppLink href={`/payment/${n}`} className={cx(buttonLook("secondary"), "self-center")}>
        <Trans>Use another card</Trans>
      </AppLink>
    </div>
  );
}

/** /paymentResult (Complete Purchase): the outcome, read back from the order itself. */
export function PaymentResultScreen({ orderNumber, status }: { orderNumber: string; status: string }) {
  const { t } = useLingui();
  // Always ask again: a cached copy from before the payment (or the bank's page) is out of date.
  const q = useQuery({
    ...orderDetailQuery(orderNumber),
    enabled: Boolean(orderNumber),
    refetchOnMount: "always",
  });
  const order = q.data;
  // The order is the truth; the `status` in the address only fills in until it is fresh.
  const fresh = order !== undefined && !q.isFetching;
  const settled = order ? order.status !== "awaiting_payment" && order.status !== "cancelled" : false;
  const ok = settled || (!fresh && status === "paid");
  // "paid" in the address but the order still unpaid: the processor's word has not landed yet.
  const pending =
    !ok && (status === "pending" || (status === "paid" && order?.status === "awaiting_payment"));
  const n = enc(orderNumber);
  // The processor may still be deciding: look again shortly.
  const { refetch } = q;
  useEffect(() => {
    if (!pending || !orderNumber) return;
    const t = setInterval(() => void refetch(), 3000);
    return () => clearInterval(t);
  }, [pending, orderNumber, refetch]);
  return (
    <Page
      heading={ok ? t`Order confirmed` : pending ? t`Payment processing` : t`Complete Purchase`}
      width="narrow"
    >
      {!orderNumber ? (
        <NoOrder title={t`No payment to show`} href="/buying">
          <Trans>See your purchases</Trans>
        </NoOrder>
      ) : q.isPending && !order ? (
        <Skeleton className="h-64 rounded-2xl" />
      ) : (
        <section className={cx(card, "flex flex-col items-center gap-3 text-center")} aria-live="polite">
          <div
            aria-hidden="true"
            className={cx(
              "flex size-14 items-center justify-center rounded-full text-2xl font-bold",
              ok
                ? "bg-emerald-100 text-emerald-700"
                : pending
                  ? "bg-sky-100 text-sky-700"
                  : "bg-rose-100 text-rose-700",
            )}
          >
            {ok ? "✓" : pending ? "…" : "!"}
          </div>
          <h2 className="text-xl font-bold text-slate-900">
            {ok ? t`Your order is confirmed` : pending ? t`Payment processing` : t`Payment failed`}
          </h2>
          {ok && <WhatNext order={order} />}
          <p className="text-sm text-slate-600">
            {ok
              ? t`You paid by card. The seller has been told.`
              : pending
                ? t`Your bank is still confirming the payment. This page updates by itself.`
                : t`The payment did not go through. You have not been charged. Try again or use another card.`}
          </p>
          {order && (
            <div className="mt-2 w-full rounded-xl bg-slate-50 p-3 text-left">
              <OrderHeader order={order} />
            </div>
          )}
          <div className="mt-2 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            {ok || pending ? (
              <AppLink href={`/orderDetail/${n}`} className={buttonLook("primary")}>
                <Trans>View order</Trans>
              </AppLink>
            ) : (
              <AppLink href={`/payment/${n}`} className={buttonLook("primary")}>
                <Trans>Try again</Trans>
              </AppLink>
            )}
            <AppLink href="/" className={buttonLook("secondary")}>
              <Trans>Continue shopping</Trans>
            </AppLink>
          </div>
        </section>
      )}
    </Page>
  );
}

/** After a successful payment: the three steps that follow, in order. */
function WhatNext({ order }: { order: Order | undefined }) {
  const city = order?.item.city;
  return (
    <ol className="w-full list-decimal space-y-1.5 rounded-xl bg-slate-50 py-3 pl-8 pr-3 text-left text-sm text-slate-800">
      <li>
        {city ? (
          <Trans>Message the seller to agree when to collect the item in {city}.</Trans>
        ) : (
          <Trans>Message the seller to agree when to collect the item.</Trans>
        )}
      </li>
      <li>
        <Trans>At the pickup, open the order and show your pickup code (or its QR code).</Trans>
      </li>
      <li>
        <Trans>The seller enters the code; only then is the money released to them.</Trans>
      </li>
    </ol>
  );
}

/** A payment screen opened without an order number: where to find the orders instead. */
function NoOrder({ title, href, children }: { title: string; href: string; children: ReactNode }) {
  return (
    <EmptyState
      title={title}
      action={
        <TextLink href={href} look="secondary">
          {children}
        </TextLink>
      }
    />
  );
}
