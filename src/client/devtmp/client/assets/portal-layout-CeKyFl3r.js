import { t as cx } from "./cx-ClXQrqf-.js";
import {
  pt as Button,
  qt as identityAtom,
  Sn as Outlet,
  Yt as sessionAtom,
  Ht as signOut,
  vn as useAtomValue,
  xn as useRouterState,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { s as displayName } from "./storage-352Vgnio.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";

// src/client/features/seller-portal/portal-layout.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/seller-portal/portal-layout.tsx";
var NAV = [
  {
    section: "listings",
    label: "Listings",
  },
  {
    section: "orders",
    label: "Orders",
  },
  {
    section: "money",
    label: "Money",
  },
  {
    section: "performance",
    label: "Performance",
  },
  {
    section: "team",
    label: "Team",
  },
];
/** Pages of the portal that work without its session (the handoff and its sign-in). */
var isOpenPage = (pathname) => /^\/seller\/(open|signin)\/?$/i.test(pathname);
/** Who the portal acts as, for the header: the store's name, else Personal. */
function usePortalIdentity() {
  const session = useAtomValue(sessionAtom);
  const identity = useAtomValue(identityAtom);
  const store = identity?.user.storeId ? identity.stores.find((s) => s.id === identity.user.storeId) : void 0;
  return {
    signedIn: Boolean(session.token),
    name: displayName(session.userInfo),
    storeId: identity?.user.storeId ?? null,
    identityText: store ? store.storeName : identity ? "Personal" : "",
    who: `${session.userInfo?.id ?? "?"}:${session.identityToken ? session.identityToken.slice(-12) : "personal"}`,
  };
}
/**
 * The seller portal's frame: a dense workspace with its own header and navigation. Its session is
 * the portal's own (see features/session/storage.ts); without one, the portal's sign-in.
 */
function PortalLayout() {
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const me = usePortalIdentity();
  const navigate = useNavigate();
  const open = isOpenPage(pathname);
  const [signingOut, setSigningOut] = (0, import_react.useState)(false);
  (0, import_react.useEffect)(() => {
    if (!open && !me.signedIn)
      navigate({
        href: "/seller/signIn",
        replace: true,
      });
    else if (/^\/seller\/?$/i.test(pathname))
      navigate({
        href: "/seller/listings",
        replace: true,
      });
  }, [open, me.signedIn, navigate, pathname]);
  if (open)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      "div",
      {
        className: "min-h-dvh bg-slate-100",
        children: [
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            PortalBrand,
            {},
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
            Outlet,
            {},
            void 0,
            false,
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
        lineNumber: 55,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "min-h-dvh bg-slate-100 text-slate-900",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "header",
          {
            className: "bg-slate-900 text-white",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 lg:px-6",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-base font-bold tracking-tight",
                        children: [
                          "Seller Hub ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "font-normal text-slate-400",
                              children: "· Buy Now Or Miss Out",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 65,
                              columnNumber: 24,
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
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "ml-auto flex items-center gap-2 text-sm",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "sr-only",
                              children: "Signed in as",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 68,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              "data-testid": "portal-user",
                              className: "font-semibold",
                              children: me.name || "Seller",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 69,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          me.identityText &&
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                "data-testid": "portal-identity",
                                className: "rounded-full bg-orange-500 px-2 py-0.5 text-xs font-semibold",
                                children: me.identityText,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 73,
                                columnNumber: 15,
                              },
                              this,
                            ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 67,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "sm",
                        variant: "ghost",
                        busy: signingOut,
                        className: "text-white hover:bg-slate-800",
                        onClick: () => {
                          setSigningOut(true);
                          signOut().finally(() => setSigningOut(false));
                        },
                        children: "Sign Out",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 81,
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
                  lineNumber: 63,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "nav",
                {
                  "aria-label": "Seller portal",
                  className: "overflow-x-auto border-t border-slate-800",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      className: "flex gap-1 px-2 lg:px-4",
                      children: NAV.map((n) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              Link,
                              {
                                to: "/seller/$section",
                                params: { section: n.section },
                                className:
                                  "focus-ring block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-300 hover:text-white",
                                activeProps: {
                                  className: "!border-orange-500 !text-white",
                                  "aria-current": "page",
                                },
                                children: n.label,
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 98,
                                columnNumber: 17,
                              },
                              this,
                            ),
                          },
                          n.section,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 97,
                            columnNumber: 15,
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
                      columnNumber: 11,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 94,
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
            lineNumber: 62,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "px-3 py-4 lg:px-6",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Outlet,
              {},
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 112,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 111,
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
      lineNumber: 61,
      columnNumber: 5,
    },
    this,
  );
}
function PortalBrand() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "bg-slate-900 px-4 py-3 text-white lg:px-6",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "p",
        {
          className: "text-base font-bold tracking-tight",
          children: "Seller Hub",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 121,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 120,
      columnNumber: 5,
    },
    this,
  );
}
/** The heading row of a portal screen. */
function PortalHeading({ title, children }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: cx("mb-3 flex flex-wrap items-center gap-3"),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h1",
          {
            className: "text-xl font-bold tracking-tight",
            children: title,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 130,
            columnNumber: 7,
          },
          this,
        ),
        children &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "ml-auto flex flex-wrap items-center gap-2",
              children,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 131,
              columnNumber: 20,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 129,
      columnNumber: 5,
    },
    this,
  );
}

export { PortalHeading as t, PortalLayout as n, usePortalIdentity as r };
