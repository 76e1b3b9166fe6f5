import { and, eq, sql } from "drizzle-orm";
import { isE164 } from "#shared/contract/accounts";
import { type DbOrTx, prepared } from "../../db/client.ts";
import { sessions, storeMembers, users } from "../../db/schema/index.ts";
import type { UserRow } from "./user-info.ts";

export type AccountKind = "email" | "mobile" | "userName";

/** How a normalized account string names a user: an email has "@", a phone is E.164, else a username. */
export function accountKind(account: string): AccountKind {
  if (account.includes("@")) return "email";
  if (isE164(account)) return "mobile";
  return "userName";
}

export async function findUserByAccount(db: DbOrTx, account: string): Promise<UserRow | null> {
  const kind = accountKind(account);
  const where =
    kind === "email"
      ? sql`lower(${users.email}) = lower(${account})`
      : kind === "mobile"
        ? eq(users.mobile, account)
        : sql`lower(${users.userName}) = lower(${account})`;
  const [u] = await db.select().from(users).where(where).limit(1);
  return u ?? null;
}

/** Unique-index violations (a taken email, phone or username), on both drivers. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; depth++) {
    if ((e as { code?: unknown }).code === "23505") return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

const sessionsByIdsQuery = prepared((db) =>
  db
    .select({ id: sessions.id, revokedAt: sessions.revokedAt, userId: sessions.userId })
    .from(sessions)
    .where(sql`${sessions.id} = any(${sql.placeholder("ids")})`)
    .prepare("accounts_sessions_by_ids"),
);

/** The sessions among `ids` that exist (the auth middleware's check, see AppDeps.accounts). */
export async function sessionsByIds(db: DbOrTx, ids: string[]) {
  return sessionsByIdsQuery(db, { ids });
}

/** The user is in the store's team (a store identity stays valid only while this holds). */
export async function isStoreMember(db: DbOrTx, storeId: number, userId: number): Promise<boolean> {
  const [member] = await db
    .select({ storeId: storeMembers.storeId })
    .from(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
  return member !== undefined;
}
