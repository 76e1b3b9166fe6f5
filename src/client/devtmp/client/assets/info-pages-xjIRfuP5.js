import { u as staticPageQuery } from "./catalog-queries-CJhAGVIC.js";
import {
  ft as AppLink,
  pt as Button,
  S as isAgreementId,
  bt as LogoMark,
  Dt as Page,
  Ot as Skeleton,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/catalog/info-pages.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/catalog/info-pages.tsx";
var p = "mt-2 text-[15px] leading-relaxed text-slate-700";
/** Names of the static pages for the links between them (their text comes from GET /page/detail). */
var PAGE_TITLES = {
  help: "Help",
  terms: "Conditions of Use",
  policy: "Privacy Policy",
  guide: "Seller Guide",
  rules: "Marketplace Rules",
};
function Article({ doc }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: doc.title,
      width: "narrow",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "article",
          {
            className: "rounded-2xl bg-white p-5 ring-1 ring-slate-200 md:p-8",
            children: doc.sections.map((s) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "section",
                {
                  className: "mt-6 first:mt-0",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "h2",
                      {
                        className: "text-lg font-semibold text-slate-900",
                        children: s.heading,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 29,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    s.body,
                  ],
                },
                s.heading,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 28,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 26,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "nav",
          {
            "aria-label": "Other pages",
            className: "mt-6 flex flex-wrap gap-4 text-sm",
            children: [
              Object.entries(PAGE_TITLES)
                .filter(([, title]) => title !== doc.title)
                .map(([id, title]) =>
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    AppLink,
                    {
                      href: `/agreement/${id}`,
                      className: "focus-ring rounded font-semibold text-orange-700 hover:underline",
                      children: title,
                    },
                    id,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 38,
                      columnNumber: 13,
                    },
                    this,
                  ),
                ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/about",
                  className: "focus-ring rounded font-semibold text-orange-700 hover:underline",
                  children: "About",
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
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 34,
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
/** /agreement/{id}: a static page from the API (guide, help, policy, rules, terms). */
function AgreementScreen({ id }) {
  const page = useQuery({
    ...staticPageQuery(id),
    enabled: isAgreementId(id),
  });
  if (!isAgreementId(id)) return null;
  if (!page.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: PAGE_TITLES[id],
        width: "narrow",
        children: page.isError
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                role: "alert",
                className: "rounded-2xl bg-white p-5 text-slate-700 ring-1 ring-slate-200",
                children: "This page could not be loaded. Check your connection and try again.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 62,
                columnNumber: 11,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Skeleton,
              { className: "h-64 rounded-2xl" },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 66,
                columnNumber: 11,
              },
              this,
            ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 60,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Article,
    {
      doc: {
        title: page.data.title,
        updated: new Date(page.data.updatedAt).getUTCFullYear().toString(),
        sections: page.data.sections.map((sec) => ({
          heading: sec.heading,
          body: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            import_jsx_dev_runtime.Fragment,
            {
              children: sec.paragraphs.map((text) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: p,
                    children: text,
                  },
                  text,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 80,
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
              lineNumber: 78,
              columnNumber: 13,
            },
            this,
          ),
        })),
      },
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 71,
      columnNumber: 5,
    },
    this,
  );
}
/** /about */
function AboutScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Article,
    {
      doc: {
        title: "About",
        updated: "2026",
        sections: [
          {
            heading: "Buy now or miss out",
            body: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: p,
                children:
                  "A local marketplace for auctions and fixed-price deals. Sellers list in minutes; buyers bid, buy and pick up nearby.",
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
          },
          {
            heading: "Works anywhere",
            body: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: p,
                children:
                  "Install it from your browser for a full-screen app that opens offline, shows the last items you saw, and keeps your drafts until you are back online.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 112,
                columnNumber: 15,
              },
              this,
            ),
          },
          {
            heading: "Credits",
            body: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: p,
                children: "City search uses data from GeoNames (geonames.org), licensed CC BY 4.0.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 121,
                columnNumber: 15,
              },
              this,
            ),
          },
        ],
      },
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 95,
      columnNumber: 5,
    },
    this,
  );
}
/** /getApp: install the app (the browser's prompt where offered), else how to add it. */
function GetAppScreen() {
  const [install, setInstall] = (0, import_react.useState)(null);
  const [installed, setInstalled] = (0, import_react.useState)(
    () => typeof matchMedia !== "undefined" && matchMedia("(display-mode: standalone)").matches,
  );
  (0, import_react.useEffect)(() => {
    const onPrompt = (e) => {
      e.preventDefault();
      setInstall(e);
    };
    const onInstalled = () => setInstalled(true);
    window.addEventListener("beforeinstallprompt", onPrompt);
    window.addEventListener("appinstalled", onInstalled);
    return () => {
      window.removeEventListener("beforeinstallprompt", onPrompt);
      window.removeEventListener("appinstalled", onInstalled);
    };
  }, []);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className:
        "flex min-h-dvh flex-col items-center justify-center bg-gradient-to-b from-slate-900 to-slate-800 px-6 py-10 text-center text-white",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          LogoMark,
          { className: "size-16" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 153,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h1",
          {
            className: "mt-5 text-3xl font-black tracking-tight",
            children: "Get the app",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 154,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-3 max-w-sm text-slate-300",
            children:
              "Auctions and deals near you, on your home screen. Opens offline, tells you when you are outbid.",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 155,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-8 flex w-full max-w-xs flex-col gap-3",
            children: [
              installed
                ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "rounded-lg bg-white/10 px-4 py-3 text-sm",
                      children: "The app is installed on this device.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 160,
                      columnNumber: 11,
                    },
                    this,
                  )
                : install
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        size: "lg",
                        onClick: async () => {
                          await install.prompt();
                          if ((await install.userChoice).outcome === "accepted") setInstalled(true);
                          setInstall(null);
                        },
                        children: "Install app",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 162,
                        columnNumber: 11,
                      },
                      this,
                    )
                  : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        className: "rounded-xl bg-white/10 px-4 py-4 text-left text-sm text-slate-200",
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h2",
                            {
                              className: "mb-2 font-semibold text-white",
                              children: "Add it to your home screen",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 175,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "ul",
                            {
                              className: "list-disc space-y-1 pl-5",
                              children: [
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "li",
                                  { children: "iPhone: tap Share, then Add to Home Screen." },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 177,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "li",
                                  { children: "Android: open the browser menu, then Install app." },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 178,
                                    columnNumber: 15,
                                  },
                                  this,
                                ),
                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                  "li",
                                  { children: "Computer: use the install icon in the address bar." },
                                  void 0,
                                  false,
                                  {
                                    fileName: _jsxFileName,
                                    lineNumber: 179,
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
                              lineNumber: 176,
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
                        lineNumber: 174,
                        columnNumber: 11,
                      },
                      this,
                    ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                AppLink,
                {
                  href: "/",
                  className:
                    "focus-ring inline-flex h-12 items-center justify-center rounded-lg font-semibold text-white ring-1 ring-white/30 hover:bg-white/10",
                  children: "Continue in the browser",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 183,
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
            lineNumber: 158,
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
      lineNumber: 152,
      columnNumber: 5,
    },
    this,
  );
}
/** /how{product}Works: how buying and selling work, step by step. */
function HowItWorksScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "How it works",
      width: "narrow",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ol",
          {
            className: "flex flex-col gap-3",
            children: [
              ["Find", "Search, browse categories or scan an item’s QR code."],
              ["Bid or buy", "Bid up to your limit and we bid for you, or buy at the fixed price."],
              ["Pay", "By card in the app, or cash when you meet (under $0.50: cash only)."],
              ["Pick up", "Show your pickup code to the seller to complete the order."],
            ].map(([h, b], i) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  className: "flex gap-4 rounded-xl bg-white p-4 ring-1 ring-slate-200",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "span",
                      {
                        "aria-hidden": "true",
                        className:
                          "flex size-9 shrink-0 items-center justify-center rounded-full bg-orange-500 font-bold text-white",
                        children: i + 1,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 207,
                        columnNumber: 13,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        children: [
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "h2",
                            {
                              className: "font-semibold text-slate-900",
                              children: h,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 214,
                              columnNumber: 15,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "p",
                            {
                              className: "text-sm text-slate-700",
                              children: b,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 215,
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
                        lineNumber: 213,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ],
                },
                h,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 206,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 204,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-6 text-sm",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              AppLink,
              {
                href: "/agreement/help",
                className: "focus-ring rounded font-semibold text-orange-700 hover:underline",
                children: "Read the full help",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 221,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 220,
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
      lineNumber: 203,
      columnNumber: 5,
    },
    this,
  );
}

export { AboutScreen as t, AgreementScreen as n, GetAppScreen as r, HowItWorksScreen as i };
