import type { AppDeps } from "../context.ts";
import type { PaymentProvider } from "./provider.ts";
import { SandboxProvider } from "./sandbox.ts";
import { StripeProvider } from "./stripe.ts";

export type { ChargeResult, PaymentProvider, SavedCard, WebhookEvent } from "./provider.ts";
export { SandboxProvider } from "./sandbox.ts";
export { StripeProvider } from "./stripe.ts";

/** The sandbox unless STRIPE_SECRET_KEY is set. */
export function createPaymentProvider(deps: Pick<AppDeps, "env" | "keys" | "clock">): PaymentProvider {
  if (deps.env.STRIPE_SECRET_KEY)
    return new StripeProvider({
      secretKey: deps.env.STRIPE_SECRET_KEY,
      webhookSecret: deps.env.STRIPE_WEBHOOK_SECRET,
      apiBase: deps.env.STRIPE_API_BASE,
    });
  return new SandboxProvider(deps.keys.secret, deps.clock);
}
