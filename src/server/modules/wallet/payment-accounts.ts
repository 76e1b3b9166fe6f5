import { and, eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { paymentAccounts } from "../../db/schema/index.ts";

/*
 * A user's accounts at the payment provider. The wallet owns the table (its `connected` accounts
 * receive payouts); the orders module keeps its buyers' `customer` accounts (saved cards) here too,
 * through these two functions in the wallet's face.
 */

export type PaymentAccountRow = typeof paymentAccounts.$inferSelect;

/** The user's account of that kind at the provider, or null. */
export async function findPaymentAccount(
  db: DbOrTx,
  userId: number,
  provider: string,
  kind: "customer" | "connected",
): Promise<PaymentAccountRow | null> {
  const [row] = await db
    .select()
    .from(paymentAccounts)
    .where(
      and(
        eq(paymentAccounts.userId, userId),
        eq(paymentAccounts.provider, provider),
        eq(paymentAccounts.kind, kind),
      ),
    );
  return row ?? null;
}

/** Records an account the provider opened; one already there for the user, provider and kind stays. */
export async function addPaymentAccount(
  db: DbOrTx,
  values: typeof paymentAccounts.$inferInsert,
): Promise<void> {
  await db.insert(paymentAccounts).values(values).onConflictDoNothing();
}
