import { n as Dialog } from "./dialog-fEMjAfBb.js";
import {
  ft as AppLink,
  lt as Badge,
  mt as BellIcon,
  _t as CloseIcon,
  Gt as drawerOpenAtom,
  St as PinIcon,
  Xt as signOutDialogAtom,
  Tt as UserIcon,
  _n as useAtom,
  yn as useSetAtom,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as menuGroups, t as openSellerPortal } from "./seller-portal-link-2mp38d5a.js";

// src/client/shell/drawer.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/shell/drawer.tsx";
/** The phone side drawer (spec §2): who, city, bell, identity, menu sections, Sign Out. */
function Drawer({ user }) {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const openSignOut = useSetAtom(signOutDialogAtom);
  const close = () => setOpen(false);
  const groups = menuGroups({
    place: "drawer",
    hasIdentityToken: user.hasIdentityToken,
    storeId: user.storeId,
    hasStores: user.hasStores,
  });
  const link = "focus-ring block rounded-lg px-3 py-2.5 text-[15px] text-slate-800 hover:bg-slate-100";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open,
      onClose: close,
      title: "Menu",
      hideTitle: true,
      placement: "left",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "flex h-full flex-col overflow-y-auto",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "bg-slate-900 px-5 pb-5 pt-4 text-white",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex justify-end",
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "button",
                        {
                          type: "button",
                          "aria-label": "Close",
                          onClick: close,
                          className: "focus-ring -mr-2 rounded-full p-2 hover:bg-white/10",
                          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            CloseIcon,
                            { className: "size-5" },
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
                          lineNumber: 28,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 27,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className: "flex items-center gap-3",
                      children: [
                        user.pic
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "img",
                              {
                                src: user.pic,
                                alt: "",
                                width: 48,
                                height: 48,
                                className: "size-12 rounded-full object-cover ring-2 ring-white/20",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 39,
                                columnNumber: 15,
                              },
                              this,
                            )
                          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className:
                                  "inline-flex size-12 items-center justify-center rounded-full bg-white/10",
                                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  UserIcon,
                                  { className: "size-6" },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 48,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 47,
                                columnNumber: 15,
                              },
                              this,
                            ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "min-w-0 flex-1",
                            children: user.signedIn
                              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  import_jsx_dev_runtime.Fragment,
                                  {
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "p",
                                        {
                                          className: "truncate text-lg font-semibold",
                                          children: user.name || "Welcome back",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 54,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "p",
                                        {
                                          className: "text-sm text-slate-300",
                                          children: user.identityText,
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 55,
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
                                    lineNumber: 53,
                                    columnNumber: 17,
                                  },
                                  this,
                                )
                              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "p",
                                  {
                                    className: "flex gap-3 text-base font-semibold",
                                    children: [
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        AppLink,
                                        {
                                          href: "/signIn",
                                          onClick: close,
                                          className: "focus-ring rounded underline-offset-2 hover:underline",
                                          children: "Sign In",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 59,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        AppLink,
                                        {
                                          href: "/signUp",
                                          onClick: close,
                                          className: "focus-ring rounded underline-offset-2 hover:underline",
                                          children: "Sign Up",
                                        },
                                        void 0,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 66,
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
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 51,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        user.signedIn &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            AppLink,
                            {
                              href: "/notifications",
                              onClick: close,
                              "aria-label": `Notifications, ${user.unread} unread`,
                              className: "focus-ring relative rounded-full p-2 hover:bg-white/10",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  BellIcon,
                                  { className: "size-6" },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 83,
                                    columnNumber: 17,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  Badge,
                                  {
                                    count: user.unread,
                                    className: "ring-slate-900",
                                  },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 84,
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
                              lineNumber: 77,
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
                      lineNumber: 37,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: "/cityLocation",
                      onClick: close,
                      className:
                        "focus-ring mt-4 inline-flex items-center gap-1.5 rounded text-sm text-slate-300 hover:text-white",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          PinIcon,
                          { className: "size-4" },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 93,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        user.city || "Select City",
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 88,
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
                lineNumber: 26,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "nav",
              {
                "aria-label": "Drawer menu",
                className: "flex-1 px-2 py-3",
                children: groups.map((g) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "section",
                    {
                      className: "mb-2",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "h2",
                          {
                            className:
                              "px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wider text-slate-500",
                            children: g.title,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 100,
                            columnNumber: 15,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "ul",
                          {
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
                                        close();
                                        if (e.newWindow) openSellerPortal(ev, user.signedIn);
                                      },
                                      className: link,
                                      children: e.name,
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 106,
                                      columnNumber: 21,
                                    },
                                    this,
                                  ),
                                },
                                e.key,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 105,
                                  columnNumber: 19,
                                },
                                this,
                              ),
                            ),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 103,
                            columnNumber: 15,
                          },
                          this,
                        ),
                      ],
                    },
                    g.key,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 99,
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
                lineNumber: 97,
                columnNumber: 9,
              },
              this,
            ),
            user.signedIn &&
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "border-t border-slate-200 p-4",
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "button",
                    {
                      type: "button",
                      onClick: () => {
                        close();
                        openSignOut(true);
                      },
                      className:
                        "focus-ring h-11 w-full rounded-lg font-semibold text-rose-600 ring-1 ring-rose-200 hover:bg-rose-50",
                      children: "Sign Out",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 125,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 124,
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
          lineNumber: 25,
          columnNumber: 7,
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

export { Drawer };
