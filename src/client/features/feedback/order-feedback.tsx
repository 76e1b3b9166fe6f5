import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { FEEDBACK_COMMENT_MAX, type Feedback, type OrderFeedback } from "#shared/contract/feedback";
import type { Order } from "#shared/contract/orders";
import { dateFormats } from "#shared/date-formats";
import { call, settled } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { Button } from "../../ui/button.tsx";
import { feedbackKeys, orderFeedbackQuery } from "./feedback-queries.ts";
import { StarInput, Stars } from "./stars.tsx";

const box = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";
const area =
  "focus-ring mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

/** The order page's feedback card: once the item is picked up, each side rates the other. */
export function OrderFeedbackSection({ order }: { order: Order }) {
  const done = order.completeTime !== null;
  const q = useQuery(orderFeedbackQuery(order.orderNumber, done));
  if (!done || !q.data) return null;
  return <FeedbackCard order={order} fb={q.data} />;
}

function FeedbackCard({ order, fb }: { order: Order; fb: OrderFeedback }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const ratesSeller = fb.role === "buyer";
  const otherName = fb.role === "buyer" ? order.seller.name : order.buyer.name;
  return (
    <section aria-labelledby="feedback-heading" className={box}>
      <h2 id="feedback-heading" className="text-base font-semibold text-slate-900">
        <Trans>Feedback</Trans>
      </h2>
      {fb.canLeave || editing ? (
        <LeaveForm
          orderNumber={order.orderNumber}
          legend={ratesSeller ? t`Rate the seller, ${otherName}` : t`Rate the buyer, ${otherName}`}
          initial={fb.mine}
          onDone={() => setEditing(false)}
        />
      ) : fb.mine ? (
        <div className="mt-2 text-sm">
          <p className="font-medium text-slate-900">
            {ratesSeller ? (
              <Trans>
                You rated the seller <Stars value={fb.mine.rating} />
              </Trans>
            ) : (
              <Trans>
                You rated the buyer <Stars value={fb.mine.rating} />
              </Trans>
            )}
          </p>
          {fb.mine.comment && <p className="mt-1 text-slate-700">“{fb.mine.comment}”</p>}
          {fb.canEdit ? (
            <p className="mt-2 flex flex-wrap items-center gap-3 text-slate-600">
              <Trans>You can change it until {dateFormats.type1(locale, fb.mine.editableUntil)}.</Trans>
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Trans>Edit feedback</Trans>
              </Button>
            </p>
          ) : (
            <p className="mt-1 text-xs text-slate-600">
              <Trans>Feedback is fixed after 7 days.</Trans>
            </p>
          )}
          {fb.mine.reply && <Answer f={fb.mine} name={otherName} />}
        </div>
      ) : null}
      {fb.theirs && <TheirRating order={order} fb={fb} theirs={fb.theirs} name={otherName} />}
    </section>
  );
}

function Answer({ f, name }: { f: Feedback; name: string }) {
  return (
    <p className="mt-2 border-l-2 border-slate-200 pl-3 text-slate-700">
      <span className="font-medium">
        <Trans>{name} answered:</Trans>
      </span>{" "}
      {f.reply}
    </p>
  );
}

function LeaveForm({
  orderNumber,
  legend,
  initial,
  onDone,
}: {
  orderNumber: string;
  legend: string;
  initial: Feedback | null;
  onDone: () => void;
}) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [rating, setRating] = useState(initial?.rating ?? 0);
  const [comment, setComment] = useState(initial?.comment ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    if (rating < 1) return setError(t`Choose from 1 to 5 stars.`);
    setBusy(true);
    setError(null);
    const r = await settled(
      call("POST", "/feedback/leave", {
        body: { orderNumber, rating, comment: comment.trim() || undefined },
      }),
    );
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.rating ?? r.fieldErrors.comment ?? r.message);
    qc.setQueryData(feedbackKeys.order(orderNumber), r.data);
    void qc.invalidateQueries({ queryKey: feedbackKeys.all });
    onDone();
  };
  return (
    <form onSubmit={send} className="mt-2 flex flex-col gap-3">
      <StarInput value={rating} onChange={setRating} legend={legend} />
      <label className="text-sm font-medium text-slate-900">
        <Trans>Comment (optional)</Trans>
        <textarea
          value={comment}
          maxLength={FEEDBACK_COMMENT_MAX}
          rows={3}
          onChange={(e) => setComment(e.target.value)}
          className={area}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}
      <Button type="submit" busy={busy} className="self-start">
        {initial ? t`Save feedback` : t`Send feedback`}
      </Button>
    </form>
  );
}

function TheirRating({
  order,
  fb,
  theirs,
  name,
}: {
  order: Order;
  fb: OrderFeedback;
  theirs: Feedback;
  name: string;
}) {
  const qc = useQueryClient();
  const [reply, setReply] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const send = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    const r = await settled(call("POST", "/feedback/reply", { body: { feedbackId: theirs.id, reply } }));
    setBusy(false);
    if (!r.ok) return setError(r.fieldErrors.reply ?? r.message);
    void qc.invalidateQueries({ queryKey: feedbackKeys.order(order.orderNumber) });
  };
  return (
    <div className="mt-4 border-t border-slate-100 pt-4 text-sm">
      <p className="font-medium text-slate-900">
        <Trans>
          {name} rated you <Stars value={theirs.rating} />
        </Trans>
      </p>
      {theirs.comment && <p className="mt-1 text-slate-700">“{theirs.comment}”</p>}
      {theirs.reply ? (
        <p className="mt-2 border-l-2 border-slate-200 pl-3 text-slate-700">
          <span className="font-medium">
            <Trans>Your answer:</Trans>
          </span>{" "}
          {theirs.reply}
        </p>
      ) : fb.canReply ? (
        <form onSubmit={send} className="mt-2 flex flex-col gap-2">
          <label className="font-medium text-slate-900">
            <Trans>Answer (once, shown with the rating)</Trans>
            <textarea value={reply} rows={2} onChange={(e) => setReply(e.target.value)} className={area} />
          </label>
          {error && (
            <p role="alert" className="font-medium text-rose-700">
              {error}
            </p>
          )}
          <Button type="submit" variant="secondary" size="sm" busy={busy} className="self-start">
            <Trans>Send answer</Trans>
          </Button>
        </form>
      ) : null}
    </div>
  );
}
