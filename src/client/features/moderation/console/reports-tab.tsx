import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import type { AdminReport, DecisionAction } from "#shared/contract/moderation";
import { formatCount } from "#shared/count";
import { AppLink } from "../../../ui/app-link.tsx";
import { Button } from "../../../ui/button.tsx";
import { cx } from "../../../ui/cx.ts";
import { Skeleton } from "../../../ui/page.tsx";
import { QueryFailure } from "../../../ui/query-state.tsx";
import { labelHeadingLook } from "../../../ui/section.tsx";
import { ACTION_LABELS, QUEUE_REASON_LABELS, TARGET_LABELS } from "../labels.ts";
import { adminReportQuery, adminReportsQuery } from "../moderation-queries.ts";
import { ActionDialog } from "./action-dialog.tsx";
import { card, PagedList, When } from "./shared-parts.tsx";
import { TargetView } from "./target-view.tsx";

/** The open queue (most reported and oldest first, as the server orders it) or the resolved entries. */
export function ReportsTab({ status }: { status: "open" | "resolved" }) {
  const { t } = useLingui();
  const q = useInfiniteQuery(adminReportsQuery(status));
  return (
    <PagedList
      query={q}
      label={status === "open" ? t`Open reports` : t`Resolved reports`}
      empty={status === "open" ? t`Nothing waits: the queue is empty.` : t`No resolved reports yet.`}
    >
      {(r: AdminReport) => <ReportCard key={r.reportId} report={r} />}
    </PagedList>
  );
}

function ReportCard({ report: r }: { report: AdminReport }) {
  const { t, i18n } = useLingui();
  const detail = useQuery(adminReportQuery(r.reportId));
  const [action, setAction] = useState<DecisionAction | null>(null);
  const label = r.targetLabel ?? r.targetId;
  const count = formatCount(r.reports);
  const headingId = `report-${r.reportId}`;
  return (
    <li>
      <article aria-labelledby={headingId} className={cx(card, "flex flex-col gap-4")}>
        <header className="flex flex-wrap items-start gap-x-3 gap-y-1">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-slate-700">
            {i18n._(TARGET_LABELS[r.targetType])}
          </span>
          {r.system && (
            <span className="rounded-full bg-amber-100 px-2.5 py-0.5 text-xs font-semibold text-amber-900">
              <Trans>Raised by the system</Trans>
            </span>
          )}
          <span
            className={cx(
              "rounded-full px-2.5 py-0.5 text-xs font-bold",
              r.reports > 1 ? "bg-rose-100 text-rose-800" : "bg-slate-100 text-slate-700",
            )}
          >
            {r.reports === 1 ? t`1 report` : t`${count} reports`}
          </span>
          <h2 id={headingId} className="w-full break-words text-lg font-bold text-slate-900">
            {label}
          </h2>
          <p className="w-full text-sm text-slate-600">
            <span className="font-semibold text-slate-900">{i18n._(QUEUE_REASON_LABELS[r.reason])}</span>
            {" · "}
            <Trans>first reported</Trans> <When time={r.createTime} />
          </p>
        </header>
        <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <section aria-label={t`What was reported`} className="min-w-0">
            {detail.data ? (
              <TargetView d={detail.data} />
            ) : detail.isError ? (
              <QueryFailure error={detail.error} retry={() => void detail.refetch()} />
            ) : (
              <Skeleton className="h-48 rounded-xl" />
            )}
          </section>
          <div className="flex min-w-0 flex-col gap-4">
            <section aria-label={t`Reports`}>
              <h3 className={labelHeadingLook}>
                <Trans>What reporters said</Trans>
              </h3>
              <ol className="flex max-h-72 flex-col gap-2 overflow-y-auto">
                {(
                  detail.data?.reporters ?? [
                    { reporter: null, reason: r.reason, details: r.details, createTime: r.createTime },
                  ]
                ).map((p) => (
                  <li
                    key={`${p.createTime}-${p.reporter?.id ?? p.reason}`}
                    className="rounded-xl bg-slate-50 p-3 text-sm"
                  >
                    <p className="font-semibold text-slate-900">
                      {p.reporter ? p.reporter.name : t`System signal`} ·{" "}
                      {i18n._(QUEUE_REASON_LABELS[p.reason])}
                    </p>
                    {p.details && <p className="mt-1 whitespace-pre-line text-slate-700">{p.details}</p>}
                    <When time={p.createTime} className="mt-1 block text-xs text-slate-500" />
                  </li>
                ))}
              </ol>
            </section>
            {r.status === "open" ? (
              <section aria-label={t`Actions`}>
                <h3 className={labelHeadingLook}>
                  <Trans>Decide</Trans>
                </h3>
                <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
                  {r.actions.map((a) => (
                    <Button
                      key={a}
                      variant={a === "dismiss" ? "secondary" : a === "suspend_user" ? "danger" : "secondary"}
                      className={cx("h-11", a !== "dismiss" && a !== "suspend_user" && "text-rose-800")}
                      aria-haspopup="dialog"
                      onClick={() => setAction(a)}
                    >
                      {i18n._(ACTION_LABELS[a])}
                    </Button>
                  ))}
                </div>
              </section>
            ) : (
              r.decisionId !== null && (
                <AppLink
                  href={`/decision/${r.decisionId}`}
                  className="focus-ring inline-flex h-11 items-center self-start rounded-lg px-3 text-sm font-semibold text-orange-700 ring-1 ring-inset ring-slate-300 hover:bg-orange-50"
                >
                  <Trans>See the decision</Trans>
                </AppLink>
              )
            )}
          </div>
        </div>
      </article>
      {action && (
        <ActionDialog
          reportId={r.reportId}
          action={action}
          targetLabel={label}
          onClose={() => setAction(null)}
        />
      )}
    </li>
  );
}
