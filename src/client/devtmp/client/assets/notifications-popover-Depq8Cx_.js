const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/notifications-dropdown-BStIMH6Q.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/react-4hkZzRew.js",
      "assets/notification-list-CJpRMQPF.js",
      "assets/useInfiniteQuery-BzfsR92_.js",
      "assets/index-BAN1tMZn.js",
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
      "assets/dialog-fEMjAfBb.js",
      "assets/notifications-queries-BGho0Vl4.js",
      "assets/infiniteQueryOptions-tGWn1F2G.js",
    ]),
) => i.map((i) => d[i]);

import { dt as __vitePreload, ft as AppLink, kt as Spinner } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/shell/slots.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * Extension points of the shell that features fill in (keep this file tiny; one line per slot).
 * notificationsDropdown: the wide-screen bell's panel, e.g.
 *   notificationsDropdown: () => import("../features/notifications/notifications-dropdown.tsx"),
 * The module's default export receives `onClose`.
 */
var slots = {
  notificationsDropdown: () =>
    __vitePreload(
      () => import("./notifications-dropdown-BStIMH6Q.js"),
      __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]),
    ),
};
// src/client/shell/notifications-popover.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/shell/notifications-popover.tsx";
/** The bell's dropdown on wide screens; the notifications feature provides its content through `slots`. */
function NotificationsPopover({ onClose }) {
  const ref = (0, import_react.useRef)(null);
  const Content = (0, import_react.useMemo)(
    () => (slots.notificationsDropdown ? (0, import_react.lazy)(slots.notificationsDropdown) : null),
    [],
  );
  (0, import_react.useEffect)(() => {
    const onDown = (e) => {
      const t = e.target;
      if (ref.current && !ref.current.contains(t) && !t.closest?.("[data-bell]")) onClose();
    };
    const onKey = (e) => e.key === "Escape" && onClose();
    document.addEventListener("pointerdown", onDown);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onDown);
      document.removeEventListener("keydown", onKey);
    };
  }, [onClose]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      ref,
      "aria-label": "Notifications list",
      className:
        "absolute inset-x-0 top-full z-50 w-full overflow-hidden bg-white text-slate-900 shadow-2xl ring-1 ring-slate-200 md:left-auto md:right-0 md:mt-2 md:w-[24rem] md:rounded-xl",
      children: Content
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            import_react.Suspense,
            {
              fallback: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex justify-center p-6",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Spinner,
                    {},
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 34,
                      columnNumber: 15,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 33,
                  columnNumber: 13,
                },
                this,
              ),
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Content,
                { onClose },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 38,
                  columnNumber: 11,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 31,
              columnNumber: 9,
            },
            this,
          )
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "p-4 text-sm",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "font-semibold",
                    children: "Notifications",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 42,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: "/notifications",
                    onClick: onClose,
                    className:
                      "focus-ring mt-3 inline-block rounded font-medium text-orange-600 hover:underline",
                    children: "See more notifications",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 43,
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
              lineNumber: 41,
              columnNumber: 9,
            },
            this,
          ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 24,
      columnNumber: 5,
    },
    this,
  );
}

export { NotificationsPopover };
