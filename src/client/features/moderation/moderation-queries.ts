import { infiniteQueryOptions, keepPreviousData, queryOptions } from "@tanstack/react-query";
import { call, newIdempotencyKey, nextPage } from "../../api/index.ts";

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

/**
 * One of the console's paged lists: `fetchPage` asks for one page (its path and answer are the
 * contract's), the pages come in turn.
 */
const consoleList = <K extends readonly unknown[], A extends { hasNextPage: boolean }>(
  queryKey: K,
  fetchPage: (currentPage: number) => Promise<A>,
) =>
  infiniteQueryOptions({
    queryKey,
    meta: { errorsInPlace: true },
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 5_000,
  });

export const adminReportsQuery = (status: "open" | "resolved") => ({
  ...consoleList(moderationKeys.reports(status), (currentPage) =>
    call("GET", "/admin/reports", { query: { status, currentPage, pageSize: ADMIN_PAGE_SIZE } }),
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
  consoleList(moderationKeys.appeals(status), (currentPage) =>
    call("GET", "/admin/appeals", { query: { status, currentPage, pageSize: ADMIN_PAGE_SIZE } }),
  );

export const auditQuery = () =>
  consoleList(moderationKeys.audit(), (currentPage) =>
    call("GET", "/admin/audit", { query: { currentPage, pageSize: LIST_PAGE_SIZE } }),
  );

export const disputesQuery = (status: "open" | "closed" | "all") =>
  consoleList(moderationKeys.disputes(status), (currentPage) =>
    call("GET", "/admin/disputes", { query: { status, currentPage, pageSize: LIST_PAGE_SIZE } }),
  );

/** Blocks or unblocks a member; one key per press, so a retried press is the same change. */
export function setBlocked(userId: number, block: boolean, idempotencyKey = newIdempotencyKey()) {
  return call("POST", "/user/block", { body: { userId, block }, idempotencyKey });
}
