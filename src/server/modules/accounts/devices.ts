import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { Context } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { AppDeps, AppEnv } from "../../platform/context.ts";

/*
 * A device that signed in to an account before is remembered by a cookie only the server can make
 * (an HMAC under the server's secret over the account and the moment it was made). Such a device
 * is not held back by the account's ceiling of failed sign-ins: a stranger guessing passwords
 * elsewhere cannot keep the owner out of a phone they already use. It still has its own limit per
 * source like any other client. The cookie is made under the password the account had then: a
 * password change or reset ends every remembered device, so someone who signed in with a stolen
 * password keeps no allowance once the owner sets a new one.
 */

/** What a device cookie is bound to. */
export type DeviceAccount = { id: number; passwordHash: string | null };

const DEVICE_DAYS = 180;
const DAY_MS = 24 * 60 * 60_000;
/** Only the sign-in calls read it. */
const COOKIE_PATH = "/api/hweb/login";

export const deviceCookieName = (userId: number) => `bnomo_device_${userId}`;

function mac(deps: AppDeps, user: DeviceAccount, body: string): string {
  return createHmac("sha256", deps.keys.secret)
    .update(`device\n${user.id}\n${user.passwordHash ?? ""}\n${body}`)
    .digest("base64url");
}

/** Whether `proof` is a device cookie this server made for the account under its password, and not too old. */
export function isKnownDevice(deps: AppDeps, user: DeviceAccount, proof: string | undefined): boolean {
  if (!proof) return false;
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{8,32})\.([A-Za-z0-9_-]{43})$/.exec(proof);
  if (!m) return false;
  const issued = Number(m[1]);
  if (issued + DEVICE_DAYS * DAY_MS < deps.clock.now()) return false;
  const expected = Buffer.from(mac(deps, user, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The request's device cookie for `userId`, if it sent one. */
export function deviceProofOf(c: Context<AppEnv>, userId: number): string | undefined {
  return getCookie(c, deviceCookieName(userId));
}

/** After a successful sign-in: this device is now one the account knows (renewed each time). */
export function rememberDevice(c: Context<AppEnv>, deps: AppDeps, user: DeviceAccount): void {
  const body = `${deps.clock.now()}.${randomBytes(12).toString("base64url")}`;
  setCookie(c, deviceCookieName(user.id), `${body}.${mac(deps, user, body)}`, {
    path: COOKIE_PATH,
    httpOnly: true,
    sameSite: "Strict",
    secure: deps.env.PUBLIC_URL.startsWith("https:"),
    maxAge: DEVICE_DAYS * 24 * 60 * 60,
  });
}
