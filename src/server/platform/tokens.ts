import { errors as joseErrors, jwtVerify, SignJWT } from "jose";
import { Code } from "#shared/codes";
import type { Clock } from "./clock.ts";
import { ApiError } from "./errors.ts";

/** Claims of the short-lived access token (JWS, HS256). */
export type AccessClaims = { userId: number; sessionId: string };
/** Claims of the store identity token sent as X-Identity-Token. */
export type IdentityClaims = { userId: number; sessionId: string; storeId: number };

const ISSUER = "bnomo";

export async function signAccessToken(
  key: Uint8Array,
  clock: Clock,
  claims: AccessClaims,
  ttlSeconds: number,
) {
  const iat = Math.floor(clock.now() / 1000);
  const expirationTime = (iat + ttlSeconds) * 1000;
  const token = await new SignJWT({ sid: claims.sessionId, typ: "access" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(key);
  return { token, expirationTime };
}

/**
 * Access tokens already verified, by key: the same token string always carries the same signed
 * claims, so a busy client's next request skips the signature check and only the expiry is
 * checked again. Bounded; the oldest entries go first.
 */
const verified = new WeakMap<Uint8Array, Map<string, { claims: AccessClaims; expMs: number }>>();
const VERIFIED_MAX = 10_000;

export async function verifyAccessToken(key: Uint8Array, clock: Clock, token: string): Promise<AccessClaims> {
  let cache = verified.get(key);
  if (!cache) {
    cache = new Map();
    verified.set(key, cache);
  }
  const hit = cache.get(token);
  if (hit) {
    // jose's rule: expired once `exp` is at or before the current whole second.
    if (hit.expMs <= Math.floor(clock.now() / 1000) * 1000) {
      cache.delete(token);
      throw new ApiError(Code.TOKEN_EXPIRED, "Access token expired");
    }
    return hit.claims;
  }
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      currentDate: new Date(clock.now()),
      algorithms: ["HS256"],
    });
    if (payload.typ !== "access" || typeof payload.sid !== "string" || !payload.sub || !payload.exp)
      throw new Error("wrong token type");
    const claims = { userId: Number(payload.sub), sessionId: payload.sid };
    if (cache.size >= VERIFIED_MAX) cache.delete(cache.keys().next().value!);
    cache.set(token, { claims, expMs: payload.exp * 1000 });
    return claims;
  } catch (err) {
    if (err instanceof joseErrors.JWTExpired) throw new ApiError(Code.TOKEN_EXPIRED, "Access token expired");
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: invalid access token");
  }
}

export async function signIdentityToken(
  key: Uint8Array,
  clock: Clock,
  claims: IdentityClaims,
  expiresAtMs: number,
) {
  return new SignJWT({ sid: claims.sessionId, sto: claims.storeId, typ: "identity" })
    .setProtectedHeader({ alg: "HS256" })
    .setIssuer(ISSUER)
    .setSubject(String(claims.userId))
    .setIssuedAt(Math.floor(clock.now() / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key);
}

export async function verifyIdentityToken(
  key: Uint8Array,
  clock: Clock,
  token: string,
): Promise<IdentityClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
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
