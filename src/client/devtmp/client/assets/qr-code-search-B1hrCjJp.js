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

import { t as CodeForm } from "./code-search-screen-BVYg_Ur3.js";
import {
  dt as __vitePreload,
  ft as AppLink,
  pt as Button,
  Dt as Page,
  wt as QrIcon,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/features/search/scan-result.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Codes and item numbers are short letters-and-digits strings (they go in URLs as they are). */
var CODE = /^[A-Za-z0-9_-]{3,40}$/;
/**
 * Where a scanned or typed text leads: an item URL of this app (any origin: the QR may name the
 * public address) keeps its path; a bare code goes through the sinCode lookup; anything else null.
 */
function resolveScan(text) {
  const t = text.trim();
  if (!t) return null;
  let path = null;
  try {
    const u = new URL(t);
    if (u.protocol === "http:" || u.protocol === "https:") path = u.pathname;
  } catch {
    if (t.startsWith("/")) path = t.split(/[?#]/)[0] ?? t;
  }
  if (path !== null) {
    const sin = /^\/itemDetail\/sinCode\/([^/]+)\/?$/i.exec(path);
    if (sin?.[1]) return `/itemDetail/sinCode/${encodeURIComponent(decodeURIComponent(sin[1]))}`;
    const id = /^\/itemDetail\/([^/]+)\/?$/i.exec(path);
    if (id?.[1]) return `/itemDetail/${encodeURIComponent(decodeURIComponent(id[1]))}`;
    return null;
  }
  return CODE.test(t) ? `/itemDetail/sinCode/${encodeURIComponent(t)}` : null;
}
// src/client/features/search/qr-scan-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/search/qr-scan-screen.tsx";
var loadQrScanner = () =>
  __vitePreload(
    () => import("./qr-scanner.min-Ccj9zkwr.js").then((m) => m.default),
    __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
  );
/** /qr-code-search (Scan): the camera, a photo of a QR code, or the code typed in. */
function QrScanScreen() {
  const router = useRouter();
  const video = (0, import_react.useRef)(null);
  const scanner = (0, import_react.useRef)(null);
  const [status, setStatus] = (0, import_react.useState)("idle");
  const [message, setMessage] = (0, import_react.useState)(null);
  const handled = (0, import_react.useRef)(false);
  const onText = (0, import_react.useCallback)(
    (text) => {
      if (handled.current) return;
      const to = resolveScan(text);
      if (!to) {
        setMessage("That QR code is not an item of this marketplace.");
        return;
      }
      handled.current = true;
      scanner.current?.stop();
      router.navigate({ href: to });
    },
    [router],
  );
  const start = (0, import_react.useCallback)(async () => {
    if (!video.current) return;
    setStatus("starting");
    setMessage(null);
    try {
      const QrScanner = await loadQrScanner();
      if (!(await QrScanner.hasCamera())) {
        setStatus("error");
        setMessage("No camera was found. Scan a photo or type the code instead.");
        return;
      }
      scanner.current?.destroy();
      const s = new QrScanner(video.current, (r) => onText(r.data), {
        returnDetailedScanResult: true,
        preferredCamera: "environment",
        highlightScanRegion: true,
        maxScansPerSecond: 10,
      });
      scanner.current = s;
      await s.start();
      setStatus("scanning");
    } catch (e) {
      setStatus("error");
      const denied = e?.name === "NotAllowedError" || String(e).includes("denied");
      setMessage(
        denied
          ? "Camera access is blocked. Allow the camera in the browser’s settings, or scan a photo instead."
          : "The camera could not start. Scan a photo or type the code instead.",
      );
    }
  }, [onText]);
  (0, import_react.useEffect)(() => {
    let cancelled = false;
    navigator.permissions
      ?.query({ name: "camera" })
      .then((p) => {
        if (!cancelled && p.state === "granted") start();
      })
      .catch(() => void 0);
    return () => {
      cancelled = true;
      scanner.current?.destroy();
      scanner.current = null;
    };
  }, [start]);
  const onFile = async (file) => {
    if (!file) return;
    setMessage(null);
    try {
      const r = await (await loadQrScanner()).scanImage(file, {
        returnDetailedScanResult: true,
        alsoTryWithoutScanRegion: true,
      });
      onText(r.data);
    } catch {
      setMessage("No QR code was found in that photo. Try a sharper, closer photo.");
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Scan",
      width: "narrow",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "-mt-2 mb-4 text-sm text-slate-600",
            children: "Point the camera at an item’s QR code to open it.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 106,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative aspect-square w-full overflow-hidden rounded-2xl bg-slate-900",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
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
                  fileName: _jsxFileName,
                  lineNumber: 108,
                  columnNumber: 9,
                },
                this,
              ),
              status !== "scanning" &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className:
                      "absolute inset-0 flex flex-col items-center justify-center gap-4 p-6 text-center text-white",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        QrIcon,
                        { className: "size-14 text-white/70" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 111,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          onClick: () => void start(),
                          busy: status === "starting",
                          size: "lg",
                          children: status === "error" ? "Try the camera again" : "Start camera",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 112,
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
                    lineNumber: 110,
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
            lineNumber: 107,
            columnNumber: 7,
          },
          this,
        ),
        message &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              role: "alert",
              className:
                "mt-3 rounded-lg bg-rose-50 px-3 py-2 text-sm font-medium text-rose-800 ring-1 ring-rose-200",
              children: message,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 119,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-4 flex flex-col gap-2",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "label",
              {
                className:
                  "focus-within:ring-orange-500 flex h-12 cursor-pointer items-center justify-center gap-2 rounded-lg bg-white text-sm font-semibold text-slate-900 ring-1 ring-slate-300 focus-within:ring-2 hover:bg-slate-50",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "input",
                    {
                      type: "file",
                      accept: "image/*",
                      className: "sr-only",
                      onChange: (e) => {
                        onFile(e.target.files?.[0]);
                        e.target.value = "";
                      },
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 128,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  "Scan a photo of a QR code",
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 127,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 126,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "section",
          {
            "aria-labelledby": "manual-code",
            className: "mt-8 rounded-2xl bg-white p-5 ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  id: "manual-code",
                  className: "mb-3 text-base font-semibold text-slate-900",
                  children: "Or type the code",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 141,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                CodeForm,
                {},
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 144,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-3 text-xs text-slate-500",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/codeSearch",
                      className: "focus-ring rounded underline",
                      children: "Open the code finder",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 146,
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 145,
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
            lineNumber: 140,
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
      lineNumber: 105,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/qr-code-search.tsx?tsr-split=component
var SplitComponent = QrScanScreen;

export { SplitComponent as component };
