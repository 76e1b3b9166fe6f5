import Stripe from "stripe";
import type { ChargeInput, ChargeResult, PaymentProvider, SavedCard, WebhookEvent } from "./provider.ts";

export type StripeOptions = {
  secretKey: string;
  webhookSecret: string | undefined;
  /** Tests point the SDK at a local fake (`http://127.0.0.1:port`). */
  apiBase?: string;
};

/**
 * The real card processor through its official SDK: PaymentIntents with saved cards, Connect
 * accounts (Express) with hosted onboarding links, refunds, transfers + payouts, signed webhooks.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = "stripe" as const;
  private stripe: Stripe;

  constructor(private opts: StripeOptions) {
    const base = opts.apiBase ? new URL(opts.apiBase) : null;
    this.stripe = new Stripe(opts.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(base
        ? {
            host: base.hostname,
            port: base.port || (base.protocol === "https:" ? 443 : 80),
            protocol: base.protocol.replace(":", "") as "http" | "https",
          }
        : {}),
    });
  }

  async createCustomer(input: { userId: number; email: string | null }): Promise<string> {
    const c = await this.stripe.customers.create(
      { email: input.email ?? undefined, metadata: { userId: String(input.userId) } },
      { idempotencyKey: `customer:${input.userId}` },
    );
    return c.id;
  }

  async attachCard(input: { paymentMethodRef: string; customerRef: string | null }): Promise<SavedCard> {
    const pm = input.customerRef
      ? await this.stripe.paymentMethods.attach(input.paymentMethodRef, { customer: input.customerRef })
      : await this.stripe.paymentMethods.retrieve(input.paymentMethodRef);
    if (!pm.card) throw new Error("Only cards are accepted");
    return {
      providerRef: pm.id,
      brand: pm.card.brand,
      last4: pm.card.last4,
      expMonth: pm.card.exp_month,
      expYear: pm.card.exp_year,
    };
  }

  async detachCard(paymentMethodRef: string): Promise<void> {
    await this.stripe.paymentMethods.detach(paymentMethodRef);
  }

  async charge(input: ChargeInput): Promise<ChargeResult> {
    try {
      const pi = await this.stripe.paymentIntents.create(
        {
          amount: input.amountCents,
          currency: "usd",
          customer: input.customerRef ?? undefined,
          payment_method: input.paymentMethodRef,
          confirm: true,
          return_url: input.returnUrl,
          metadata: { orderNumber: input.orderNumber, paymentId: input.paymentId },
        },
        { idempotencyKey: input.idempotencyKey },
      );
      return this.toResult(pi);
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError) {
        const ref = (err.raw as { payment_intent?: { id?: string } } | undefined)?.payment_intent?.id ?? null;
        return { status: "declined", providerRef: ref, message: err.message || "Your card was declined." };
      }
      throw err;
    }
  }

  async retrieveCharge(providerRef: string): Promise<ChargeResult> {
    return this.toResult(await this.stripe.paymentIntents.retrieve(providerRef));
  }

  private toResult(pi: Stripe.PaymentIntent): ChargeResult {
    if (pi.status === "succeeded" || pi.status === "processing")
      return { status: "succeeded", providerRef: pi.id };
    const url = pi.next_action?.redirect_to_url?.url;
    if (pi.status === "requires_action" && url)
      return { status: "requires_action", providerRef: pi.id, actionUrl: url };
    return {
      status: "declined",
      providerRef: pi.id,
      message: pi.last_payment_error?.message ?? "Your card was declined.",
    };
  }

  async refund(input: { chargeRef: string; amountCents: number; idempotencyKey: string }) {
    const r = await this.stripe.refunds.create(
      { payment_intent: input.chargeRef, amount: input.amountCents },
      { idempotencyKey: input.idempotencyKey },
    );
    const status =
      r.status === "succeeded"
        ? "succeeded"
        : r.status === "failed" || r.status === "canceled"
          ? "failed"
          : "pending";
    return { providerRef: r.id, status } as const;
  }

  async createConnectedAccount(input: { userId: number; email: string | null }): Promise<string> {
    const a = await this.stripe.accounts.create(
      {
        type: "express",
        email: input.email ?? undefined,
        capabilities: { transfers: { requested: true } },
        metadata: { userId: String(input.userId) },
      },
      { idempotencyKey: `connected:${input.userId}` },
    );
    return a.id;
  }

  async accountLink(input: Parameters<PaymentProvider["accountLink"]>[0]): Promise<string> {
    const link = await this.stripe.accountLinks.create({
      account: input.accountRef,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: "account_onboarding",
    });
    return link.url;
  }

  async accountReady(accountRef: string): Promise<boolean> {
    const a = await this.stripe.accounts.retrieve(accountRef);
    return Boolean(a.details_submitted && a.payouts_enabled);
  }

  async payout(input: Parameters<PaymentProvider["payout"]>[0]) {
    // Move the seller's money to their connected account, then pay it out to their bank.
    await this.stripe.transfers.create(
      { amount: input.amountCents, currency: "usd", destination: input.accountRef },
      { idempotencyKey: `${input.idempotencyKey}:transfer` },
    );
    const p = await this.stripe.payouts.create(
      { amount: input.amountCents, currency: "usd" },
      { idempotencyKey: `${input.idempotencyKey}:payout`, stripeAccount: input.accountRef },
    );
    const status =
      p.status === "paid" ? "paid" : p.status === "failed" || p.status === "canceled" ? "failed" : "pending";
    return {
      providerRef: p.id,
      status,
      arrivalTime: p.arrival_date ? p.arrival_date * 1000 : null,
      message: p.failure_message ?? undefined,
    } as const;
  }

  async parseWebhook(rawBody: string, signature: string | undefined): Promise<WebhookEvent> {
    if (!this.opts.webhookSecret) throw new Error("STRIPE_WEBHOOK_SECRET is not set");
    if (!signature) throw new Error("missing Stripe-Signature");
    const event = await this.stripe.webhooks.constructEventAsync(rawBody, signature, this.opts.webhookSecret);
    const obj = event.data.object as unknown as Record<string, unknown> & { id: string };
    switch (event.type) {
      case "payment_intent.succeeded":
        return { type: "payment.succeeded", providerRef: obj.id };
      case "payment_intent.payment_failed":
      case "payment_intent.canceled": {
        const err = obj.last_payment_error as { message?: string } | null | undefined;
        return {
          type: "payment.failed",
          providerRef: obj.id,
          message: err?.message ?? "Your card was declined.",
        };
      }
      case "payout.paid":
        return { type: "payout.paid", providerRef: obj.id };
      case "payout.failed":
      case "payout.canceled":
        return {
          type: "payout.failed",
          providerRef: obj.id,
          message: (obj.failure_message as string | null) ?? "The payout failed.",
        };
      case "account.updated":
        return {
          type: "account.updated",
          providerRef: obj.id,
          ready: Boolean(obj.details_submitted && obj.payouts_enabled),
        };
      case "charge.dispute.created": {
        const paymentRef = (obj.payment_intent as string | null) ?? (obj.charge as string | null);
        if (!paymentRef) return { type: "ignored", raw: event.type };
        return {
          type: "dispute.opened",
          disputeRef: obj.id,
          paymentRef,
          reason: (obj.reason as string | null) ?? null,
        };
      }
      case "charge.dispute.closed":
        // "warning_closed": an inquiry the bank dropped, no money taken; anything but lost keeps it.
        return { type: "dispute.closed", disputeRef: obj.id, won: obj.status !== "lost" };
      case "charge.refunded": {
        const refunds = (obj.refunds as { data?: Array<{ id: string }> } | null | undefined)?.data ?? [];
        return {
          type: "payment.refunded",
          paymentRef: (obj.payment_intent as string | null) ?? obj.id,
          refundedCents: Number(obj.amount_refunded ?? 0),
          refundRef: refunds[0]?.id ?? null,
        };
      }
      case "charge.refund.updated":
      case "refund.updated": {
        const st = obj.status as string;
        return {
          type: "refund.updated",
          refundRef: obj.id,
          status:
            st === "succeeded" ? "succeeded" : st === "failed" || st === "canceled" ? "failed" : "pending",
        };
      }
      default:
        return { type: "ignored", raw: event.type };
    }
  }
}
