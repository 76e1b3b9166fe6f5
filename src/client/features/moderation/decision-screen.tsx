import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useRef, useState } from "react";
import type { DecisionDetail } from "#shared/contract/moderation";
import { dateFormats } from "#shared/date-formats";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { mutate } from "../../query-client.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { badgeLook } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { describedBy, FieldFrame, fieldBorder } from "../../ui/text-field.tsx";
import { ACTION_OUTCOMES, QUEUE_REASON_LABELS, TARGET_LABELS } from "./labels.ts";
import { decisionQuery, moderationKeys } from "./moderation-queries.ts";

const APPEAL_MAX = 2000;
const card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6";

/** /decision/{decisionId}: what the operators decided and why, and the one appeal against it. */
export function DecisionScreen({ decisionId }: { decisionId: number }) {
  const { t } = useLingui();
  const q = useQuery(decisionQuery(decisionId));
  return (
    <Page heading={t`Decision`} width="narrow">
      <QueryState query={q} what={t`Decision`} skeleton={<Skeleton className="h-72 rounded-2xl" />}>
        {(d) => <DecisionBody d={d} />}
      </QueryState>
    </Page>
  );
}

function StatusBadge({ status }: { status: DecisionDetail["status"] }) {
  const { t } = useLingui();
  const text =
    status === "reversed" ? t`Reversed on appeal` : status === "upheld" ? t`Upheld on appeal` : t`In force`;
  return (
    <span
      className={cx(
        badgeLook,
        status === "reversed" ? "bg-emerald-100 text-emerald-800" : "bg-slate-900 text-white",
      )}
    >
      {text}
    </span>
  );
}

function targetHref(d: DecisionDetail): string | null {
  if (d.targetType === "item") return `/itemDetail/${encodeURIComponent(d.targetId)}`;
  if (d.targetType === "user") return `/sellerInformation/${encodeURIComponent(d.targetId)}`;
  return null;
}

function DecisionBody({ d }: { d: DecisionDetail }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const href = targetHref(d);
  const label = d.targetLabel ?? d.targetId;
  return (
    <div className="flex flex-col gap-4">
      <section aria-labelledby="decision-what" className={card}>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={d.status} />
          <span className="text-sm text-slate-500">{dateFormats.type2(locale, d.createTime)}</span>
        </div>
        <h2 id="decision-what" className="mt-3 text-lg font-bold text-slate-900">
          {i18n._(ACTION_OUTCOMES[d.action])}
        </h2>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-500">{i18n._(TARGET_LABELS[d.targetType])}</dt>
          <dd className="font-medium text-slate-900">
            {href && d.status === "reversed" ? (
              <AppLink href={href} className="focus-ring rounded text-orange-700 hover:underline">
                {label}
              </AppLink>
            ) : (
              label
            )}
          </dd>
          <dt className="text-slate-500">
            <Trans>Reported for</Trans>
          </dt>
          <dd className="text-slate-900">{i18n._(QUEUE_REASON_LABELS[d.reason])}</dd>
        </dl>
        <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-500">
          <Trans>Statement of reasons</Trans>
        </h3>
        <p className="mt-1 whitespace-pre-line rounded-xl bg-slate-50 p-3 text-[15px] text-slate-900">
          {d.note}
        </p>
      </section>
      {d.appeal ? (
        <AppealShown appeal={d.appeal} />
      ) : d.canAppeal ? (
        <AppealForm decisionId={d.decisionId} />
      ) : null}
      {d.status === "in_force" && !d.appeal && !d.canAppeal && d.action !== "dismiss" && (
        <p className="text-sm text-slate-600">{t`Only the member the decision concerns may appeal it.`}</p>
      )}
    </div>
  );
}

function AppealShown({ appeal }: { appeal: NonNullable<DecisionDetail["appeal"]> }) {
  const { t } = useLingui();
  const locale = useLocale();
  const outcome =
    appeal.status === "open"
      ? t`Your appeal is waiting for an operator. You will be notified of the outcome.`
      : appeal.status === "reversed"
        ? t`Your appeal was accepted: the decision was reversed and everything it changed is undone.`
        : t`Your appeal was reviewed and the decision stands.`;
  return (
    <section aria-labelledby="appeal-heading" className={card}>
      <h2 id="appeal-heading" className="text-base font-semibold text-slate-900">
        <Trans>Your appeal</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-500">{dateFormats.type2(locale, appeal.createTime)}</p>
      <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{appeal.text}</p>
      <p role="status" className="mt-3 rounded-xl bg-orange-50 p-3 text-sm font-medium text-slate-900">
        {outcome}
      </p>
    </section>
  );
}

function AppealForm({ decisionId }: { decisionId: number }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const id = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const key = useRef(newIdempotencyKey());
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim()) return setError(t`Say why the decision is wrong`);
    setError(undefined);
    setBusy(true);
    const r = await settled(
      mutate(() =>
        call("POST", "/appeal", {
          body: { decisionId, text: text.trim() },
          idempotencyKey: key.current,
        }),
      ),
    );
    setBusy(false);
    if (!r.ok) {
      if (r.fieldErrors.text) setError(r.fieldErrors.text);
      return;
    }
    await qc.invalidateQueries({ queryKey: moderationKeys.decision(decisionId) });
  };
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-h`}
      className={cx(card, "flex flex-col gap-3")}
    >
      <h2 id={`${id}-h`} className="text-base font-semibold text-slate-900">
        <Trans>Appeal this decision</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>
          An operator reads your appeal and either keeps the decision or reverses it. You can appeal once: say
          everything that matters.
        </Trans>
      </p>
      <FieldFrame id={`${id}-text`} label={t`Your appeal`} error={error}>
        <textarea
          id={`${id}-text`}
          value={text}
          rows={5}
          maxLength={APPEAL_MAX}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(`${id}-text`, undefined, error)}
          onChange={(e) => setText(e.target.value)}
          className={`focus-ring rounded-lg border px-3 py-2 text-base text-slate-900 ${fieldBorder(error)}`}
        />
      </FieldFrame>
      <Button type="submit" size="lg" busy={busy} className="max-md:h-11">
        <Trans>Send appeal</Trans>
      </Button>
    </form>
  );
}
