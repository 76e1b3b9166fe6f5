import { createECDH, createHash, hkdfSync, randomInt } from "node:crypto";
import { compactVerify, importJWK, type JWK, SignJWT } from "jose";
import QRCode from "qrcode";
import type { AppDeps } from "../../platform/context.ts";

/**
 * Pickup codes: 6 digits for typing, and a QR of a compact JWS (ES256) of { orderNumber, pickupCode }
 * so the seller's app can check it offline with the public key and queue the confirmation.
 * The key pair is derived (HKDF) from the server's pickup key, which every process reads from the
 * database, so every process and every restart signs with the same pair.
 */
type PickupKeys = { kid: string; privateJwk: JWK; publicJwk: JWK };
const cache = new WeakMap<Uint8Array, PickupKeys>();

// Order of the P-256 group: a private scalar must be in [1, n-1].
const P256_N = BigInt("0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551");

export function pickupKeys(pickupKey: Uint8Array): PickupKeys {
  const hit = cache.get(pickupKey);
  if (hit) return hit;
  const seed = Buffer.from(hkdfSync("sha256", pickupKey, "bnomo-pickup", "pickup-qr-es256", 48));
  const d = (BigInt(`0x${seed.toString("hex")}`) % (P256_N - 1n)) + 1n;
  const dBytes = Buffer.from(d.toString(16).padStart(64, "0"), "hex");
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(dBytes);
  const pub = ecdh.getPublicKey(); // 0x04 || x || y
  const x = pub.subarray(1, 33).toString("base64url");
  const y = pub.subarray(33, 65).toString("base64url");
  const kid = createHash("sha256").update(pub).digest("base64url").slice(0, 16);
  const publicJwk: JWK = { kty: "EC", crv: "P-256", x, y, kid, alg: "ES256", use: "sig" };
  const keys = { kid, publicJwk, privateJwk: { ...publicJwk, d: dBytes.toString("base64url") } };
  cache.set(pickupKey, keys);
  return keys;
}

export function newPickupCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export async function signPickupPayload(
  deps: AppDeps,
  orderNumber: string,
  pickupCode: string,
): Promise<string> {
  const keys = pickupKeys(deps.keys.pickup);
  const key = await importJWK(keys.privateJwk, "ES256");
  return new SignJWT({ orderNumber, pickupCode })
    .setProtectedHeader({ alg: "ES256", kid: keys.kid, typ: "bnomo-pickup" })
    .setIssuedAt(Math.floor(deps.clock.now() / 1000))
    .sign(key);
}

/** The { orderNumber, pickupCode } of a QR payload we signed, or null when it is not ours. */
export async function verifyPickupPayload(
  deps: AppDeps,
  token: string,
): Promise<{ orderNumber: string; pickupCode: string } | null> {
  try {
    const key = await importJWK(pickupKeys(deps.keys.pickup).publicJwk, "ES256");
    const { payload } = await compactVerify(token, key, { algorithms: ["ES256"] });
    const claims = JSON.parse(new TextDecoder().decode(payload)) as Record<string, unknown>;
    if (typeof claims.orderNumber !== "string" || typeof claims.pickupCode !== "string") return null;
    return { orderNumber: claims.orderNumber, pickupCode: claims.pickupCode };
  } catch {
    return null;
  }
}

export async function qrDataUrl(payload: string): Promise<string> {
  const svg = await QRCode.toString(payload, { type: "svg", errorCorrectionLevel: "M", margin: 1 });
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;
}
