import { EmptySchema, PagingQuerySchema } from "#shared/contract/common";
import {
  AdminAppealPageSchema,
  AdminAppealsQuerySchema,
  AdminReportDetailSchema,
  AdminReportPageSchema,
  AdminReportQuerySchema,
  AdminReportsQuerySchema,
  AppealAnswerSchema,
  AppealInputSchema,
  AuditPageSchema,
  BlockAnswerSchema,
  BlockedPageSchema,
  BlockInputSchema,
  DecisionDetailSchema,
  DecisionQuerySchema,
  ReportAnswerSchema,
  ReportInputSchema,
  ResolveAppealInputSchema,
  ResolveReportAnswerSchema,
  ResolveReportInputSchema,
} from "#shared/contract/moderation";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import * as m from "./moderation.service.ts";

const TAG = "moderation";

/** Trust and safety (CONTRACT.md "Trust and safety"): members' side, then the operators' console. */
export function registerModeration(api: Api, _deps: AppDeps): void {
  api.route({
    method: "post",
    path: "/report",
    tag: TAG,
    summary: "Report an item, a member or a chat message; the same target reported again joins one entry",
    auth: "required",
    idempotent: true,
    body: ReportInputSchema,
    response: ReportAnswerSchema,
    handler: ({ body, auth, deps }) => m.report(deps, auth, body),
  });
  api.route({
    method: "post",
    path: "/user/block",
    tag: TAG,
    summary: "Block (or unblock) a member: they cannot message, bid on, buy from or make offers to you",
    auth: "required",
    body: BlockInputSchema,
    response: BlockAnswerSchema,
    handler: ({ body, auth, deps }) => m.setBlock(deps, auth, body.userId, body.block),
  });
  api.route({
    method: "get",
    path: "/user/blocked",
    tag: TAG,
    summary: "The members I blocked, newest first",
    auth: "required",
    query: PagingQuerySchema,
    response: BlockedPageSchema,
    handler: ({ query, auth, deps }) => m.listBlocked(deps, auth, query),
  });
  api.route({
    method: "get",
    path: "/decision/detail",
    tag: TAG,
    summary:
      "A decision's statement of reasons, for the member it concerns (or an operator), with its appeal",
    auth: "required",
    query: DecisionQuerySchema,
    response: DecisionDetailSchema,
    handler: ({ query, auth, deps }) => m.decisionDetail(deps, auth, query.decisionId),
  });
  api.route({
    method: "post",
    path: "/appeal",
    tag: TAG,
    summary: "Appeal a decision about me, once",
    auth: "required",
    idempotent: true,
    body: AppealInputSchema,
    response: AppealAnswerSchema,
    handler: ({ body, auth, deps }) => m.appeal(deps, auth, body),
  });

  // ---------- operators (10003 for everyone else) ----------
  api.route({
    method: "get",
    path: "/admin/reports",
    tag: TAG,
    summary: "The report queue: open entries by how many reports, then oldest first",
    auth: "required",
    query: AdminReportsQuerySchema,
    response: AdminReportPageSchema,
    handler: ({ query, auth, deps }) => m.listReports(deps, auth, query),
  });
  api.route({
    method: "get",
    path: "/admin/reports/detail",
    tag: TAG,
    summary: "One queue entry with its target as the reporters saw it",
    auth: "required",
    query: AdminReportQuerySchema,
    response: AdminReportDetailSchema,
    handler: ({ query, auth, deps }) => m.reportDetail(deps, auth, query.reportId),
  });
  api.route({
    method: "post",
    path: "/admin/reports/resolve",
    tag: TAG,
    summary: "Decide a queue entry; the decision takes effect at once and the member is told the note",
    auth: "required",
    idempotent: true,
    body: ResolveReportInputSchema,
    response: ResolveReportAnswerSchema,
    handler: ({ body, auth, deps }) => m.resolveReport(deps, auth, body),
  });
  api.route({
    method: "get",
    path: "/admin/appeals",
    tag: TAG,
    summary: "Appeals, the open ones oldest first",
    auth: "required",
    query: AdminAppealsQuerySchema,
    response: AdminAppealPageSchema,
    handler: ({ query, auth, deps }) => m.listAppeals(deps, auth, query),
  });
  api.route({
    method: "post",
    path: "/admin/appeals/resolve",
    tag: TAG,
    summary: "Uphold (keep) or reverse (undo fully) the appealed decision",
    auth: "required",
    idempotent: true,
    body: ResolveAppealInputSchema,
    response: EmptySchema,
    handler: ({ body, auth, deps }) => m.resolveAppeal(deps, auth, body),
  });
  api.route({
    method: "get",
    path: "/admin/audit",
    tag: TAG,
    summary: "Every operator action, newest first (append-only)",
    auth: "required",
    query: PagingQuerySchema,
    response: AuditPageSchema,
    handler: ({ query, auth, deps }) => m.listAudit(deps, auth, query),
  });
}
