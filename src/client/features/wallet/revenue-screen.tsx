import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";
import { Loading, Page, Skeleton } from "../../ui/page.tsx";
import { QueryState } from "../../ui/query-state.tsx";
import { Stat } from "../../ui/stat.tsx";
import { dayLabel } from "./chart-scale.ts";
import { RevenueChart, RevenueTable } from "./revenue-chart.tsx";
import { revenueQuery } from "./wallet-queries.ts";
import { card, useWho } from "./wallet-ui.tsx";

export const REVENUE_RANGES = [7, 30, 90, 365] as const;
export type RevenueRange = (typeof REVENUE_RANGES)[number];
const RANGE_LABEL: Record<RevenueRange, MessageDescriptor> = {
  7: msg`7 days`,
  30: msg`30 days`,
  90: msg`90 days`,
  365: msg`12 months`,
};

/** /revenue (full width): net sales per day over a chosen range, as a chart and a table. */
export function RevenueScreen({ days }: { days: RevenueRange }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const range = i18n._(RANGE_LABEL[days]);
  const who = useWho();
  const q = useQuery(revenueQuery(who, days));
  return (
    <Page heading={t`Revenue`} width="full">
      <nav aria-label={t`Range`} className="mb-4 flex flex-wrap gap-2">
        {REVENUE_RANGES.map((d) => (
          <AppLink
            key={d}
            href={d === 30 ? "/revenue" : `/revenue?days=${d}`}
            aria-current={d === days ? "page" : undefined}
            className={cx(
              "focus-ring rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors",
              d === days
                ? "bg-slate-900 text-white ring-slate-900"
                : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
            )}
          >
            {i18n._(RANGE_LABEL[d])}
          </AppLink>
        ))}
      </nav>
      <QueryState
        query={q}
        skeleton={
          <Loading label={t`Loading revenue`} className="flex flex-col gap-4">
            <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-24 rounded-2xl" />
              ))}
            </div>
            <Skeleton className="h-80 rounded-2xl" />
          </Loading>
        }
      >
        {(data) => {
          const best = data.series.reduce<(typeof data.series)[number] | null>(
            (b, p) => (!b || p.amountCents > b.amountCents ? p : b),
            null,
          );
          const avg = data.orderCount > 0 ? Math.round(data.totalCents / data.orderCount) : 0;
          return (
            <div className={cx("flex flex-col gap-4", q.isPlaceholderData && "opacity-60")}>
              <dl className="grid grid-cols-2 gap-3 xl:grid-cols-4">
                <Stat
                  label={t`Revenue`}
                  value={formatCents(data.totalCents)}
                  note={t`Last ${range}, after fees`}
                />
                <Stat label={t`Sales`} value={String(data.orderCount)} />
                <Stat label={t`Average sale`} value={formatCents(avg)} />
                <Stat
                  label={t`Best day`}
                  value={best && best.amountCents > 0 ? formatCents(best.amountCents) : "—"}
                  note={best && best.amountCents > 0 ? dayLabel(best.date, true, locale) : t`No sales yet`}
                />
              </dl>
              <section aria-labelledby="chart-heading" className={card}>
                <h2 id="chart-heading" className="mb-3 text-base font-semibold text-slate-900">
                  {t`Revenue per day`}
                </h2>
                <RevenueChart data={data} height={days === 7 ? 240 : 300} />
              </section>
              <RevenueTable data={data} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
