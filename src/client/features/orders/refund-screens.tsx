import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, useId, useRef, useState } from "react";
import { Code } from "#shared/codes";
import type { Order } from "#shared/contract/orders";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { newIdempotencyKey, submit } from "../../api/index.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { showToast } from "../../ui/toast-store.ts";
import { detailHref } from "./order-list-screens.tsx";
import { card, ItemThumb, StatusBadge, secondaryLink } from "./order-ui.tsx";
import { orderDetailQuery, orderKeys } from "./orders-queries.ts";

function Header({ order }: { order: Order }) {
  return (
    <div className="flex items-center gap-3">
      <ItemThumb cover={order.item.cover} />
      <div className="min-w-0 flex-1">
        <p className="line-clamp-2 text-sm font-semibold text-slate-900">{order.item.title}</p>
        <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500">
          <StatusBadge status={order.status} /> Order No. {order.orderNumber}
        </p>
      </div>
      <p className="text-lg font-bold text-slate-900">{formatCents(order.amountCents)}</p>
    </div>
  );
}

function NotAllowed({ order, what }: { order: Order; what: string }) {
  return (
    <EmptyState
      title={`You cannot ${what} now`}
      body={
        <span className="inline-flex flex-wrap items-center justify-center gap-2">
          This order is <StatusBadge status={order.status} />
        </span>
      }
      action={
        <AppLink
          href={detailHref(order.role === "buyer" ? "buying" : "selling", order.orderNumber)}
          className={secondaryLink}
        >
          View order
        </AppLink>
      }
    />
  );
}

