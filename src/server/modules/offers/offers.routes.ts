import { Code } from "#shared/codes";
import {
  MakeOfferInputSchema,
  OfferIdQuerySchema,
  OfferListQuerySchema,
  OfferPageSchema,
  OfferSchema,
  RespondOfferInputSchema,
} from "#shared/contract/offers";
import { translate } from "../../i18n/messages.ts";
import { settleLocale } from "../../i18n/request-locale.ts";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { sendEnvelope } from "../../platform/envelope.ts";
import { getOffer, listOffers, makeOffer, registerOfferJobs, respondOffer } from "./offers.service.ts";

export function registerOffers(api: Api, deps: AppDeps): void {
  registerOfferJobs(deps);
  const tag = "offers";

  api.route({
    method: "post",
    path: "/offer/make",
    tag,
    summary:
      "Offer less than a fixed price (buyer); 30003 own item, 30004 not for sale, 10001 no offers taken or at/above the price. The seller's thresholds may answer at once (declined or accepted, with the order)",
    auth: "required",
    idempotent: true,
    body: MakeOfferInputSchema,
    response: OfferSchema,
    handler: async ({ body, auth, deps, c }) => {
      const { offer, message } = await makeOffer(deps, auth, body);
      if (!message) return offer;
      // Declined at once: the envelope's message says so kindly, in the buyer's language.
      return sendEnvelope(c, Code.OK, translate(message, await settleLocale(c)), offer);
    },
  });
  api.route({
    method: "post",
    path: "/offer/respond",
    tag,
    summary:
      "Answer an offer: the seller accepts, declines or counters a pending one; the buyer accepts or declines a counter, or withdraws a pending offer; 40005 when its state does not allow it",
    auth: "required",
    idempotent: true,
    body: RespondOfferInputSchema,
    response: OfferSchema,
    handler: ({ body, auth, deps }) => respondOffer(deps, auth, body),
  });
  api.route({
    method: "get",
    path: "/offer/list",
    tag,
    summary:
      "My offers as a buyer, or the offers on my (or my store's) items as a seller, newest first; optionally for one item, open or closed only",
    auth: "required",
    query: OfferListQuerySchema,
    response: OfferPageSchema,
    handler: ({ query, auth, deps }) => listOffers(deps, auth, query),
  });
  api.route({
    method: "get",
    path: "/offer/detail",
    tag,
    summary: "One offer, for its buyer or its seller",
    auth: "required",
    query: OfferIdQuerySchema,
    response: OfferSchema,
    handler: ({ query, auth, deps }) => getOffer(deps, auth, query.offerId),
  });
}
