import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { atom } from "jotai";
import { appStore, signedInAtom } from "../../state.ts";
import { pushPermission } from "./push-client.ts";

/** Why we ask: the moment the person just did something a push would help with. */
export type PushOfferReason = "bid" | "watch" | "order" | "general";

export const PUSH_OFFER_TEXT: Record<PushOfferReason, MessageDescriptor> = {
  bid: msg`Get a notification the moment someone outbids you, and when the auction ends.`,
  watch: msg`Get a notification before an auction you watch ends, so you can still bid.`,
  order: msg`Get a notification when your order is paid, ready for pickup or refunded.`,
  general: msg`Get a notification when you're outbid, an auction you follow is ending, or an order changes.`,
};

/** The offer on screen, if any (the notifications feature renders it). */
export const pushOfferAtom = atom<PushOfferReason | null>(null);

/** "Not now" is remembered for a week on this device. */
const DISMISSED_KEY = "pushOfferDismissedAt";
const DISMISS_MS = 7 * 24 * 60 * 60 * 1000;

export function pushOfferDismissed(now = Date.now()): boolean {
  try {
    const at = Number(localStorage.getItem(DISMISSED_KEY));
    return Number.isFinite(at) && at > 0 && now - at < DISMISS_MS;
  } catch {
    return false;
  }
}

export function dismissPushOffer(): void {
  try {
    localStorage.setItem(DISMISSED_KEY, String(Date.now()));
  } catch {
    // Storage blocked: the offer may come back next time, which is harmless.
  }
  appStore.set(pushOfferAtom, null);
}

/**
 * Call after a first bid, watch or order: if this browser could show push notifications but the
 * person has not decided yet, offer to turn them on, saying why. Never asks on page load, and
 * never calls `Notification.requestPermission()` itself (only the offer's button does, on a click).
 *   import { offerPushAfter } from "../notifications/offer-push.ts"; offerPushAfter("bid");
 */
export function offerPushAfter(reason: PushOfferReason): void {
  if (!appStore.get(signedInAtom) || pushPermission() !== "default" || pushOfferDismissed()) return;
  if (appStore.get(pushOfferAtom) === null) appStore.set(pushOfferAtom, reason);
}
