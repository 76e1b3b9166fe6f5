import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { Page } from "#shared/contract/common";
import type {
  AdminReport,
  AdminReportDetail,
  DecisionAction,
  DecisionDetail,
  QueueReason,
  QueueTargetType,
  ReportReason,
} from "#shared/contract/moderation";
import { call, newIdempotencyKey } from "../../api/index.ts";

/** Trust and safety's answers, as the contract defines them (src/shared/contract/moderation.ts). */
export type {
  AdminReport,
  AdminReportDetail,
  DecisionAction,
  DecisionDetail,
  QueueReason,
  QueueTargetType,
  ReportReason,
};
export type ReportTargetType = "item" | "user" | "message";

export type AdminAppeal = {
  appealId: number;
  decisionId: number;
  text: string;
  createTime: number;
  status: "open" | "upheld" | "reversed";
  decision: {
    action: DecisionAction;
    targetType: QueueTargetType;
    targetId: string;
    targetLabel: string | null;
    note: string;
    createTime: number;
  };
  appellant: { id: number; name: string; pic: string | null };
};
export type AuditEntry = {
  id: number;
  operator: string;
  action: DecisionAction | "appeal_upheld" | "appeal_reversed";
  targetType: string;
  targetId: string;
  note: string;
  createTime: number;
  decisionId: number | null;
};
export type AdminDispute = {
  disputeId: string;
  orderNumber: string;
  amountCents: number;
  status: "open" | "won" | "lost";
  reason: string | null;
  seller: { id: number; name: string };
  buyer: { id: number; name: string };
  createTime: number;
  closeTime: number | null;
};
export type BlockedUser = { id: number; name: string };

export const ADMIN_PAGE_SIZE = 10;
const LIST_PAGE_SIZE = 20;

/** Query keys of trust and safety (one factory). */
export const moderationKeys = {
  all: ["moderation"] as const,
  blocked: (who: string) => [...moderationKeys.all, "blocked", who] as const,
  decision: (decisionId: number) => [...moderationKeys.all, "decision", decisionId] as const,
  admin: () => [...moderationKeys.all, "admin"] as const,
  reports: (status: "open" | "resolved") => [...moderationKeys.admin(), "reports", status] as const,
  report: (reportId: number) => [...moderationKeys.admin(), "report", reportId] as const,
  appeals: (status: "open" | "resolved") => [...moderationKeys.admin(), "appeals", status] as const,
  audit: () => [...moderationKeys.admin(), "audit"] as const,
  disputes: (status: "open" | "closed" | "all") => [...moderationKeys.admin(), "disputes", status] as const,
};

const nextPage = (last: { hasNextPage: boolean }, pages: unknown[]) =>
  last.hasNextPage ? pages.length + 1 : undefined;

/** Everyone the signed-in user blocked (at most the contract's largest page: 50 per page). */
export const blockedQuery = (who: string) =>
  infiniteQueryOptions({
    queryKey: moderationKeys.blocked(who),
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call("GET", "/user/blocked", { query: { currentPage: pageParam, pageSize: 50 } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 30_000,
  });

export const decisionQuery = (decisionId: number) =>
  queryOptions({
    queryKey: moderationKeys.decision(decisionId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/decision/detail", { query: { decisionId } }),
    staleTime: 10_000,
  });

/** One of the console's paged lists: `path`'s pages of `pageSize`, asked for in turn. */
const consoleList = <T, K extends readonly unknown[]>(
  queryKey: K,
  path: string,
  params: Record<string, string>,
  pageSize: number,
) =>
  infiniteQueryOptions({
    queryKey,
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) =>
      call<Page<T>>("GET", path, { query: { ...params, currentPage: pageParam, pageSize } }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5_000,
  });

export const adminReportsQuery = (status: "open" | "resolved") => ({
  ...consoleList<AdminReport, ReturnType<typeof moderationKeys.reports>>(
    moderationKeys.reports(status),
    "/admin/reports",
    { status },
    ADMIN_PAGE_SIZE,
  ),
  placeholderData: keepPreviousData,
});

export const adminReportQuery = (reportId: number) =>
  queryOptions({
    queryKey: moderationKeys.report(reportId),
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/admin/reports/detail", { query: { reportId } }),
    staleTime: 10_000,
  });

export const adminAppealsQuery = (status: "open" | "resolved") =>
  consoleList<AdminAppeal, ReturnType<typeof moderationKeys.appeals>>(
    moderationKeys.appeals(status),
    "/admin/appeals",
    { status },
    ADMIN_PAGE_SIZE,
  );

export const auditQuery = () =>
  consoleList<AuditEntry, ReturnType<typeof moderationKeys.audit>>(
    moderationKeys.audit(),
    "/admin/audit",
    {},
    LIST_PAGE_SIZE,
  );

export const disputesQuery = (status: "open" | "closed" | "all") =>
  consoleList<AdminDispute, ReturnType<typeof moderationKeys.disputes>>(
    moderationKeys.disputes(status),
    "/admin/disputes",
    { status },
    LIST_PAGE_SIZE,
  );

/** Blocks or unblocks a member; one key per press, so a retried press is the same change. */
export function setBlocked(userId: number, block: boolean, idempotencyKey = newIdempotencyKey()) {
  return call("POST", "/user/block", { body: { userId, block }, idempotencyKey });
}
