import { en as http, rn as showToast } from "./index-BAN1tMZn.js";
import { n as __exportAll } from "./rolldown-runtime-SbdDWaPq.js";
import { C as saveTokens, E as setIdentityToken } from "./storage-352Vgnio.js";

// src/client/features/seller-portal/handoff.ts
var handoff_exports = /* @__PURE__ */ __exportAll({ sendToPortal: () => sendToPortal });
/** The fragment parameter that carries the handoff (a fragment never reaches the server or a Referer). */
var HANDOFF_PARAM = "handoff";
/** In the app's window: ask for a handoff and send the window opened for the portal to it. */
async function sendToPortal(win) {
  if (!win) {
    showToast("Allow pop-ups for this site to open the seller portal.", "error");
    return;
  }
  try {
    win.opener = null;
  } catch {}
  try {
    const env = await http.post("/sys/sellerPortal/handoff", {});
    if (env.status_code !== 1) {
      win.close();
      return;
    }
    const { url, handoff } = env.res_data;
    win.location.replace(`${url}#${HANDOFF_PARAM}=${encodeURIComponent(handoff)}`);
  } catch (err) {
    win.close();
    showToast(err instanceof Error ? err.message : "Could not open the seller portal", "error");
  }
}
/**
 * In the portal's window: take the handoff out of the address bar at once (history and bookmarks
 * never keep it), then trade it for the portal's own session. Answers null when there is none.
 */
function takeHandoffFromUrl() {
  const handoff = new URLSearchParams(location.hash.replace(/^#/, "")).get(HANDOFF_PARAM);
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  return handoff;
}
async function exchangeHandoff(handoff) {
  const env = await http.post(
    "/sys/sellerPortal/exchange",
    { handoff },
    {
      public: true,
      toast: false,
    },
  );
  if (env.status_code !== 1)
    return {
      ok: false,
      message: env.message || "This seller portal link does not work.",
    };
  const { storeToken, storeId, ...tokens } = env.res_data;
  saveTokens(tokens);
  setIdentityToken(storeToken || null);
  return {
    ok: true,
    storeId,
  };
}

export { exchangeHandoff as t, handoff_exports as n, takeHandoffFromUrl as r };