function TextArea({
  label,
  value,
  onChange,
  error,
  hint,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        maxLength={1000}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
        className={cx(
          "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
          error ? "border-rose-500" : "border-slate-300",
        )}
      />
      {error ? (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** /refundRequest/{orderNumber}: the buyer asks for all or part of the payment back. */
export function RefundRequestScreen({ orderNumber }: { orderNumber: string }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading="Request a refund" width="narrow">
      <QueryState query={q} what="Order" skeleton={<Skeleton className="h-80 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("requestRefund") ? (
            <RefundForm order={order} />
          ) : (
            <NotAllowed order={order} what="request a refund" />
          )
        }
      </QueryState>
    </Page>
  );
}

function RefundForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [amount, setAmount] = useState(centsToDollarString(order.refundableCents));
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = parseDollars(amount);
    const next = {
      amount:
        cents === null || cents <= 0
          ? "Enter an amount in dollars, e.g. 12.50"
          : cents > order.refundableCents
            ? `You can ask for at most ${formatCents(order.refundableCents)}`
            : undefined,
      reason: reason.trim() ? undefined : "Please say why you want a refund",
    };
    setErrors(next);
    if (next.amount || next.reason || cents === null) return;
    setBusy(true);
    const r = await submit<Order>(
      "/order/refund/request",
      { orderNumber: order.orderNumber, amountCents: cents, reason: reason.trim() },
      { idempotencyKey: key.current },
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
    showToast("Refund requested. The seller will answer soon.", "success");
    void navigate({ href: detailHref("buying", order.orderNumber) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
      <Header order={order} />
      <TextField
        label="Refund amount ($)"
        inputMode="decimal"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        hint={`Up to ${formatCents(order.refundableCents)}`}
        error={errors.amount}
      />
      <TextArea
        label="Reason"
        value={reason}
        onChange={setReason}
        error={errors.reason}
        hint="Tell the seller what went wrong."
      />
      <Button type="submit" size="lg" busy={busy}>
        Request refund
      </Button>
    </form>
  );
}

/** /agreeRefund/{orderNumber}: the seller agrees to or declines the buyer's refund request. */
export function AgreeRefundScreen({ orderNumber }: { orderNumber: string }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading="Refund request" width="narrow">
      <QueryState query={q} what="Order" skeleton={<Skeleton className="h-80 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("agreeRefund") || order.actions.includes("declineRefund") ? (
            <AgreeForm order={order} />
          ) : (
            <NotAllowed order={order} what="answer a refund" />
          )
        }
      </QueryState>
    </Page>
  );
}

function AgreeForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [ask, setAsk] = useState<"agree" | "decline" | null>(null);
  const [busy, setBusy] = useState(false);
  const keys = useRef({ agree: newIdempotencyKey(), decline: newIdempotencyKey() });
  const asked = order.refundRequestCents ?? 0;
  const answer = async (what: "agree" | "decline") => {
    setBusy(true);
    const r = await submit<Order>(
      `/order/refund/${what}`,
      { orderNumber: order.orderNumber },
      { idempotencyKey: keys.current[what] },
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
    showToast(what === "agree" ? `Refunded ${formatCents(asked)}` : "Refund declined", "success");
    void navigate({ href: detailHref("selling", order.orderNumber) });
  };
  return (
    <div className={cx(card, "flex flex-col gap-4")}>
      <Header order={order} />
      <dl className="grid gap-3 rounded-xl bg-slate-50 p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Buyer</dt>
          <dd className="font-semibold text-slate-900">{order.buyer.name}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Amount asked</dt>
          <dd className="text-base font-bold text-slate-900">
            {formatCents(asked)}
            {asked < order.amountCents - order.refundedCents && (
              <span className="ml-1 text-xs font-normal text-slate-500">(partial)</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-600">Reason</dt>
          <dd className="mt-1 whitespace-pre-wrap text-slate-900">{order.refundReason || "—"}</dd>
        </div>
      </dl>
      <p className="text-xs text-slate-500">
        Agreeing returns the money to the buyer’s card; the platform fee is returned in proportion.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row-reverse">
        {order.actions.includes("agreeRefund") && (
          <Button size="lg" className="sm:flex-1" onClick={() => setAsk("agree")}>
            Agree to refund
          </Button>
        )}
        {order.actions.includes("declineRefund") && (
          <Button size="lg" variant="secondary" className="sm:flex-1" onClick={() => setAsk("decline")}>
            Decline refund
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={ask !== null}
        message={
          ask === "agree"
            ? `Refund ${formatCents(asked)} to ${order.buyer.name}?`
            : "Decline this refund request?"
        }
        confirmLabel={ask === "agree" ? "Refund" : "Decline"}
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => ask && void answer(ask)}
        onCancel={() => setAsk(null)}
      />
    </div>
  );
}

/** /report/{orderNumber}: the buyer or seller reports a problem to the platform. */
export function ReportScreen({ orderNumber }: { orderNumber: string }) {
  const q = useQuery(orderDetailQuery(orderNumber));
  return (
    <Page heading="Report a problem" width="narrow">
      <QueryState query={q} what="Order" skeleton={<Skeleton className="h-72 rounded-2xl" />}>
        {(order) =>
          order.actions.includes("report") ? (
            <ReportForm order={order} />
          ) : (
            <NotAllowed order={order} what="report this order" />
          )
        }
      </QueryState>
    </Page>
  );
}

function ReportForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!reason.trim()) return setError("Please say what went wrong");
    setError(undefined);
    setBusy(true);
    const r = await submit<Order>(
      "/order/report",
      { orderNumber: order.orderNumber, reason: reason.trim() },
      { idempotencyKey: key.current },
    );
    setBusy(false);
    if (!r.ok) {
      key.current = newIdempotencyKey();
      if (r.fieldErrors.reason) setError(r.fieldErrors.reason);
      return;
    }
    qc.setQueryData(orderKeys.detail(order.orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    showToast("Thanks. We will look into it.", "success");
    void navigate({ href: detailHref(order.role === "buyer" ? "buying" : "selling", order.orderNumber) });
  };
  return (
    <form onSubmit={onSubmit} noValidate className={cx(card, "flex flex-col gap-4")}>
      <Header order={order} />
      <TextArea
        label="What went wrong?"
        value={reason}
        onChange={setReason}
        error={error}
        hint="Our team reads every report. Reporting stops the order until it is resolved."
      />
      <Button type="submit" size="lg" variant="danger" busy={busy}>
        Send report
      </Button>
    </form>
  );
}
