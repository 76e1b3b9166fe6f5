import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as m from "./moderation.service.ts";

const TAG = "moderation";

/** Trust and safety (CONTRACT.md "Trust and safety"): members' side, then the operators' console. */
export function registerModeration(api: Api, _deps: AppDeps): void {
  api.route({
    ...contractRoute("POST /report"),
    tag: TAG,
    summary: "Report an item, a member or a chat message; the same target reported again joins one entry",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => m.report(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /user/block"),
    tag: TAG,
    summary: "Block (or unblock) a member: they cannot message, bid on, buy from or make offers to you",
    auth: "required",
    handler: ({ body, auth, deps }) => m.setBlock(deps, auth, body.userId, body.block),
  });
  api.route({
    ...contractRoute("GET /user/blocked"),
    tag: TAG,
    summary: "The members I blocked, newest first",
    auth: "required",
    handler: ({ query, auth, deps }) => m.listBlocked(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /decision/detail"),
    tag: TAG,
    summary:
      "A decision's statement of reasons, for the member it concerns (or an operator), with its appeal",
    auth: "required",
    handler: ({ query, auth, deps }) => m.decisionDetail(deps, auth, query.decisionId),
  });
  api.route({
    ...contractRoute("POST /appeal"),
    tag: TAG,
    summary: "Appeal a decision about me, once",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => m.appeal(deps, auth, body),
  });

  // ---------- operators (10003 for everyone else) ----------
  api.route({
    ...contractRoute("GET /admin/reports"),
    tag: TAG,
    summary: "The report queue: open entries by how many reports, then oldest first",
    auth: "required",
    handler: ({ query, auth, deps }) => m.listReports(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /admin/reports/detail"),
    tag: TAG,
    summary: "One queue entry with its target as the reporters saw it",
    auth: "required",
    handler: ({ query, auth, deps }) => m.reportDetail(deps, auth, query.reportId),
  });
  api.route({
    ...contractRoute("POST /admin/reports/resolve"),
    tag: TAG,
    summary: "Decide a queue entry; the decision takes effect at once and the member is told the note",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => m.resolveReport(deps, auth, body),
  });
  api.route({
    ...contractRoute("GET /admin/appeals"),
    tag: TAG,
    summary: "Appeals, the open ones oldest first",
    auth: "required",
    handler: ({ query, auth, deps }) => m.listAppeals(deps, auth, query),
  });
  api.route({
    ...contractRoute("POST /admin/appeals/resolve"),
    tag: TAG,
    summary: "Uphold (keep) or reverse (undo fully) the appealed decision",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => m.resolveAppeal(deps, auth, body),
  });
  api.route({
    ...contractRoute("GET /admin/audit"),
    tag: TAG,
    summary: "Every operator action, newest first (append-only)",
    auth: "required",
    handler: ({ query, auth, deps }) => m.listAudit(deps, auth, query),
  });
}
