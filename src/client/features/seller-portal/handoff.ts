import { t } from "@lingui/core/macro";
import { ApiError, call, settled } from "../../api/index.ts";
import { saveTokens, setIdentityToken } from "../../api/session-store.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";

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
    const { url, handoff } = await mutate(() => call("POST", "/sys/sellerPortal/handoff", { body: {} }));
    win.location.replace(`${url}#${HANDOFF_PARAM}=${encodeURIComponent(handoff)}`);
  } catch (err) {
    win.close();
    // A refusal was toasted by the policy (a mutation); no answer is said here.
    if (!(err instanceof ApiError && err.refused))
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
  const r = await settled(call("POST", "/sys/sellerPortal/exchange", { body: { handoff }, public: true }));
  if (!r.ok) {
    if (!r.error.refused) throw r.error;
    return { ok: false, message: r.message || t`This seller portal link does not work.` };
  }
  const { storeToken, storeId, ...tokens } = r.data;
  saveTokens(tokens);
  setIdentityToken(storeToken || null);
  return { ok: true, storeId };
}
