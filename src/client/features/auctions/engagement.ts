/**
 * After someone's first successful bid, offer push notifications: outbid alerts are what make them
 * worth it. Asked once per page load at most; the offer module itself remembers a "Not now".
 */
let offered = false;

export function noteFirstEngagement(reason: "bid" | "watch"): void {
  if (offered) return;
  offered = true;
  // Loaded lazily: the offer is not needed for bidding itself.
  void import("../notifications/offer-push.ts").then((m) => m.offerPushAfter(reason));
}
