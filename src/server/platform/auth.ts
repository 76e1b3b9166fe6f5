import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { Code } from "#shared/codes";
import { sessions, storeMembers } from "../db/schema/index.ts";
import type { AppEnv, AuthInfo } from "./context.ts";
import { ApiError } from "./errors.ts";
import { verifyAccessToken, verifyIdentityToken } from "./tokens.ts";

/**
 * Reads Authorization and X-Identity-Token. Throws the contract's token codes:
 * 10020 expired, 20050 malformed, 100024 revoked session, 10021 bad store identity.
 */
export async function authenticate(c: Context<AppEnv>): Promise<AuthInfo | null> {
  const header = c.req.header("authorization");
  if (!header) return null;
  const m = /^Bearer\s+(.+)$/i.exec(header);
  if (!m?.[1]) throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: malformed Authorization header");
  const deps = c.get("deps");
  const claims = await verifyAccessToken(deps.tokenKey, deps.clock, m[1]);
  const db = deps.database.db;
  const [session] = await db
    .select({ revokedAt: sessions.revokedAt, userId: sessions.userId, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, claims.sessionId));
  if (!session || session.userId !== claims.userId || session.revokedAt !== null) {
    throw new ApiError(Code.SESSION_REVOKED, "Request unauthorized: this session has been signed out");
  }
  let storeId: number | null = null;
  const identity = c.req.header("x-identity-token");
  if (identity) {
    const id = await verifyIdentityToken(deps.tokenKey, deps.clock, identity);
    if (id.userId !== claims.userId)
      throw new ApiError(Code.IDENTITY_INVALID, "Store identity is no longer valid");
    const [member] = await db
      .select({ storeId: storeMembers.storeId })
      .from(storeMembers)
      .where(and(eq(storeMembers.storeId, id.storeId), eq(storeMembers.userId, claims.userId)));
    if (!member) throw new ApiError(Code.IDENTITY_INVALID, "You are no longer a member of this store");
    storeId = id.storeId;
  }
  return { userId: claims.userId, sessionId: claims.sessionId, storeId };
}
