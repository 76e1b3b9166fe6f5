import { createHash, randomBytes } from "node:crypto";
import { verify } from "@node-rs/argon2";
import type { Context } from "hono";
import type { z } from "zod";
import { Code } from "#shared/codes";
import {
  type AuthorizeInputSchema,
  type AuthorizeQuerySchema,
  type AuthorizeRequest,
  type ConnectedApp,
  PLATFORM_ACCESS_TTL_SECONDS,
  PLATFORM_CODE_TTL_MS,
  PLATFORM_REFRESH_TTL_MS,
  type PlatformScope,
  type PlatformToken,
  type PlatformTokenInputSchema,
} from "#shared/contract/stores-admin";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, AppEnv, AuthInfo } from "../../platform/context.ts";
import { ApiError, fieldError, forbidden, notFound } from "../../platform/errors.ts";
import { enforce, peek } from "../../platform/rate-limit.ts";
import {
  displayName,
  getStoreById,
  managesStore,
  myStores,
  requireManagerOf,
  requireStoreIdentity,
  requireStoreManager,
} from "../accounts/index.ts";
import { listOrders } from "../orders/index.ts";
import {
  claimAuthCode,
  findAuthCode,
  findPlatformAppByClientId,
  findTokenByAccess,
  insertAuthCode,
  insertPlatformToken,
  liveGrants,
  lockTokenByRefresh,
  type PlatformAppRow,
  type PlatformTokenRow,
  revokeAppForStore,
  revokeToken,
  revokeTokenFamily,
} from "./stores-admin.repo.ts";

// OAuth 2.0 authorization code grant (RFC 6749 §4.1) with PKCE (RFC 7636, S256 only): a store's
// owner or admin connects an app to the store on /authorize; the app's server swaps the code for
// a short access token and a rotating refresh token, and calls /platform/v1/* with it.

type AuthorizeQuery = z.output<typeof AuthorizeQuerySchema>;
type AuthorizeInput = z.output<typeof AuthorizeInputSchema>;
type TokenInput = z.output<typeof PlatformTokenInputSchema>;

/** Codes and tokens are 256 random bits, so a fast hash is enough to keep them out of the table. */
const digest = (secret: string) => createHash("sha256").update(secret).digest("hex");
const newSecret = (prefix: string) => `${prefix}_${randomBytes(32).toString("base64url")}`;
const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

/** Token requests per app per minute: each one verifies an argon2 secret. */
const TOKEN_RATE = { limit: 30, windowMs: 60_000 };

/** Tokens are only as good as the grant: a granter who lost owner or admin takes them along. */
async function requireGranterStillAllowed(db: DbOrTx, grant: { storeId: number; userId: number }) {
  await requireManagerOf(
    db,
    grant.storeId,
    grant.userId,
    "The person who connected this app can no longer do so for the store.",
  );
}

/** The app exists, the redirect URI is one it registered, and it asks only for scopes it has. */
async function checkedApp(db: DbOrTx, q: AuthorizeQuery): Promise<PlatformAppRow> {
  const app = await findPlatformAppByClientId(db, q.clientId);
  if (!app) throw notFound("This app does not exist");
  if (!app.redirectUris.includes(q.redirectUri))
    throw fieldError("redirectUri", "This redirect URI is not registered for the app");
  const extra = q.scope.filter((s) => !app.scopes.includes(s));
  if (extra.length) throw fieldError("scope", `The app is not registered for ${extra.join(", ")}`);
  return app;
}

/** GET /platform/authorize: what the consent screen shows. */
export async function describeAuthorization(
  deps: AppDeps,
  auth: AuthInfo,
  q: AuthorizeQuery,
): Promise<AuthorizeRequest> {
  const db = deps.database.db;
  const app = await checkedApp(db, q);
  const [developer, stores] = await Promise.all([getStoreById(db, app.storeId), myStores(db, auth.userId)]);
  return {
    app: { name: app.name, clientId: app.clientId, developer: developer?.storeName ?? "" },
    redirectUri: q.redirectUri,
    scopes: q.scope,
    stores: stores.filter((s) => managesStore(s.role)).map((s) => ({ id: s.id, storeName: s.storeName })),
  };
}

