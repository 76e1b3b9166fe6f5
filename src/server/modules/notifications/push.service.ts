import { createECDH, createHash } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import {
  PUSH_PAYLOAD_MAX_BYTES,
  type PushPayload,
  type PushSubscriptionInput,
} from "#shared/contract/notifications";
import { notificationPath } from "#shared/jump-types";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#shared/locale";
import type { Tx } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fieldError, notFound } from "../../platform/errors.ts";
import { PushSendError } from "../../platform/push.ts";
import { checkPushEndpoint, PushTargetRefused, pushHostPolicy } from "../../platform/push-target.ts";
import { savedLocaleOf } from "../accounts/index.ts";
import { noticeText } from "./notice-text.ts";
import { findNotification, type NotificationRow } from "./notifications.repo.ts";

/** Fans a notification out to the user's subscriptions, one delivery job each. */
export const PUSH_SEND_JOB = "push.send";
/** One message to one subscription; a 429/5xx throws so the runner retries it with backoff. */
export const PUSH_DELIVER_JOB = "push.deliver";

export type PushJobPayload = {
  notificationId: number;
  urgency: "high" | "normal";
  ttlSeconds: number;
  topic: string | null;
};

/** Consecutive rejections (4xx other than 404/410/429) after which a subscription is dropped. */
const MAX_REJECTIONS = 5;

type DeliverPayload = PushJobPayload & { subscriptionId: number };

/** Register the push jobs (once per app). */
export function initPush(deps: AppDeps): void {
  deps.jobs.register(PUSH_SEND_JOB, (tx, payload) => fanOut(deps, tx, payload as PushJobPayload));
  deps.jobs.register(PUSH_DELIVER_JOB, (tx, payload) => deliver(deps, tx, payload as DeliverPayload));
}

/** Topics are at most 32 URL-safe base64 characters: longer or odd ones become a stable hash. */
export function normalizeTopic(topic: string): string {
  if (/^[A-Za-z0-9_-]{1,32}$/.test(topic)) return topic;
  return createHash("sha256").update(topic).digest("base64url").slice(0, 32);
}

/**
 * The message the service worker shows, in the recipient's saved language, cut to fit the 3,993
 * bytes a push may carry.
 */
export function buildPushPayload(
  n: NotificationRow,
  tag: string | null,
  locale: Locale = DEFAULT_LOCALE,
): PushPayload {
  const text = noticeText(n, locale);
  const payload: PushPayload = {
    title: text.title,
    body: text.content,
    url: notificationPath(n) ?? "/notifications",
    tag: tag ?? `notification-${n.id}`,
    notificationId: n.id,
  };
  const size = () => Buffer.byteLength(JSON.stringify(payload));
  for (const field of ["body", "title"] as const) {
    if (size() <= PUSH_PAYLOAD_MAX_BYTES) break;
    const chars = Array.from(payload[field]); // whole code points, never half a surrogate pair
    const cut = (keep: number) => {
      payload[field] = keep > 0 ? `${chars.slice(0, keep).join("")}…` : "";
    };
    // The longest prefix that fits (characters are 1–4 bytes, more when JSON escapes them).
    let lo = 0;
    let hi = chars.length - 1;
    while (lo < hi) {
      const mid = Math.ceil((lo + hi) / 2);
      cut(mid);
      if (size() <= PUSH_PAYLOAD_MAX_BYTES) lo = mid;
      else hi = mid - 1;
    }
    cut(lo);
  }
  // Only an absurd jump id could still overflow: fall back to the notifications page.
  if (size() > PUSH_PAYLOAD_MAX_BYTES) payload.url = "/notifications";
  return payload;
}

/** 65 bytes is not enough: a point off the curve would make every later encryption fail. */
function isP256Point(b64url: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(b64url, "base64url"));
    return true;
  } catch {
    return false;
  }
}

/** Save a browser's subscription for the user; an endpoint seen before moves to this user. */
export async function subscribe(deps: AppDeps, userId: number, input: PushSubscriptionInput) {
  if (!isP256Point(input.keys.p256dh)) throw fieldError("keys.p256dh", "must be a P-256 public key");
  try {
    await checkPushEndpoint(input.endpoint, pushHostPolicy(deps.env.PUSH_ALLOWED_HOSTS));
  } catch (err) {
    if (err instanceof PushTargetRefused) throw fieldError("endpoint", err.message);
    throw err;
  }
  const now = deps.clock.now();
  const values = {
    userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    expirationTime: input.expirationTime ?? null,
  };
  await deps.database.db
    .insert(pushSubscriptions)
    .values({ ...values, createdAt: now })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, failures: 0 } });
}

/** Forget the user's subscription; unknown endpoints are fine (sign-out may repeat), another user's is 10004. */
export async function unsubscribe(deps: AppDeps, userId: number, endpoint: string) {
  const db = deps.database.db;
  const [row] = await db
    .select({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.endpoint, endpoint));
  if (!row) return;
  if (row.userId !== userId) throw notFound("Subscription not found");
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.endpoint, endpoint), eq(pushSubscriptions.userId, userId)));
}

async function fanOut(deps: AppDeps, tx: Tx, p: PushJobPayload) {
  const n = await findNotification(tx, p.notificationId);
  if (!n) return;
  const subs = await tx
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, n.userId));
  const now = deps.clock.now();
  for (const s of subs) {
    const payload: DeliverPayload = { ...p, subscriptionId: s.id };
    await deps.jobs.schedule(tx, { kind: PUSH_DELIVER_JOB, runAt: now, payload });
  }
}

async function deliver(deps: AppDeps, tx: Tx, p: DeliverPayload) {
  const [sub] = await tx.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, p.subscriptionId));
  const n = await findNotification(tx, p.notificationId);
  // Gone, re-bound to someone else since, or already read in the app: nothing to tell.
  if (!sub || !n || sub.userId !== n.userId || n.isRead) return;
  if (sub.expirationTime !== null && sub.expirationTime <= deps.clock.now()) {
    // The browser said when this subscription ends; it will have made a new one (pushsubscriptionchange).
    await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    return;
  }
  const saved = await savedLocaleOf(tx, n.userId);
  const body = JSON.stringify(buildPushPayload(n, p.topic, isLocale(saved) ? saved : DEFAULT_LOCALE));
  try {
    await deps.push.send({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, body, {
      ttlSeconds: p.ttlSeconds,
      urgency: p.urgency,
      topic: p.topic ?? undefined,
    });
  } catch (err) {
    const status = err instanceof PushSendError ? err.statusCode : null;
    if (status === 404 || status === 410) {
      // RFC 8030: the subscription has expired or been revoked; never send to it again.
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      deps.log.info("push subscription gone", { subscriptionId: sub.id, status });
      return;
    }
    if (status === null || status === 429 || status >= 500) throw err; // the runner retries with backoff
    deps.log.warn("push rejected", { subscriptionId: sub.id, status, err: String(err) });
    if (sub.failures + 1 >= MAX_REJECTIONS) {
      // e.g. 403 after the VAPID keys changed: this subscription can never work again.
      await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
      return;
    }
    await tx
      .update(pushSubscriptions)
      .set({ failures: sql`${pushSubscriptions.failures} + 1` })
      .where(eq(pushSubscriptions.id, sub.id));
    return;
  }
  await tx
    .update(pushSubscriptions)
    .set({ lastSuccessAt: deps.clock.now(), failures: 0 })
    .where(eq(pushSubscriptions.id, sub.id));
}
