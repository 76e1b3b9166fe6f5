import { and, eq, isNull } from "drizzle-orm";
import { Code } from "#shared/codes";
import {
  type BindAccountInput,
  type ChangePasswordInput,
  CODE_TTL_SECONDS,
  type CodeScene,
  type Identity,
  type LoginByCodeInput,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SendCodeInput,
  type Tokens,
  type UpdateProfileInput,
  type UserInfo,
} from "#shared/contract/accounts";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#shared/locale";
import type { DbOrTx } from "../../db/client.ts";
import { sessions, storeMembers, stores, users } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, conflict, fieldError, forbidden, notFound } from "../../platform/errors.ts";
import { isOwnPictureRef } from "../../platform/files.ts";
import { failureDelay, hit, resetLimit, slowDown, windowOf } from "../../platform/rate-limit.ts";
import { signIdentityToken, verifyAccessToken } from "../../platform/tokens.ts";
import { accountKind, findUserByAccount, isUniqueViolation } from "./accounts.repo.ts";
import {
  addressInUseMail,
  alreadyRegisteredMail,
  alreadyRegisteredText,
  codeMail,
  codeText,
  failedSignInsMail,
  noAccountMail,
} from "./code-messages.ts";
import { BAD_CODE_MESSAGE, consumeCode, issueCode } from "./codes.ts";
import { isKnownDevice } from "./devices.ts";
import { assertAcceptablePassword, checkPassword, hashPassword } from "./passwords.ts";
import {
  refreshSession,
  revokeSession,
  revokeUserSessions,
  sessionOfRefreshToken,
  startSession,
} from "./sessions.ts";
import { toUserInfo } from "./user-info.ts";

export type UserRow = typeof users.$inferSelect;
export { toUserInfo };

// ---------- lookups other modules use (signatures fixed) ----------

/** rules/product.md §2: userName, else nickName, else first and last name. */
export function displayName(u: Pick<UserRow, "userName" | "nickName" | "firstName" | "lastName">): string {
  return u.userName || u.nickName || [u.firstName, u.lastName].filter(Boolean).join(" ") || "Member";
}

export async function getUserById(db: DbOrTx, userId: number): Promise<UserRow | null> {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  return u ?? null;
}

export async function isStoreTeamMember(db: DbOrTx, storeId: number, userId: number): Promise<boolean> {
  const [m] = await db
    .select({ userId: storeMembers.userId })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
  return !!m;
}

export async function storesOfUser(db: DbOrTx, userId: number): Promise<{ id: number; storeName: string }[]> {
  return db
    .select({ id: stores.id, storeName: stores.storeName })
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(eq(storeMembers.userId, userId))
    .orderBy(stores.id);
}

export async function getStoreById(db: DbOrTx, storeId: number) {
  const [s] = await db.select().from(stores).where(eq(stores.id, storeId));
  return s ?? null;
}

/** The user's role in a store (`owner`, `admin`, `staff`), or null when not in its team. */
export async function getStoreRole(db: DbOrTx, storeId: number, userId: number) {
  const [m] = await db
    .select({ role: storeMembers.role })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
  return (m?.role as "owner" | "admin" | "staff" | undefined) ?? null;
}

const QUARTER_HOUR = 15 * 60_000;

/**
 * Sends the code, or (`code` null) a note saying why there is none: no account for a sign-in or a
 * reset, an account already there for a sign-up. The API answers the same in every case; only the
 * owner of the address learns which it was. In `locale` (see code-messages.ts).
 */
async function deliverCode(
  deps: AppDeps,
  account: string,
  scene: CodeScene,
  code: string | null,
  hasAccount: boolean,
  locale: Locale,
) {
  const minutes = CODE_TTL_SECONDS / 60;
  if (accountKind(account) === "mobile") {
    if (!code && hasAccount) {
      await deps.sms.send({ to: account, body: alreadyRegisteredText(locale) });
      return;
    }
    // No text to a number that has no account: it would let anyone make us text strangers.
    if (!code) return deps.log.info("code not sent: no account for this phone", { scene });
    await deps.sms.send({
      to: account,
      body: codeText(locale, scene, code, minutes),
      devNote: `code ${code} (${scene})`,
    });
    return;
  }
  if (!code && hasAccount) {
    const mail = scene === "bind" ? addressInUseMail : alreadyRegisteredMail;
    await deps.mail.send({ to: account, ...mail(locale, deps.env.PUBLIC_URL) });
    return;
  }
  if (!code) {
    await deps.mail.send({ to: account, ...noAccountMail(locale, scene, deps.env.PUBLIC_URL) });
    return;
  }
  await deps.mail.send({
    to: account,
    ...codeMail(locale, scene, code, minutes),
    devNote: `code ${code} (${scene})`,
  });
}

