import {
  Qt as ApiCodeError,
  pt as Button,
  an as HttpError,
  i as Route,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import "./api-CDAijywg.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import { n as itemQrUrl, t as QrImage } from "./qr-image-DSslXRM7.js";
import { t as noteServerTime, n as useServerNow } from "./server-clock-CGJGxq8x.js";
import { a as storeToolKeys, c as tvDisplayQuery } from "./stores-admin-queries-CjY60wfr.js";
import { t as formatTimeLeft } from "./use-now-CzzdknSh.js";
import "./stores-admin-D0WM6AzD.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { n as streamUrl } from "./sse-B52HyX8J.js";
import { n as TvListScreen } from "./tv-screens-Dks5UXTS.js";

// src/client/features/stores-admin/tv-live.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
 * One `item` event of the TV stream applied to what the TV shows: a live item takes its new state
 * in place (or, as a new listing, joins at the front); an item that sold, ended or was
 * withdrawn leaves. The list never grows past what the server would send.
 */
function applyTvItem(display, e) {
  const at = display.items.findIndex((i) => i.itemNumber === e.item.itemNumber);
  if (!e.live) {
    if (at < 0) return display;
    return {
      ...display,
      items: display.items.filter((_, i) => i !== at),
    };
  }
  if (at >= 0) {
    if (e.item.bidCount < display.items[at].bidCount) return display;
    const items = display.items.slice();
    items[at] = e.item;
    return {
      ...display,
      items,
    };
  }
  if (e.item.bidCount > 0) return display;
  return {
    ...display,
    items: [e.item, ...display.items].slice(0, 100),
  };
}
/** Items still worth showing at `now`: an auction whose end has passed leaves even before its close event. */
function liveItems(display, now) {
  return display.items.filter((i) => i.saleType !== "auction" || i.endTime === null || i.endTime > now);
}
/** How many pages a layout makes of `count` items, and the items of page `page` (wrapping). */
function pageOf(items, perPage, page) {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const index = ((page % pages) + pages) % pages;
  return {
    pages,
    index,
    shown: items.slice(index * perPage, index * perPage + perPage),
  };
}
/** Wait before the next reconnection attempt: 1 s, 2 s, 4 s … at most 30 s. */
function reconnectDelay(attempt) {
  return Math.min(3e4, 1e3 * 2 ** Math.min(attempt, 5));
}
// src/client/features/stores-admin/use-tv-stream.ts
/**
 * Follows the TV's one stream (`/rt/tv/{code}/events`) into the display's query data. The browser's
 * EventSource retries a dropped connection by itself with Last-Event-ID; this adds what it does not
 * do: a new connection at once when the network comes back, retries with backoff after an answer
 * that makes EventSource give up (a proxy's 502 while the server restarts), and a fresh start when
 * the device is edited. The last event id is kept so every new connection resumes where it left off.
 */
function useTvStream(code) {
  const qc = useQueryClient();
  const [link, setLink] = (0, import_react.useState)("connecting");
  (0, import_react.useEffect)(() => {
    if (typeof EventSource === "undefined") return;
    const key = storeToolKeys.tvDisplay(code);
    let es = null;
    let lastId = "";
    let attempt = 0;
    let retry = null;
    let stopped = false;
    const close = () => {
      es?.close();
      es = null;
    };
    const schedule = () => {
      close();
      if (retry || stopped) return;
      retry = setTimeout(() => {
        retry = null;
        attempt++;
        open();
      }, reconnectDelay(attempt));
    };
    const open = () => {
      if (stopped) return;
      if (retry) clearTimeout(retry);
      retry = null;
      close();
      const query = lastId ? `?lastEventId=${encodeURIComponent(lastId)}` : "";
      const src = new EventSource(streamUrl(`/tv/${encodeURIComponent(code)}/events${query}`));
      es = src;
      const track = (e) => {
        if (e.lastEventId) lastId = e.lastEventId;
      };
      src.addEventListener("display", (e) => {
        const display = JSON.parse(e.data);
        noteServerTime(display.serverTime, Date.now());
        qc.setQueryData(key, display);
        attempt = 0;
        setLink("live");
      });
      src.addEventListener("item", (e) => {
        track(e);
        const event = JSON.parse(e.data);
        qc.setQueryData(key, (d) => (d ? applyTvItem(d, event) : d));
      });
      src.addEventListener("device", (e) => {
        track(e);
        if (JSON.parse(e.data).removed) {
          stopped = true;
          close();
          qc.resetQueries({ queryKey: key });
          return;
        }
        open();
      });
      src.onerror = () => {
        if (es !== src) return;
        setLink("reconnecting");
        if (src.readyState === EventSource.CLOSED) schedule();
      };
    };
    const offline = () => {
      close();
      setLink("reconnecting");
    };
    const online = () => {
      attempt = 0;
      open();
    };
    open();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      stopped = true;
      if (retry) clearTimeout(retry);
      close();
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [code, qc]);
  return link;
}
/** Keeps the screen on while the display shows (Wake Lock where the browser has it; taken again on return). */
function useWakeLock() {
  (0, import_react.useEffect)(() => {
    if (typeof navigator === "undefined" || !("wakeLock" in navigator)) return;
    let lock = null;
    let stopped = false;
    const take = async () => {
      if (stopped || document.visibilityState !== "visible" || (lock && !lock.released)) return;
      try {
        lock = await navigator.wakeLock.request("screen");
      } catch {}
    };
    const onVisible = () => void take();
    take();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      document.removeEventListener("visibilitychange", onVisible);
      lock?.release();
    };
  }, []);
}
// src/client/features/stores-admin/tv-display-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/stores-admin/tv-display-screen.tsx";
/** `/tv-display?device=<code>`: full screen, no sign-in, following the store's items live. */
function TvDisplayScreen({ code }) {
  const q = useQuery(tvDisplayQuery(code));
  const link = useTvStream(code);
  useWakeLock();
  (0, import_react.useEffect)(() => {
    const prev = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = prev;
    };
  }, []);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "fixed inset-0 z-[100] flex flex-col overflow-hidden bg-slate-950 text-white",
      children: q.data
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Slides,
            {
              display: q.data,
              link,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 36,
              columnNumber: 9,
            },
            this,
          )
        : q.isError
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "m-auto max-w-lg p-8 text-center",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "h1",
                    {
                      className: "text-3xl font-bold",
                      children:
                        q.error instanceof ApiCodeError && q.error.code === 10004
                          ? "This TV is not paired"
                          : q.error instanceof HttpError && q.error.status === 0
                            ? "The TV is offline"
                            : "Could not load the display",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 39,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "mt-3 text-lg text-slate-300",
                      children: [
                        "Check the pairing code ",
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className: "font-mono font-bold",
                            children: code,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 47,
                            columnNumber: 36,
                          },
                          this,
                        ),
                        " on the store's TV Display page.",
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 46,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Button,
                    {
                      className: "mt-6",
                      variant: "secondary",
                      onClick: () => void q.refetch(),
                      children: "Try again",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$1,
                      lineNumber: 50,
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
                lineNumber: 38,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "m-auto flex flex-col items-center gap-4 text-slate-300",
                role: "status",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "span",
                    {
                      className:
                        "size-10 animate-spin rounded-full border-4 border-orange-500 border-r-transparent",
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
                  "Loading the display…",
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName$1,
                lineNumber: 55,
                columnNumber: 9,
              },
              this,
            ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 34,
      columnNumber: 5,
    },
    this,
  );
}
function Slides({ display, link }) {
  const now = useServerNow();
  const items = liveItems(display, now);
  const grid = display.layout === "grid" && items.length > 1;
  const perPage = grid ? 6 : 1;
  const [page, setPage] = (0, import_react.useState)(0);
  const { pages, index, shown } = pageOf(items, perPage, page);
  (0, import_react.useEffect)(() => {
    if (pages <= 1) return;
    const t = setInterval(() => setPage((p) => (p + 1) % pages), display.rotationSeconds * 1e3);
    return () => clearInterval(t);
  }, [pages, display.rotationSeconds]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "header",
          {
            className: "flex h-[9vh] shrink-0 items-center justify-between gap-[2vw] px-[2.5vw]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h1",
                {
                  className: "truncate text-[4.4vh] font-bold",
                  children: display.storeName,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 80,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex shrink-0 items-center gap-[1.5vw]",
                  children: [
                    link === "reconnecting" &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "p",
                        {
                          role: "status",
                          className:
                            "flex items-center gap-[0.8vh] rounded-full bg-white/10 px-[1.4vh] py-[0.5vh] text-[1.8vh] text-slate-300",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              { className: "size-[1.2vh] animate-pulse rounded-full bg-amber-400" },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 87,
                                columnNumber: 15,
                              },
                              this,
                            ),
                            "Reconnecting…",
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 83,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-[2.4vh] text-slate-300",
                        children: "Scan a code to open the item on your phone",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 91,
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
                  lineNumber: 81,
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
            lineNumber: 79,
            columnNumber: 7,
          },
          this,
        ),
        items.length === 0
          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "p",
              {
                className: "m-auto text-[4vh] text-slate-300",
                children: "No items to show yet.",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 95,
                columnNumber: 9,
              },
              this,
            )
          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "section",
              {
                className: "flex min-h-0 flex-1 flex-col",
                "data-page": index,
                "data-pages": pages,
                "aria-label": `${display.storeName}: page ${index + 1} of ${pages}`,
                children: grid
                  ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "ul",
                      {
                        className:
                          "grid min-h-0 flex-1 grid-cols-3 grid-rows-2 gap-[1.6vh] px-[2.5vw] pb-[1.5vh]",
                        children: shown.map((it) =>
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            GridCard,
                            {
                              it,
                              now,
                            },
                            it.itemNumber,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 106,
                              columnNumber: 17,
                            },
                            this,
                          ),
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 104,
                        columnNumber: 13,
                      },
                      this,
                    )
                  : shown.map((it) =>
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Slide,
                        {
                          it,
                          now,
                        },
                        it.itemNumber,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 110,
                          columnNumber: 31,
                        },
                        this,
                      ),
                    ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName$1,
                lineNumber: 97,
                columnNumber: 9,
              },
              this,
            ),
        pages > 1 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "flex h-[3vh] shrink-0 items-center justify-center gap-[0.6vh]",
              "aria-hidden": "true",
              children: Array.from({ length: Math.min(pages, 30) }, (_, n) =>
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    className: cx(
                      "h-[0.7vh] rounded-full",
                      n === index ? "w-[3vh] bg-orange-500" : "w-[0.7vh] bg-white/30",
                    ),
                  },
                  n,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 117,
                    columnNumber: 13,
                  },
                  this,
                ),
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 115,
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
      lineNumber: 78,
      columnNumber: 5,
    },
    this,
  );
}
var endingSoon = (it, now) => it.saleType === "auction" && it.endTime !== null && it.endTime - now <= 3e5;
/** A cover of the asked width (the stream's covers are the 320 px thumbnails). */
var coverAt = (cover, width) => cover.replace(/\/320\.webp$/, `/${width}.webp`);
function GridCard({ it, now }) {
  const soon = endingSoon(it, now);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      "data-item-number": it.itemNumber,
      "data-ending-soon": soon || void 0,
      "aria-label": it.title,
      className: cx(
        "flex min-h-0 flex-col gap-[1vh] rounded-[1.6vh] p-[1.6vh] ring-1",
        soon ? "bg-rose-500/10 ring-[0.5vh] ring-rose-500" : "bg-white/5 ring-white/10",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex h-[23vh] shrink-0 gap-[1.6vh]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className:
                    "flex min-w-0 flex-1 items-center justify-center overflow-hidden rounded-[1.2vh] bg-white/5",
                  children:
                    it.cover &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "img",
                      {
                        src: coverAt(it.cover, 640),
                        alt: "",
                        className: "size-full object-contain",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 152,
                        columnNumber: 24,
                      },
                      this,
                    ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 151,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                QrImage,
                {
                  text: itemQrUrl(it.sinCode),
                  label: `QR code for ${it.title}`,
                  size: 512,
                  displaySize: "23vh",
                  className: "shrink-0 rounded-[1vh] p-[0.8vh]",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 154,
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
            lineNumber: 150,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-auto truncate text-[3vh] font-semibold leading-tight",
            children: it.title,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 162,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-end justify-between gap-[1vh]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Price,
                {
                  it,
                  compact: true,
                  className: "text-[5.6vh] leading-none",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 164,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Countdown,
                {
                  it,
                  now,
                  className: "whitespace-nowrap text-[2.8vh]",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 165,
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
            lineNumber: 163,
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
      lineNumber: 141,
      columnNumber: 5,
    },
    this,
  );
}
function Slide({ it, now }) {
  const soon = endingSoon(it, now);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "article",
    {
      "data-item-number": it.itemNumber,
      "data-ending-soon": soon || void 0,
      "aria-label": it.title,
      className: "flex min-h-0 flex-1 gap-[3vw] px-[3vw] pb-[3vh]",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className:
              "flex min-w-0 flex-1 items-center justify-center overflow-hidden rounded-[2vh] bg-white/5",
            children: it.cover
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src: coverAt(it.cover, 1280),
                    alt: "",
                    className: "size-full object-contain",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 181,
                    columnNumber: 21,
                  },
                  this,
                )
              : null,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 180,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex w-[38vw] shrink-0 flex-col justify-center gap-[2vh]",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "h2",
                {
                  className: "line-clamp-3 text-[5.4vh] font-bold leading-tight",
                  children: it.title,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 184,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Price,
                {
                  it,
                  className: "text-[11vh] leading-none",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 185,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Countdown,
                {
                  it,
                  now,
                  className: "text-[5vh]",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 186,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex items-end gap-[2vw]",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      QrImage,
                      {
                        text: itemQrUrl(it.sinCode),
                        label: `QR code for ${it.title}`,
                        size: 512,
                        displaySize: "34vh",
                        className: cx(
                          "shrink-0 rounded-[1.5vh] p-[1.2vh]",
                          soon && "ring-[0.6vh] ring-rose-500",
                        ),
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 188,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "font-mono text-[2.8vh] tracking-widest text-slate-300",
                        children: [
                          "Code",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "br",
                            {},
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 197,
                              columnNumber: 13,
                            },
                            this,
                          ),
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "span",
                            {
                              className: "font-bold text-white",
                              children: it.sinCode,
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName$1,
                              lineNumber: 198,
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
                        lineNumber: 195,
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
                  lineNumber: 187,
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
            lineNumber: 183,
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
      lineNumber: 174,
      columnNumber: 5,
    },
    this,
  );
}
function Price({ it, compact, className }) {
  if (it.priceCents === null) return null;
  const bids = `${it.bidCount} ${it.bidCount === 1 ? "bid" : "bids"}`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "min-w-0",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            "data-price": true,
            className: cx("font-extrabold tabular-nums text-orange-400", className),
            children: formatCents(it.priceCents),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 211,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "mt-[0.6vh] whitespace-nowrap text-[2.4vh] font-medium text-slate-300",
            children:
              it.saleType !== "auction"
                ? "Buy now"
                : compact
                  ? it.bidCount === 0
                    ? "Starting bid"
                    : bids
                  : it.bidCount === 0
                    ? "Starting bid · no bids yet"
                    : `Current bid · ${bids}`,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$1,
            lineNumber: 214,
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
      lineNumber: 210,
      columnNumber: 5,
    },
    this,
  );
}
function Countdown({ it, now, className }) {
  if (it.saleType !== "auction" || it.endTime === null) return null;
  const left = formatTimeLeft(it.endTime - now);
  if (!left) return null;
  const soon = endingSoon(it, now);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      "data-countdown": true,
      className: cx(
        "font-bold tabular-nums",
        soon ? "animate-pulse text-rose-400" : "text-slate-100",
        className,
      ),
      children: [soon ? "Ending soon · " : "Ends in ", left],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 235,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/tv-display.index.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/tv-display.index.tsx?tsr-split=component";
var SplitComponent = function TvDisplay() {
  const { device } = Route.useSearch();
  return device
    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        TvDisplayScreen,
        { code: device },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 8,
          columnNumber: 19,
        },
        this,
      )
    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        TvListScreen,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 8,
          columnNumber: 55,
        },
        this,
      );
};

export { SplitComponent as component };
