import { queryOptions } from "@tanstack/react-query";
import { call } from "../../api/index.ts";
import { cacheKv } from "../../offline/kv.ts";
import { orderKeys } from "./orders-queries.ts";

/**
 * Offline check of the buyer's pickup QR: the QR holds a compact JWS (ES256) of
 * { orderNumber, pickupCode } signed by the server; the seller's app verifies it with the public key
 * it fetched earlier (kept in the persisted query cache and, separately, in IndexedDB).
 */
export type VerifyKey = { alg: "ES256"; kid: string; jwk: Record<string, unknown> };
export type PickupClaims = { orderNumber: string; pickupCode: string };

const IDB_KEY = "bnomo-pickup-verify-key";
const DAY = 24 * 3600 * 1000;

async function fetchVerifyKey(): Promise<VerifyKey> {
  const k = await call("GET", "/order/pickupVerifyKey", { public: true });
  void cacheKv.set(IDB_KEY, k).catch(() => undefined);
  return k;
}

export const pickupVerifyKeyQuery = () =>
  queryOptions({ queryKey: orderKeys.verifyKey(), queryFn: fetchVerifyKey, staleTime: DAY });

/** The key kept on this device, if any (for when the query cache has none and there is no network). */
export function storedVerifyKey(): Promise<VerifyKey | null> {
  return cacheKv.get<VerifyKey>(IDB_KEY).then(
    (k) => k ?? null,
    () => null,
  );
}

/** A QR text that looks like our signed payload (three base64url parts) rather than typed digits. */
export const looksSigned = (text: string) => /^[\w-]+\.[\w-]+\.[\w-]+$/.test(text.trim());

/**
 * The claims of a pickup QR we signed, or null when the signature, algorithm or shape is wrong.
 * jose loads only here, when a QR is scanned.
 */
export async function verifyPickupQr(text: string, key: VerifyKey): Promise<PickupClaims | null> {
  const { compactVerify, importJWK } = await import("jose");
  try {
    const pub = await importJWK(key.jwk as Parameters<typeof importJWK>[0], "ES256");
    const { payload, protectedHeader } = await compactVerify(text.trim(), pub, { algorithms: ["ES256"] });
    if (protectedHeader.typ !== undefined && protectedHeader.typ !== "bnomo-pickup") return null;
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    if (typeof claims.orderNumber !== "string" || typeof claims.pickupCode !== "string") return null;
    return { orderNumber: claims.orderNumber, pickupCode: claims.pickupCode };
  } catch {
    return null;
  }
}
