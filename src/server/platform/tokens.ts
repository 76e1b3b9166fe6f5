import { type JWTHeaderParameters, errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { Code } from "#shared/codes";
import type { Clock } from "./clock.ts";
import { ApiError } from "./errors.ts";
import type { TokenKeyRing } from "./keys.ts";

/** Claims of the short-lived access token (JWS, HS256). */
export type AccessClaims = { userId: number; sessionId: string };
/** Claims of the store identity token sent as X-Identity-Token. */
export type IdentityClaims = { userId: number; sessionId: string; storeId: number };

const ISSUER = "bnomo";

/** The key a token names in its header (`kid`), among the ring's keys not retired. */
function keyFor(ring: TokenKeyRing) {
  return async (header: JWTHeaderParameters) => {
    const key = await ring.lookup(header.kid);
    if (!key) throw new Error("unknown or retired key");
    return key;
  };
}

export async function signAccessToken(
  ring: TokenKeyRing,
  clock: Clock,
  claims: AccessClaims,
  ttlSeconds: number,
) {
  const iat = Math.floor(clock.now() / 1000);
  const expirationTime = (iat + ttlSeconds) * 1000;
  const { kid, key } = ring.signing;
  const token = await new SignJWT({ sid: claims.sessionId, typ: "access" })
    .setProtectedHeader({ alg: "HS256", kid })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
  return { token, expirationTime };
}

/**
 * Access tokens already verified, by key ring: the same token string always carries the same signed
 * claims, so a busy client's next request skips the signature check and only the expiry (and that
 * its key is not retired) is checked again. Bounded; the oldest entries go first.
 */
const verified = new WeakMap<
  TokenKeyRing,
  Map<string, { claims: AccessClaims; expMs: number; kid: string }>
>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessToken(
  ring: TokenKeyRing,
  clock: Clock,
  token: string,
): Promise<AccessClaims> {
  let cache = verified.get(ring);
  if (!cache) {
    cache = new Map();
    verified.set(ring, cache);
  }
  const hit = cache.get(token);
  if (hit && !ring.has(hit.kid)) cache.delete(token);
  else if (hit) {
    // jose's rule: expired once `exp` is at or before the current whole second.
    if (hit.expMs <= Math.floor(clock.now() / 1000) * 1000) {
      cache.delete(token);
      throw new ApiError(Code.TOKEN_EXPIRED, "Access token expired");
    }
    return hit.claims;
  }
  try {
    const { payload, protectedHeader } = await jwtVerify(token, keyFor(ring), {
      issuer: ISSUER,
      currentDate: new Date(clock.now()),
      algorithms: ["HS256"],
    });
    if (payload.typ !== "access" || typeof payload.sid !== "string" || !payload.sub || !payload.exp)
      throw new Error("wrong token type");
    const claims = { userId: Number(payload.sub), sessionId: payload.sid };
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, { claims, expMs: payload.exp * 1000, kid: protectedHeader.kid ?? "legacy" });
    return claims;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new ApiError(Code.TOKEN_EXPIRED, "Access token expired");
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: invalid access token");
  }
}

export async function signIdentityToken(
  ring: TokenKeyRing,
  clock: Clock,
  claims: IdentityClaims,
  expiresAtMs: number,
) {
  const { kid, key } = ring.signing;
  return new SignJWT({ sid: claims.sessionId, sto: claims.storeId, typ: "identity" })
    .setProtectedHeader({ alg: "HS256", kid })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(clock.now() / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key);
}

export async function verifyIdentityToken(
  ring: TokenKeyRing,
  clock: Clock,
  token: string,
): Promise<IdentityClaims> {
  try {
    const { payload } = await jwtVerify(token, keyFor(ring), {
      issuer: ISSUER,
      currentDate: new Date(clock.now()),
      algorithms: ["HS256"],
    });
    if (payload.typ !== "identity" || typeof payload.sid !== "string" || typeof payload.sto !== "number") {
      throw new Error("wrong token type");
    }
    return { userId: Number(payload.sub), sessionId: payload.sid, storeId: payload.sto };
  } catch {
    throw new ApiError(Code.IDENTITY_INVALID, "Store identity is no longer valid");
  }
}
