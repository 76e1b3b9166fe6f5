import { t as cx } from "./cx-ClXQrqf-.js";
import { ft as AppLink, Dt as Page, M as Route, Ot as Skeleton, wn as useQuery } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { o as card, r as Loaded, g as revenueQuery, l as useWho } from "./wallet-ui-C8jaAPP1.js";

// src/client/features/wallet/chart-scale.ts
/** The arithmetic of the revenue chart, kept apart from the SVG so it can be tested. */
/** A "nice" step (1, 2, 2.5 or 5 × 10^n cents) so about `count` steps cover `span`. */
function niceStep(span, count = 4) {
  if (!(span > 0)) return 100;
  const raw = span / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const f = raw / pow;
  return Math.max(100, Math.round((f <= 1 ? 1 : f <= 2 ? 2 : f <= 2.5 ? 2.5 : f <= 5 ? 5 : 10) * pow));
}
/** The y domain (always containing 0) and its tick values, from the data's values in cents. */
function yScale(values, count = 4) {
  const min = Math.min(0, ...values);
  const max = Math.max(0, ...values);
  const step = niceStep(max - min, count);
  const lo = Math.floor(min / step) * step;
  let hi = Math.ceil(max / step) * step;
  if (hi === lo) hi = lo + step * count;
  const ticks = [];
  for (let t = lo; t <= hi + 1e-9; t += step) ticks.push(t);
  return {
    lo,
    hi,
    ticks,
  };
}
/** Label every k-th day so labels are at least `minGapPx` apart. */
function labelEvery(points, widthPx, minGapPx = 64) {
  if (points <= 1 || widthPx <= 0) return 1;
  const per = widthPx / points;
  return Math.max(1, Math.ceil(minGapPx / per));
}
/** Axis money: $0, $25, $1.5k, $12k. */
function shortDollars(cents) {
  const d = cents / 100;
  const abs = Math.abs(d);
  const sign = d < 0 ? "−" : "";
  if (abs >= 1e3) return `${sign}$${(abs / 1e3).toFixed(abs >= 1e4 ? 0 : 1).replace(/\.0$/, "")}k`;
  return `${sign}$${Number.isInteger(abs) ? abs : abs.toFixed(2)}`;
}
/** "2026-11-03" -> "Nov 3" (a calendar day, no time zone shift). */
function dayLabel(date, withYear = false) {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, (m ?? 1) - 1, d ?? 1)).toLocaleDateString("en-US", {
    month: "short",
    day: "numeric",
    ...(withYear ? { year: "numeric" } : {}),
    timeZone: "UTC",
  });
}
// src/client/features/wallet/revenue-chart.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$2 = "/work/main/src/client/features/wallet/revenue-chart.tsx";
/** The width of an element, kept up to date (the chart draws in real pixels so text stays crisp). */
function useWidth() {
  const ref = (0, import_react.useRef)(null);
  const [width, setWidth] = (0, import_react.useState)(0);
  (0, import_react.useEffect)(() => {
    const el = ref.current;
    if (!el) return;
    setWidth(el.clientWidth);
    const ro = new ResizeObserver(([e]) => setWidth(Math.round(e?.contentRect.width ?? 0)));
    ro.observe(el);
    return () => ro.disconnect();
  }, []);
  return [ref, width];
}
var PAD = {
  top: 12,
  right: 12,
  bottom: 28,
  left: 52,
};
/**
 * Revenue per day as bars: an SVG with a text alternative (role img + a summary), the exact
 * figures in a table below for screen readers and anyone who wants them, and a focusable bar
 * readout for keyboard and pointer users.
 */
