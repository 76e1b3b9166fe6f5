import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { type PaymentProvider, SandboxProvider } from "../../platform/payments/index.ts";
import { ownPath, requestOrigin } from "../../platform/redirects.ts";
import {
  closeDispute,
  completeSandboxOnboarding,
  connectedAccountUpdated,
  payoutSettled,
} from "../wallet/index.ts";
import { findOrderById, findPayment } from "./orders.repo.ts";
import {
  disputeOpenedByPayment,
  refundedAtProcessor,
  refundUpdated,
  settleActionPayment,
  settleByProviderRef,
} from "./orders.service.ts";
import { addSandboxCard, attachCard, deleteCard, listCards } from "./payment-methods.service.ts";

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;color:#111}
button{font:inherit;padding:.6rem 1rem;margin:.25rem .5rem .25rem 0;border-radius:.4rem;border:1px solid #333;cursor:pointer}
.ok{background:#111;color:#fff}</style></head><body>${body}</body></html>`;

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );

function sandbox(deps: AppDeps): SandboxProvider {
  const p = deps.payments;
  if (!(p instanceof SandboxProvider)) throw new ApiError(Code.NOT_FOUND, "The sandbox is off");
  return p;
}

/** Saved cards, the payment's extra step, the sandbox's hosted pages and the processor's webhooks. */
export function registerPayments(api: Api, _deps: AppDeps): void {
  const tag = "payments";

  api.route({
    ...contractRoute("GET /payment/config"),
    tag,
    summary: "Which card provider is on: the client shows the sandbox's test cards only with the sandbox",
    handler: async ({ deps }) => ({
      provider: deps.payments instanceof SandboxProvider ? ("sandbox" as const) : ("stripe" as const),
      buyerFeeCents: 0 as const,
    }),
  });

  api.route({
    ...contractRoute("POST /payment/sandbox/card"),
    tag,
    summary:
      "Save a card with the sandbox provider (Luhn and expiry checked; test numbers decide the outcome)",
    description:
      "4242424242424242 succeeds, 4000000000000002 is declined, 4000002500003155 requires an extra confirmation step, 4000000000009995 has insufficient funds; any other valid number succeeds.",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => addSandboxCard(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /payment/methods/attach"),
    tag,
    summary: "Save a card tokenised by the card processor's own form (Stripe pm_…)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => attachCard(deps, auth, body.providerPaymentMethodId),
  });
  api.route({
    ...contractRoute("GET /payment/methods"),
    tag,
    summary: "My saved cards, newest first",
    auth: "required",
    handler: ({ auth, deps }) => listCards(deps, auth),
  });
  api.route({
    ...contractRoute("POST /payment/methods/delete"),
    tag,
    summary: "Remove a saved card",
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await deleteCard(deps, auth, body.paymentMethodId);
      return {};
    },
  });

  api.route({
    ...contractRoute("GET /payment/sandbox/authenticate"),
    tag,
    summary: "Sandbox: the card's extra confirmation page (like 3-D Secure)",
    handler: async ({ query, deps, c }) => {
      const claims = await sandbox(deps).verify(query.token, "sbx_action");
      const payment = claims ? await findPayment(deps.database.db, String(claims.pid)) : null;
      if (!payment)
        return c.html(page("Link expired", "<h1>This confirmation link is not valid any more.</h1>"), 404);
      const amount = (payment.amountCents / 100).toFixed(2);
      return c.html(
        page(
          "Confirm your payment",
          `<h1>Confirm your payment</h1><p>Your bank asks you to confirm a payment of <strong>$${amount}</strong>.</p>
<form method="post"><input type="hidden" name="token" value="${esc(query.token)}">
<button class="ok" name="outcome" value="complete" type="submit">Complete authentication</button>
<button name="outcome" value="fail" type="submit">Fail authentication</button></form>`,
        ),
      );
    },
  });
  api.route({
    ...contractRoute("POST /payment/sandbox/authenticate"),
    tag,
    summary: "Sandbox: complete or fail the extra step, then go to /paymentResult",
    handler: async ({ body, deps, c }) => {
      const claims = await sandbox(deps).verify(body.token, "sbx_action");
      if (!claims) throw new ApiError(Code.NOT_FOUND, "This confirmation link is not valid any more");
      const r = await settleActionPayment(
        deps,
        String(claims.pid),
        body.outcome === "complete"
          ? { ok: true }
          : { ok: false, message: "The card's authentication failed." },
      );
      return c.redirect(
        `/paymentResult?orderNumber=${encodeURIComponent(r.orderNumber)}&status=${r.status}`,
        303,
      );
    },
  });
  api.route({
    ...contractRoute("GET /payment/return"),
    tag,
    summary: "Where the card processor sends the buyer back after its extra step",
    handler: async ({ query, deps, c }) => {
      const payment = await findPayment(deps.database.db, query.paymentId);
      if (!payment) return c.redirect("/paymentResult", 302);
      let status = "pending";
      if (payment.providerRef && payment.status === "requires_action") {
        const res = await deps.payments.retrieveCharge(payment.providerRef);
        if (res.status !== "requires_action") {
          const r = await settleActionPayment(
            deps,
            payment.id,
            res.status === "succeeded" ? { ok: true } : { ok: false, message: res.message },
          );
          status = r.status;
        }
      }
      const order = await findOrderById(deps.database.db, payment.orderId);
      return c.redirect(
        `/paymentResult?orderNumber=${encodeURIComponent(order?.orderNumber ?? "")}&status=${status}`,
        302,
      );
    },
  });
  api.route({
    ...contractRoute("GET /payment/sandbox/onboard"),
    tag,
    summary: "Sandbox: the seller's payout onboarding; marks the account ready and returns to returnUrl",
    handler: async ({ query, deps, c }) => {
      const claims = await sandbox(deps).verify(query.token, "sbx_onboard");
      if (!claims)
        return c.html(page("Link expired", "<h1>This onboarding link is not valid any more.</h1>"), 404);
      await completeSandboxOnboarding(deps, Number(claims.uid), String(claims.acct));
      // Only to this site's paths, whatever the link carries (links signed before this check too);
      // a path, so the browser stays on the origin it has open.
      const ret = String(claims.ret);
      const origin = requestOrigin(c.req.raw, deps.env.PUBLIC_URL);
      return c.redirect(ownPath(origin, ret) ?? ownPath(deps.env.PUBLIC_URL, ret) ?? "/", 302);
    },
  });

  api.route({
    ...contractRoute("POST /payment/webhook"),
    tag,
    summary: "The card processor's signed webhooks (Stripe-Signature checked)",
    handler: async ({ deps, c }) => {
      const raw = await c.req.text();
      let event: Awaited<ReturnType<PaymentProvider["parseWebhook"]>>;
      try {
        event = await deps.payments.parseWebhook(raw, c.req.header("stripe-signature"));
      } catch (err) {
        throw new ApiError(
          Code.VALIDATION,
          "Webhook signature check failed",
          { errors: [{ path: "Stripe-Signature", message: String((err as Error).message ?? err) }] },
          400,
        );
      }
      switch (event.type) {
        case "payment.succeeded":
          await settleByProviderRef(deps, event.providerRef, { ok: true });
          break;
        case "payment.failed":
          await settleByProviderRef(deps, event.providerRef, { ok: false, message: event.message });
          break;
        case "payout.paid":
          await payoutSettled(deps, event.providerRef, { ok: true });
          break;
        case "payout.failed":
          await payoutSettled(deps, event.providerRef, { ok: false, message: event.message });
          break;
        case "account.updated":
          await connectedAccountUpdated(deps, event.providerRef, event.ready);
          break;
        case "dispute.opened":
          await disputeOpenedByPayment(deps, event.paymentRef, event.disputeRef, event.reason);
          break;
        case "dispute.closed":
          await closeDispute(deps, event.disputeRef, event.won);
          break;
        case "payment.refunded":
          await refundedAtProcessor(deps, event.paymentRef, event.refundedCents, event.refundRef);
          break;
        case "refund.updated":
          await refundUpdated(deps, event.refundRef, event.status);
          break;
        default:
          break;
      }
      return { received: true };
    },
  });
}
