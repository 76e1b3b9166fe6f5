import { eq, type SQL, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/pg-core";
import type { DbOrTx } from "../../db/client.ts";
import { stores, users } from "../../db/schema/index.ts";

/*
 * What other modules read of users and stores, in their own statements (scripts/check-walls.mjs,
 * rule g: accounts alone names these tables). A statement that shows a user's name next to its own
 * rows joins the subquery below instead of the table: PostgreSQL pulls such a plain subquery up into
 * the join, so the plan and the round trips stay those of a join on the table.
 */

const qb = new QueryBuilder();

/**
 * A user's public face (the parts of `displayName`, the picture) as a subquery named `alias`, to
 * join on its `id` in another module's statement.
 */
export function publicUsers<A extends string>(alias: A) {
  return qb
    .select({
      id: users.id,
      userName: users.userName,
      nickName: users.nickName,
      firstName: users.firstName,
      lastName: users.lastName,
      pic: users.pic,
    })
    .from(users)
    .as(alias);
}

/** A store's public face (its name and logo) as a subquery named `alias`, to join on its `id`. */
export function publicStores<A extends string>(alias: A) {
  return qb.select({ id: stores.id, storeName: stores.storeName, logo: stores.logo }).from(stores).as(alias);
}

/** The language a user saved (null: none), for what is sent to them or answered to them. */
export async function savedLocaleOf(db: DbOrTx, userId: number): Promise<string | null> {
  const [row] = await db.select({ locale: users.locale }).from(users).where(eq(users.id, userId));
  return row?.locale ?? null;
}

/** `savedLocaleOf` as a scalar subquery for another module's statement: the saved language of `userId`. */
export function savedLocaleSql(userId: SQL): SQL<string | null> {
  return sql<string | null>`(SELECT x.locale FROM ${users} x WHERE x.id = ${userId})`;
}
