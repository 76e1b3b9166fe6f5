// src/client/boot.ts
var w = window;
if (location.pathname === "/" && !document.documentElement.hasAttribute("data-ssr")) fetchHome();
/**
 * A notification click that reaches an open window while the app is still starting must not be
 * lost: the worker's message can come before the app's listener exists, so this early listener
 * keeps it for the app (features/notifications/click-inbox.ts takes them over).
 */
if ("serviceWorker" in navigator) {
  const clicks = [];
  w.__notificationClicks = clicks;
  navigator.serviceWorker.addEventListener("message", (e) => {
    if (e.data?.type === "notification-click") clicks.push(e.data);
  });
  navigator.serviceWorker.startMessages();
}
function fetchHome() {
  const base = "/api";
  const headers = {
    platform: "hweb",
    Accept: "application/json",
  };
  try {
    const token = localStorage.getItem("token");
    if (token && Number(localStorage.getItem("expirationTime")) > Date.now())
      headers.Authorization = `Bearer ${token}`;
    const identity = sessionStorage.getItem("identityToken") || localStorage.getItem("identityToken");
    if (identity && headers.Authorization) headers["X-Identity-Token"] = identity;
  } catch {}
  const p = fetch(`${base}/home/template`, {
    headers,
    credentials: "same-origin",
  })
    .then((r) => (r.ok ? r.json() : null))
    .catch(() => null);
  w.__bootData = { "/home/template": p };
  p.then((env) => {
    const first = env?.status_code === 1 ? env.res_data?.sections?.find((s) => s.list?.length)?.list : void 0;
    for (const item of first?.slice(0, 3) ?? []) {
      if (!item.cover) continue;
      const link = document.createElement("link");
      link.rel = "preload";
      link.as = "image";
      link.href = item.cover;
      link.setAttribute("fetchpriority", "high");
      document.head.append(link);
    }
  });
}
/**
 * Start the app once the placeholder has painted (the build moved its entry script and
 * modulepreloads into `<meta name="app-entry">`). A background tab paints nothing, so a timer
 * starts it there too.
 */
var app = document.querySelector('meta[name="app-entry"]');
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
