import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { provideFeedback } from "../moderation/index.ts";
import {
  getOrderFeedback,
  leaveFeedback,
  listFeedback,
  memberProfile,
  recentFeedbackOf,
  replyToFeedback,
} from "./feedback.service.ts";

/** Ratings between the buyer and the seller of a completed order, and members' public reputation. */
export function registerFeedback(api: Api, _deps: AppDeps): void {
  provideFeedback(recentFeedbackOf);
  const tag = "feedback";

  api.route({
    ...contractRoute("GET /feedback/order"),
    tag,
    summary: "Both ratings of an order, as one of its two parties sees them (others 10004)",
    auth: "required",
    handler: ({ query, auth, deps }) => getOrderFeedback(deps, auth, query.orderNumber),
  });
  api.route({
    ...contractRoute("POST /feedback/leave"),
    tag,
    summary:
      "Rate the other party of a completed order (1–5 stars, optional comment); a later call edits it for 7 days",
    description:
      "Buyer rates the seller, seller rates the buyer, once each per order. 40005 before the pickup or after the 7 days; 10004 for anyone but the two parties; 10001 for a bad rating or comment.",
    auth: "required",
    handler: ({ body, auth, deps }) => leaveFeedback(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /feedback/reply"),
    tag,
    summary: "Answer a rating of you, once (a second answer is 10009; not yours 10004)",
    auth: "required",
    handler: ({ body, auth, deps }) => replyToFeedback(deps, auth, body),
  });
  api.route({
    ...contractRoute("GET /feedback/list"),
    tag,
    summary: "Ratings a member received, newest first",
    handler: ({ query, deps }) => listFeedback(deps, query),
  });
  api.route({
    ...contractRoute("GET /feedback/profile"),
    tag,
    summary:
      "A member's reputation: average, count, share positive over 12 months, latest comments, verified badges, member since, typical chat response time",
    handler: ({ query, deps }) => memberProfile(deps, query.userId, query.storeId),
  });
}