const what = (account: string) => (accountKind(account) === "mobile" ? "phone number" : "email");

// ---------- sign-up, sign-in, codes ----------

/**
 * POST /hweb/login/v1/sendCode. The mail or text speaks the account's saved language, else
 * `requestLocale` (the language of the request that asked).
 */
export async function sendCode(
  deps: AppDeps,
  input: SendCodeInput,
  ip: string,
  auth: AuthInfo | null,
  requestLocale: Locale = DEFAULT_LOCALE,
  deviceProof: (userId: number) => string | undefined = () => undefined,
) {
  const { account, scene } = input;
  const user = await findUserByAccount(deps.database.db, account);
  // The owner's own device passes the account's all-sources ceiling on codes.
  const knownDevice = !!user && isKnownDevice(deps, user, deviceProof(user.id));
  let withCode = true;
  if (scene === "register" && user) {
    // The same answer as for a new address (no way to probe who has an account); the mail tells
    // the owner to sign in or reset instead.
    withCode = false;
  }
  if ((scene === "login" || scene === "reset") && (!user || user.deactivatedAt !== null)) {
    // The same answer as for a real account; the mail itself says there is none.
    withCode = false;
  }
  if (scene === "bind") {
    if (!auth) throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: please sign in", {}, 401);
    // The same answer as for a free address; the address's owner is told, and no code goes out.
    if (user && user.id !== auth.userId) withCode = false;
  }
  const locale = isLocale(user?.locale) ? user.locale : requestLocale;
  await issueCode(
    deps,
    account,
    scene,
    ip,
    (code) => deliverCode(deps, account, scene, code, !!user, locale),
    { withCode, knownDevice },
  );
  return { sent: true as const };
}

/** POST /hweb/login/v1/register: a new account from a code sent to its email or phone. */
export async function register(deps: AppDeps, input: RegisterInput, ip: string): Promise<Tokens> {
  assertAcceptablePassword(input.password);
  const db = deps.database.db;
  const taken = () =>
    conflict(`An account with this ${what(input.account)} already exists. Please sign in instead.`);
  // The code first: only the owner of the address may learn that it has an account.
  await consumeCode(deps, input.account, "register", input.code, ip);
  if (await findUserByAccount(db, input.account)) throw taken();
  const passwordHash = await hashPassword(input.password);
  const byMobile = accountKind(input.account) === "mobile";
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: byMobile ? null : input.account,
          mobile: byMobile ? input.account : null,
          emailVerified: !byMobile,
          mobileVerified: byMobile,
          passwordHash,
          createdAt: deps.clock.now(),
        })
        .returning();
      return startSession(deps, tx, user as UserRow);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw taken();
    throw err;
  }
}

const failKeyOf = (user: UserRow | null, account: string) =>
  user ? `login-fail:user:${user.id}` : `login-fail:acct:${account.toLowerCase()}`;

/** Failed sign-ins one source gets on one account before the delays start. */
const FREE_FAILURES = 5;
/** The longest wait between tries: a guesser gets about one try a minute, the owner waits at most that. */
const MAX_FAILURE_DELAY_MS = 60_000;
/**
 * Failed sign-ins an account takes in 15 minutes from all sources together (the contract's limit);
 * past it only devices that signed in to the account before may try (devices.ts).
 */
export const ACCOUNT_FAILURE_CEILING = 10;
/** Failures in the window that tell the owner (at most once an hour). */
const ALERT_AFTER_FAILURES = 5;
const ALERT_WINDOW_MS = 60 * 60_000;
const badCredentials = () => new ApiError(Code.FORBIDDEN, "The account or password is incorrect.");
const deactivated = () => new ApiError(Code.FORBIDDEN, "This account has been deactivated.");
const suspended = () =>
  new ApiError(
    Code.ACCOUNT_RESTRICTED,
    "This account has been suspended. Check your e-mail for the reasons and how to appeal.",
  );

