import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { PaymentMethod } from "#shared/contract/orders";
import { paymentMethods } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, fieldError, notFound } from "../../platform/errors.ts";
import { cardExpired, luhnValid } from "../../platform/payments/cards.ts";
import { SandboxProvider, type SavedCard } from "../../platform/payments/index.ts";
import { findPaymentMethod, listPaymentMethods, type PaymentMethodRow } from "./orders.repo.ts";
import { customerRefOf } from "./orders.service.ts";

const toView = (r: PaymentMethodRow): PaymentMethod => ({
  paymentMethodId: r.id,
  brand: r.brand,
  last4: r.last4,
  expMonth: r.expMonth,
  expYear: r.expYear,
});

async function save(deps: AppDeps, userId: number, card: SavedCard): Promise<PaymentMethodRow> {
  const [row] = await deps.database.db
    .insert(paymentMethods)
    .values({
      id: `pm_${randomBytes(12).toString("base64url")}`,
      userId,
      provider: deps.payments.name,
      providerRef: card.providerRef,
      brand: card.brand,
      last4: card.last4,
      expMonth: card.expMonth,
      expYear: card.expYear,
      createTime: deps.clock.now(),
    })
    .returning();
  return row!;
}

/** The sandbox's card form: check the number (Luhn) and expiry, keep only brand, last 4 and expiry. */
export async function addSandboxCard(
  deps: AppDeps,
  auth: AuthInfo,
  input: { cardNumber: string; expMonth: number; expYear: number; cvc: string },
) {
  const provider = deps.payments;
  if (!(provider instanceof SandboxProvider))
    throw new ApiError(Code.FORBIDDEN, "Cards are added through the card processor's form.");
  if (!luhnValid(input.cardNumber)) throw fieldError("cardNumber", "This card number is not valid");
  if (cardExpired(input.expMonth, input.expYear, deps.clock.now()))
    throw fieldError("expYear", "This card has expired");
  if (input.expYear > new Date(deps.clock.now()).getUTCFullYear() + 25)
    throw fieldError("expYear", "This expiry year is too far ahead");
  const row = await save(deps, auth.userId, provider.tokenize(input));
  return { paymentMethodId: row.id, brand: row.brand, last4: row.last4 };
}

/** Stripe: a card tokenised by Stripe.js in the browser is attached to the buyer's customer. */
export async function attachCard(deps: AppDeps, auth: AuthInfo, providerPaymentMethodId: string) {
  const provider = deps.payments;
  if (provider.name === "sandbox")
    throw new ApiError(Code.FORBIDDEN, "The sandbox adds cards through POST /payment/sandbox/card.");
  const customerRef = await deps.database.db.transaction((tx) => customerRefOf(deps, tx, auth.userId));
  const card = await provider.attachCard({ paymentMethodRef: providerPaymentMethodId, customerRef });
  return toView(await save(deps, auth.userId, card));
}

export async function listCards(deps: AppDeps, auth: AuthInfo): Promise<PaymentMethod[]> {
  return (await listPaymentMethods(deps.database.db, auth.userId)).map(toView);
}

export async function deleteCard(deps: AppDeps, auth: AuthInfo, paymentMethodId: string): Promise<void> {
  const row = await findPaymentMethod(deps.database.db, paymentMethodId, auth.userId);
  if (!row) throw notFound("This card is not saved on your account");
  if (row.provider !== "sandbox") await deps.payments.detachCard(row.providerRef);
  await deps.database.db
    .update(paymentMethods)
    .set({ deleteTime: deps.clock.now() })
    .where(and(eq(paymentMethods.id, row.id), eq(paymentMethods.userId, auth.userId)));
}
