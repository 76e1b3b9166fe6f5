const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/browser-DGL8wa_d.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/sell-check-DwMXAZj9.js",
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
      "assets/api-CDAijywg.js",
      "assets/sse-B52HyX8J.js",
      "assets/upload-VCZ6Afwa.js",
    ]),
) => i.map((i) => d[i]);

import {
  dt as __vitePreload,
  ft as AppLink,
  ut as BellButton,
  ht as ChevronDownIcon,
  Lt as chooseIdentity,
  ct as Logo,
  pn as menuPopupHeight,
  xt as PhoneIcon,
  St as PinIcon,
  Ct as PlusIcon,
  at as SearchBox,
  Xt as signOutDialogAtom,
  Tt as UserIcon,
  yn as useSetAtom,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as CitySearchForm, t as LocateButtons } from "./locate-buttons-CRe_TI3V.js";
import { NotificationsPopover } from "./notifications-popover-Depq8Cx_.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import {
  r as menuGroups,
  t as openSellerPortal,
  n as openSellerPortalWindow,
} from "./seller-portal-link-2mp38d5a.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";

// src/client/shell/use-dismiss.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * Closes a header popover while it is open: Escape (`onClose("escape")`, so the caller can give
 * focus back to its button) or a press outside `ref` (`onClose("outside")`).
 */
function useDismiss(open, ref, onClose) {
  (0, import_react.useEffect)(() => {
    if (!open) return;
    const onKey = (e) => e.key === "Escape" && onClose("escape");
    const onDown = (e) => {
      if (!ref.current?.contains(e.target)) onClose("outside");
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onDown);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onDown);
    };
  }, [open, ref, onClose]);
}
// src/client/shell/account-menu.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$3 = "/work/main/src/client/shell/account-menu.tsx";
/**
 * The wide header's account menu: opens on hover or click of `Account`, closes 250 ms after the
 * pointer leaves (so it survives crossing the gap), on Escape or an outside click. Entries are links.
 */
