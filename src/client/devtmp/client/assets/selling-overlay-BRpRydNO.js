const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/conflict-dialog-CxMu6c1_.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/index-BAN1tMZn.js",
      "assets/react-4hkZzRew.js",
      "assets/query-HN9MFuoM.js",
      "assets/QueryClientProvider-CyHRSvor.js",
      "assets/jsx-runtime-cNwuCTLA.js",
      "assets/useRouter-bDiZYcc0.js",
      "assets/useNavigate-KEmBFHEf.js",
      "assets/matchContext-aCz5Afh0.js",
      "assets/useSelector-B17y36tr.js",
      "assets/storage-352Vgnio.js",
      "assets/link-hzUJy3xG.js",
      "assets/cx-ClXQrqf-.js",
      "assets/jsx-dev-runtime-IFDt3roe.js",
      "assets/route-search-BLjWEe1G.js",
      "assets/index-HnrQL3Z2.css",
      "assets/money-DGJvr2qW.js",
      "assets/ui-BfiZzKoh.js",
      "assets/dialog-fEMjAfBb.js",
      "assets/item-card-DcEad1IH.js",
      "assets/use-now-CzzdknSh.js",
      "assets/text-field-C5q5EduD.js",
      "assets/catalog-queries-CJhAGVIC.js",
      "assets/infiniteQueryOptions-tGWn1F2G.js",
      "assets/api-CDAijywg.js",
      "assets/sse-B52HyX8J.js",
      "assets/upload-VCZ6Afwa.js",
      "assets/server-clock-CGJGxq8x.js",
      "assets/conditions-UMBHp48_.js",
      "assets/use-outbox-CaxsULoD.js",
      "assets/drafts-BR8cDsHw.js",
      "assets/selling-queries-CfSob5w7.js",
    ]),
) => i.map((i) => d[i]);

