import { eq } from "drizzle-orm";
import { Code } from "#shared/codes";
import { sessions } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { verifyAccessToken } from "../../platform/tokens.ts";

/**
 * The same checks as platform/auth.ts `authenticate` for a token that arrives in the query string
 * (EventSource): a valid, unexpired access token of a session that is still signed in.
 * Streams act as the person, never as a store, so there is no identity token here.
 */
export async function authenticateQueryToken(deps: AppDeps, token: string): Promise<AuthInfo> {
  const claims = await verifyAccessToken(deps.tokenKey, deps.clock, token);
  const [session] = await deps.database.db
    .select({ revokedAt: sessions.revokedAt, userId: sessions.userId })
    .from(sessions)
    .where(eq(sessions.id, claims.sessionId));
  if (!session || session.userId !== claims.userId || session.revokedAt !== null) {
    throw new ApiError(Code.SESSION_REVOKED, "Request unauthorized: this session has been signed out");
  }
  return { userId: claims.userId, sessionId: claims.sessionId, storeId: null };
}
