import { t as cx } from "./cx-ClXQrqf-.js";
import {
  mt as BellIcon,
  pt as Button,
  rn as showToast,
  Zt as signedInAtom,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  n as dismissPushOffer,
  t as PUSH_OFFER_TEXT,
  i as pushOfferAtom,
  o as pushPermission,
  c as syncPushSubscription,
} from "./offer-push-COOh80RA.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/notifications/push-offer.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/notifications/push-offer.tsx";
/** Asks the browser (on the person's click) and subscribes when allowed. */
async function enablePush() {
  let result = pushPermission();
  if (result === "default") result = await Notification.requestPermission().catch(() => "default");
  if (result === "granted") {
    const ok = await syncPushSubscription({ granted: true });
    showToast(
      ok
        ? "Notifications are on for this device."
        : "Couldn't turn on notifications right now. Try again later.",
      ok ? "success" : "error",
    );
  } else if (result === "denied")
    showToast("Notifications are blocked. Allow them for this site in your browser's settings.", "error");
  return result;
}
/** The offer itself: why, `Enable notifications` and `Not now`. */
function PushOfferCard({ reason, floating, onDone }) {
  const [busy, setBusy] = (0, import_react.useState)(false);
  const headingId = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      "aria-labelledby": headingId,
      className: cx(
        "flex gap-3 rounded-2xl bg-white p-4 ring-1 ring-slate-200",
        floating && "shadow-2xl ring-slate-300",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            className:
              "flex size-10 shrink-0 items-center justify-center rounded-full bg-orange-100 text-orange-600",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              BellIcon,
              { className: "size-5" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 50,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 49,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: headingId,
                  className: "text-sm font-bold text-slate-900",
                  children: "Don't miss a thing",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 53,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-0.5 text-sm text-slate-600",
                  children: PUSH_OFFER_TEXT[reason],
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 56,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-3 flex flex-wrap gap-2",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        busy,
                        onClick: async () => {
                          setBusy(true);
                          const p = await enablePush();
                          setBusy(false);
                          onDone?.(p);
                        },
                        children: "Enable notifications",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 58,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "ghost",
                        onClick: () => {
                          dismissPushOffer();
                          onDone?.("default");
                        },
                        children: "Not now",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 70,
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
                  lineNumber: 57,
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
            lineNumber: 52,
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
      lineNumber: 42,
      columnNumber: 5,
    },
    this,
  );
}
/** The offer after a bid, watch or order (`offerPushAfter`), floating above the page. */
function FloatingPushOffer() {
  const reason = useAtomValue(pushOfferAtom);
  const signedIn = useAtomValue(signedInAtom);
  if (!reason || !signedIn) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "fixed inset-x-3 bottom-3 z-[60] md:inset-x-auto md:right-6 md:bottom-6 md:w-96",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        PushOfferCard,
        {
          reason,
          floating: true,
          onDone: dismissPushOffer,
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 94,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 92,
      columnNumber: 5,
    },
    this,
  );
}
/** On /notifications: the offer while undecided, a hint when blocked, nothing when on. */
function PushOfferInline() {
  const [permission, setPermission] = (0, import_react.useState)(pushPermission);
  const [hidden, setHidden] = (0, import_react.useState)(false);
  if (!useAtomValue(signedInAtom) || hidden || permission === "unsupported" || permission === "granted")
    return null;
  if (permission === "denied")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "p",
      {
        className: "mb-4 rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-600",
        children:
          "Notifications are blocked for this site. To get them on this device, allow notifications in your browser's site settings.",
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 107,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "mb-4",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        PushOfferCard,
        {
          reason: "general",
          onDone: (p) => (p === "default" ? setHidden(true) : setPermission(p)),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 114,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 113,
      columnNumber: 5,
    },
    this,
  );
}

export { FloatingPushOffer as t, PushOfferInline as n };