/** POST /platform/authorize: the user allows; answers the redirect that carries the code. */
export async function approveAuthorization(
  deps: AppDeps,
  auth: AuthInfo,
  input: AuthorizeInput,
): Promise<{ redirectTo: string }> {
  const db = deps.database.db;
  const app = await checkedApp(db, input);
  await requireManagerOf(
    db,
    input.storeId,
    auth.userId,
    "Only the store's owner or an admin can connect apps to it.",
  );
  // PKCE only (the contract): a code without a challenge could be redeemed by whoever intercepts it.
  if (!input.codeChallenge)
    throw fieldError(
      "codeChallenge",
      "PKCE is required: send code_challenge with code_challenge_method=S256",
    );
  // Without a method RFC 7636 means `plain`, which is not accepted: say so rather than fail later.
  if (input.codeChallenge && !input.codeChallengeMethod)
    throw fieldError("codeChallengeMethod", "Only S256 is supported: send code_challenge_method=S256");
  const code = newSecret("bnac");
  const now = deps.clock.now();
  await insertAuthCode(db, {
    appId: app.id,
    storeId: input.storeId,
    userId: auth.userId,
    codeHash: digest(code),
    redirectUri: input.redirectUri,
    scopes: input.scope,
    codeChallenge: input.codeChallenge ?? null,
    expiresAt: now + PLATFORM_CODE_TTL_MS,
    createdAt: now,
  });
  const to = new URL(input.redirectUri);
  to.searchParams.set("code", code);
  if (input.state !== undefined) to.searchParams.set("state", input.state);
  return { redirectTo: to.toString() };
}

async function issueTokens(
  deps: AppDeps,
  db: DbOrTx,
  grant: Pick<PlatformTokenRow, "appId" | "storeId" | "userId" | "family" | "scopes">,
): Promise<PlatformToken> {
  const access = newSecret("bnat");
  const refresh = newSecret("bnrt");
  const now = deps.clock.now();
  await insertPlatformToken(db, {
    appId: grant.appId,
    storeId: grant.storeId,
    userId: grant.userId,
    family: grant.family,
    scopes: grant.scopes,
    accessHash: digest(access),
    refreshHash: digest(refresh),
    accessExpiresAt: now + PLATFORM_ACCESS_TTL_SECONDS * 1000,
    refreshExpiresAt: now + PLATFORM_REFRESH_TTL_MS,
    createdAt: now,
  });
  return {
    access_token: access,
    token_type: "Bearer",
    expires_in: PLATFORM_ACCESS_TTL_SECONDS,
    refresh_token: refresh,
    scope: grant.scopes.join(" "),
    store_id: grant.storeId,
  };
}

/** POST /platform/token: a code or a refresh token for new tokens; the app's secret is checked first. */
export async function exchangeToken(
  deps: AppDeps,
  input: TokenInput,
  source: string,
): Promise<PlatformToken> {
  const db = deps.database.db;
  // Wrong secrets are limited per source, before the check, so a source that guesses is stopped
  // without learning more; the app's own limit counts only calls that proved the secret, per
  // client and source, so knowing a public client_id no longer blocks the app.
  const failKey = `platform-token-fail:${source}`;
  if ((await peek(db, deps.clock, failKey, TOKEN_RATE.windowMs)) >= TOKEN_RATE.limit)
    await enforce(db, deps.clock, failKey, TOKEN_RATE.limit, TOKEN_RATE.windowMs);
  const app = await findPlatformAppByClientId(db, input.client_id);
  // One answer for an unknown app and a wrong secret: nothing tells which client ids exist.
  if (!app || !(await verify(app.clientSecretHash, input.client_secret))) {
    await enforce(db, deps.clock, failKey, TOKEN_RATE.limit, TOKEN_RATE.windowMs);
    throw new ApiError(
      Code.TOKEN_INVALID,
      "Request unauthorized: client_id or client_secret is wrong",
      {},
      401,
    );
  }
  await enforce(
    db,
    deps.clock,
    `platform-token:${input.client_id}:${source}`,
    TOKEN_RATE.limit,
    TOKEN_RATE.windowMs,
  );
  return input.grant_type === "authorization_code"
    ? redeemCode(deps, app, input)
    : refreshTokens(deps, app, input);
}

async function redeemCode(deps: AppDeps, app: PlatformAppRow, input: TokenInput): Promise<PlatformToken> {
  if (!input.code) throw fieldError("code", "code is required");
  const db = deps.database.db;
  const now = deps.clock.now();
  const invalid = () =>
    fieldError("code", "This code is not valid: it was used, has expired or is another app's");
  const found = await findAuthCode(db, digest(input.code));
  if (!found || found.appId !== app.id) throw invalid();
  if (found.usedAt !== null) {
    // A code presented twice may have been stolen: the tokens it gave stop working (RFC 6749 §4.1.2).
    await revokeTokenFamily(db, `code:${found.id}`, now);
    throw invalid();
  }
  if (found.expiresAt <= now) throw invalid();
  if (input.redirect_uri !== found.redirectUri)
    throw fieldError("redirect_uri", "redirect_uri must be the one the code was given for");
  if (
    found.codeChallenge === null ||
    !input.code_verifier ||
    s256(input.code_verifier) !== found.codeChallenge
  )
    throw fieldError("code_verifier", "code_verifier does not match the code challenge");
  await requireGranterStillAllowed(db, found);
  return db.transaction(async (tx) => {
    const code = await claimAuthCode(tx, found.id, now);
    if (!code) throw invalid();
    return issueTokens(deps, tx, { ...code, family: `code:${code.id}` });
  });
}

