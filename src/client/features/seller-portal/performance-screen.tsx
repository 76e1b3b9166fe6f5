import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { Performance } from "#shared/contract/seller-portal";
import { formatCents } from "#shared/money";
import { ApiError } from "../../api/index.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";
import { useDocumentTitle } from "../../ui/page.tsx";
import { Stat } from "./money-screen.tsx";
import { PortalHeading, usePortalIdentity } from "./portal-layout.tsx";
import { portalPerformanceQuery } from "./portal-queries.ts";
import { PortalPerformanceSearchSchema, portalHref, usePortalSearch } from "./route-search.ts";

/** /seller/performance */
export function PerformanceRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Performance · Seller Hub`);
  return <PerformanceScreen days={usePortalSearch(PortalPerformanceSearchSchema).days ?? 30} />;
}

/** Sales, revenue, sell-through and days to sell over 7, 30 or 90 days; revenue is the ledger's. */
export function PerformanceScreen({ days }: { days: 7 | 30 | 90 }) {
  const { t } = useLingui();
  const { who } = usePortalIdentity();
  const q = useQuery(portalPerformanceQuery(who, days));
  const p = q.data;
  return (
    <section>
      <PortalHeading title={t`Performance`}>
        <nav aria-label={t`Period`} className="inline-flex rounded-lg ring-1 ring-slate-300">
          {([7, 30, 90] as const).map((d) => (
            <AppLink
              key={d}
              href={portalHref("performance", { days: d })}
              aria-current={d === days ? "true" : undefined}
              className={cx(
                "focus-ring px-3 py-1.5 text-sm font-medium first:rounded-l-lg last:rounded-r-lg",
                d === days ? "bg-slate-900 text-white" : "bg-white text-slate-700 hover:bg-slate-50",
              )}
            >
              {t`${d} days`}
            </AppLink>
          ))}
        </nav>
      </PortalHeading>
      {q.error instanceof ApiError && q.error.refused ? (
        <p role="alert" className="rounded-xl bg-white p-6 text-slate-700 ring-1 ring-slate-200">
          {q.error.message}
        </p>
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
            <Stat
              label={t`Revenue`}
              value={p ? formatCents(p.revenueCents) : "…"}
              hint={t`net of fees, from the ledger`}
            />
            <Stat label={t`Sales`} value={p ? String(p.salesCount) : "…"} />
            <Stat
              label={t`Sell-through`}
              value={p ? (p.sellThroughBps === null ? "—" : `${(p.sellThroughBps / 100).toFixed(0)}%`) : "…"}
              hint={p ? t`${p.soldCount} sold of ${p.finishedCount} finished` : undefined}
            />
            <Stat
              label={t`Average days to sell`}
              value={p ? (p.avgDaysToSell === null ? "—" : p.avgDaysToSell.toFixed(1)) : "…"}
            />
          </div>
          {p && <RevenueBars data={p} />}
        </>
      )}
    </section>
  );
}

/** Revenue per day as SVG bars that scale with their box; the figures are in the title of each bar. */
function RevenueBars({ data }: { data: Performance }) {
  const { t } = useLingui();
  const W = 800;
  const H = 220;
  const pad = { l: 8, r: 8, t: 10, b: 22 };
  const max = Math.max(1, ...data.series.map((d) => d.amountCents));
  const slot = (W - pad.l - pad.r) / Math.max(1, data.series.length);
  const every = Math.ceil(data.series.length / 8);
  const best = formatCents(max === 1 && data.revenueCents === 0 ? 0 : max);
  const days = data.days;
  const total = formatCents(data.revenueCents);
  const sales = data.salesCount;
  const barTitle = (d: Performance["series"][number]) => {
    const date = d.date;
    const amount = formatCents(d.amountCents);
    const count = d.orderCount;
    return t`${date}: ${amount}, ${count} sales`;
  };
  return (
    <figure className="mt-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <figcaption className="mb-2 text-sm font-semibold">{t`Revenue per day · best day ${best}`}</figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={t`Revenue per day over ${days} days: ${total} in total from ${sales} sales`}
        className="h-auto w-full"
      >
        <line x1={pad.l} x2={W - pad.r} y1={H - pad.b} y2={H - pad.b} stroke="#cbd5e1" />
        {data.series.map((d, i) => {
          const h = ((H - pad.t - pad.b) * d.amountCents) / max;
          const x = pad.l + i * slot + slot * 0.15;
          return (
            <g key={d.date}>
              <rect x={x} y={H - pad.b - h} width={Math.max(1, slot * 0.7)} height={h} rx={2} fill="#f97316">
                <title>{barTitle(d)}</title>
              </rect>
              {i % every === 0 && (
                <text x={x} y={H - 6} fontSize={11} fill="#64748b">
                  {d.date.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
