import { dt as __vitePreload } from "./index-BAN1tMZn.js";

// src/client/pwa/register-sw.ts
var waiting = false;
var listeners = /* @__PURE__ */ new Set();
var apply = null;
function onUpdateWaiting(l) {
  listeners.add(l);
  l(waiting);
  return () => listeners.delete(l);
}
function applyUpdate() {
  if (apply) apply();
  else location.reload();
}
async function registerServiceWorker() {
  if (!("serviceWorker" in navigator) || true) return;
  const { Workbox } = await __vitePreload(async () => {
    const { Workbox } = await import("./workbox-window.prod.es5-CzJxx9q2.js");
    return { Workbox };
  }, []);
  const wb = new Workbox("/sw.js", {
    scope: "/",
    type: "classic",
  });
  const setWaiting = () => {
    waiting = true;
    for (const l of listeners) l(true);
  };
  wb.addEventListener("waiting", setWaiting);
  apply = () => {
    wb.addEventListener("controlling", () => location.reload());
    wb.messageSkipWaiting();
  };
  await wb.register();
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") wb.update().catch(() => void 0);
  });
}

export { applyUpdate, onUpdateWaiting, registerServiceWorker };
