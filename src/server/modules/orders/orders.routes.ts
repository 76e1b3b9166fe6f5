import { contractRoute } from "#shared/contract/routes";
import { translate } from "../../i18n/messages.ts";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import {
  agreeRefund,
  confirmPickup,
  declineRefund,
  generatePickupCode,
  getOrderDetail,
  listOrders,
  payCash,
  payOrder,
  registerOrderJobs,
  reportOrder,
  requestRefund,
} from "./orders.service.ts";
import { registerPayments } from "./payments.routes.ts";
import { pickupKeys } from "./pickup.ts";

export function registerOrders(api: Api, deps: AppDeps): void {
  registerOrderJobs(deps);
  registerPayments(api, deps);
  const tag = "orders";

  api.route({
    ...contractRoute("GET /order/detail"),
    tag,
    summary: "One order (its buyer, its seller or the seller's store team); pickupCode only for the buyer",
    auth: "required",
    handler: ({ query, auth, deps }) => getOrderDetail(deps, auth, query.orderNumber),
  });
  api.route({
    ...contractRoute("GET /order/buying"),
    tag,
    summary: "My purchases, newest first (type: all, unpaid, pickup, completed, refund)",
    auth: "required",
    handler: ({ query, auth, deps }) => listOrders(deps, auth, "buying", query),
  });
  api.route({
    ...contractRoute("GET /order/selling"),
    tag,
    summary: "My sales (or the current store's when acting as a store), newest first",
    auth: "required",
    handler: ({ query, auth, deps }) => listOrders(deps, auth, "selling", query),
  });
  api.route({
    ...contractRoute("POST /order/pay"),
    tag,
    summary: "Pay an order with a saved card (buyer); 40001 under $0.50",
    auth: "required",
    idempotent: true,
    handler: async ({ body, auth, deps, c }) => {
      const result = await payOrder(deps, auth, body);
      // A decline's reason is read by the buyer: in their language (i18n/catalogue.ts).
      return result.message
        ? { ...result, message: translate(result.message, await settleLocale(c)) }
        : result;
    },
  });
  api.route({
    ...contractRoute("POST /order/payCash"),
    tag,
    summary: "Choose to pay cash in person (buyer)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => payCash(deps, auth, body.orderNumber),
  });
  api.route({
    ...contractRoute("POST /order/generatePickupCode"),
    tag,
    summary: "Issue the pickup code and its signed QR (buyer); asking again shows the same code",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => generatePickupCode(deps, auth, body.orderNumber),
  });
  api.route({
    ...contractRoute("GET /order/pickupVerifyKey"),
    tag,
    summary: "Public key (ES256 JWK) that verifies pickup QR payloads offline",
    handler: async ({ deps, c }) => {
      c.header("Cache-Control", "public, max-age=86400");
      const k = pickupKeys(deps.keys.pickup);
      return { alg: "ES256" as const, kid: k.kid, jwk: k.publicJwk as Record<string, unknown> };
    },
  });
  api.route({
    ...contractRoute("POST /order/confirm"),
    tag,
    summary: "Confirm the handoff with the pickup code or the signed QR payload (seller); 40002 when wrong",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => confirmPickup(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /order/refund/request"),
    tag,
    summary: "Ask for a full or partial refund (buyer); 40003 above what is refundable",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => requestRefund(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /order/refund/agree"),
    tag,
    summary: "Refund what the buyer asked (seller)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => agreeRefund(deps, auth, body.orderNumber),
  });
  api.route({
    ...contractRoute("POST /order/refund/decline"),
    tag,
    summary: "Decline the buyer's refund request (seller)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => declineRefund(deps, auth, body.orderNumber),
  });
  api.route({
    ...contractRoute("POST /order/report"),
    tag,
    summary: "Report a problem with an order (buyer or seller)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => reportOrder(deps, auth, body),
  });
}
