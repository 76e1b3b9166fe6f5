/**
 * A tiny first script that runs before the app bundle is evaluated. On a page the worker served
 * from its cache (the placeholder shell of `/`), it starts the home rows' request and preloads the
 * first cover images, so the network works while the main bundle downloads and parses; the home
 * query takes the answer from `takeBootData`. A server-rendered page (`<html data-ssr>`) already
 * holds its rows. It also keeps the worker's notification clicks until the app can take them.
 */
import type { SW_MESSAGE } from "#shared/sw-messages";

type BootWindow = Window & {
  __bootData?: Record<string, Promise<Response | null>>;
  __notificationClicks?: unknown[];
};

const w = window as BootWindow;
if (location.pathname === "/" && !document.documentElement.hasAttribute("data-ssr")) fetchHome();

/**
 * A notification click that reaches an open window while the app is still starting must not be
 * lost: the worker's message can come before the app's listener exists, so this early listener
 * keeps it for the app (features/notifications/click-inbox.ts takes them over).
 */
if ("serviceWorker" in navigator) {
  // Spelled out, checked against the shared name: a value import shared with the app bundle would
  // become a chunk of its own that this first script waits for.
  const notificationClick: typeof SW_MESSAGE.notificationClick = "notification-click";
  const clicks: unknown[] = [];
  w.__notificationClicks = clicks;
  navigator.serviceWorker.addEventListener("message", (e: MessageEvent) => {
    if ((e.data as { type?: string } | null)?.type === notificationClick) clicks.push(e.data);
  });
  navigator.serviceWorker.startMessages();
}

function fetchHome() {
  const base = import.meta.env.VITE_API_BASE || "/api";
  const headers: Record<string, string> = { platform: "hweb", Accept: "application/json" };
  try {
    const token = localStorage.getItem("token");
    // Only a fresh token: an expired one needs call's refresh first (api/call.ts).
    if (token && Number(localStorage.getItem("expirationTime")) > Date.now())
      headers.Authorization = `Bearer ${token}`;
    const identity = sessionStorage.getItem("identityToken") || localStorage.getItem("identityToken");
    if (identity && headers.Authorization) headers["X-Identity-Token"] = identity;
  } catch {
    // Storage blocked: an anonymous request is fine for the catalogue.
  }
  // The app reads the answer through its one call (`started`, home-queries.ts): codes, errors and
  // all. Only the rows' first covers are read here, from a copy.
  const p = fetch(`${base}/home/template`, { headers, credentials: "same-origin" }).catch(() => null);
  w.__bootData = { "/home/template": p };
  void p
    .then((r) => (r?.ok ? r.clone().json() : null))
    .catch(() => null)
    .then(
      (
        env: {
          status_code?: number;
          res_data?: { sections?: { list?: { cover?: string | null }[] }[] };
        } | null,
      ) => {
        const first =
          env?.status_code === 1 ? env.res_data?.sections?.find((s) => s.list?.length)?.list : undefined;
        for (const item of first?.slice(0, 3) ?? []) {
          if (!item.cover) continue;
          const link = document.createElement("link");
          link.rel = "preload";
          link.as = "image";
          link.href = item.cover;
          link.setAttribute("fetchpriority", "high");
          document.head.append(link);
        }
      },
    );
}

/**
 * Start the app once the placeholder has painted (the build moved its entry script and
 * modulepreloads into `<meta name="app-entry">`). A background tab paints nothing, so a timer
 * starts it there too.
 */
const app = document.querySelector<HTMLMetaElement>('meta[name="app-entry"]');
if (app) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of (app.dataset.preload ?? "").split(" ").filter(Boolean)) {
      const link = document.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      document.head.append(link);
    }
    const script = document.createElement("script");
    script.type = "module";
    script.crossOrigin = "";
    script.src = app.content;
    document.head.append(script);
  };
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 100);
}