/**
 * An operator's decision (moderation) sets or lifts the account's restriction; answers what it was.
 * The rules that read it are moderation's `assertMayTrade` and the upload check.
 */
export async function setRestricted(db: DbOrTx, userId: number, restricted: boolean): Promise<boolean> {
  const [before] = await db
    .select({ r: users.restricted })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  await db.update(users).set({ restricted }).where(eq(users.id, userId));
  return before?.r ?? false;
}

/** Suspends (every session revoked: 100024, sign-in: 9999) or lifts it; answers whether it was suspended. */
export async function setSuspended(deps: AppDeps, db: DbOrTx, userId: number, on: boolean): Promise<boolean> {
  const [before] = await db
    .select({ s: users.suspendedAt })
    .from(users)
    .where(eq(users.id, userId))
    .for("update");
  const now = deps.clock.now();
  await db
    .update(users)
    .set({ suspendedAt: on ? (before?.s ?? now) : null })
    .where(eq(users.id, userId));
  if (on) await revokeUserSessions(deps, db, userId, "suspended", now);
  return before?.s != null;
}

/**
 * POST /hweb/login/v1/login: email, username or phone with the password. Failures are counted per
 * account and source together (growing delays: one guesser slows only itself), per source (all
 * accounts), and per account (a ceiling for every source but the owner's known devices). An account
 * that does not exist is counted and answered exactly like one that does.
 */
export async function login(
  deps: AppDeps,
  input: LoginInput,
  ip: string,
  deviceProof: (userId: number) => string | undefined = () => undefined,
): Promise<Tokens> {
  const { db } = deps.database;
  const { clock } = deps;
  const user = await findUserByAccount(db, input.account);
  const accountKey = failKeyOf(user, input.account);
  const sourceKey = `${accountKey}:src:${ip}`;
  const ipKey = `login-fail-ip:${ip}`;
  const wait = Math.max(
    await failureDelay(db, clock, sourceKey, QUARTER_HOUR, FREE_FAILURES, MAX_FAILURE_DELAY_MS),
    await failureDelay(db, clock, ipKey, QUARTER_HOUR, deps.env.LOGIN_FAIL_IP_LIMIT, MAX_FAILURE_DELAY_MS),
  );
  if (wait > 0) throw slowDown(wait, "Too many failed sign-ins.");
  const knownDevice = !!user && isKnownDevice(deps, user, deviceProof(user.id));
  if (!knownDevice) {
    const account = await windowOf(db, clock, accountKey, QUARTER_HOUR);
    if (account.count >= ACCOUNT_FAILURE_CEILING)
      throw slowDown(account.endsAt - clock.now(), "Too many failed sign-ins.");
  }
  // Always a full argon2 verify, so "no such account" and "wrong password" look and time the same.
  const ok = await checkPassword(user?.passwordHash, input.password);
  if (!ok || !user) {
    const failures = await hit(db, clock, accountKey, QUARTER_HOUR);
    await hit(db, clock, sourceKey, QUARTER_HOUR);
    await hit(db, clock, ipKey, QUARTER_HOUR);
    // Not awaited: the answer must not take longer for an account that exists.
    if (user && failures >= ALERT_AFTER_FAILURES)
      void tellOwnerOfFailures(deps, user).catch((err) =>
        deps.log.warn("failed sign-ins alert not sent", { userId: user.id, err: String(err) }),
      );
    throw badCredentials();
  }
  if (user.deactivatedAt !== null) throw deactivated();
  if (user.suspendedAt !== null) throw suspended();
  // Only this source's count starts again: the account's ceiling holds for everyone else.
  await resetLimit(db, sourceKey);
  return db.transaction((tx) => startSession(deps, tx, user));
}

/** A notice and a mail to the owner of an account under repeated failed sign-ins, once an hour. */
async function tellOwnerOfFailures(deps: AppDeps, user: UserRow): Promise<void> {
  const { db } = deps.database;
  if ((await hit(db, deps.clock, `login-alert:user:${user.id}`, ALERT_WINDOW_MS)) !== 1) return;
  await deps.notifyUser(db, {
    userId: user.id,
    title: "Failed sign-ins to your account",
    content:
      "Someone tried to sign in to your account several times with a wrong password. If it was not you, your password kept them out; you can change it under Change Password.",
    jumpType: 0,
  });
  if (user.email) {
    const locale = isLocale(user.locale) ? user.locale : DEFAULT_LOCALE;
    await deps.mail.send({ to: user.email, ...failedSignInsMail(locale, deps.env.PUBLIC_URL) });
  }
}

