/**
 * The card processor behind orders and the wallet. Two adapters: the built-in sandbox (default, no
 * network; its test cards follow the big processors' test numbers) and Stripe (official SDK, on when
 * STRIPE_SECRET_KEY is set). Our database keeps the state; an adapter only talks to the processor.
 * Every money-moving call carries an idempotency key so a retried call never moves money twice.
 */
export type ChargeResult =
  /** `disputeAfterMs`: the sandbox's dispute card, whose payment is disputed that long after it succeeds. */
  | { status: "succeeded"; providerRef: string; disputeAfterMs?: number }
  | { status: "requires_action"; providerRef: string; actionUrl: string }
  | { status: "declined"; providerRef: string | null; message: string };

export type ChargeInput = {
  amountCents: number;
  /** The saved card's provider reference. */
  paymentMethodRef: string;
  /** The buyer's customer at the provider (Stripe), if any. */
  customerRef: string | null;
  orderNumber: string;
  /** Our payment attempt id (sandbox builds its confirmation page from it). */
  paymentId: string;
  /** Where the provider's extra confirmation step returns (absolute URL). */
  returnUrl: string;
  idempotencyKey: string;
};

export type SavedCard = {
  providerRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
};

export type WebhookEvent =
  | { type: "payment.succeeded"; providerRef: string }
  | { type: "payment.failed"; providerRef: string; message: string }
  | { type: "payout.paid"; providerRef: string }
  | { type: "payout.failed"; providerRef: string; message: string }
  | { type: "account.updated"; providerRef: string; ready: boolean }
  /** The card holder's bank disputes a payment (`paymentRef`: the payment's provider reference). */
  | { type: "dispute.opened"; disputeRef: string; paymentRef: string; reason: string | null }
  /** The bank decided: won (also an inquiry closed without a chargeback) or lost. */
  | { type: "dispute.closed"; disputeRef: string; won: boolean }
  /** The processor's total refunded on a payment (also refunds made outside the marketplace). */
  | { type: "payment.refunded"; paymentRef: string; refundedCents: number; refundRef: string | null }
  /** A refund's outcome changed (a pending one succeeded or failed). */
  | { type: "refund.updated"; refundRef: string; status: "succeeded" | "pending" | "failed" }
  | { type: "ignored"; raw: string };

export interface PaymentProvider {
  readonly name: "sandbox" | "stripe";
  /** Create (or reuse) the buyer's customer record at the provider; null when the provider has none. */
  createCustomer(input: { userId: number; email: string | null }): Promise<string | null>;
  /** Attach a card tokenised by the provider's client library to the customer (Stripe). */
  attachCard(input: { paymentMethodRef: string; customerRef: string | null }): Promise<SavedCard>;
  detachCard(paymentMethodRef: string): Promise<void>;
  charge(input: ChargeInput): Promise<ChargeResult>;
  /** Look up a charge that needed an extra step (after the buyer came back). */
  retrieveCharge(providerRef: string): Promise<ChargeResult>;
  refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }): Promise<{
    providerRef: string;
    status: "succeeded" | "pending" | "failed";
  }>;
  /** The seller's connected account for payouts. */
  createConnectedAccount(input: { userId: number; email: string | null }): Promise<string>;
  /** Onboarding link: the provider's hosted flow, returning to returnUrl (or refreshUrl when stale). */
  accountLink(input: {
    accountRef: string;
    refreshUrl: string;
    returnUrl: string;
    userId: number;
  }): Promise<string>;
  accountReady(accountRef: string): Promise<boolean>;
  payout(input: {
    accountRef: string;
    amountCents: number;
    idempotencyKey: string;
    payoutId: string;
  }): Promise<{
    providerRef: string;
    status: "pending" | "paid" | "failed";
    arrivalTime: number | null;
    message?: string;
  }>;
  /** Verify a webhook's signature and translate it; throws when the signature is wrong. */
  parseWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent>;
}

export class CardError extends Error {}