function AccountMenu({ user }) {
  const [open, setOpen] = (0, import_react.useState)(false);
  const [height, setHeight] = (0, import_react.useState)(() => menuPopupHeight(window.innerHeight));
  const closeTimer = (0, import_react.useRef)(null);
  const wrapRef = (0, import_react.useRef)(null);
  const btnRef = (0, import_react.useRef)(null);
  const popId = (0, import_react.useId)();
  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  const openedAt = (0, import_react.useRef)(0);
  const show = () => {
    cancelClose();
    if (!open) openedAt.current = Date.now();
    setHeight(menuPopupHeight(window.innerHeight));
    setOpen(true);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), 250);
  };
  (0, import_react.useEffect)(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  useDismiss(
    open,
    wrapRef,
    (0, import_react.useCallback)((why) => {
      setOpen(false);
      if (why === "escape") btnRef.current?.focus();
    }, []),
  );
  const groups = menuGroups({
    place: "menu",
    hasIdentityToken: user.hasIdentityToken,
    storeId: user.storeId,
    hasStores: user.hasStores,
  });
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      ref: wrapRef,
      className: "relative",
      onMouseEnter: show,
      onMouseLeave: scheduleClose,
      onBlur: (e) => {
        if (!wrapRef.current?.contains(e.relatedTarget)) setOpen(false);
      },
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            ref: btnRef,
            type: "button",
            "aria-label": "Account",
            "aria-expanded": open,
            "aria-controls": popId,
            onClick: () => (open && Date.now() - openedAt.current > 400 ? setOpen(false) : show()),
            className:
              "focus-ring inline-flex h-10 items-center gap-1.5 rounded-full px-2 text-slate-700 hover:bg-slate-100",
            children: [
              user.pic
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "img",
                    {
                      src: user.pic,
                      alt: "",
                      width: 28,
                      height: 28,
                      className: "size-7 rounded-full object-cover",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$3,
                      lineNumber: 81,
                      columnNumber: 11,
                    },
                    this,
                  )
                : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className:
                        "inline-flex size-7 items-center justify-center rounded-full bg-slate-200 text-slate-600",
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        UserIcon,
                        { className: "size-4" },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$3,
                          lineNumber: 84,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$3,
                      lineNumber: 83,
                      columnNumber: 11,
                    },
                    this,
                  ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                ChevronDownIcon,
                { className: `size-4 transition ${open ? "rotate-180" : ""}` },
                void 0,
                false,
                {
                  fileName: _jsxFileName$3,
                  lineNumber: 87,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$3,
            lineNumber: 71,
            columnNumber: 7,
          },
          this,
        ),
        open &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "nav",
            {
              id: popId,
              "aria-label": "Account menu",
              style: { maxHeight: height },
              className:
                "absolute right-0 top-full z-50 mt-2 w-[560px] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mb-4 flex items-center gap-3 border-b border-slate-100 pb-4",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className:
                            "inline-flex size-10 items-center justify-center rounded-full bg-orange-100 text-orange-600",
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            UserIcon,
                            { className: "size-5" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$3,
                              lineNumber: 98,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$3,
                          lineNumber: 97,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "min-w-0",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "p",
                              {
                                className: "truncate font-semibold text-slate-900",
                                children: user.signedIn ? user.name || "Your account" : "Welcome",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$3,
                                lineNumber: 101,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "p",
                              {
                                className: "text-xs text-slate-500",
                                children: user.signedIn
                                  ? user.identityText
                                  : "Sign in for purchases, bids and selling",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$3,
                                lineNumber: 104,
                                columnNumber: 15,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$3,
                          lineNumber: 100,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$3,
                    lineNumber: 96,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "grid grid-cols-3 gap-6",
                    children: groups.map((g) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "section",
                        {
                          "aria-labelledby": `${popId}-${g.key}`,
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "h2",
                              {
                                id: `${popId}-${g.key}`,
                                className: "mb-2 text-xs font-bold uppercase tracking-wider text-slate-500",
                                children: g.title,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$3,
                                lineNumber: 112,
                                columnNumber: 17,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "ul",
                              {
                                className: "space-y-0.5",
                                children: g.entries.map((e) =>
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "li",
                                    {
                                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        AppLink,
                                        {
                                          href: e.href,
                                          ...(e.newWindow
                                            ? {
                                                target: "_blank",
                                                rel: "noopener",
                                              }
                                            : {}),
                                          onClick: (ev) => {
                                            setOpen(false);
                                            if (e.newWindow) openSellerPortal(ev, user.signedIn);
                                          },
                                          className:
                                            "focus-ring -mx-2 block rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-orange-50 hover:text-orange-700",
                                          children: e.name,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName$3,
                                          lineNumber: 121,
                                          columnNumber: 23,
                                        },
                                        this,
                                      ),
                                    },
                                    e.key,
                                    false,
                                    {
                                      fileName: _jsxFileName$3,
                                      lineNumber: 120,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$3,
                                lineNumber: 118,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          ],
                        },
                        g.key,
                        true,
                        {
                          fileName: _jsxFileName$3,
                          lineNumber: 111,
                          columnNumber: 15,
                        },
                        this,
                      ),
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$3,
                    lineNumber: 109,
                    columnNumber: 11,
                  },
                  this,
                ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$3,
              lineNumber: 90,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$3,
      lineNumber: 62,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/shell/city-picker.tsx
var _jsxFileName$2 = "/work/main/src/client/shell/city-picker.tsx";
/**
 * The wide header's city picker (spec §2): a search box that opens the Select City results, My
 * Position and GPS. It opens on click; Escape or a click elsewhere closes it.
 */
function CityPicker({ city }) {
  const router = useRouter();
  const [open, setOpen] = (0, import_react.useState)(false);
  const boxRef = (0, import_react.useRef)(null);
  const buttonRef = (0, import_react.useRef)(null);
  const panelId = (0, import_react.useId)();
  useDismiss(
    open,
    boxRef,
    (0, import_react.useCallback)((why) => {
      setOpen(false);
      if (why === "escape") buttonRef.current?.focus();
    }, []),
  );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      ref: boxRef,
      className: "relative",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            ref: buttonRef,
            type: "button",
            "aria-expanded": open,
            "aria-controls": panelId,
            onClick: () => setOpen((o) => !o),
            className: "focus-ring inline-flex items-center gap-1 rounded px-1 hover:text-white",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PinIcon,
                { className: "size-3.5" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 39,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "sr-only",
                  children: "City: ",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 40,
                  columnNumber: 9,
                },
                this,
              ),
              city || "Select City",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$2,
            lineNumber: 31,
            columnNumber: 7,
          },
          this,
        ),
        open &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              id: panelId,
              role: "dialog",
              "aria-label": "Select City",
              className:
                "absolute right-0 top-full z-50 mt-2 w-80 rounded-xl bg-white p-3 text-slate-900 shadow-2xl ring-1 ring-slate-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  CitySearchForm,
                  {
                    size: "sm",
                    autoFocus: true,
                    onSearch: (q) => {
                      setOpen(false);
                      router.navigate({ href: `/citySearch?q=${encodeURIComponent(q)}` });
                    },
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 50,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  LocateButtons,
                  {
                    size: "sm",
                    onChosen: () => setOpen(false),
                    className: "mt-2",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 58,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  AppLink,
                  {
                    href: "/cityLocation",
                    onClick: () => setOpen(false),
                    className:
                      "focus-ring mt-2 block rounded text-center text-xs font-semibold text-orange-600 hover:underline",
                    children: "Recent cities and more",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 59,
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
              lineNumber: 44,
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
      lineNumber: 30,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/shell/get-app-qr.tsx
var _jsxFileName$1 = "/work/main/src/client/shell/get-app-qr.tsx";
/** Wide screens: "Get App" opens a QR code of /getApp to scan with a phone (qrcode is loaded lazily). */
function GetAppQr() {
  const [open, setOpen] = (0, import_react.useState)(false);
  const [svg, setSvg] = (0, import_react.useState)(null);
  const ref = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => {
    if (!open || svg) return;
    __vitePreload(
      () =>
        import("./browser-DGL8wa_d.js")
          .then((m) => /* @__PURE__ */ __toESM(m.default, 1))
          .then((q) =>
            q
              .toString(`${location.origin}/getApp`, {
                type: "svg",
                margin: 1,
                width: 160,
                color: {
                  dark: "#0f172a",
                  light: "#ffffff",
                },
              })
              .then(setSvg),
          ),
      __vite__mapDeps([0, 1]),
    );
  }, [open, svg]);
  (0, import_react.useEffect)(() => {
    if (!open) return;
    const onKey = (e) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      ref,
      className: "relative",
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "button",
          {
            type: "button",
            "aria-expanded": open,
            onClick: () => setOpen((o) => !o),
            className: "focus-ring inline-flex items-center gap-1 rounded px-1 hover:text-white",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                PhoneIcon,
                { className: "size-3.5" },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 42,
                  columnNumber: 9,
                },
                this,
              ),
              "Get App",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 36,
            columnNumber: 7,
          },
          this,
        ),
        open &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className:
                "absolute right-0 top-full z-50 mt-2 w-56 rounded-xl bg-white p-4 text-center text-slate-900 shadow-2xl ring-1 ring-slate-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-sm font-semibold",
                    children: "Scan to get the app",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 47,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mx-auto mt-3 size-40",
                    "aria-label": "QR code to get the app",
                    role: "img",
                    children: svg
                      ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "size-40",
                            dangerouslySetInnerHTML: { __html: svg },
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 51,
                            columnNumber: 15,
                          },
                          this,
                        )
                      : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          { className: "size-40 animate-pulse rounded bg-slate-100" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 53,
                            columnNumber: 15,
                          },
                          this,
                        ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 48,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "mt-2 text-xs text-slate-500",
                    children: "Point your phone camera at the code.",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 56,
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
              lineNumber: 46,
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
      lineNumber: 30,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/shell/header-wide.tsx
var _jsxFileName = "/work/main/src/client/shell/header-wide.tsx";
var stripLink = "focus-ring rounded px-1 font-semibold text-white underline-offset-2 hover:underline";
/** Wide screens: a dark strip (greeting, session, identity, city, seller sign-in) over the main bar. */
function HeaderWide({ user }) {
  const openSignOut = useSetAtom(signOutDialogAtom);
  const router = useRouter();
  const [bellOpen, setBellOpen] = (0, import_react.useState)(false);
  const closeBell = (0, import_react.useCallback)(() => setBellOpen(false), []);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "bg-slate-900 text-[13px] text-slate-300",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "mx-auto flex h-9 max-w-7xl items-center gap-4 px-6",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "flex items-center gap-1.5",
                      children: user.signedIn
                        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            import_jsx_dev_runtime.Fragment,
                            {
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    children: [
                                      "Hi, ",
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "strong",
                                        {
                                          className: "font-semibold text-white",
                                          children: user.name || "there",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 34,
                                          columnNumber: 23,
                                        },
                                        this,
                                      ),
                                      "!",
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 33,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "label",
                                  {
                                    className: "sr-only",
                                    htmlFor: "identity-switch",
                                    children: "Identity",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 36,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "select",
                                  {
                                    id: "identity-switch",
                                    value: user.storeId ?? "",
                                    onChange: (e) =>
                                      void chooseIdentity(e.target.value ? Number(e.target.value) : null),
                                    className:
                                      "focus-ring ml-1 h-6 rounded bg-slate-800 px-1.5 text-xs text-white ring-1 ring-slate-700",
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "option",
                                        {
                                          value: "",
                                          children: "Personal",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 45,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      user.identity?.stores.map((s) =>
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: s.id,
                                            children: s.storeName,
                                          },
                                          s.id,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 47,
                                            columnNumber: 21,
                                          },
                                          this,
                                        ),
                                      ),
                                    ],
                                  },
                                  void 0,
                                  true,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 39,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "button",
                                  {
                                    type: "button",
                                    onClick: () => openSignOut(true),
                                    className: `${stripLink} ml-2`,
                                    children: "Sign Out",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 52,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              ],
                            },
                            void 0,
                            true,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 32,
                              columnNumber: 15,
                            },
                            this,
                          )
                        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            import_jsx_dev_runtime.Fragment,
                            {
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  { children: "Hi!" },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 58,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  AppLink,
                                  {
                                    href: "/signIn",
                                    className: stripLink,
                                    children: "Sign In",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 59,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "span",
                                  {
                                    "aria-hidden": "true",
                                    children: "or",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 62,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  AppLink,
                                  {
                                    href: "/signUp",
                                    className: stripLink,
                                    children: "Sign Up",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 63,
                                    columnNumber: 17,
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
                              columnNumber: 15,
                            },
                            this,
                          ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 30,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "ml-auto flex items-center gap-4",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          CityPicker,
                          { city: user.city || null },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 70,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          GetAppQr,
                          {},
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 71,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "button",
                          {
                            type: "button",
                            onClick: () => openSellerPortalWindow(user.signedIn),
                            className: "focus-ring rounded px-1 hover:text-white",
                            children: "Seller Sign In",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 76,
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
                      lineNumber: 69,
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
                lineNumber: 29,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 28,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "border-b border-slate-200 bg-white",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "mx-auto flex h-16 max-w-7xl items-center gap-6 px-6",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Logo,
                    {},
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 88,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    SearchBox,
                    {
                      className: "max-w-2xl flex-1",
                      dark: true,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 89,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "nav",
                    {
                      "aria-label": "Main",
                      className: "ml-auto flex items-center gap-1",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AppLink,
                          {
                            href: "/postItem",
                            onClick: (e) => {
                              e.preventDefault();
                              __vitePreload(
                                () =>
                                  import("./sell-check-DwMXAZj9.js").then((m) =>
                                    m.checkCanUpload((href) => void router.navigate({ href })),
                                  ),
                                __vite__mapDeps([
                                  2, 3, 1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20,
                                ]),
                              );
                            },
                            className:
                              "focus-ring mr-2 inline-flex h-10 items-center gap-1.5 rounded-full bg-orange-500 px-4 text-sm font-semibold text-white shadow-sm hover:bg-orange-600",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                PlusIcon,
                                { className: "size-4" },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 102,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              "Sell",
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 91,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "relative",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                BellButton,
                                {
                                  count: user.unread,
                                  expanded: bellOpen,
                                  onClick: () =>
                                    user.signedIn
                                      ? setBellOpen((o) => !o)
                                      : void router.navigate({ href: "/signIn" }),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 106,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              bellOpen &&
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  NotificationsPopover,
                                  { onClose: closeBell },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 113,
                                    columnNumber: 28,
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
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          AccountMenu,
                          { user },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 115,
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
                      lineNumber: 90,
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
                lineNumber: 87,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 86,
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
      lineNumber: 27,
      columnNumber: 5,
    },
    this,
  );
}

export { HeaderWide };
