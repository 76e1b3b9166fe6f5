const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/qr-scanner.min-Ccj9zkwr.js",
      "assets/index-BAN1tMZn.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
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
    ]),
) => i.map((i) => d[i]);

import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as confirmQueue } from "./confirm-queue-D0Me35AS.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  dt as __vitePreload,
  ft as AppLink,
  pt as Button,
  mn as Code,
  Dt as Page,
  wt as QrIcon,
  r as Route,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import {
  c as card,
  t as ItemThumb,
  l as isOffline,
  a as QueryFailure,
  s as StatusBadge,
  d as secondaryLink,
} from "./order-ui-DKyc1efy.js";
import { t as orderDetailQuery, n as orderKeys } from "./orders-queries-InVPuFtr.js";
import {
  t as looksSigned,
  n as pickupVerifyKeyQuery,
  i as storedVerifyKey,
  a as verifyPickupQr,
} from "./pickup-verify-D3aHYL_n.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as submit } from "./submit-DeNN2Qp8.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import { t as useQueuedConfirms } from "./use-confirm-queue-IvcXuNT-.js";

// src/client/features/orders/confirm-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/orders/confirm-screen.tsx";
var loadQrScanner = () =>
  __vitePreload(
    () => import("./qr-scanner.min-Ccj9zkwr.js").then((m) => m.default),
    __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
  );
