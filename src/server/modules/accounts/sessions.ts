import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNull, ne } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { Tokens } from "#shared/contract/accounts";
import type { DbOrTx } from "../../db/client.ts";
import { refreshTokens, sessions, users } from "../../db/schema/index.ts";
import { sessionsRevoked } from "../../platform/auth.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { signAccessToken } from "../../platform/tokens.ts";
import { toUserInfo, type UserRow } from "./user-info.ts";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
/** Opaque, 256 random bits; only its sha256 is stored. */
const newRefreshToken = () => randomBytes(32).toString("base64url");

async function mintTokens(
  deps: AppDeps,
  tx: DbOrTx,
  user: UserRow,
  session: { id: string; expiresAt: number },
): Promise<Tokens> {
  const now = deps.clock.now();
  const refreshToken = newRefreshToken();
  await tx
    .insert(refreshTokens)
    .values({ tokenHash: sha256(refreshToken), sessionId: session.id, createdAt: now });
  const { token, expirationTime } = await signAccessToken(
    deps.keys.token,
    deps.clock,
    { userId: user.id, sessionId: session.id },
    deps.env.ACCESS_TOKEN_SECONDS,
  );
  return {
    token,
    expirationTime,
    refreshToken,
    refreshExpirationTime: session.expiresAt,
    user: toUserInfo(user, deps.env.operatorEmails),
  };
}

/** A new sign-in: a session family whose refresh tokens all end at one absolute time. */
export async function startSession(
  deps: AppDeps,
  tx: DbOrTx,
  user: UserRow,
  sessionId: string = randomUUID(),
): Promise<Tokens> {
  const now = deps.clock.now();
  const session = { id: sessionId, expiresAt: now + deps.env.REFRESH_TOKEN_SECONDS * 1000 };
  await tx
    .insert(sessions)
    .values({ id: session.id, userId: user.id, createdAt: now, expiresAt: session.expiresAt });
  return mintTokens(deps, tx, user, session);
}

type RefreshOutcome =
  | { ok: Tokens }
  | { fail: "unknown" | "revoked" | "expired" | "reused"; sessionId?: string };

/**
 * Rotation: the presented refresh token is spent and a new one issued in the same family. A spent
 * token presented again means it was copied: the whole family is revoked (RFC 9700 §4.14.2).
 */
export async function refreshSession(deps: AppDeps, refreshToken: string): Promise<Tokens> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const hash = sha256(refreshToken);
  const outcome: RefreshOutcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ spentAt: refreshTokens.spentAt, session: sessions })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hash));
    if (!row) return { fail: "unknown" };
    const { session } = row;
    if (session.revokedAt !== null) return { fail: "revoked" };
    if (session.expiresAt <= now) return { fail: "expired" };
    if (row.spentAt !== null) return { fail: "reused", sessionId: session.id };
    const spent = await tx
      .update(refreshTokens)
      .set({ spentAt: now })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.spentAt)))
      .returning({ tokenHash: refreshTokens.tokenHash });
    if (spent.length === 0) return { fail: "reused", sessionId: session.id };
    const [user] = await tx.select().from(users).where(eq(users.id, session.userId));
    if (!user || user.deactivatedAt !== null) return { fail: "revoked" };
    return { ok: await mintTokens(deps, tx, user, session) };
  });
  if ("ok" in outcome) return outcome.ok;
  switch (outcome.fail) {
    case "unknown":
      throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: unknown refresh token");
    case "expired":
      throw new ApiError(Code.TOKEN_EXPIRED, "Your session has expired. Please sign in again.");
    case "revoked":
      throw new ApiError(Code.SESSION_REVOKED, "Request unauthorized: this session has been signed out");
    case "reused":
      // Revoked after the transaction above, so the revocation is not rolled back with the failure.
      await revokeSession(deps, db, outcome.sessionId as string, "refresh-token-reuse", now);
      deps.log.warn("refresh token reused: session revoked", { sessionId: outcome.sessionId });
      throw new ApiError(
        Code.SESSION_REVOKED,
        "Request unauthorized: this session was signed out for safety",
      );
  }
}

export async function revokeSession(
  deps: AppDeps,
  db: DbOrTx,
  sessionId: string,
  reason: string,
  now: number,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  // After the write: a check racing it re-reads the old row at worst, and the event that follows
  // the commit forgets it again.
  await sessionsRevoked(deps, db, { sessionId });
}

/** Ends every session of a user, or every other one when `keepSessionId` is given. */
export async function revokeUserSessions(
  deps: AppDeps,
  db: DbOrTx,
  userId: number,
  reason: string,
  now: number,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? ne(sessions.id, keepSessionId) : undefined,
      ),
    );
  // Forgets the kept session too: it is simply checked again on its next request.
  await sessionsRevoked(deps, db, { userId });
}

/** The family a refresh token belongs to (logout with only a refresh token at hand). */
export async function sessionOfRefreshToken(
  db: DbOrTx,
  refreshToken: string,
): Promise<{ id: string; userId: number } | null> {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(refreshTokens)
    .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  return row ?? null;
}