/** Proving a code sent to an address also verifies that address. */
function verifiedPatch(account: string): Partial<UserRow> {
  return accountKind(account) === "mobile" ? { mobileVerified: true } : { emailVerified: true };
}

/** POST /hweb/login/v1/loginByCode */
export async function loginByCode(
  deps: AppDeps,
  input: LoginByCodeInput,
  ip: string,
  deviceProof: (userId: number) => string | undefined = () => undefined,
): Promise<Tokens> {
  const { db } = deps.database;
  const user = await findUserByAccount(db, input.account);
  const knownDevice = !!user && isKnownDevice(deps, user, deviceProof(user.id));
  await consumeCode(deps, input.account, "login", input.code, ip, knownDevice);
  if (!user) throw new ApiError(Code.BAD_CODE, BAD_CODE_MESSAGE);
  if (user.deactivatedAt !== null) throw deactivated();
  if (user.suspendedAt !== null) throw suspended();
  return db.transaction(async (tx) => {
    const [fresh] = await tx
      .update(users)
      .set(verifiedPatch(input.account))
      .where(eq(users.id, user.id))
      .returning();
    return startSession(deps, tx, fresh as UserRow);
  });
}

/** POST /hweb/login/v1/resetPassword: ends every session of the account. */
export async function resetPassword(
  deps: AppDeps,
  input: ResetPasswordInput,
  ip: string,
  deviceProof: (userId: number) => string | undefined = () => undefined,
): Promise<Record<string, never>> {
  assertAcceptablePassword(input.password);
  const { db } = deps.database;
  const user = await findUserByAccount(db, input.account);
  const knownDevice = !!user && isKnownDevice(deps, user, deviceProof(user.id));
  await consumeCode(deps, input.account, "reset", input.code, ip, knownDevice);
  if (!user) throw new ApiError(Code.BAD_CODE, BAD_CODE_MESSAGE);
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, ...verifiedPatch(input.account) })
      .where(eq(users.id, user.id));
    await revokeUserSessions(deps, tx, user.id, "password-reset", deps.clock.now());
  });
  await resetLimit(db, failKeyOf(user, input.account));
  return {};
}

/** GET /refreshToken */
export async function refresh(deps: AppDeps, refreshToken: string | undefined): Promise<Tokens> {
  if (!refreshToken)
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: X-Refresh-Token is missing");
  return refreshSession(deps, refreshToken.trim());
}

// Signature check only: signing out must work with an expired access token too.
const epochClock = { now: () => 0 };

/**
 * POST /hweb/login/v1/logout: revokes the session of the access token (even an expired one) and of
 * the refresh token when sent. Signing out twice is not an error.
 */
export async function logout(
  deps: AppDeps,
  auth: AuthInfo | null,
  bearer: string | undefined,
  refreshToken: string | undefined,
): Promise<Record<string, never>> {
  const { db } = deps.database;
  const now = deps.clock.now();
  let sessionId = auth?.sessionId;
  if (!sessionId && bearer) {
    const claims = await verifyAccessToken(deps.keys.token, epochClock, bearer).catch(() => null);
    sessionId = claims?.sessionId;
  }
  if (sessionId) await revokeSession(deps, db, sessionId, "logout", now);
  if (refreshToken) {
    const s = await sessionOfRefreshToken(db, refreshToken.trim());
    if (s) await revokeSession(deps, db, s.id, "logout", now);
  }
  return {};
}

// ---------- identity ----------

/** GET /sys/identity */
export async function identity(deps: AppDeps, auth: AuthInfo): Promise<Identity> {
  return {
    user: { id: auth.userId, storeId: auth.storeId },
    stores: await storesOfUser(deps.database.db, auth.userId),
  };
}

/** POST /sys/chooseIdentity: "" for personal, else a store token the auth middleware checks. */
export async function chooseIdentity(
  deps: AppDeps,
  auth: AuthInfo,
  input: { userId?: number | ""; storeId: number | null },
): Promise<{ storeToken: string }> {
  if (input.userId && input.userId !== auth.userId) throw notFound("That account is not yours.");
  if (input.storeId === null) return { storeToken: "" };
  const { db } = deps.database;
  if (!(await isStoreTeamMember(db, input.storeId, auth.userId)))
    throw notFound("You are not a member of that store.");
  // The store token lives as long as the sign-in it belongs to.
  const [session] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.id, auth.sessionId));
  const expiresAt = session?.expiresAt ?? deps.clock.now() + deps.env.ACCESS_TOKEN_SECONDS * 1000;
  const storeToken = await signIdentityToken(
    deps.keys.token,
    deps.clock,
    { userId: auth.userId, sessionId: auth.sessionId, storeId: input.storeId },
    expiresAt,
  );
  return { storeToken };
}

