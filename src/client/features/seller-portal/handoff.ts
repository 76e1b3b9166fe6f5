import { t } from "@lingui/core/macro";
import type { PortalHandoff, PortalSession } from "#shared/contract/accounts";
import { http } from "../../api/request.ts";
import { saveTokens, setIdentityToken } from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";

/** The fragment parameter that carries the handoff (a fragment never reaches the server or a Referer). */
export const HANDOFF_PARAM = "handoff";

/** In the app's window: ask for a handoff and send the window opened for the portal to it. */
export async function sendToPortal(win: Window | null): Promise<void> {
  if (!win) {
    showToast(t`Allow pop-ups for this site to open the seller portal.`, "error");
    return;
  }
  // The portal needs nothing from this window: cut the link back to it.
  try {
    win.opener = null;
  } catch {
    // Some browsers refuse; the portal never uses its opener anyway.
  }
  try {
    const env = await http.post<PortalHandoff>("/sys/sellerPortal/handoff", {});
    if (env.status_code !== 1) {
      win.close();
      return;
    }
    const { url, handoff } = env.res_data;
    win.location.replace(`${url}#${HANDOFF_PARAM}=${encodeURIComponent(handoff)}`);
  } catch (err) {
    win.close();
    showToast(err instanceof Error ? err.message : t`Could not open the seller portal`, "error");
  }
}

/**
 * In the portal's window: take the handoff out of the address bar at once (history and bookmarks
 * never keep it), then trade it for the portal's own session. Answers null when there is none.
 */
export function takeHandoffFromUrl(): string | null {
  const hash = new URLSearchParams(location.hash.replace(/^#/, ""));
  const handoff = hash.get(HANDOFF_PARAM);
  if (location.hash) history.replaceState(history.state, "", location.pathname + location.search);
  return handoff;
}

export type ExchangeOutcome = { ok: true; storeId: number | null } | { ok: false; message: string };

export async function exchangeHandoff(handoff: string): Promise<ExchangeOutcome> {
  const env = await http.post<PortalSession>(
    "/sys/sellerPortal/exchange",
    { handoff },
    { public: true, toast: false },
  );
  if (env.status_code !== 1)
    return { ok: false, message: env.message || t`This seller portal link does not work.` };
  const { storeToken, storeId, ...tokens } = env.res_data;
  saveTokens(tokens);
  setIdentityToken(storeToken || null);
  return { ok: true, storeId };
}
