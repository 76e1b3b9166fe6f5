import type https from "node:https";
import webpush from "web-push";
import type { Env } from "../env.ts";
import { pushDeliveries } from "./metrics.ts";
import {
  checkPushEndpoint,
  type PushHostPolicy,
  publicOnlyAgent,
  pushHostName,
  pushHostPolicy,
} from "./push-target.ts";

/** The application server's VAPID identity (RFC 8292). Keys are base64url, as browsers want them. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Where a push goes: a browser's PushSubscription. */
export type PushTarget = { endpoint: string; keys: { p256dh: string; auth: string } };

export type PushOptions = {
  /** Seconds the push service keeps an undelivered message. Always sent. */
  ttlSeconds: number;
  urgency?: "very-low" | "low" | "normal" | "high";
  /** At most 32 URL-safe base64 characters; a newer message with the same topic replaces a waiting one. */
  topic?: string;
};

/**
 * Sends one encrypted Web Push message. Rejects with a PushSendError carrying the push service's
 * status (404/410: the subscription is gone; 429/5xx: try again later), or a plain Error for network faults.
 */
export interface PushService {
  readonly publicKey: string;
  send(target: PushTarget, payload: string, options: PushOptions): Promise<void>;
}

export class PushSendError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly body = "",
  ) {
    super(message);
    this.name = "PushSendError";
  }
}

/**
 * The VAPID pair given in VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY, or null when neither is set (the
 * server then uses the pair stored in the database, see keys.ts).
 */
export function vapidPairFromEnv(env: Env): { publicKey: string; privateKey: string } | null {
  if (!env.VAPID_PUBLIC_KEY && !env.VAPID_PRIVATE_KEY) return null;
  if (!env.VAPID_PUBLIC_KEY || !env.VAPID_PRIVATE_KEY)
    throw new Error("Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither");
  checkVapidPair(env.VAPID_PUBLIC_KEY, env.VAPID_PRIVATE_KEY);
  return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
}

/** `mailto:` an address at PUBLIC_URL's host (the contract's default VAPID `sub`). */
export function defaultSubject(publicUrl: string): string {
  const host = new URL(publicUrl).hostname || "localhost";
  return `mailto:push@${host}`;
}

export function checkVapidPair(publicKey: string, privateKey: string) {
  const pub = Buffer.from(publicKey, "base64url");
  const priv = Buffer.from(privateKey, "base64url");
  if (pub.length !== 65 || pub[0] !== 4 || priv.length !== 32)
    throw new Error("Invalid configuration: VAPID keys must be a base64url P-256 key pair (65 and 32 bytes)");
}

export type WebPushServiceOptions = {
  keys: VapidKeys;
  /**
   * The HTTPS agent for push services, read on every send so tests can inject one trusting their own
   * CA. Without one Node's default trust applies (which honours NODE_EXTRA_CA_CERTS).
   */
  agent?: () => https.Agent | undefined;
  timeoutMs?: number;
  /** Which endpoints may be reached (push-target.ts); none but public https ones by default. */
  hosts?: PushHostPolicy;
};

/** Web Push through the `web-push` library: aes128gcm payload encryption and VAPID signing. */
export function createWebPushService(opts: WebPushServiceOptions): PushService {
  const { keys } = opts;
  return {
    publicKey: keys.publicKey,
    async send(target, payload, options) {
      const hosts = opts.hosts ?? pushHostPolicy(undefined);
      try {
        await checkPushEndpoint(target.endpoint, hosts, false);
      } catch (err) {
        // Never reachable: 410 makes the caller forget the subscription.
        throw new PushSendError(`push endpoint refused: ${(err as Error).message}`, 410);
      }
      const allowedByName = hosts.allowed.has(pushHostName(new URL(target.endpoint)));
      try {
        await webpush.sendNotification(target, payload, {
          vapidDetails: { subject: keys.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: "aes128gcm",
          // Short: the send runs inside the job's transaction, which on PGlite holds the database.
          timeout: opts.timeoutMs ?? 5_000,
          agent: allowedByName ? opts.agent?.() : publicOnlyAgent(),
        });
        pushDeliveries.inc({ result: "ok" });
      } catch (err) {
        pushDeliveries.inc({ result: "failed" });
        if (refusedAddress(err)) throw new PushSendError("push endpoint is not on a public address", 410);
        if (err instanceof webpush.WebPushError)
          throw new PushSendError(`push service answered ${err.statusCode}`, err.statusCode, err.body);
        throw err;
      }
    },
  };
}

function refusedAddress(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    i++, e = e.cause as typeof e
  )
    if (e.code === "EPUSHREFUSED") return true;
  return false;
}
