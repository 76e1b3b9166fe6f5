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

export async function verifyAccessToken(key: Uint8Array, clock: Clock, token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, key, {
      issuer: ISSUER,
      currentDate: new Date(clock.now()),
      algorithms: ["HS256"],
    });
    if (payload.typ !== "access" || typeof payload.sid !== "string" || !payload.sub)
      throw new Error("wrong token type");
    return { userId: Number(payload.sub), sessionId: payload.sid };
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
