import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
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
    ...contractRoute("POST /offer/make"),
    tag,
    summary:
      "Offer less than a fixed price (buyer); 30003 own item, 30004 not for sale, 10001 no offers taken or at/above the price. The seller's thresholds may answer at once (declined or accepted, with the order)",
    auth: "required",
    idempotent: true,
    handler: async ({ body, auth, deps, c }) => {
      const { offer, message } = await makeOffer(deps, auth, body);
      if (!message) return offer;
      // Declined at once: the envelope's message says so kindly, in the buyer's language.
      return sendEnvelope(c, Code.OK, translate(message, await settleLocale(c)), offer);
    },
  });
  api.route({
    ...contractRoute("POST /offer/respond"),
    tag,
    summary:
      "Answer an offer: the seller accepts, declines or counters a pending one; the buyer accepts or declines a counter, or withdraws a pending offer; 40005 when its state does not allow it",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => respondOffer(deps, auth, body),
  });
  api.route({
    ...contractRoute("GET /offer/list"),
    tag,
    summary:
      "My offers as a buyer, or the offers on my (or my store's) items as a seller, newest first; optionally for one item, open or closed only",
    auth: "required",
    handler: ({ query, auth, deps }) => listOffers(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /offer/detail"),
    tag,
    summary: "One offer, for its buyer or its seller",
    auth: "required",
    handler: ({ query, auth, deps }) => getOffer(deps, auth, query.offerId),
  });
}
