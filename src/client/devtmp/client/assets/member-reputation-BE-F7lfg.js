import { t as cx } from "./cx-ClXQrqf-.js";
import { wn as useQuery } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { i as memberProfileQuery, n as Stars } from "./stars-C4TUtlGa.js";

// src/client/features/feedback/member-reputation.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/feedback/member-reputation.tsx";
var monthYear = new Intl.DateTimeFormat("en-US", {
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
function responseText(minutes) {
  if (minutes < 60) return `within ${minutes} min`;
  const h = Math.round(minutes / 60);
  if (h < 24) return `within ${h} ${h === 1 ? "hour" : "hours"}`;
  const d = Math.round(h / 24);
  return `within ${d} ${d === 1 ? "day" : "days"}`;
}
function Badge({ children }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className:
        "inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            "aria-hidden": "true",
            children: "✓",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 20,
            columnNumber: 7,
          },
          this,
        ),
        children,
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 19,
      columnNumber: 5,
    },
    this,
  );
}
/**
 * A member's reputation: rating, count, share positive over 12 months, verified badges, member
 * since, typical chat response time and the latest comments (two when `compact`). The same markup on
 * the server and in the browser (dates in UTC, no reads of the window).
 */
function MemberReputation({ userId, compact, className }) {
  const q = useQuery(memberProfileQuery(userId));
  if (!q.data) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Reputation,
    {
      p: q.data,
      compact,
      className,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 42,
      columnNumber: 10,
    },
    this,
  );
}
function Reputation({ p, compact, className }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx("flex flex-col gap-2 text-sm", className),
      "data-testid": "member-reputation",
      children: [
        p.average !== null
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "flex flex-wrap items-center gap-x-2 text-slate-800",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Stars,
                    { value: p.average },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 50,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "font-semibold text-slate-900",
                      "data-testid": "rating-average",
                      children: p.average.toFixed(1),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 51,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className: "text-slate-600",
                      children: ["(", p.count, " ", p.count === 1 ? "rating" : "ratings", ")"],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 54,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  p.positivePercent12m !== null &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        className: "text-slate-600",
                        children: ["· ", p.positivePercent12m, "% positive in the last 12 months"],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 58,
                        columnNumber: 13,
                      },
                      this,
                    ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 49,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "text-slate-600",
                children: "No ratings yet",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 62,
                columnNumber: 9,
              },
              this,
            ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            className: "flex flex-wrap gap-1.5",
            "aria-label": "Verified",
            children: [
              p.emailVerified &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Badge,
                  { children: "Email verified" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 65,
                    columnNumber: 29,
                  },
                  this,
                ),
              p.mobileVerified &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Badge,
                  { children: "Phone verified" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 66,
                    columnNumber: 30,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 64,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-slate-600",
            children: [
              "Member since ",
              monthYear.format(p.memberSince),
              p.responseMinutes !== null &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  { children: [" · Usually answers ", responseText(p.responseMinutes)] },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 70,
                    columnNumber: 40,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 68,
            columnNumber: 7,
          },
          this,
        ),
        p.latest.some((f) => f.comment) &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "section",
            {
              "aria-label": "Latest feedback",
              className: "mt-2",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "h3",
                  {
                    className: "text-sm font-semibold text-slate-900",
                    children: "Latest feedback",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 74,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "ul",
                  {
                    className: "mt-2 flex flex-col divide-y divide-slate-100",
                    children: p.latest
                      .filter((f) => f.comment)
                      .slice(0, compact ? 2 : void 0)
                      .map((f) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            className: "py-2",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "flex flex-wrap items-center gap-2",
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      Stars,
                                      { value: f.rating },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 83,
                                        columnNumber: 21,
                                      },
                                      this,
                                    ),
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "span",
                                      {
                                        className: "text-xs text-slate-600",
                                        children: [
                                          f.author.name,
                                          " · ",
                                          f.authorRole === "buyer" ? "bought" : "sold",
                                          " ",
                                          f.itemTitle,
                                        ],
                                      },
                                      void 0,
                                      true,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 84,
                                        columnNumber: 21,
                                      },
                                      this,
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 82,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  className: "mt-0.5 text-slate-800",
                                  children: f.comment,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 88,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                              f.reply &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "p",
                                  {
                                    className: "mt-1 border-l-2 border-slate-200 pl-2 text-slate-600",
                                    children: f.reply,
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 90,
                                    columnNumber: 21,
                                  },
                                  this,
                                ),
                            ],
                          },
                          f.id,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 81,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 75,
                    columnNumber: 11,
                  },
                  this,
                ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 73,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 47,
      columnNumber: 5,
    },
    this,
  );
}

export { MemberReputation as t };
