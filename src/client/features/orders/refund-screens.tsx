import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useRef, useState } from "react";
import { Code } from "#shared/codes";
import type { Order } from "#shared/contract/orders";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextArea, TextField } from "../../ui/text-field.tsx";
import { detailHref } from "./order-list-screens.tsx";
import { card, Fact, NotAllowed, OrderHeader } from "./order-ui.tsx";
import { orderDetailQuery, orderKeys } from "./orders-queries.ts";

/** The order's page, on the side of whoever looks at it. */
const orderHref = (order: Order) =>
  detailHref(order.role === "buyer" ? "buying" : "selling", order.orderNumber);

/** /refundRequest/{orderNumber}: the buyer asks for all or part of the payment back. */
export function RefundRequestScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading={t`Request a refund`} width="narrow">
      <QueryState query={q} what={t`Order`} skeleton={<Skeleton className="h-80 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("requestRefund") ? (
            <RefundForm order={order} />
          ) : (
            <NotAllowed order={order} title={t`You cannot request a refund now`} href={orderHref(order)} />
          )
        }
      </QueryState>
    </Page>
  );
}

function RefundForm({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [amount, setAmount] = useState(centsToDollarString(order.refundableCents));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const refundable = formatCents(order.refundableCents);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const next = {
      amount:
        cents === null || cents <= 0
          ? t`Enter an amount in dollars, e.g. 12.50`
          : cents > order.refundableCents
            ? t`You can ask for at most ${refundable}`
            : undefined,
      reason: reason.trim() ? undefined : t`Please say why you want a refund`,
    };
    setErrors(next);
    if (next.amount || next.reason || cents === null) return;
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/order/refund/request", {
          body: { orderNumber: order.orderNumber, amountCents: cents, reason: reason.trim() },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.code === Code.REFUND_TOO_LARGE) setErrors({ amount: r.message });
      else if (r.fieldErrors.amountCents || r.fieldErrors.reason)
        setErrors({ amount: r.fieldErrors.amountCents, reason: r.fieldErrors.reason });
      if (r.code === Code.ILLEGAL_ORDER_STATE)
        void qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast(t`Refund requested. The seller will answer soon.`, "success");
    void navigate({ href: detailHref("buying", order.orderNumber) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
      <OrderHeader order={order} withStatus />
      <TextField
        label={t`Refund amount ($)`}
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={t`Up to ${refundable}`}
        error={errors.amount}
      />
      <TextArea
        label={t`Reason`}
        value={reason}
        onChange={setReason}
        rows={4}
        maxLength={1000}
        error={errors.reason}
        hint={t`Tell the seller what went wrong.`}
      />
      <Button type="submit" size="lg" busy={busy}>
        <Trans>Request refund</Trans>
      </Button>
    </form>
  );
}

/** /agreeRefund/{orderNumber}: the seller agrees to or declines the buyer's refund request. */
export function AgreeRefundScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading={t`Refund request`} width="narrow">
      <QueryState query={q} what={t`Order`} skeleton={<Skeleton className="h-80 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("agreeRefund") || order.actions.includes("declineRefund") ? (
            <AgreeForm order={order} />
          ) : (
            <NotAllowed order={order} title={t`You cannot answer a refund now`} href={orderHref(order)} />
          )
        }
      </QueryState>
    </Page>
  );
}

function AgreeForm({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [ask, setAsk] = useState<"agree" | "decline" | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef({ agree: newIdempotencyKey(), decline: newIdempotencyKey() });
  const asked = order.refundRequestCents ?? 0;
  const askedText = formatCents(asked);
  const buyerName = order.buyer.name;
  const answer = async (what: "agree" | "decline") => {
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", `/order/refund/${what}`, {
          body: { orderNumber: order.orderNumber },
          idempotencyKey: keys.current[what],
        }),
      ),
    );
    setBusy(false);
    setAsk(null);
    if (!r.ok) {
      void qc.invalidateQueries({ queryKey: orderKeys.detail(order.orderNumber) });
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    void qc.invalidateQueries({ queryKey: ["wallet"] });
    showToast(
      what === "agree" ? t`Refunded ${askedText}` : t({ message: "Refund declined", context: "done" }),
      "success",
    );
    void navigate({ href: detailHref("selling", order.orderNumber) });
  };
  return (
    <div className={cx(card, "flex flex-col gap-4")}>
      <OrderHeader order={order} withStatus />
      <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm">
        <Fact label={<Trans>Buyer</Trans>}>{order.buyer.name}</Fact>
        <Fact label={<Trans>Amount asked</Trans>} strong>
          {formatCents(asked)}
          {asked < order.amountCents - order.refundedCents && (
            <span className="ml-1 text-xs font-normal text-slate-500">
              <Trans>(partial)</Trans>
            </span>
          )}
        </Fact>
        <div>
          <dt className="text-slate-600">
            <Trans>Reason</Trans>
          </dt>
          <dd className="mt-1 whitespace-pre-wrap text-slate-900">{order.refundReason || "—"}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        <Trans>
          Agreeing returns the money to the buyer’s card; the platform fee is returned in proportion.
        </Trans>
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {order.actions.includes("agreeRefund") && (
          <Button size="lg" className="sm:flex-1" onClick={() => setAsk("agree")}>
            <Trans>Agree to refund</Trans>
          </Button>
        )}
        {order.actions.includes("declineRefund") && (
          <Button size="lg" variant="secondary" className="sm:flex-1" onClick={() => setAsk("decline")}>
            <Trans>Decline refund</Trans>
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={ask !== null}
        message={ask === "agree" ? t`Refund ${askedText} to ${buyerName}?` : t`Decline this refund request?`}
        confirmLabel={ask === "agree" ? t({ message: "Refund", context: "verb" }) : t`Decline`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => ask && void answer(ask)}
        onCancel={() => setAsk(null)}
      />
    </div>
  );
}

/** /report/{orderNumber}: the buyer or seller reports a problem to the platform. */
export function ReportScreen({ orderNumber }: { orderNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading={t`Report a problem`} width="narrow">
      <QueryState query={q} what={t`Order`} skeleton={<Skeleton className="h-72 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("report") ? (
            <ReportForm order={order} />
          ) : (
            <NotAllowed order={order} title={t`You cannot report this order now`} href={orderHref(order)} />
          )
        }
      </QueryState>
    </Page>
  );
}

function ReportForm({ order }: { order: Order }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError(t`Please say what went wrong`);
    setError(undefined);
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/order/report", {
          body: { orderNumber: order.orderNumber, reason: reason.trim() },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.fieldErrors.reason) setError(r.fieldErrors.reason);
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast(t`Thanks. We will look into it.`, "success");
    void navigate({ href: orderHref(order) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
      <OrderHeader order={order} withStatus />
      <TextArea
        label={t`What went wrong?`}
        value={reason}
        onChange={setReason}
        rows={4}
        maxLength={1000}
        error={error}
        hint={t`Our team reads every report. Reporting stops the order until it is resolved.`}
      />
      <Button type="submit" size="lg" variant="danger" busy={busy}>
        <Trans>Send report</Trans>
      </Button>
    </form>
  );
}