async function refreshTokens(deps: AppDeps, app: PlatformAppRow, input: TokenInput): Promise<PlatformToken> {
  if (!input.refresh_token) throw fieldError("refresh_token", "refresh_token is required");
  const refreshToken = input.refresh_token;
  const now = deps.clock.now();
  const invalid = () =>
    fieldError("refresh_token", "This refresh token is not valid; authorize the app again");
  const tokens = await deps.database.db.transaction(async (tx) => {
    const row = await lockTokenByRefresh(tx, digest(refreshToken));
    if (!row || row.appId !== app.id || row.refreshExpiresAt <= now) throw invalid();
    if (row.revokedAt !== null) {
      // Rotation means each refresh token works once; a second use means two holders, so the
      // whole grant ends (committed here, refused below).
      await revokeTokenFamily(tx, row.family, now);
      return null;
    }
    await requireGranterStillAllowed(tx, row);
    await revokeToken(tx, row.id, now);
    return issueTokens(deps, tx, row);
  });
  if (!tokens) throw invalid();
  return tokens;
}

/**
 * The app behind `Authorization: Bearer bnat_…` and the store it acts for, if the token is live
 * and carries `scope`. 20050 for an unknown or revoked token, 10020 when it expired (refresh it),
 * 10003 without the scope or when the person who allowed the app is no longer owner or admin.
 */
export async function requireAppToken(
  deps: AppDeps,
  c: Context<AppEnv>,
  scope: PlatformScope,
): Promise<{ appId: number; storeId: number; userId: number }> {
  const m = /^Bearer\s+(bnat_[A-Za-z0-9_-]+)$/i.exec(c.req.header("authorization") ?? "");
  if (!m?.[1])
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: an app access token is required", {}, 401);
  const row = await findTokenByAccess(deps.database.db, digest(m[1]));
  if (!row || row.revokedAt !== null)
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: this access token is not valid", {}, 401);
  if (row.accessExpiresAt <= deps.clock.now())
    throw new ApiError(Code.TOKEN_EXPIRED, "Request unauthorized: the access token has expired", {}, 401);
  if (!row.scopes.includes(scope)) throw forbidden(`This token was not granted ${scope}`);
  await requireGranterStillAllowed(deps.database.db, row);
  return { appId: row.appId, storeId: row.storeId, userId: row.userId };
}

/** GET /platform/v1/store (store:read). */
export async function appStore(deps: AppDeps, storeId: number) {
  const store = await getStoreById(deps.database.db, storeId);
  if (!store) throw notFound("This store no longer exists");
  return {
    id: store.id,
    storeName: store.storeName,
    introduction: store.introduction,
    logo: store.logo,
    createTime: store.createdAt,
  };
}

/** GET /platform/connections: the apps that can act for the store now, one row per app. */
export async function connectedApps(deps: AppDeps, auth: AuthInfo): Promise<ConnectedApp[]> {
  const storeId = requireStoreIdentity(auth);
  const seen = new Set<number>();
  const out: ConnectedApp[] = [];
  for (const g of await liveGrants(deps.database.db, storeId, deps.clock.now())) {
    if (seen.has(g.appId)) continue;
    seen.add(g.appId);
    out.push({
      appId: g.appId,
      name: g.appName,
      clientId: g.clientId,
      scopes: g.scopes as PlatformScope[],
      connectedBy: displayName(g),
      connectTime: g.createdAt,
    });
  }
  return out;
}

/** POST /platform/connections/disconnect: the app's tokens for this store stop working at once. */
export async function disconnectApp(deps: AppDeps, auth: AuthInfo, appId: number): Promise<void> {
  const { storeId } = await requireStoreManager(
    deps,
    auth,
    "Only the store's owner or an admin can disconnect apps.",
  );
  const ended = await revokeAppForStore(deps.database.db, storeId, appId, deps.clock.now());
  if (ended === 0) throw notFound("This app is not connected to the store");
}

/**
 * GET /platform/v1/orders (orders:read): the store's sales, seen as the person who allowed the app
 * sees them in the store's order list (an app acts for the store, through that person's grant).
 */
export async function appOrders(
  deps: AppDeps,
  grant: { storeId: number; userId: number },
  q: Parameters<typeof listOrders>[3],
) {
  return listOrders(deps, { userId: grant.userId, sessionId: "", storeId: grant.storeId }, "selling", q);
}
