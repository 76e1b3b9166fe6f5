import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { ColumnHeads } from "../../ui/column-heads.tsx";
import { dayLabel, labelEvery, shortDollars, yScale } from "./chart-scale.ts";
import type { Revenue } from "./wallet-queries.ts";

/** The width of an element, kept up to date (the chart draws in real pixels so text stays crisp). */
function useWidth<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(([e]) => setWidth(Math.round(e?.contentRect.width ?? 0)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width] as const;
}

const PAD = { top: 12, right: 12, bottom: 28, left: 52 };

/**
 * Revenue per day as bars: an SVG with a text alternative (role img + a summary), the exact
 * figures in a table below for screen readers and anyone who wants them, and a focusable bar
 * readout for keyboard and pointer users.
 */
export function RevenueChart({ data, height = 280 }: { data: Revenue; height?: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const [box, width] = useWidth<HTMLDivElement>();
  const [active, setActive] = useState<number | null>(null);
  const titleId = useId();
  const descId = useId();
  const series = data.series;
  const values = series.map((p) => p.amountCents);
  const { lo, hi, ticks } = yScale(values);
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const y = (c: number) => PAD.top + plotH - ((c - lo) / (hi - lo || 1)) * plotH;
  const slot = series.length ? plotW / series.length : 0;
  const barW = Math.max(1, Math.min(36, slot * 0.7));
  const every = labelEvery(series.length, plotW);
  const best = series.reduce<(typeof series)[number] | null>(
    (b, p) => (!b || p.amountCents > b.amountCents ? p : b),
    null,
  );
  const first = series[0];
  const last = series.at(-1);
  const summary = (() => {
    if (!first || !last) return t`No data.`;
    const from = dayLabel(first.date, true, locale);
    const to = dayLabel(last.date, true, locale);
    const total = formatCents(data.totalCents);
    const count = data.orderCount;
    if (best && best.amountCents > 0) {
      const bestDay = dayLabel(best.date, false, locale);
      const bestAmount = formatCents(best.amountCents);
      return t`Revenue per day from ${from} to ${to}: ${total} in total from ${plural(count, { one: "# sale", other: "# sales" })}; best day ${bestDay} with ${bestAmount}.`;
    }
    return t`Revenue per day from ${from} to ${to}: ${total} in total from ${plural(count, { one: "# sale", other: "# sales" })}.`;
  })();
  const shown = active !== null ? series[active] : null;
  const shownAmount = shown ? formatCents(shown.amountCents) : "";
  const shownCount = shown?.orderCount ?? 0;

  return (
    <figure className="flex flex-col gap-2">
      <div className="flex min-h-6 items-center justify-between gap-3 text-sm" aria-live="polite">
        {shown ? (
          <p>
            <span className="font-semibold text-slate-900">{dayLabel(shown.date, true, locale)}</span>{" "}
            <span className="text-slate-700">
              {t`${shownAmount} · ${plural(shownCount, { one: "# sale", other: "# sales" })}`}
            </span>
          </p>
        ) : (
          <p className="text-slate-500">
            <Trans>Hover or focus a day to see its figures.</Trans>
          </p>
        )}
      </div>
      <div ref={box} className="w-full">
        {width > 0 && (
          <svg
            width={width}
            height={height}
            role="img"
            aria-labelledby={`${titleId} ${descId}`}
            className="block select-none"
            onMouseLeave={() => setActive(null)}
            onMouseMove={(e) => {
              const x = e.clientX - e.currentTarget.getBoundingClientRect().left - PAD.left;
              const i = Math.floor(x / (slot || 1));
              setActive(i >= 0 && i < series.length ? i : null);
            }}
          >
            <title id={titleId}>{t`Revenue over time`}</title>
            <desc id={descId}>{summary}</desc>
            {ticks.map((tick) => (
              <g key={tick}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(tick)}
                  y2={y(tick)}
                  stroke={tick === 0 ? "#94a3b8" : "#e2e8f0"}
                  strokeDasharray={tick === 0 ? undefined : "3 3"}
                />
                <text x={PAD.left - 8} y={y(tick)} dy="0.32em" textAnchor="end" fontSize="11" fill="#64748b">
                  {shortDollars(tick)}
                </text>
              </g>
            ))}
            {series.map((p, i) => {
              const cx = PAD.left + slot * i + slot / 2;
              const top = y(Math.max(0, p.amountCents));
              const bottom = y(Math.min(0, p.amountCents));
              const on = active === i;
              return (
                <g key={p.date}>
                  {/* A full-height hit area so thin bars are easy to hover. */}
                  <rect
                    x={PAD.left + slot * i}
                    y={PAD.top}
                    width={slot}
                    height={plotH}
                    fill={on ? "#fff7ed" : "transparent"}
                  />
                  <rect
                    x={cx - barW / 2}
                    y={top}
                    width={barW}
                    height={Math.max(p.amountCents === 0 ? 0 : 1, bottom - top)}
                    rx={Math.min(3, barW / 3)}
                    fill={p.amountCents < 0 ? "#e11d48" : on ? "#c2410c" : "#f97316"}
                  />
                  {(series.length - 1 - i) % every === 0 && (
                    <text x={cx} y={height - 8} textAnchor="middle" fontSize="11" fill="#64748b">
                      {dayLabel(p.date, false, locale)}
                    </text>
                  )}
                </g>
              );
            })}
          </svg>
        )}
        {width === 0 && <div style={{ height }} />}
      </div>
      {/* Keyboard readout: arrow keys move day by day through the figures. */}
      <div className="flex items-center gap-2">
        <label className="text-xs text-slate-600" htmlFor={`${titleId}-day`}>
          <Trans>Day</Trans>
        </label>
        <input
          id={`${titleId}-day`}
          type="range"
          min={0}
          max={Math.max(0, series.length - 1)}
          value={active ?? series.length - 1}
          onChange={(e) => setActive(Number(e.target.value))}
          onFocus={() => setActive((a) => a ?? series.length - 1)}
          aria-valuetext={
            series[active ?? series.length - 1]
              ? `${dayLabel(series[active ?? series.length - 1]!.date, true, locale)}: ${formatCents(series[active ?? series.length - 1]!.amountCents)}`
              : undefined
          }
          className="w-full accent-orange-500"
        />
      </div>
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

/** The chart's figures as a table (inside a disclosure). */
export function RevenueTable({ data }: { data: Revenue }) {
  const { t } = useLingui();
  const locale = useLocale();
  const rows = [...data.series].reverse();
  return (
    <details className="rounded-2xl bg-white ring-1 ring-slate-200">
      <summary className="focus-ring cursor-pointer rounded-2xl px-4 py-3 text-sm font-semibold text-slate-900">
        <Trans>Daily figures</Trans>
      </summary>
      <div className="max-h-96 overflow-auto px-4 pb-4">
        <table className="w-full text-sm">
          <caption className="sr-only">{t`Revenue per day, newest first`}</caption>
          <thead>
            <ColumnHeads
              className="text-left text-xs uppercase tracking-wide text-slate-500"
              columns={[
                { id: "day", className: "py-2 font-semibold", label: <Trans>Day</Trans> },
                { id: "sales", className: "py-2 text-right font-semibold", label: <Trans>Sales</Trans> },
                { id: "revenue", className: "py-2 text-right font-semibold", label: <Trans>Revenue</Trans> },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((p) => (
              <tr key={p.date}>
                <th scope="row" className="py-1.5 text-left font-normal text-slate-700">
                  {dayLabel(p.date, true, locale)}
                </th>
                <td className="py-1.5 text-right tabular-nums text-slate-700">{p.orderCount}</td>
                <td className="py-1.5 text-right font-medium tabular-nums text-slate-900">
                  {formatCents(p.amountCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