// ---------- profile ----------

async function mustUser(deps: AppDeps, userId: number): Promise<UserRow> {
  const u = await getUserById(deps.database.db, userId);
  if (!u) throw notFound("No such account.");
  return u;
}

export async function userInfo(deps: AppDeps, userId: number): Promise<UserInfo> {
  return toUserInfo(await mustUser(deps, userId), deps.env.operatorEmails);
}

/** POST /user/setUsername: once set, a username never changes. */
export async function setUsername(
  deps: AppDeps,
  userId: number,
  userName: string,
): Promise<Record<string, never>> {
  const { db } = deps.database;
  const user = await mustUser(deps, userId);
  if (user.userName) throw conflict("Your username is already set and cannot be changed.");
  const other = await findUserByAccount(db, userName);
  if (other && other.id !== userId) throw conflict("This username is taken. Please choose another.");
  try {
    const done = await db
      .update(users)
      .set({ userName })
      .where(and(eq(users.id, userId), isNull(users.userName)))
      .returning({ id: users.id });
    if (done.length === 0) throw conflict("Your username is already set and cannot be changed.");
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict("This username is taken. Please choose another.");
    throw err;
  }
  return {};
}

/** POST /user/updateProfile: any subset of the fields; "" clears a field. */
export async function updateProfile(
  deps: AppDeps,
  userId: number,
  input: Omit<UpdateProfileInput, "lat" | "lng"> & { lat?: number; lng?: number },
): Promise<UserInfo> {
  const patch: Partial<UserRow> = {};
  const text = (v: string | undefined) => (v === undefined ? undefined : v === "" ? null : v);
  if (input.nickName !== undefined) patch.nickName = text(input.nickName);
  if (input.firstName !== undefined) patch.firstName = text(input.firstName);
  if (input.lastName !== undefined) patch.lastName = text(input.lastName);
  if (input.introduction !== undefined) patch.introduction = text(input.introduction);
  if (input.locale !== undefined) patch.locale = text(input.locale);
  if (input.pic !== undefined) {
    if (input.pic !== "" && !isOwnPictureRef(input.pic, deps.env.PUBLIC_URL))
      throw fieldError("pic", "Use the url of an uploaded photo");
    patch.pic = text(input.pic);
  }
  if (input.city !== undefined) {
    patch.city = text(input.city);
    patch.cityLat = input.city === "" ? null : (input.lat ?? null);
    patch.cityLng = input.city === "" ? null : (input.lng ?? null);
  }
  if (Object.keys(patch).length === 0) return userInfo(deps, userId);
  const [u] = await deps.database.db.update(users).set(patch).where(eq(users.id, userId)).returning();
  if (!u) throw notFound("No such account.");
  return toUserInfo(u, deps.env.operatorEmails);
}

/**
 * Password checks of a signed-in user (change password, deactivate) slow down on failures like
 * sign-in, on a counter of their own: a session's mistakes never delay the owner's sign-in.
 */
async function assertOwnPassword(deps: AppDeps, user: UserRow, password: string, message: string) {
  const { db } = deps.database;
  const failKey = `password-check-fail:user:${user.id}`;
  const wait = await failureDelay(db, deps.clock, failKey, QUARTER_HOUR, FREE_FAILURES, MAX_FAILURE_DELAY_MS);
  if (wait > 0) throw slowDown(wait, "Too many wrong passwords.");
  if (!(await checkPassword(user.passwordHash, password))) {
    await hit(db, deps.clock, failKey, QUARTER_HOUR);
    throw new ApiError(Code.FORBIDDEN, message);
  }
}

