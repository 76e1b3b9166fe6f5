import type { MouseEvent } from "react";

/** Signed out, "Seller Sign In" simply opens the portal's own sign-in in a new window. */
export const SELLER_PORTAL_SIGN_IN = "/seller/signIn";

/**
 * Signed in, the click opens the new window at once (a window opened later, after a request, would
 * meet the pop-up blocker) and then sends it to the portal with a handoff from the server.
 */
export function openSellerPortal(e: MouseEvent<HTMLAnchorElement>, signedIn: boolean): void {
  if (!signedIn || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  const win = window.open("about:blank", "_blank");
  void import("../features/seller-portal/handoff.ts").then((m) => m.sendToPortal(win));
}

/** The header's Seller Sign In button: the portal with a handoff when signed in, its sign-in if not. */
export function openSellerPortalWindow(signedIn: boolean): void {
  if (!signedIn) {
    window.open(SELLER_PORTAL_SIGN_IN, "_blank", "noopener");
    return;
  }
  const win = window.open("about:blank", "_blank");
  void import("../features/seller-portal/handoff.ts").then((m) => m.sendToPortal(win));
}
