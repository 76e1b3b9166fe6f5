import DataLoader from "dataloader";
import type { Context } from "hono";
import { Code } from "#shared/codes";
import type { DbOrTx } from "../db/client.ts";
import type { AppDeps, AppEnv, AuthInfo } from "./context.ts";
import { ApiError } from "./errors.ts";
import { verifyAccessToken, verifyIdentityToken } from "./tokens.ts";

type SessionState = { revokedAt: number | null; userId: number };

/**
 * Every signed-in request checks its session: a sign-out or a password change ends it. A session
 * found signed in is remembered for SESSION_CACHE_MS, so a busy client (a bidder, say) does not
 * cost a query a request; checks that do reach the database arrive together and share one query.
 * A revocation forgets the session in this process at once and, through the event bus, in every
 * other process when it commits; the short lifetime bounds the gap if that event were lost.
 */
const SESSION_CACHE_MS = 2000;
const SESSION_CACHE_MAX = 50_000;
/** Where revocations travel between processes (live-stream.ts ends revoked streams on it too). */
export const SESSIONS_CHANNEL = "sessions";

export type Forget = { sessionId: string } | { userId: number };

type SessionCheck = {
  loader: DataLoader<string, SessionState | null>;
  signedIn: Map<string, { userId: number; until: number }>;
};

const checks = new WeakMap<AppDeps, SessionCheck>();

function forget(check: SessionCheck, which: Forget): void {
  if ("sessionId" in which) check.signedIn.delete(which.sessionId);
  else for (const [id, s] of check.signedIn) if (s.userId === which.userId) check.signedIn.delete(id);
}

function sessionCheck(deps: AppDeps): SessionCheck {
  const check = checks.get(deps);
  if (check) return check;
  const loader = new DataLoader<string, SessionState | null>(
    async (ids) => {
      const rows = await deps.accounts.sessionsByIds(deps.database.db, [...ids]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cache: false, maxBatchSize: 500, batchScheduleFn: (run) => setImmediate(run) },
  );
  const made: SessionCheck = { loader, signedIn: new Map() };
  deps.bus.subscribe(SESSIONS_CHANNEL, (e) => forget(made, e.data as Forget));
  checks.set(deps, made);
  return made;
}

async function loadSession(deps: AppDeps, sessionId: string): Promise<SessionState | null> {
  const check = sessionCheck(deps);
  const now = performance.now();
  const known = check.signedIn.get(sessionId);
  if (known && known.until > now) return { revokedAt: null, userId: known.userId };
  const state = await check.loader.load(sessionId);
  if (state && state.revokedAt === null) {
    if (check.signedIn.size >= SESSION_CACHE_MAX) check.signedIn.delete(check.signedIn.keys().next().value!);
    check.signedIn.set(sessionId, { userId: state.userId, until: now + SESSION_CACHE_MS });
  } else check.signedIn.delete(sessionId);
  return state;
}

/** The token's session is still signed in (and is the token's user's), else 100024. */
export async function requireSignedIn(
  deps: AppDeps,
  claims: { userId: number; sessionId: string },
): Promise<void> {
  const session = await loadSession(deps, claims.sessionId);
  if (!session || session.userId !== claims.userId || session.revokedAt !== null)
    throw new ApiError(Code.SESSION_REVOKED, "Request unauthorized: this session has been signed out");
}

/**
 * Call with every revocation, in its transaction: forgets the session (or all of a user's) here at
 * once, and in every process when the transaction commits.
 */
export async function sessionsRevoked(deps: AppDeps, db: DbOrTx, which: Forget): Promise<void> {
  forget(sessionCheck(deps), which);
  await deps.bus.publish(db, SESSIONS_CHANNEL, "revoked", which);
}

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
  const claims = await verifyAccessToken(deps.keys.token, deps.clock, m[1]);
  const db = deps.database.db;
  await requireSignedIn(deps, claims);
  let storeId: number | null = null;
  const identity = c.req.header("x-identity-token");
  if (identity) {
    const id = await verifyIdentityToken(deps.keys.token, deps.clock, identity);
    // A store token belongs to the sign-in it was chosen in: once that session is signed out or
    // revoked (checked above for the access token's session), the store token ends with it.
    if (id.userId !== claims.userId || id.sessionId !== claims.sessionId)
      throw new ApiError(Code.IDENTITY_INVALID, "Store identity is no longer valid");
    if (!(await deps.accounts.isStoreMember(db, id.storeId, claims.userId)))
      throw new ApiError(Code.IDENTITY_INVALID, "You are no longer a member of this store");
    storeId = id.storeId;
  }
  return { userId: claims.userId, sessionId: claims.sessionId, storeId };
}
