import { hkdfSync, randomUUID } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import { EncryptJWT, jwtDecrypt } from "jose";
import { Code } from "#shared/codes";
import type { PortalHandoff, PortalSession } from "#shared/contract/accounts";
import { portalHandoffs, sessions, users } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { enforce } from "../../platform/rate-limit.ts";
import { signIdentityToken } from "../../platform/tokens.ts";
import { isStoreTeamMember } from "./accounts.service.ts";
import { startSession } from "./sessions.ts";

/**
 * The seller portal opens in a new window with a session of its own. The app asks for a handoff,
 * a JWE (`dir` + `A256GCM`) naming the user, the session it came from and the identity (personal
 * or a store), which lives 60 seconds and works once. It travels in the URL fragment, so it never
 * reaches a server log or a `Referer`; the portal trades it for its own access and refresh tokens.
 * Its own session means signing out in one window leaves the other signed in, while a password
 * change, which ends the user's other sessions, ends it like any other.
 */
export const HANDOFF_TTL_SECONDS = 60;
export const PORTAL_OPEN_PATH = "/seller/open";
const ISSUER = "bnomo";
const AUDIENCE = "seller-portal";
/** Exchanges per address a minute: enough for a person, too few to try handoffs at random. */
const EXCHANGES_PER_MINUTE = 20;

const derived = new WeakMap<Uint8Array, Uint8Array>();

/**
 * The handoff's encryption key. The one place that reads it: derived (HKDF-SHA256) from the
 * server's shared secret (platform/keys.ts, the same in every process), under a label of its own,
 * so a handoff key can never verify a token nor the other way round.
 */
export function handoffKey(deps: AppDeps): Uint8Array {
  let key = derived.get(deps.keys.secret);
  if (!key) {
    key = new Uint8Array(
      hkdfSync("sha256", deps.keys.secret, new Uint8Array(0), "bnomo seller-portal handoff v1", 32),
    );
    derived.set(deps.keys.secret, key);
  }
  return key;
}

/** POST /sys/sellerPortal/handoff */
export async function createHandoff(deps: AppDeps, auth: AuthInfo): Promise<PortalHandoff> {
  const iat = Math.floor(deps.clock.now() / 1000);
  const exp = iat + HANDOFF_TTL_SECONDS;
  const handoff = await new EncryptJWT({ sid: auth.sessionId, sto: auth.storeId ?? 0 })
    .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setSubject(String(auth.userId))
    .setJti(randomUUID())
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .encrypt(handoffKey(deps));
  return { handoff, expiresAt: exp * 1000, url: PORTAL_OPEN_PATH };
}

type HandoffClaims = {
  userId: number;
  sessionId: string;
  storeId: number | null;
  jti: string;
  expMs: number;
};

const refused = (why: string) =>
  new ApiError(Code.BAD_CODE, `This seller portal link ${why}. Open the portal again from the app.`);

async function readHandoff(deps: AppDeps, handoff: string): Promise<HandoffClaims> {
  try {
    const { payload } = await jwtDecrypt(handoff, handoffKey(deps), {
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(deps.clock.now()),
      keyManagementAlgorithms: ["dir"],
      contentEncryptionAlgorithms: ["A256GCM"],
      requiredClaims: ["sub", "jti", "exp", "sid"],
    });
    const userId = Number(payload.sub);
    if (!Number.isInteger(userId) || typeof payload.sid !== "string" || typeof payload.sto !== "number")
      throw new Error("claims");
    return {
      userId,
      sessionId: payload.sid,
      storeId: payload.sto > 0 ? payload.sto : null,
      jti: payload.jti as string,
      expMs: (payload.exp as number) * 1000,
    };
  } catch (err) {
    if ((err as { code?: string }).code === "ERR_JWT_EXPIRED") throw refused("has expired");
    // Tampered, made by another server, or not a handoff at all: one answer for all of them.
    throw refused("is not valid");
  }
}

/** POST /sys/sellerPortal/exchange: the handoff for the portal's own session. */
export async function exchangeHandoff(deps: AppDeps, handoff: string, ip: string): Promise<PortalSession> {
  const { db } = deps.database;
  await enforce(db, deps.clock, `portal-exchange-ip:${ip}`, EXCHANGES_PER_MINUTE, 60_000);
  const claims = await readHandoff(deps, handoff);
  const now = deps.clock.now();
  // Spent before anything else is checked: a handoff refused once stays refused.
  await db.delete(portalHandoffs).where(lt(portalHandoffs.expiresAt, now));
  const spent = await db
    .insert(portalHandoffs)
    .values({ jti: claims.jti, userId: claims.userId, usedAt: now, expiresAt: claims.expMs })
    .onConflictDoNothing()
    .returning({ jti: portalHandoffs.jti });
  if (spent.length === 0) throw refused("has already been used");

  return db.transaction(async (tx) => {
    const [source] = await tx.select().from(sessions).where(eq(sessions.id, claims.sessionId));
    if (!source || source.userId !== claims.userId || source.revokedAt !== null || source.expiresAt <= now)
      throw refused("belongs to a session that has ended");
    const [user] = await tx.select().from(users).where(eq(users.id, claims.userId));
    if (!user || user.deactivatedAt !== null) throw refused("belongs to an account that is closed");
    const sessionId = randomUUID();
    const tokens = await startSession(deps, tx, user, sessionId);
    if (claims.storeId === null) return { ...tokens, storeToken: "", storeId: null };
    if (!(await isStoreTeamMember(tx, claims.storeId, user.id)))
      throw refused("names a store you are no longer a member of");
    // Like a store chosen in the app: the store token lives as long as the portal's session.
    const storeToken = await signIdentityToken(
      deps.keys.token,
      deps.clock,
      { userId: user.id, sessionId, storeId: claims.storeId },
      tokens.refreshExpirationTime,
    );
    return { ...tokens, storeToken, storeId: claims.storeId };
  });
}
