import { createHmac, randomInt, timingSafeEqual } from "node:crypto";
import { and, desc, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import { CODE_RESEND_SECONDS, CODE_TTL_SECONDS, type CodeScene } from "#shared/contract/accounts";
import { verificationCodes } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { enforce, hit, resetLimit, slowDown, windowOf } from "../../platform/rate-limit.ts";

/**
 * Wrong tries one source gets at an account's code in a scene (then 10029 for that source until the
 * code's lifetime has passed): a guesser elsewhere cannot spend the code its owner is about to type.
 */
export const CODE_GUESSES_PER_SOURCE = 5;
/**
 * Wrong tries from all sources together at an account's codes in a scene, within a code's lifetime
 * (a million codes: 30 guesses are 0.003 %). Past it, only the source that asked for the code and a
 * device that signed in to the account before may keep trying (each within its own 5): the code is
 * not spent, so guessers from many sources close their own way in and leave the owner's open.
 */
export const CODE_MAX_ATTEMPTS = 30;
const QUARTER_HOUR = 15 * 60_000;
const DAY = 24 * 60 * 60_000;
/**
 * All scenes together, per account and source: one source cannot flood a mailbox or phone, nor use
 * up the owner's codes (each source has its own once-a-minute resend window).
 */
const CODES_PER_ACCOUNT_PER_HOUR = 10;
/**
 * All scenes and sources together, per account an hour: many sources cannot flood a mailbox either.
 * A device that signed in to the account before passes it, so the owner still gets a code.
 */
export const CODES_PER_ACCOUNT_ALL_SOURCES_PER_HOUR = 60;

/**
 * One answer for every code that does not work (wrong, expired, used, too many tries, no code
 * sent, no such account): a difference would tell whether a code, and so an account, exists.
 */
export const BAD_CODE_MESSAGE = "The code is wrong or has expired. Please check it or ask for a new one.";
const badCode = () => new ApiError(Code.BAD_CODE, BAD_CODE_MESSAGE);

/**
 * Codes are 1-in-a-million, so a plain hash would be cheap to reverse from a database copy: an HMAC
 * under the server's secret key is not.
 */
function codeHash(deps: AppDeps, account: string, scene: CodeScene, code: string): Buffer {
  return createHmac("sha256", deps.keys.secret).update(`${scene}\n${account}\n${code}`).digest();
}

/**
 * Checks the resend and per-IP limits (10029), then stores a fresh 6-digit code (hashed) that
 * replaces any earlier one this source asked for (same account and scene). Codes other sources asked
 * for keep working from there: someone else asking for a code cannot spend the one the owner is
 * about to type, nor hold the owner's resend window. `deliver` sends it; if delivery fails, the
 * resend window is given back so the person can retry at once.
 */
export async function issueCode(
  deps: AppDeps,
  account: string,
  scene: CodeScene,
  ip: string,
  deliver: (code: string | null) => Promise<void>,
  opts: { withCode: boolean; knownDevice?: boolean } = { withCode: true },
): Promise<void> {
  const db = deps.database.db;
  const { clock } = deps;
  await enforce(db, clock, `code-ip:${ip}`, deps.env.SEND_CODE_IP_LIMIT, QUARTER_HOUR);
  const resendKey = `code:${scene}:${account}:src:${ip}`;
  await enforce(
    db,
    clock,
    resendKey,
    1,
    CODE_RESEND_SECONDS * 1000,
    `Please wait ${CODE_RESEND_SECONDS} seconds before asking for another code.`,
  );
  await enforce(
    db,
    clock,
    `code-acct:${account}:src:${ip}`,
    CODES_PER_ACCOUNT_PER_HOUR,
    60 * 60_000,
    "Too many codes were asked for this account. Please try again later.",
  );
  if (!opts.knownDevice)
    await enforce(
      db,
      clock,
      `code-acct:${account}`,
      CODES_PER_ACCOUNT_ALL_SOURCES_PER_HOUR,
      60 * 60_000,
      "Too many codes were asked for this account. Please try again later.",
    );
  // This source asked for the account's code: it keeps its own tries past the all-sources ceiling.
  // Recorded whether or not a code goes out, so the ceiling answers the same for any address.
  await hit(db, clock, originKey(scene, account, ip), CODE_TTL_SECONDS * 1000);
  const now = clock.now();
  let code: string | null = null;
  if (opts.withCode) {
    code = String(randomInt(0, 1_000_000)).padStart(6, "0");
    await db.transaction(async (tx) => {
      // Housekeeping without a job: this account's codes from earlier days are of no use to anyone.
      await tx
        .delete(verificationCodes)
        .where(and(eq(verificationCodes.account, account), lt(verificationCodes.createdAt, now - DAY)));
      // Only the newest code a source asked for works (see consumeCode for where).
      await tx
        .update(verificationCodes)
        .set({ consumedAt: now })
        .where(
          and(
            eq(verificationCodes.account, account),
            eq(verificationCodes.scene, scene),
            eq(verificationCodes.source, ip),
            isNull(verificationCodes.consumedAt),
          ),
        );
      await tx.insert(verificationCodes).values({
        account,
        scene,
        source: ip,
        codeHash: codeHash(deps, account, scene, code as string).toString("hex"),
        expiresAt: now + CODE_TTL_SECONDS * 1000,
        createdAt: now,
      });
    });
  }
  try {
    await deliver(code);
  } catch (err) {
    await resetLimit(db, resendKey);
    throw err;
  }
}

const originKey = (scene: CodeScene, account: string, ip: string) =>
  `code-origin:${scene}:${account}:src:${ip}`;

/**
 * Spends the code (single use) or throws 10010. Runs outside the caller's transaction on purpose:
 * a wrong try must be counted even though the caller's work is then abandoned. Every try that
 * fails counts against the source (`ip`) and the account's ceiling whether a code exists or not, so
 * the answers (10010, then 10029 after CODE_GUESSES_PER_SOURCE, or past CODE_MAX_ATTEMPTS for a
 * source that neither asked for the code nor signed in before) tell nothing about the account.
 */
export async function consumeCode(
  deps: AppDeps,
  account: string,
  scene: CodeScene,
  code: string,
  ip: string,
  /** The request comes from a device that signed in to this account before (devices.ts). */
  knownDevice = false,
): Promise<void> {
  const db = deps.database.db;
  const { clock } = deps;
  const now = clock.now();
  const guessKey = `code-guess:${scene}:${account}:src:${ip}`;
  const allKey = `code-guess:${scene}:${account}`;
  const guessWindow = CODE_TTL_SECONDS * 1000;
  const guesses = await windowOf(db, clock, guessKey, guessWindow);
  if (guesses.count >= CODE_GUESSES_PER_SOURCE) throw slowDown(guesses.endsAt - now, "Too many wrong codes.");
  const all = await windowOf(db, clock, allKey, guessWindow);
  if (
    all.count >= CODE_MAX_ATTEMPTS &&
    !knownDevice &&
    (await windowOf(db, clock, originKey(scene, account, ip), guessWindow)).count === 0
  )
    throw slowDown(all.endsAt - now, "Too many wrong codes.");
  const wrong = async () => {
    await hit(db, clock, guessKey, guessWindow);
    await hit(db, clock, allKey, guessWindow);
    return badCode();
  };
  // A code works where it was asked for, and the account's newest code works anywhere (the person
  // may have moved to another network meanwhile): at most two codes, so a guess is worth no more
  // than before, whoever else asked for codes.
  const live = and(
    eq(verificationCodes.account, account),
    eq(verificationCodes.scene, scene),
    isNull(verificationCodes.consumedAt),
    gt(verificationCodes.expiresAt, now),
  );
  const [newest] = await db
    .select()
    .from(verificationCodes)
    .where(live)
    .orderBy(desc(verificationCodes.id))
    .limit(1);
  const [asked] =
    newest && newest.source !== ip
      ? await db
          .select()
          .from(verificationCodes)
          .where(and(live, eq(verificationCodes.source, ip)))
          .orderBy(desc(verificationCodes.id))
          .limit(1)
      : [];
  const given = codeHash(deps, account, scene, code);
  const matches = (r: { codeHash: string }) => {
    const expected = Buffer.from(r.codeHash, "hex");
    return expected.length === given.length && timingSafeEqual(expected, given);
  };
  const candidates = [newest, asked].filter((r) => r !== undefined);
  const row = candidates.find(matches);
  if (!row) {
    // Counted for the record; the code is not spent by others' guesses (see CODE_MAX_ATTEMPTS).
    if (newest)
      await db
        .update(verificationCodes)
        .set({ attempts: sql`${verificationCodes.attempts} + 1` })
        .where(eq(verificationCodes.id, newest.id));
    throw await wrong();
  }
  const spent = await db
    .update(verificationCodes)
    .set({ consumedAt: now })
    .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  // Two requests with the same code at once: only one wins.
  if (spent.length === 0) throw badCode();
}