function RevenueChart({ data, height = 280 }) {
  const [box, width] = useWidth();
  const [active, setActive] = (0, import_react.useState)(null);
  const titleId = (0, import_react.useId)();
  const descId = (0, import_react.useId)();
  const series = data.series;
  const { lo, hi, ticks } = yScale(series.map((p) => p.amountCents));
  const plotW = Math.max(0, width - PAD.left - PAD.right);
  const plotH = height - PAD.top - PAD.bottom;
  const y = (c) => PAD.top + plotH - ((c - lo) / (hi - lo || 1)) * plotH;
  const slot = series.length ? plotW / series.length : 0;
  const barW = Math.max(1, Math.min(36, slot * 0.7));
  const every = labelEvery(series.length, plotW);
  const best = series.reduce((b, p) => (!b || p.amountCents > b.amountCents ? p : b), null);
  const first = series[0];
  const last = series.at(-1);
  const summary =
    first && last
      ? `Revenue per day from ${dayLabel(first.date, true)} to ${dayLabel(last.date, true)}: ${formatCents(data.totalCents)} in total from ${data.orderCount} ${data.orderCount === 1 ? "sale" : "sales"}${best && best.amountCents > 0 ? `; best day ${dayLabel(best.date)} with ${formatCents(best.amountCents)}` : ""}.`
      : "No data.";
  const shown = active !== null ? series[active] : null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "figure",
    {
      className: "flex flex-col gap-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex min-h-6 items-center justify-between gap-3 text-sm",
            "aria-live": "polite",
            children: shown
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "font-semibold text-slate-900",
                          children: dayLabel(shown.date, true),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 59,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      " ",
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className: "text-slate-700",
                          children: [
                            formatCents(shown.amountCents),
                            " · ",
                            shown.orderCount,
                            " ",
                            shown.orderCount === 1 ? "sale" : "sales",
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 60,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 58,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-slate-500",
                    children: "Hover or focus a day to see its figures.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 66,
                    columnNumber: 11,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 56,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            ref: box,
            className: "w-full",
            children: [
              width > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "svg",
                  {
                    width,
                    height,
                    role: "img",
                    "aria-labelledby": `${titleId} ${descId}`,
                    className: "block select-none",
                    onMouseLeave: () => setActive(null),
                    onMouseMove: (e) => {
                      const x = e.clientX - e.currentTarget.getBoundingClientRect().left - PAD.left;
                      const i = Math.floor(x / (slot || 1));
                      setActive(i >= 0 && i < series.length ? i : null);
                    },
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "title",
                        {
                          id: titleId,
                          children: "Revenue over time",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 84,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "desc",
                        {
                          id: descId,
                          children: summary,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 85,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      ticks.map((t) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "g",
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "line",
                                {
                                  x1: PAD.left,
                                  x2: width - PAD.right,
                                  y1: y(t),
                                  y2: y(t),
                                  stroke: t === 0 ? "#94a3b8" : "#e2e8f0",
                                  strokeDasharray: t === 0 ? void 0 : "3 3",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 88,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "text",
                                {
                                  x: PAD.left - 8,
                                  y: y(t),
                                  dy: "0.32em",
                                  textAnchor: "end",
                                  fontSize: "11",
                                  fill: "#64748b",
                                  children: shortDollars(t),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 96,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            ],
                          },
                          t,
                          true,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 87,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                      series.map((p, i) => {
                        const cx = PAD.left + slot * i + slot / 2;
                        const top = y(Math.max(0, p.amountCents));
                        const bottom = y(Math.min(0, p.amountCents));
                        const on = active === i;
                        return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "g",
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "rect",
                                {
                                  x: PAD.left + slot * i,
                                  y: PAD.top,
                                  width: slot,
                                  height: plotH,
                                  fill: on ? "#fff7ed" : "transparent",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 109,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "rect",
                                {
                                  x: cx - barW / 2,
                                  y: top,
                                  width: barW,
                                  height: Math.max(p.amountCents === 0 ? 0 : 1, bottom - top),
                                  rx: Math.min(3, barW / 3),
                                  fill: p.amountCents < 0 ? "#e11d48" : on ? "#c2410c" : "#f97316",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 116,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              (series.length - 1 - i) % every === 0 &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "text",
                                  {
                                    x: cx,
                                    y: height - 8,
                                    textAnchor: "middle",
                                    fontSize: "11",
                                    fill: "#64748b",
                                    children: dayLabel(p.date),
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$2,
                                    lineNumber: 125,
                                    columnNumber: 21,
                                  },
                                  this,
                                ),
                            ],
                          },
                          p.date,
                          true,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 107,
                            columnNumber: 17,
                          },
                          this,
                        );
                      }),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 71,
                    columnNumber: 11,
                  },
                  this,
                ),
              width === 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  { style: { height } },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 134,
                    columnNumber: 25,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$2,
            lineNumber: 69,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className: "text-xs text-slate-600",
                  htmlFor: `${titleId}-day`,
                  children: "Day",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 138,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "input",
                {
                  id: `${titleId}-day`,
                  type: "range",
                  min: 0,
                  max: Math.max(0, series.length - 1),
                  value: active ?? series.length - 1,
                  onChange: (e) => setActive(Number(e.target.value)),
                  onFocus: () => setActive((a) => a ?? series.length - 1),
                  "aria-valuetext": series[active ?? series.length - 1]
                    ? `${dayLabel(series[active ?? series.length - 1].date, true)}: ${formatCents(series[active ?? series.length - 1].amountCents)}`
                    : void 0,
                  className: "w-full accent-orange-500",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 141,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$2,
            lineNumber: 137,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "figcaption",
          {
            className: "sr-only",
            children: summary,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 157,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$2,
      lineNumber: 55,
      columnNumber: 5,
    },
    this,
  );
}
/** The chart's figures as a table (inside a disclosure). */
function RevenueTable({ data }) {
  const rows = [...data.series].reverse();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "details",
    {
      className: "rounded-2xl bg-white ring-1 ring-slate-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "summary",
          {
            className: "focus-ring cursor-pointer rounded-2xl px-4 py-3 text-sm font-semibold text-slate-900",
            children: "Daily figures",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 167,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "max-h-96 overflow-auto px-4 pb-4",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "table",
              {
                className: "w-full text-sm",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "caption",
                    {
                      className: "sr-only",
                      children: "Revenue per day, newest first",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 172,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "thead",
                    {
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "tr",
                        {
                          className: "text-left text-xs uppercase tracking-wide text-slate-500",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                scope: "col",
                                className: "py-2 font-semibold",
                                children: "Day",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 175,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                scope: "col",
                                className: "py-2 text-right font-semibold",
                                children: "Sales",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 178,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "th",
                              {
                                scope: "col",
                                className: "py-2 text-right font-semibold",
                                children: "Revenue",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 181,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 174,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 173,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "tbody",
                    {
                      className: "divide-y divide-slate-100",
                      children: rows.map((p) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "tr",
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "th",
                                {
                                  scope: "row",
                                  className: "py-1.5 text-left font-normal text-slate-700",
                                  children: dayLabel(p.date, true),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 189,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "py-1.5 text-right tabular-nums text-slate-700",
                                  children: p.orderCount,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 192,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "td",
                                {
                                  className: "py-1.5 text-right font-medium tabular-nums text-slate-900",
                                  children: formatCents(p.amountCents),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$2,
                                  lineNumber: 193,
                                  columnNumber: 17,
                                },
                                this,
                              ),
                            ],
                          },
                          p.date,
                          true,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 188,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 186,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$2,
                lineNumber: 171,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$2,
            lineNumber: 170,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$2,
      lineNumber: 166,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/wallet/revenue-screen.tsx
var _jsxFileName$1 = "/work/main/src/client/features/wallet/revenue-screen.tsx";
var REVENUE_RANGES = [7, 30, 90, 365];
var RANGE_LABEL = {
  7: "7 days",
  30: "30 days",
  90: "90 days",
  365: "12 months",
};
function Stat({ label, value, sub }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dt",
          {
            className: "text-xs font-medium uppercase tracking-wide text-slate-500",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 23,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "dd",
          {
            className: "mt-1 text-2xl font-bold tabular-nums text-slate-900",
            children: value,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 24,
            columnNumber: 7,
          },
          this,
        ),
        sub &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "dd",
            {
              className: "mt-0.5 text-xs text-slate-500",
              children: sub,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 25,
              columnNumber: 15,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 22,
      columnNumber: 5,
    },
    this,
  );
}
/** /revenue (full width): net sales per day over a chosen range, as a chart and a table. */
function RevenueScreen({ days }) {
  const who = useWho();
  const q = useQuery(revenueQuery(who, days));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Revenue",
      width: "full",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "nav",
          {
            "aria-label": "Range",
            className: "mb-4 flex flex-wrap gap-2",
            children: REVENUE_RANGES.map((d) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: d === 30 ? "/revenue" : `/revenue?days=${d}`,
                  "aria-current": d === days ? "page" : void 0,
                  className: cx(
                    "focus-ring rounded-full px-3.5 py-1.5 text-sm font-semibold ring-1 transition-colors",
                    d === days
                      ? "bg-slate-900 text-white ring-slate-900"
                      : "bg-white text-slate-700 ring-slate-300 hover:bg-slate-50",
                  ),
                  children: RANGE_LABEL[d],
                },
                d,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 38,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 36,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Loaded,
          {
            query: q,
            skeleton: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                role: "status",
                "aria-busy": "true",
                "aria-label": "Loading revenue",
                className: "flex flex-col gap-4",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "grid grid-cols-2 gap-3 xl:grid-cols-4",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "h-24 rounded-2xl" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 58,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "h-24 rounded-2xl" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 59,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "h-24 rounded-2xl" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 60,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Skeleton,
                          { className: "h-24 rounded-2xl" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 61,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 57,
                      columnNumber: 13,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Skeleton,
                    { className: "h-80 rounded-2xl" },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 63,
                      columnNumber: 13,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$1,
                lineNumber: 56,
                columnNumber: 11,
              },
              this,
            ),
            children: (data) => {
              const best = data.series.reduce((b, p) => (!b || p.amountCents > b.amountCents ? p : b), null);
              const avg = data.orderCount > 0 ? Math.round(data.totalCents / data.orderCount) : 0;
              return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: cx("flex flex-col gap-4", q.isPlaceholderData && "opacity-60"),
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "dl",
                      {
                        className: "grid grid-cols-2 gap-3 xl:grid-cols-4",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Stat,
                            {
                              label: "Revenue",
                              value: formatCents(data.totalCents),
                              sub: `Last ${RANGE_LABEL[days]}, after fees`,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 76,
                              columnNumber: 17,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Stat,
                            {
                              label: "Sales",
                              value: String(data.orderCount),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 81,
                              columnNumber: 17,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Stat,
                            {
                              label: "Average sale",
                              value: formatCents(avg),
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 82,
                              columnNumber: 17,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Stat,
                            {
                              label: "Best day",
                              value: best && best.amountCents > 0 ? formatCents(best.amountCents) : "—",
                              sub: best && best.amountCents > 0 ? dayLabel(best.date, true) : "No sales yet",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 83,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 75,
                        columnNumber: 15,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "section",
                      {
                        "aria-labelledby": "chart-heading",
                        className: card,
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h2",
                            {
                              id: "chart-heading",
                              className: "mb-3 text-base font-semibold text-slate-900",
                              children: "Revenue per day",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 90,
                              columnNumber: 17,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            RevenueChart,
                            {
                              data,
                              height: days === 7 ? 240 : 300,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 93,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 89,
                        columnNumber: 15,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      RevenueTable,
                      { data },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 95,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 74,
                  columnNumber: 13,
                },
                this,
              );
            },
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 53,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 35,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/revenue.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/revenue.tsx?tsr-split=component";
function Revenue() {
  const { days } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    RevenueScreen,
    { days: days ?? 30 },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 6,
      columnNumber: 10,
    },
    this,
  );
}

export { Revenue as component };
