import { randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordProblem } from "#shared/contract/accounts";
import { fieldError } from "../../platform/errors.ts";

/** OWASP's argon2id floor: 19 MiB, 2 passes, 1 lane (Password Storage Cheat Sheet). */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

/**
 * The most frequent passwords of zxcvbn's list (ranked by frequency, from leaked-password corpora),
 * compared case-insensitively so "Password1" counts as "password1". The top 1,000 catch the usual
 * suspects without refusing merely ordinary passwords.
 */
const COMMON_TOP = 1000;
const common = new Set(dictionary["passwords-common"].slice(0, COMMON_TOP).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/** The password rule of rules/product.md §5 plus the common-password list; throws 10001 on the `password` field. */
export function assertAcceptablePassword(password: string, path = "password"): void {
  const problem = passwordProblem(password);
  if (problem) throw fieldError(path, problem);
  if (isCommonPassword(password))
    throw fieldError(path, "This password is too common. Please choose one that is harder to guess.");
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2 as never);
}

// A real hash of a random string, made once at start: verifying against it costs the same as a
// real account, so "no such account" and "wrong password" take the same time.
const dummyHash: Promise<string | null> = hashPassword(`no-account-${randomUUID()}`).catch(() => null);

/** Constant-time check (argon2's own compare); runs a full verify even without a stored hash. */
export async function checkPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    const dummy = await dummyHash;
    if (dummy) await verify(dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
