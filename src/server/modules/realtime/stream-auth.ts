import { requireSignedIn } from "../../platform/auth.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { verifyAccessToken } from "../../platform/tokens.ts";

/**
 * The same checks as platform/auth.ts `authenticate` for a token that arrives in the query string
 * (EventSource): a valid, unexpired access token of a session that is still signed in.
 * Streams act as the person, never as a store, so there is no identity token here.
 */
export async function authenticateQueryToken(deps: AppDeps, token: string): Promise<AuthInfo> {
  const claims = await verifyAccessToken(deps.keys.token, deps.clock, token);
  await requireSignedIn(deps, claims);
  return { userId: claims.userId, sessionId: claims.sessionId, storeId: null };
}