import { t as cx } from "./cx-ClXQrqf-.js";
import {
  dt as __vitePreload,
  pt as Button,
  Jt as onlineAtom,
  _n as useAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";
import "./ui-BfiZzKoh.js";
import { n as Dialog } from "./dialog-fEMjAfBb.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { sellCheckDialogAtom } from "./sell-check-DwMXAZj9.js";
import {
  t as conflictEntryAtom,
  o as outbox,
  c as startOutboxSync,
  n as useOutboxEntries,
  r as waitingText,
} from "./use-outbox-CaxsULoD.js";

// src/client/features/selling/selling-overlay.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/selling/selling-overlay.tsx";
var ConflictDialog = (0, import_react.lazy)(() =>
  __vitePreload(
    () => import("./conflict-dialog-CxMu6c1_.js"),
    __vite__mapDeps([
      0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27,
      28, 29, 30, 31, 32,
    ]),
  ),
);
/**
 * Mounted app-wide by the shell: the outbox's `role="status"` region (how many changes wait to sync,
 * and which failed), the conflict dialog, and the Sell click's upload-check dialog.
 */
function SellingOverlay() {
  (0, import_react.useEffect)(() => startOutboxSync(), []);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          OutboxStatus,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 20,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          SellCheckDialog,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 21,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConflictHost,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 22,
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
      lineNumber: 19,
      columnNumber: 5,
    },
    this,
  );
}
function OutboxStatus() {
  const entries = useOutboxEntries();
  const online = useAtomValue(onlineAtom);
  const [, openConflict] = useAtom(conflictEntryAtom);
  const [open, setOpen] = (0, import_react.useState)(false);
  const waiting = entries.length;
  const failed = entries.filter((e) => e.status === "failed");
  const conflicts = entries.filter((e) => e.status === "conflict");
  const publishes = entries.filter((e) => e.kind === "publish" && e.status === "pending").length;
  const problems = failed.length + conflicts.length;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx(
        "fixed inset-x-3 bottom-[5.5rem] z-[60] mx-auto max-w-md md:inset-x-auto md:right-6 md:bottom-6 md:mx-0 md:max-w-[18rem]",
        waiting === 0 && "pointer-events-none",
      ),
      children: [
        waiting > 0 &&
          open &&
          problems > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "ul",
            {
              className: "mb-2 space-y-2 rounded-xl bg-white p-3 text-sm shadow-2xl ring-1 ring-slate-200",
              children: [...conflicts, ...failed].map((e) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "flex flex-col gap-2 border-b border-slate-100 pb-2 last:border-0 last:pb-0",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          className: "text-slate-800",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "font-semibold",
                                children: e.label,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 53,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            ":",
                            " ",
                            e.status === "conflict"
                              ? "changed elsewhere too. Choose which version to keep."
                              : (e.error?.message ?? "the server refused this change."),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 52,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "flex flex-wrap gap-2",
                          children: [
                            e.status === "conflict"
                              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    size: "sm",
                                    onClick: () => openConflict(e.id),
                                    children: "Compare versions",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 60,
                                    columnNumber: 19,
                                  },
                                  this,
                                )
                              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    size: "sm",
                                    variant: "secondary",
                                    onClick: () => void outbox.retry(e.id).then(() => outbox.flush()),
                                    children: "Try again",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 64,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                            e.status === "failed" &&
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Button,
                                {
                                  size: "sm",
                                  variant: "ghost",
                                  onClick: () => void outbox.discard(e.id),
                                  children: "Discard change",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 73,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 58,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ],
                  },
                  e.id,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 48,
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
              lineNumber: 46,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: cx(
              "flex items-center gap-3 rounded-xl text-sm",
              waiting > 0 && "px-4 py-2.5 shadow-2xl",
              waiting > 0 && (problems ? "bg-rose-700 text-white" : "bg-slate-900 text-white"),
            ),
            children: [
              waiting > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    "aria-hidden": "true",
                    className: cx(
                      "size-2.5 shrink-0 rounded-full",
                      problems ? "bg-white" : online ? "animate-pulse bg-amber-400" : "bg-slate-400",
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 90,
                    columnNumber: 11,
                  },
                  this,
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  "aria-live": "polite",
                  className: "flex-1",
                  children:
                    waiting > 0 &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        role: "status",
                        children: [
                          waitingText(waiting),
                          publishes > 0 &&
                            ` (${publishes === 1 ? "a listing" : `${publishes} listings`} not live yet)`,
                          problems > 0 &&
                            ` — ${problems} ${problems === 1 ? "change" : "changes"} failed to sync${conflicts.length ? ": changed elsewhere" : ""}`,
                          problems === 0 && !online && " — they will be sent when you are back online",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 102,
                        columnNumber: 13,
                      },
                      this,
                    ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 100,
                  columnNumber: 9,
                },
                this,
              ),
              problems > 0 &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "button",
                  {
                    type: "button",
                    "aria-expanded": open,
                    onClick: () => setOpen((o) => !o),
                    className: "focus-ring rounded-md px-2 py-1 font-semibold underline underline-offset-2",
                    children: open ? "Hide" : "Details",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 112,
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
            lineNumber: 82,
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
      lineNumber: 39,
      columnNumber: 5,
    },
    this,
  );
}
function ConflictHost() {
  const [id, setId] = useAtom(conflictEntryAtom);
  if (!id) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_react.Suspense,
    {
      fallback: null,
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        ConflictDialog,
        {
          entryId: id,
          onClose: () => setId(null),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 131,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 130,
      columnNumber: 5,
    },
    this,
  );
}
function SellCheckDialog() {
  const [state, setState] = useAtom(sellCheckDialogAtom);
  const router = useRouter();
  const ok = () => {
    const next = state?.next ?? null;
    setState(null);
    if (next) router.navigate({ href: next });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open: state !== null,
      onClose: ok,
      title: "You can't post an item yet",
      hideTitle: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-base text-slate-900",
            children: state?.message,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 146,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-6 flex justify-end",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                autoFocus: true,
                onClick: ok,
                className: "min-w-20",
                children: "OK",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 148,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 147,
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
      lineNumber: 145,
      columnNumber: 5,
    },
    this,
  );
}

export { SellingOverlay as default };
