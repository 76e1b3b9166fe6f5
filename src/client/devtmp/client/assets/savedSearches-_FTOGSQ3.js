import {
  ft as AppLink,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  kt as Spinner,
  Yt as sessionAtom,
  vn as useAtomValue,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import {
  t as deleteSavedSearch,
  o as savedSearchesQuery,
  a as savedSearchKeys,
  s as setSavedSearchAlerts,
} from "./saved-searches-CyRB--9F.js";
import { t as useMutation } from "./useMutation-Cer-pwiq.js";

// src/client/features/search/saved-searches-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/search/saved-searches-screen.tsx";
function SavedSearchRow({ s }) {
  const qc = useQueryClient();
  const done = () => void qc.invalidateQueries({ queryKey: savedSearchKeys.all });
  const toggle = useMutation({
    mutationFn: (alerts) => setSavedSearchAlerts(s.id, alerts),
    onSuccess: done,
  });
  const remove = useMutation({
    mutationFn: () => deleteSavedSearch(s.id),
    onSuccess: done,
  });
  const alerts = toggle.isPending ? toggle.variables : s.alerts;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className:
        "flex flex-col gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:flex-row sm:items-center",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: s.path,
                  className:
                    "focus-ring block truncate rounded font-semibold text-slate-900 hover:text-orange-700",
                  children: s.name,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 27,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-0.5 text-xs text-slate-500",
                  children: s.lastAlertTime
                    ? `Last alert ${new Date(s.lastAlertTime).toLocaleString("en-US", {
                        dateStyle: "medium",
                        timeStyle: "short",
                      })}`
                    : `Saved ${new Date(s.createTime).toLocaleDateString("en-US", { dateStyle: "medium" })}`,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 33,
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
            lineNumber: 26,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-center gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  className: "flex cursor-pointer items-center gap-2 text-sm text-slate-700",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "input",
                      {
                        type: "checkbox",
                        checked: alerts,
                        "aria-label": `Alerts for ${s.name}`,
                        onChange: (e) => toggle.mutate(e.target.checked),
                        className: "focus-ring size-4 accent-orange-600",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 41,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    "Alerts",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 40,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "ghost",
                  size: "sm",
                  busy: remove.isPending,
                  "aria-label": `Delete ${s.name}`,
                  onClick: () => remove.mutate(),
                  children: "Delete",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 50,
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
            lineNumber: 39,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 25,
      columnNumber: 5,
    },
    this,
  );
}
/** /savedSearches: my saved searches, each opening its results, with alerts on or off. */
function SavedSearchesScreen() {
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const list = useQuery(savedSearchesQuery(userId));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Saved Searches",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mb-4 text-sm text-slate-600",
            children:
              "When a new listing matches a saved search with alerts on, you get a notification (at most one an hour for each search).",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 71,
            columnNumber: 7,
          },
          this,
        ),
        userId === null
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              EmptyState,
              {
                title: "Sign in to see your saved searches",
                action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: `/signIn?redirect=${encodeURIComponent("/savedSearches")}`,
                    className:
                      "focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600",
                    children: "Sign In",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 79,
                    columnNumber: 13,
                  },
                  this,
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 76,
                columnNumber: 9,
              },
              this,
            )
          : list.isPending
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Spinner,
                {},
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 88,
                  columnNumber: 9,
                },
                this,
              )
            : !list.data?.list.length
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  EmptyState,
                  {
                    title: "No saved searches yet",
                    body: "Search for something, then press Save this search to hear about new listings.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 90,
                    columnNumber: 9,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "ul",
                  {
                    className: "flex flex-col gap-3",
                    "aria-label": "Saved searches",
                    children: list.data.list.map((s) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        SavedSearchRow,
                        { s },
                        s.id,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 97,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 95,
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
      lineNumber: 70,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/savedSearches.tsx?tsr-split=component
var SplitComponent = SavedSearchesScreen;

export { SplitComponent as component };
