import { randomBytes } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";
import type { Clock } from "../clock.ts";
import { cardBrand } from "./cards.ts";
import type { ChargeInput, ChargeResult, PaymentProvider, SavedCard, WebhookEvent } from "./provider.ts";

/** What a sandbox test card does when charged (the big processors' test numbers). */
export type SandboxBehaviour = "ok" | "decline" | "3ds" | "nofunds" | "dispute";
/** How long after its payment the dispute card's dispute opens. */
export const SANDBOX_DISPUTE_AFTER_MS = 5000;
export const SANDBOX_CARDS: Record<string, SandboxBehaviour> = {
  "4242424242424242": "ok",
  "4000000000000002": "decline",
  "4000002500003155": "3ds",
  "4000000000009995": "nofunds",
  "4000000000000259": "dispute",
};

const rand = () => randomBytes(9).toString("base64url");
const ISSUER = "bnomo-sandbox";

/**
 * The built-in processor: no network, deterministic. A card's behaviour is fixed when it is saved and
 * carried in its reference (`pm_sbx_<behaviour>_…`), so no card number is ever stored. Its hosted pages
 * (the extra confirmation step and seller onboarding) are routes of ours under /api/payment/sandbox.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = "sandbox" as const;
  constructor(
    private key: Uint8Array,
    private clock: Clock,
  ) {}

  /** Tokenise a card number (the sandbox's stand-in for the processor's card form). */
  tokenize(input: { cardNumber: string; expMonth: number; expYear: number }): SavedCard {
    const behaviour = SANDBOX_CARDS[input.cardNumber] ?? "ok";
    return {
      providerRef: `pm_sbx_${behaviour}_${rand()}`,
      brand: cardBrand(input.cardNumber),
      last4: input.cardNumber.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
  }

  async createCustomer(): Promise<string | null> {
    return null;
  }

  async attachCard(): Promise<SavedCard> {
    throw new Error("The sandbox saves cards through POST /payment/sandbox/card");
  }

  async detachCard(): Promise<void> {}

  async charge(input: ChargeInput): Promise<ChargeResult> {
    const behaviour = /^pm_sbx_(ok|decline|3ds|nofunds|dispute)_/.exec(input.paymentMethodRef)?.[1] as
      | SandboxBehaviour
      | undefined;
    // The reference depends only on the idempotency key: a retried attempt is the same charge.
    const providerRef = `ch_sbx_${Buffer.from(input.idempotencyKey).toString("base64url").slice(-24)}`;
    switch (behaviour) {
      case "ok":
        return { status: "succeeded", providerRef };
      case "dispute":
        return { status: "succeeded", providerRef, disputeAfterMs: SANDBOX_DISPUTE_AFTER_MS };
      case "decline":
        return { status: "declined", providerRef, message: "Your card was declined." };
      case "nofunds":
        return { status: "declined", providerRef, message: "Your card has insufficient funds." };
      case "3ds": {
        const token = await this.sign({ typ: "sbx_action", pid: input.paymentId }, 3600);
        return {
          status: "requires_action",
          providerRef,
          actionUrl: `/api/payment/sandbox/authenticate?token=${encodeURIComponent(token)}`,
        };
      }
      default:
        return { status: "declined", providerRef: null, message: "This card cannot be used." };
    }
  }

  async retrieveCharge(): Promise<ChargeResult> {
    throw new Error("The sandbox completes extra steps on its own page");
  }

  async refund(): Promise<{ providerRef: string; status: "succeeded" }> {
    return { providerRef: `re_sbx_${rand()}`, status: "succeeded" };
  }

  async createConnectedAccount(): Promise<string> {
    return `acct_sbx_${rand()}`;
  }

  async accountLink(input: { accountRef: string; refreshUrl: string; returnUrl: string; userId: number }) {
    const token = await this.sign(
      { typ: "sbx_onboard", acct: input.accountRef, uid: input.userId, ret: input.returnUrl },
      3600,
    );
    return `/api/payment/sandbox/onboard?token=${encodeURIComponent(token)}`;
  }

  /** Readiness is kept in our payment_accounts row, set by the onboarding page. */
  async accountReady(): Promise<boolean> {
    return false;
  }

  async payout(input: { payoutId: string }): ReturnType<PaymentProvider["payout"]> {
    return {
      providerRef: `po_sbx_${input.payoutId}`,
      status: "paid" as const,
      arrivalTime: this.clock.now(),
    };
  }

  async parseWebhook(_rawBody: string, _signature: string | undefined): Promise<WebhookEvent> {
    throw new Error("The sandbox sends no webhooks");
  }

  async sign(claims: Record<string, unknown>, ttlSeconds: number): Promise<string> {
    const iat = Math.floor(this.clock.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer(ISSUER)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ttlSeconds)
      .sign(this.key);
  }

  /** Claims of a link this sandbox signed, or null when forged, expired or of another kind. */
  async verify(token: string, typ: string): Promise<Record<string, unknown> | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ["HS256"],
        currentDate: new Date(this.clock.now()),
      });
      return payload.typ === typ ? (payload as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  }
}