/** POST /user/changePassword: every other session of the user ends. */
export async function changePassword(
  deps: AppDeps,
  auth: AuthInfo,
  input: ChangePasswordInput,
): Promise<Record<string, never>> {
  const user = await mustUser(deps, auth.userId);
  await assertOwnPassword(deps, user, input.oldPassword, "Your current password is not correct.");
  assertAcceptablePassword(input.password);
  if (input.oldPassword === input.password)
    throw fieldError("password", "The new password must be different from the current one.");
  const passwordHash = await hashPassword(input.password);
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
    await revokeUserSessions(deps, tx, user.id, "password-changed", deps.clock.now(), auth.sessionId);
  });
  return {};
}

/** POST /user/bindAccount: verifies the current email/phone, or sets a new one, with a `bind` code. */
export async function bindAccount(
  deps: AppDeps,
  userId: number,
  input: BindAccountInput,
  ip: string,
): Promise<UserInfo> {
  const { db } = deps.database;
  // The code first: only the owner of the address may learn that it has an account (no code is
  // ever sent for an address another account holds, so this fails like any wrong code).
  await consumeCode(deps, input.account, "bind", input.code, ip);
  const other = await findUserByAccount(db, input.account);
  if (other && other.id !== userId)
    throw conflict(`This ${what(input.account)} is already used by another account.`);
  const patch: Partial<UserRow> =
    accountKind(input.account) === "mobile"
      ? { mobile: input.account, mobileVerified: true }
      : { email: input.account, emailVerified: true };
  try {
    const [u] = await db.update(users).set(patch).where(eq(users.id, userId)).returning();
    if (!u) throw notFound("No such account.");
    return toUserInfo(u, deps.env.operatorEmails);
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(`This ${what(input.account)} is already used by another account.`);
    throw err;
  }
}

/** POST /user/deactivate: the account can no longer sign in; every session ends. */
export async function deactivate(
  deps: AppDeps,
  auth: AuthInfo,
  password: string,
): Promise<Record<string, never>> {
  const user = await mustUser(deps, auth.userId);
  await assertOwnPassword(deps, user, password, "The password is not correct.");
  const now = deps.clock.now();
  await deps.database.db.transaction(async (tx) => {
    await tx.update(users).set({ deactivatedAt: now }).where(eq(users.id, user.id));
    await revokeUserSessions(deps, tx, user.id, "deactivated", now);
  });
  return {};
}

const maskTaxId = (t: string | null) => (t ? `${"*".repeat(Math.max(0, t.length - 4))}${t.slice(-4)}` : "");

export async function getTaxId(deps: AppDeps, userId: number) {
  const u = await mustUser(deps, userId);
  return { taxId: maskTaxId(u.taxId), isSet: !!u.taxId };
}

export async function setTaxId(deps: AppDeps, userId: number, taxId: string) {
  await deps.database.db.update(users).set({ taxId }).where(eq(users.id, userId));
  return { taxId: maskTaxId(taxId), isSet: true };
}

/** POST /user/confirmUserData: the legal name payouts are made to (clears 90081). */
export async function confirmUserData(
  deps: AppDeps,
  userId: number,
  input: { firstName: string; lastName: string },
): Promise<UserInfo> {
  const [u] = await deps.database.db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, userDataConfirmed: true })
    .where(eq(users.id, userId))
    .returning();
  if (!u) throw notFound("No such account.");
  return toUserInfo(u, deps.env.operatorEmails);
}

/** Throws 10003 unless the request acts as a store (X-Identity-Token). */
export function requireStoreIdentity(auth: AuthInfo): number {
  if (auth.storeId === null) throw forbidden("Switch to a store identity first (Change Identity).");
  return auth.storeId;
}

/** Owners and admins manage a store (team, apps, settings); staff work in it. */
export const managesStore = (role: string | null): role is "owner" | "admin" =>
  role === "owner" || role === "admin";

/** The user's role in the store, which must manage it (else 10003 with `why`). */
export async function requireManagerOf(
  db: DbOrTx,
  storeId: number,
  userId: number,
  why: string,
): Promise<"owner" | "admin"> {
  const role = await getStoreRole(db, storeId, userId);
  if (!managesStore(role)) throw forbidden(why);
  return role;
}

/** The store the request acts as and the caller's role there, which must manage it (else 10003, `why`). */
export async function requireStoreManager(
  deps: AppDeps,
  auth: AuthInfo,
  why: string,
): Promise<{ storeId: number; role: "owner" | "admin" }> {
  const storeId = requireStoreIdentity(auth);
  return { storeId, role: await requireManagerOf(deps.database.db, storeId, auth.userId, why) };
}