var enc = encodeURIComponent;
function OrderLine({ order }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex items-center gap-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ItemThumb,
          { cover: order.item.cover },
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
          "div",
          {
            className: "min-w-0 flex-1",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "line-clamp-2 text-sm font-semibold text-slate-900",
                  children: order.item.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 38,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-500",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      StatusBadge,
                      { status: order.status },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 40,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    " Buyer: ",
                    order.buyer.name,
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 39,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 37,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-base font-bold text-slate-900",
            children: formatCents(order.amountCents),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 43,
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
/**
 * /order/confirm/{orderNumber}: the seller confirms the handoff with the buyer's 6-digit code or by
 * scanning the buyer's signed QR. A QR is checked on the device with the server's public key, so it
 * works with no signal; confirmations made offline wait in a queue and are sent when back online.
 */
function ConfirmPickupScreen({ orderNumber }) {
  const qc = useQueryClient();
  const q = useQuery(orderDetailQuery(orderNumber));
  const keyQ = useQuery(pickupVerifyKeyQuery());
  const queued = useQueuedConfirms().find((e) => e.orderNumber === orderNumber);
  const order = q.data;
  const [code, setCode] = (0, import_react.useState)("");
  const [error, setError] = (0, import_react.useState)();
  const [busy, setBusy] = (0, import_react.useState)(false);
  const [done, setDone] = (0, import_react.useState)(null);
  const [scanMsg, setScanMsg] = (0, import_react.useState)(null);
  const [scanning, setScanning] = (0, import_react.useState)("idle");
  const video = (0, import_react.useRef)(null);
  const scanner = (0, import_react.useRef)(null);
  const handled = (0, import_react.useRef)(false);
  const idem = (0, import_react.useRef)(newIdempotencyKey());
  const codeRef = (0, import_react.useRef)(null);
  const queue = (0, import_react.useCallback)(
    async (pickupCode, verified) => {
      await confirmQueue.enqueue({
        orderNumber,
        pickupCode,
        idempotencyKey: idem.current,
        verified,
      });
      showToast("You are offline. The confirmation will be sent when you are back online.", "info", 5e3);
    },
    [orderNumber],
  );
  const confirm = (0, import_react.useCallback)(
    async (pickupCode, verified) => {
      setError(void 0);
      if (typeof navigator !== "undefined" && !navigator.onLine) return queue(pickupCode, verified);
      setBusy(true);
      const r = await submit(
        "/order/confirm",
        {
          orderNumber,
          pickupCode,
        },
        {
          idempotencyKey: idem.current,
          toast: false,
        },
      );
      setBusy(false);
      if (r.ok) {
        qc.setQueryData(orderKeys.detail(orderNumber), r.data);
        qc.invalidateQueries({ queryKey: orderKeys.lists() });
        qc.invalidateQueries({ queryKey: ["wallet"] });
        setDone(r.data);
        return;
      }
      if (r.offline) return queue(pickupCode, verified);
      idem.current = newIdempotencyKey();
      handled.current = false;
      if (r.code === Code.WRONG_PICKUP_CODE) {
        setError(r.message || "The pickup code is wrong.");
        codeRef.current?.focus();
      } else if (r.code === Code.ILLEGAL_ORDER_STATE) {
        setError(r.message || "This order cannot be confirmed now.");
        q.refetch();
      } else setError(r.fieldErrors.pickupCode || r.message || "The pickup could not be confirmed.");
    },
    [orderNumber, qc, q, queue],
  );
  const onScanned = (0, import_react.useCallback)(
    async (text) => {
      if (handled.current) return;
      const t = text.trim();
      if (/^\d{6}$/.test(t)) {
        handled.current = true;
        scanner.current?.stop();
        setScanning("idle");
        setCode(t);
        return confirm(t, false);
      }
      if (!looksSigned(t)) {
        setScanMsg("That QR code is not a pickup code.");
        return;
      }
      handled.current = true;
      scanner.current?.stop();
      setScanning("idle");
      const key = keyQ.data ?? (await storedVerifyKey());
      if (!key) {
        setScanMsg(null);
        return confirm(t, false);
      }
      const claims = await verifyPickupQr(t, key);
      if (!claims) {
        handled.current = false;
        setScanMsg("This QR code is not a valid pickup code from this marketplace.");
        return;
      }
      if (claims.orderNumber !== orderNumber) {
        handled.current = false;
        setScanMsg(`This pickup code is for another order (No. ${claims.orderNumber}).`);
        return;
      }
      setScanMsg(null);
      return confirm(t, true);
    },
    [confirm, keyQ.data, orderNumber],
  );
  const startCamera = async () => {
    if (!video.current) return;
    setScanMsg(null);
    setScanning("starting");
    handled.current = false;
    try {
      const QrScanner = await loadQrScanner();
      if (!(await QrScanner.hasCamera())) {
        setScanning("idle");
        setScanMsg("No camera was found. Type the 6-digit code instead.");
        return;
      }
      scanner.current?.destroy();
      const s = new QrScanner(video.current, (r) => void onScanned(r.data), {
        returnDetailedScanResult: true,
        preferredCamera: "environment",
        highlightScanRegion: true,
        maxScansPerSecond: 8,
        calculateScanRegion: (v) => {
          const scale = Math.min(1, 800 / Math.max(v.videoWidth, v.videoHeight));
          return {
            x: 0,
            y: 0,
            width: v.videoWidth,
            height: v.videoHeight,
            downScaledWidth: Math.round(v.videoWidth * scale),
            downScaledHeight: Math.round(v.videoHeight * scale),
          };
        },
      });
      scanner.current = s;
      await s.start();
      setScanning("on");
    } catch (e) {
      setScanning("idle");
      const denied = e?.name === "NotAllowedError" || String(e).includes("denied");
      setScanMsg(
        denied
          ? "Camera access is blocked. Allow the camera in the browser’s settings, or type the code."
          : "The camera could not start. Type the 6-digit code instead.",
      );
    }
  };
  const stopCamera = () => {
    scanner.current?.stop();
    setScanning("idle");
  };
  (0, import_react.useEffect)(
    () => () => {
      scanner.current?.destroy();
      scanner.current = null;
    },
    [],
  );
  const onSubmit = (e) => {
    e.preventDefault();
    const t = code.replace(/\s/g, "");
    if (!/^\d{6}$/.test(t)) {
      setError("Enter the 6-digit pickup code from the buyer’s screen");
      codeRef.current?.focus();
      return;
    }
    confirm(t, false);
  };
  const completed = done ?? (order?.status === "completed" ? order : null);
  const detail = `/sellerOrderDetail/${enc(orderNumber)}`;
  if (completed)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Confirm pickup",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            className: cx(card, "flex flex-col items-center gap-3 text-center"),
            "aria-live": "polite",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  "aria-hidden": "true",
                  className:
                    "flex size-14 items-center justify-center rounded-full bg-emerald-100 text-2xl font-bold text-emerald-700",
                  children: "✓",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 228,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  className: "text-xl font-bold text-slate-900",
                  children: "Pickup confirmed",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 234,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-sm text-slate-600",
                  children: [
                    "The order is completed.",
                    " ",
                    completed.paymentMethod === "card"
                      ? `${formatCents(completed.sellerNetCents)} is now in your available balance.`
                      : "The cash sale is recorded in your wallet.",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 235,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "mt-1 flex flex-col gap-2 sm:flex-row",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: detail,
                        className: secondaryLink,
                        children: "View order",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 242,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: "/balance",
                        className: secondaryLink,
                        children: "See balance",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 245,
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
                  lineNumber: 241,
                  columnNumber: 11,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 227,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName$1,
        lineNumber: 226,
        columnNumber: 7,
      },
      this,
    );
  const blocked = order && !order.actions.includes("confirm");
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Confirm pickup",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "flex flex-col gap-4",
          children: [
            order
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: card,
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      OrderLine,
                      { order },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 259,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 258,
                    columnNumber: 11,
                  },
                  this,
                )
              : q.isError && !isOffline(q.error)
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    QueryFailure,
                    {
                      error: q.error,
                      retry: () => void q.refetch(),
                      what: "Order",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 262,
                      columnNumber: 11,
                    },
                    this,
                  )
                : q.isPending && !q.isPaused
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-24 rounded-2xl" },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 264,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "rounded-xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200",
                        children: ["Order No. ", orderNumber],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 266,
                        columnNumber: 11,
                      },
                      this,
                    ),
            queued &&
              !queued.failed &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  role: "status",
                  className: "rounded-xl bg-sky-50 px-4 py-3 text-sm text-sky-900 ring-1 ring-sky-200",
                  children: [
                    "Confirmed offline",
                    queued.verified ? " with the buyer’s signed QR code" : "",
                    ". It will be sent when you are back online.",
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 272,
                  columnNumber: 11,
                },
                this,
              ),
            queued?.failed &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  role: "alert",
                  className:
                    "flex flex-wrap items-center justify-between gap-2 rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-900 ring-1 ring-rose-200",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      { children: ["The confirmation made offline was refused: ", queued.failed.message] },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 285,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "secondary",
                        onClick: () => void confirmQueue.dismiss(orderNumber),
                        children: "Dismiss",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 286,
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
                  lineNumber: 281,
                  columnNumber: 11,
                },
                this,
              ),
            blocked
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className:
                      "rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200",
                    children:
                      order.status === "awaiting_payment"
                        ? "The buyer has not paid yet."
                        : order.role !== "seller"
                          ? "Only the seller confirms the pickup."
                          : order.actions.includes("generatePickupCode") ||
                              order.status === "paid" ||
                              order.status === "cash_pending"
                            ? "The buyer has not opened a pickup code yet. Ask them to show it from their order."
                            : "This order cannot be confirmed in its current state.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 293,
                    columnNumber: 11,
                  },
                  this,
                )
              : !(queued && !queued.failed) &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "form",
                        {
                          onSubmit,
                          noValidate: true,
                          className: cx(
                            "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6",
                            "flex flex-col gap-4",
                          ),
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              TextField,
                              {
                                ref: codeRef,
                                label: "Pickup code",
                                inputMode: "numeric",
                                autoComplete: "one-time-code",
                                maxLength: 7,
                                placeholder: "6 digits",
                                value: code,
                                onChange: (e) => {
                                  setCode(e.target.value.replace(/[^\d]/g, ""));
                                  setError(void 0);
                                },
                                hint: "The buyer shows it in their order.",
                                error,
                                className: "[&_input]:font-mono [&_input]:text-xl [&_input]:tracking-[0.3em]",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 308,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Button,
                              {
                                type: "submit",
                                size: "lg",
                                busy,
                                children: "Confirm pickup",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 324,
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
                          lineNumber: 307,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "section",
                        {
                          "aria-labelledby": "scan-heading",
                          className: cx(
                            "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6",
                            "flex flex-col gap-3",
                          ),
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "h2",
                              {
                                id: "scan-heading",
                                className: "text-base font-semibold text-slate-900",
                                children: "Or scan the buyer’s QR code",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 330,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "p",
                              {
                                className: "text-sm text-slate-600",
                                children:
                                  "The QR code is signed, so it is checked on this device even without a connection.",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 333,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "div",
                              {
                                className: cx(
                                  "relative aspect-square w-full overflow-hidden rounded-xl bg-slate-900",
                                  scanning === "idle" && "hidden",
                                ),
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "video",
                                  {
                                    ref: video,
                                    muted: true,
                                    playsInline: true,
                                    "aria-label": "Camera preview",
                                    className: "size-full object-cover",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 342,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 336,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            scanMsg &&
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  role: "alert",
                                  className:
                                    "rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200",
                                  children: scanMsg,
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$1,
                                  lineNumber: 351,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            scanning === "on"
                              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    variant: "secondary",
                                    onClick: stopCamera,
                                    children: "Stop camera",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 359,
                                    columnNumber: 19,
                                  },
                                  this,
                                )
                              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Button,
                                  {
                                    variant: "secondary",
                                    busy: scanning === "starting",
                                    onClick: () => void startCamera(),
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        QrIcon,
                                        { className: "size-5" },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$1,
                                          lineNumber: 368,
                                          columnNumber: 21,
                                        },
                                        this,
                                      ),
                                      " Scan QR code",
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName$1,
                                    lineNumber: 363,
                                    columnNumber: 19,
                                  },
                                  this,
                                ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 329,
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
                    lineNumber: 306,
                    columnNumber: 13,
                  },
                  this,
                ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: detail,
                className: cx(secondaryLink, "self-center"),
                children: "Back to the order",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 375,
                columnNumber: 9,
              },
              this,
            ),
          ],
        },
        void 0,
        true,
        {
          fileName: _jsxFileName$1,
          lineNumber: 256,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 255,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/order.confirm.$orderNumber.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/order.confirm.$orderNumber.tsx?tsr-split=component";
function ConfirmPickup() {
  const { orderNumber } = Route.useParams();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ConfirmPickupScreen,
    { orderNumber },
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

export { ConfirmPickup as component };
