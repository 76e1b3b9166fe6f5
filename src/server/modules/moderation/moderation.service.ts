import { and, count, desc, eq, gte, inArray, ne, sql } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { Page, PagingQuery } from "#shared/contract/common";
import type {
  AdminReport,
  AdminReportDetail,
  DecisionAction,
  DecisionDetail,
  QueueReason,
  QueueTargetType,
  ReportInput,
} from "#shared/contract/moderation";
import { JumpType } from "#shared/jump-types";
import type { DbOrTx, Tx } from "../../db/client.ts";
import {
  moderationAppeals,
  moderationAudit,
  moderationCases,
  moderationDecisions,
  moderationReports,
  userAddresses,
  userBlocks,
  userStrikes,
} from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, conflict, fieldError, forbidden, notFound } from "../../platform/errors.ts";
import { fileUrl } from "../../platform/files.ts";
import {
  displayName,
  getUserById,
  isOperatorEmail,
  setRestricted,
  setSuspended,
  type UserRow,
} from "../accounts/index.ts";
import {
  findItemByNumber,
  type ItemRow,
  listSellerItems,
  lockItemByNumber,
  setItemStatusByModeration,
} from "../catalog/index.ts";
import { notify } from "../notifications/index.ts";
import { hooks } from "./hooks.ts";

/** Strikes (orders a winner let expire unpaid) that restrict the account on their own. */
export const STRIKES_TO_RESTRICT = 3;
/** A new account (younger than this) bidding this often in BID_BURST_WINDOW_MS raises a signal. */
export const NEW_ACCOUNT_MS = 7 * 24 * 3600_000;
export const BID_BURST_COUNT = 10;
export const BID_BURST_WINDOW_MS = 10 * 60_000;

const pageOf = <T>(list: T[], total: number, q: PagingQuery): Page<T> => ({
  list,
  total,
  hasNextPage: q.currentPage * q.pageSize < total,
});

// ---------------------------------------------------------------------------------------------
// The face's rules: other modules ask these, never the tables.

/** Whether `ownerId` has blocked `actorId`. */
export async function isBlocked(db: DbOrTx, ownerId: number, actorId: number): Promise<boolean> {
  const [row] = await db
    .select({ b: userBlocks.blockerId })
    .from(userBlocks)
    .where(and(eq(userBlocks.blockerId, ownerId), eq(userBlocks.blockedId, actorId)));
  return !!row;
}

/** 10003 when `ownerId` blocked `actorId`: no message, bid, purchase or offer to the blocker. */
export async function assertNotBlocked(db: DbOrTx, ownerId: number, actorId: number): Promise<void> {
  if (ownerId !== actorId && (await isBlocked(db, ownerId, actorId)))
    throw forbidden("This member has blocked you, so you cannot contact them or buy from them.");
}

const restrictedError = () =>
  new ApiError(
    Code.ACCOUNT_RESTRICTED,
    "Your account is restricted, so you cannot bid, buy or make offers right now. You can still pay, pick up and withdraw.",
  );

/**
 * Bidding, buying and offering (rules/product.md §8, CONTRACT.md "Trust and safety"): 9999 for a
 * restricted account, then 10003 when the seller blocked the buyer.
 */
export async function assertMayTrade(db: DbOrTx, userId: number, sellerId: number | null): Promise<void> {
  const u = await getUserById(db, userId);
  if (u?.restricted) throw restrictedError();
  if (sellerId !== null) await assertNotBlocked(db, sellerId, userId);
}

/**
 * Posting (POST /item/save, /item/publish): 9999 for a restricted account, the same answer as the
 * upload check, so a draft cannot be started or changed while the restriction is in force.
 */
export async function assertNotRestricted(db: DbOrTx, userId: number): Promise<void> {
  const u = await getUserById(db, userId);
  if (u?.restricted)
    throw new ApiError(
      Code.ACCOUNT_RESTRICTED,
      "Your account is restricted, so you cannot post items right now. Please contact support.",
    );
}

// ---------------------------------------------------------------------------------------------
// Reports

async function openCase(
  tx: DbOrTx,
  targetType: QueueTargetType,
  targetId: string,
  now: number,
): Promise<number> {
  const [row] = await tx
    .insert(moderationCases)
    .values({ targetType, targetId, status: "open", reportCount: 0, createdAt: now })
    .onConflictDoUpdate({
      target: [moderationCases.targetType, moderationCases.targetId],
      targetWhere: sql`${moderationCases.status} = 'open'`,
      set: { targetType },
    })
    .returning({ id: moderationCases.id });
  return row!.id;
}

/** Adds a report to the target's open case (one per reporter, or per signal reason); answers the case. */
async function addReport(
  tx: DbOrTx,
  input: {
    targetType: QueueTargetType;
    targetId: string;
    reporterId: number | null;
    reason: QueueReason;
    details: string;
    now: number;
  },
): Promise<number> {
  const caseId = await openCase(tx, input.targetType, input.targetId, input.now);
  const inserted = await tx
    .insert(moderationReports)
    .values({
      caseId,
      reporterId: input.reporterId,
      reason: input.reason,
      details: input.details,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: moderationReports.id });
  if (inserted.length)
    await tx
      .update(moderationCases)
      .set({ reportCount: sql`${moderationCases.reportCount} + 1` })
      .where(eq(moderationCases.id, caseId));
  return caseId;
}

/** POST /report: the same reporter reporting the same open target again gets the same reportId. */
export async function report(
  deps: AppDeps,
  auth: AuthInfo,
  input: ReportInput,
): Promise<{ reportId: number }> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    let targetId = input.targetId;
    if (input.targetType === "item") {
      const item = await findItemByNumber(tx, input.targetId);
      if (!item || item.status === "draft") throw notFound("This item does not exist");
      if (item.sellerId === auth.userId) throw fieldError("targetId", "You cannot report your own item");
      targetId = item.itemNumber;
    } else if (input.targetType === "user") {
      const id = Number(input.targetId);
      if (!Number.isSafeInteger(id) || id <= 0) throw fieldError("targetId", "Not a member's id");
      if (id === auth.userId) throw fieldError("targetId", "You cannot report yourself");
      if (!(await getUserById(tx, id))) throw notFound("This member does not exist");
      targetId = String(id);
    } else {
      const id = Number(input.targetId);
      if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647)
        throw fieldError("targetId", "Not a message's id");
      const m = await hooks.message?.(deps, tx, id);
      // Only the two sides of a conversation saw its messages.
      if (!m?.participants.includes(auth.userId)) throw notFound("This message does not exist");
      if (m.senderId === auth.userId) throw fieldError("targetId", "You cannot report your own message");
      targetId = String(id);
    }
    const reportId = await addReport(tx, {
      targetType: input.targetType,
      targetId,
      reporterId: auth.userId,
      reason: input.reason,
      details: input.details,
      now: deps.clock.now(),
    });
    return { reportId };
  });
}

/**
 * A report the server raises itself (a signal), into the same queue; `details` says why. Also the
 * way the order flow's own reports reach the queue (`order_report`, reporter given).
 */
export async function raiseReport(
  deps: AppDeps,
  tx: DbOrTx,
  input: {
    targetType: QueueTargetType;
    targetId: string;
    reason: QueueReason;
    details: string;
    reporterId?: number | null;
  },
): Promise<number> {
  return addReport(tx, { ...input, reporterId: input.reporterId ?? null, now: deps.clock.now() });
}

// ---------------------------------------------------------------------------------------------
// Blocks

export async function setBlock(deps: AppDeps, auth: AuthInfo, userId: number, block: boolean) {
  if (userId === auth.userId) throw fieldError("userId", "You cannot block yourself");
  const db = deps.database.db;
  if (!(await getUserById(db, userId))) throw notFound("This member does not exist");
  if (block)
    await db
      .insert(userBlocks)
      .values({ blockerId: auth.userId, blockedId: userId, createdAt: deps.clock.now() })
      .onConflictDoNothing();
  else
    await db
      .delete(userBlocks)
      .where(and(eq(userBlocks.blockerId, auth.userId), eq(userBlocks.blockedId, userId)));
  return { blocked: block };
}

export async function listBlocked(deps: AppDeps, auth: AuthInfo, q: PagingQuery) {
  const db = deps.database.db;
  const where = eq(userBlocks.blockerId, auth.userId);
  const [{ n }] = (await db.select({ n: count() }).from(userBlocks).where(where)) as [{ n: number }];
  const rows = await db
    .select({ id: userBlocks.blockedId })
    .from(userBlocks)
    .where(where)
    .orderBy(desc(userBlocks.createdAt), desc(userBlocks.blockedId))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  const list = [];
  for (const r of rows) {
    const u = await getUserById(db, r.id);
    list.push({ id: r.id, name: u ? displayName(u) : "Member" });
  }
  return pageOf(list, Number(n), q);
}

// ---------------------------------------------------------------------------------------------
// Operators

async function operatorOf(deps: AppDeps, auth: AuthInfo | null): Promise<UserRow> {
  if (!auth) throw forbidden("Only the marketplace's operators may do this");
  const u = await getUserById(deps.database.db, auth.userId);
  if (!u || !isOperatorEmail(u.email, deps.env.operatorEmails))
    throw forbidden("Only the marketplace's operators may do this");
  return u;
}

/** Every /admin/* call: 10003 for anyone not in OPERATOR_EMAILS. */
export async function requireOperator(deps: AppDeps, auth: AuthInfo | null): Promise<UserRow> {
  return operatorOf(deps, auth);
}

function actionsFor(targetType: string): DecisionAction[] {
  switch (targetType) {
    case "item":
      return ["dismiss", "remove_item", "restrict_user", "suspend_user"];
    case "order":
      // Settling a reported order from the console (refund_buyer, release_seller) is offered once
      // the orders module provides it (hooks.settleOrder).
      return hooks.settleOrder ? ["dismiss", "refund_buyer", "release_seller"] : ["dismiss"];
    default:
      return ["dismiss", "restrict_user", "suspend_user"];
  }
}

type CaseRow = typeof moderationCases.$inferSelect;
type ReportRow = typeof moderationReports.$inferSelect;

async function labelOf(deps: AppDeps, tx: Tx, targetType: string, targetId: string): Promise<string | null> {
  if (targetType === "item") return (await findItemByNumber(tx, targetId))?.title ?? null;
  if (targetType === "user") {
    const u = await getUserById(tx, Number(targetId));
    return u ? displayName(u) : null;
  }
  if (targetType === "message") return (await hooks.message?.(deps, tx, Number(targetId)))?.content ?? null;
  if (targetType === "order") return (await hooks.order?.(deps, tx, targetId))?.itemTitle ?? null;
  return null;
}

async function toAdminReport(
  deps: AppDeps,
  tx: Tx,
  c: CaseRow,
  first: ReportRow | undefined,
): Promise<AdminReport> {
  return {
    reportId: c.id,
    targetType: c.targetType as QueueTargetType,
    targetId: c.targetId,
    reason: (first?.reason ?? "other") as QueueReason,
    details: first?.details ?? "",
    reports: c.reportCount,
    createTime: c.createdAt,
    status: c.status as "open" | "resolved",
    system: first ? first.reporterId === null : false,
    targetLabel: await labelOf(deps, tx, c.targetType, c.targetId),
    actions: c.status === "open" ? actionsFor(c.targetType) : [],
    decisionId: c.decisionId,
  };
}

async function firstReports(tx: DbOrTx, caseIds: number[]): Promise<Map<number, ReportRow>> {
  if (!caseIds.length) return new Map();
  const rows = await tx
    .select()
    .from(moderationReports)
    .where(inArray(moderationReports.caseId, caseIds))
    .orderBy(moderationReports.id);
  const out = new Map<number, ReportRow>();
  for (const r of rows) if (!out.has(r.caseId)) out.set(r.caseId, r);
  return out;
}

/** GET /admin/reports: the open queue by how many reports, then oldest first; resolved newest first. */
export async function listReports(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery & { status: "open" | "resolved" },
): Promise<Page<AdminReport>> {
  await requireOperator(deps, auth);
  return deps.database.db.transaction(async (tx) => {
    const where = eq(moderationCases.status, q.status);
    const [{ n }] = (await tx.select({ n: count() }).from(moderationCases).where(where)) as [{ n: number }];
    const rows = await tx
      .select()
      .from(moderationCases)
      .where(where)
      .orderBy(
        ...(q.status === "open"
          ? [desc(moderationCases.reportCount), moderationCases.createdAt, moderationCases.id]
          : [desc(moderationCases.resolvedAt), desc(moderationCases.id)]),
      )
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize);
    const firsts = await firstReports(
      tx,
      rows.map((r) => r.id),
    );
    const list: AdminReport[] = [];
    for (const r of rows) list.push(await toAdminReport(deps, tx, r, firsts.get(r.id)));
    return pageOf(list, Number(n), q);
  });
}

const party = (u: UserRow) => ({ id: u.id, name: displayName(u), pic: u.pic });

async function userPanel(tx: Tx, userId: number): Promise<AdminReportDetail["user"]> {
  const u = await getUserById(tx, userId);
  if (!u) return null;
  // What members saw of them: their latest personal listings (drafts are nobody's business) and
  // the latest feedback they received.
  const { rows: recent } = await listSellerItems(tx, { userId, storeId: null }, "all", 0, {
    currentPage: 1,
    pageSize: 20,
  });
  const fb = (await hooks.recentFeedback?.(tx, userId, 10)) ?? [];
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(userStrikes)
    .where(eq(userStrikes.userId, userId))) as [{ n: number }];
  return {
    id: u.id,
    name: displayName(u),
    pic: u.pic,
    email: u.email,
    createTime: u.createdAt,
    restricted: u.restricted,
    suspended: u.suspendedAt !== null,
    strikes: Number(n),
    recentItems: recent
      .filter((r) => r.status !== "draft")
      .slice(0, 10)
      .map((r) => ({
        itemNumber: r.itemNumber,
        title: r.title,
        cover: r.images[0] ? fileUrl(r.images[0], 320) : null,
        status: r.status,
      })),
    recentFeedback: fb,
  };
}

async function itemPanel(tx: Tx, item: ItemRow): Promise<AdminReportDetail["item"]> {
  const seller = await getUserById(tx, item.sellerId);
  return {
    itemNumber: item.itemNumber,
    title: item.title,
    description: item.description,
    images: item.images.map((f) => fileUrl(f, 640)),
    status: item.status,
    saleType: item.saleType as "auction" | "fixed",
    priceCents: item.saleType === "auction" ? (item.currentPriceCents ?? item.priceCents) : item.priceCents,
    seller: seller ? party(seller) : { id: item.sellerId, name: "Member", pic: null },
  };
}

/** GET /admin/reports/detail: the target as the reporters saw it, and every report of the entry. */
export async function reportDetail(
  deps: AppDeps,
  auth: AuthInfo,
  reportId: number,
): Promise<AdminReportDetail> {
  await requireOperator(deps, auth);
  return deps.database.db.transaction(async (tx) => {
    const [c] = await tx.select().from(moderationCases).where(eq(moderationCases.id, reportId));
    if (!c) throw notFound("No report has this id");
    const reps = [];
    for (const r of await tx
      .select()
      .from(moderationReports)
      .where(eq(moderationReports.caseId, c.id))
      .orderBy(moderationReports.id))
      reps.push({ r, u: r.reporterId === null ? null : await getUserById(tx, r.reporterId) });
    const out: AdminReportDetail = {
      report: await toAdminReport(deps, tx, c, reps[0]?.r),
      reporters: reps.map(({ r, u }) => ({
        reporter: u ? party(u) : null,
        reason: r.reason as QueueReason,
        details: r.details,
        createTime: r.createdAt,
      })),
      item: null,
      user: null,
      messages: null,
      order: null,
    };
    if (c.targetType === "item") {
      const item = await findItemByNumber(tx, c.targetId);
      if (item) {
        out.item = await itemPanel(tx, item);
        out.user = await userPanel(tx, item.sellerId);
      }
    } else if (c.targetType === "user") {
      out.user = await userPanel(tx, Number(c.targetId));
    } else if (c.targetType === "message") {
      const id = Number(c.targetId);
      const m = await hooks.message?.(deps, tx, id);
      if (m) {
        const around = (await hooks.messagesAround?.(deps, tx, id, 10)) ?? [m];
        const names = new Map<number, string>();
        for (const pid of m.participants) {
          const u = await getUserById(tx, pid);
          names.set(pid, u ? displayName(u) : "Member");
        }
        out.messages = around.map((x) => ({
          id: x.id,
          senderId: x.senderId,
          senderName: names.get(x.senderId) ?? "Member",
          content: x.content,
          createTime: x.createTime,
          reported: x.id === id,
        }));
        out.user = await userPanel(tx, m.senderId);
        const item = await findItemByNumber(tx, m.itemNumber);
        if (item) out.item = await itemPanel(tx, item);
      }
    } else if (c.targetType === "order") {
      const o = await hooks.order?.(deps, tx, c.targetId);
      if (o) {
        const [b, s] = [await getUserById(tx, o.buyerId), await getUserById(tx, o.sellerId)];
        out.order = {
          orderNumber: o.orderNumber,
          status: o.status,
          amountCents: o.amountCents,
          reportReason: o.reportReason,
          buyer: b ? party(b) : { id: o.buyerId, name: "Member", pic: null },
          seller: s ? party(s) : { id: o.sellerId, name: "Member", pic: null },
        };
        const item = await findItemByNumber(tx, o.itemNumber);
        if (item) out.item = await itemPanel(tx, item);
      }
    }
    return out;
  });
}

// ---------------------------------------------------------------------------------------------
// Decisions

type Undo = { itemStatus?: string; restricted?: boolean; suspended?: boolean };

/** Who a decision is about: the one who reads its statement of reasons and may appeal. */
async function affectedUserOf(
  deps: AppDeps,
  tx: Tx,
  targetType: string,
  targetId: string,
  action: DecisionAction,
): Promise<number | null> {
  if (action === "dismiss") return null;
  if (targetType === "item") return (await findItemByNumber(tx, targetId))?.sellerId ?? null;
  if (targetType === "user") return Number(targetId);
  if (targetType === "message") return (await hooks.message?.(deps, tx, Number(targetId)))?.senderId ?? null;
  if (targetType === "order") {
    const o = await hooks.order?.(deps, tx, targetId);
    if (!o) return null;
    return action === "refund_buyer" ? o.sellerId : o.buyerId;
  }
  return null;
}

/** The decision's effect, at once; answers what reversing it must restore. */
async function applyEffect(
  deps: AppDeps,
  tx: Tx,
  action: DecisionAction,
  _targetType: string,
  targetId: string,
  affected: number | null,
  note: string,
): Promise<Undo> {
  const now = deps.clock.now();
  switch (action) {
    case "dismiss":
      return {};
    case "remove_item": {
      const item = await lockItemByNumber(tx, targetId);
      if (!item) throw notFound("The item no longer exists");
      if (item.status === "removed") throw conflict("This item is already removed");
      const updated = (await setItemStatusByModeration(tx, item.id, "removed", now))!;
      for (const fn of hooks.itemRemoved) await fn(deps, tx, updated);
      return { itemStatus: item.status };
    }
    case "restrict_user":
      if (affected === null) throw notFound("The member no longer exists");
      return { restricted: await setRestricted(tx, affected, true) };
    case "suspend_user":
      if (affected === null) throw notFound("The member no longer exists");
      return { suspended: await setSuspended(deps, tx, affected, true) };
    case "refund_buyer":
    case "release_seller":
      if (!hooks.settleOrder) throw notFound("Orders cannot be settled here");
      await hooks.settleOrder(deps, tx, targetId, action, note);
      return {};
  }
}

/** Whether another decision still in force keeps the same user restricted (or suspended). */
async function otherInForce(
  tx: Tx,
  decisionId: number,
  userId: number,
  action: DecisionAction,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: moderationDecisions.id })
    .from(moderationDecisions)
    .where(
      and(
        eq(moderationDecisions.affectedUserId, userId),
        eq(moderationDecisions.action, action),
        ne(moderationDecisions.status, "reversed"),
        ne(moderationDecisions.id, decisionId),
      ),
    )
    .limit(1);
  return !!row;
}

async function undoEffect(deps: AppDeps, tx: Tx, d: typeof moderationDecisions.$inferSelect): Promise<void> {
  const undo = d.undo as Undo;
  const now = deps.clock.now();
  switch (d.action as DecisionAction) {
    case "remove_item": {
      const item = await lockItemByNumber(tx, d.targetId);
      if (item?.status === "removed") {
        const back = (await setItemStatusByModeration(tx, item.id, undo.itemStatus ?? "active", now))!;
        for (const fn of hooks.itemRestored) await fn(deps, tx, back);
      }
      return;
    }
    case "restrict_user":
      if (
        d.affectedUserId !== null &&
        !undo.restricted &&
        !(await otherInForce(tx, d.id, d.affectedUserId, "restrict_user"))
      )
        await setRestricted(tx, d.affectedUserId, false);
      return;
    case "suspend_user":
      if (
        d.affectedUserId !== null &&
        !undo.suspended &&
        !(await otherInForce(tx, d.id, d.affectedUserId, "suspend_user"))
      )
        await setSuspended(deps, tx, d.affectedUserId, false);
      return;
    default:
      return;
  }
}

async function audit(
  deps: AppDeps,
  tx: DbOrTx,
  who: UserRow | null,
  entry: { action: string; targetType: string; targetId: string; note: string; decisionId: number | null },
): Promise<void> {
  await tx.insert(moderationAudit).values({
    operatorId: who?.id ?? null,
    operatorEmail: who?.email ?? "system",
    ...entry,
    createdAt: deps.clock.now(),
  });
}

/** Appealable: the decision did something to someone that can be undone. */
const APPEALABLE: readonly string[] = ["remove_item", "restrict_user", "suspend_user"];

async function decide(
  deps: AppDeps,
  tx: Tx,
  who: UserRow | null,
  c: CaseRow,
  action: DecisionAction,
  note: string,
  reason: QueueReason,
): Promise<number> {
  const affected = await affectedUserOf(deps, tx, c.targetType, c.targetId, action);
  const undo = await applyEffect(deps, tx, action, c.targetType, c.targetId, affected, note);
  const now = deps.clock.now();
  const [d] = await tx
    .insert(moderationDecisions)
    .values({
      caseId: c.id,
      operatorId: who?.id ?? null,
      action,
      targetType: c.targetType,
      targetId: c.targetId,
      affectedUserId: affected,
      reason,
      note,
      status: "in_force",
      undo,
      createdAt: now,
    })
    .returning({ id: moderationDecisions.id });
  const decisionId = d!.id;
  await tx
    .update(moderationCases)
    .set({ status: "resolved", resolvedAt: now, decisionId })
    .where(eq(moderationCases.id, c.id));
  await audit(deps, tx, who, { action, targetType: c.targetType, targetId: c.targetId, note, decisionId });
  // The member the decision is about reads its reasons (a dismissal concerns nobody).
  if (affected !== null && APPEALABLE.includes(action))
    await notify(deps, tx, {
      userId: affected,
      title:
        action === "remove_item"
          ? "Your listing was removed"
          : action === "restrict_user"
            ? "Your account was restricted"
            : "Your account was suspended",
      content: `Reasons: ${note} You can appeal this decision.`,
      jumpType: JumpType.DECISION,
      jumpId: String(decisionId),
    });
  return decisionId;
}

/** POST /admin/reports/resolve: the decision takes effect at once and the affected user is told. */
export async function resolveReport(
  deps: AppDeps,
  auth: AuthInfo,
  input: { reportId: number; action: DecisionAction; note: string },
): Promise<{ decisionId: number }> {
  const who = await requireOperator(deps, auth);
  return deps.database.db.transaction(async (tx) => {
    const [c] = await tx
      .select()
      .from(moderationCases)
      .where(eq(moderationCases.id, input.reportId))
      .for("update");
    if (!c) throw notFound("No report has this id");
    if (c.status !== "open") throw conflict("This report was already resolved");
    if (!actionsFor(c.targetType).includes(input.action))
      throw fieldError("action", "This action does not fit the reported target");
    const [first] = await tx
      .select({ reason: moderationReports.reason })
      .from(moderationReports)
      .where(eq(moderationReports.caseId, c.id))
      .orderBy(moderationReports.id)
      .limit(1);
    const decisionId = await decide(
      deps,
      tx,
      who,
      c,
      input.action,
      input.note,
      (first?.reason ?? "other") as QueueReason,
    );
    return { decisionId };
  });
}

// ---------------------------------------------------------------------------------------------
// Decisions' pages and appeals

export async function decisionDetail(
  deps: AppDeps,
  auth: AuthInfo,
  decisionId: number,
): Promise<DecisionDetail> {
  const db = deps.database.db;
  return db.transaction(async (tx) => {
    const [d] = await tx.select().from(moderationDecisions).where(eq(moderationDecisions.id, decisionId));
    const me = await getUserById(tx, auth.userId);
    const operator = !!me && isOperatorEmail(me.email, deps.env.operatorEmails);
    if (!d || (d.affectedUserId !== auth.userId && !operator)) throw notFound("No decision has this id");
    const [a] = await tx.select().from(moderationAppeals).where(eq(moderationAppeals.decisionId, d.id));
    return {
      decisionId: d.id,
      action: d.action as DecisionAction,
      targetType: d.targetType as QueueTargetType,
      targetId: d.targetId,
      targetLabel: await labelOf(deps, tx, d.targetType, d.targetId),
      reason: d.reason as QueueReason,
      note: d.note,
      status: d.status as DecisionDetail["status"],
      createTime: d.createdAt,
      appeal: a
        ? {
            appealId: a.id,
            text: a.text,
            status: a.status as "open" | "upheld" | "reversed",
            createTime: a.createdAt,
            resolveTime: a.resolvedAt,
          }
        : null,
      canAppeal: !a && d.affectedUserId === auth.userId && APPEALABLE.includes(d.action),
    };
  });
}

/** POST /appeal: the affected user, once per decision. */
export async function appeal(deps: AppDeps, auth: AuthInfo, input: { decisionId: number; text: string }) {
  return deps.database.db.transaction(async (tx) => {
    const [d] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, input.decisionId));
    if (!d || d.affectedUserId !== auth.userId) throw notFound("No decision has this id");
    if (!APPEALABLE.includes(d.action)) throw fieldError("decisionId", "This decision cannot be appealed");
    const rows = await tx
      .insert(moderationAppeals)
      .values({
        decisionId: d.id,
        userId: auth.userId,
        text: input.text,
        status: "open",
        createdAt: deps.clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: moderationAppeals.id });
    if (!rows.length) throw conflict("You already appealed this decision");
    return { appealId: rows[0]!.id };
  });
}

export async function listAppeals(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery & { status: "open" | "resolved" },
) {
  await requireOperator(deps, auth);
  return deps.database.db.transaction(async (tx) => {
    const where =
      q.status === "open" ? eq(moderationAppeals.status, "open") : ne(moderationAppeals.status, "open");
    const [{ n }] = (await tx.select({ n: count() }).from(moderationAppeals).where(where)) as [{ n: number }];
    const rows = await tx
      .select({ a: moderationAppeals, d: moderationDecisions })
      .from(moderationAppeals)
      .innerJoin(moderationDecisions, eq(moderationDecisions.id, moderationAppeals.decisionId))
      .where(where)
      .orderBy(
        ...(q.status === "open"
          ? [moderationAppeals.createdAt, moderationAppeals.id]
          : [desc(moderationAppeals.resolvedAt), desc(moderationAppeals.id)]),
      )
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize);
    const list = [];
    for (const { a, d } of rows) {
      const u = await getUserById(tx, a.userId);
      list.push({
        appealId: a.id,
        decisionId: d.id,
        text: a.text,
        createTime: a.createdAt,
        status: a.status as "open" | "upheld" | "reversed",
        decision: {
          action: d.action as DecisionAction,
          targetType: d.targetType as QueueTargetType,
          targetId: d.targetId,
          targetLabel: await labelOf(deps, tx, d.targetType, d.targetId),
          note: d.note,
          createTime: d.createdAt,
        },
        appellant: u ? party(u) : { id: a.userId, name: "Member", pic: null },
      });
    }
    return pageOf(list, Number(n), q);
  });
}

/** POST /admin/appeals/resolve: uphold keeps the decision; reverse undoes it fully. */
export async function resolveAppeal(
  deps: AppDeps,
  auth: AuthInfo,
  input: { appealId: number; uphold: boolean; note: string },
): Promise<Record<string, never>> {
  const who = await requireOperator(deps, auth);
  return deps.database.db.transaction(async (tx) => {
    const [a] = await tx
      .select()
      .from(moderationAppeals)
      .where(eq(moderationAppeals.id, input.appealId))
      .for("update");
    if (!a) throw notFound("No appeal has this id");
    if (a.status !== "open") throw conflict("This appeal was already decided");
    const [d] = await tx
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.id, a.decisionId))
      .for("update");
    const now = deps.clock.now();
    const outcome = input.uphold ? "upheld" : "reversed";
    if (!input.uphold) await undoEffect(deps, tx, d!);
    await tx
      .update(moderationAppeals)
      .set({ status: outcome, resolvedAt: now })
      .where(eq(moderationAppeals.id, a.id));
    await tx.update(moderationDecisions).set({ status: outcome }).where(eq(moderationDecisions.id, d!.id));
    await audit(deps, tx, who, {
      action: input.uphold ? "appeal_upheld" : "appeal_reversed",
      targetType: d!.targetType,
      targetId: d!.targetId,
      note: input.note,
      decisionId: d!.id,
    });
    await notify(deps, tx, {
      userId: a.userId,
      title: input.uphold ? "Your appeal was declined" : "Your appeal was accepted",
      content: input.uphold
        ? `The decision stays in force.${input.note ? ` ${input.note}` : ""}`
        : `The decision was reversed.${input.note ? ` ${input.note}` : ""}`,
      jumpType: JumpType.DECISION,
      jumpId: String(d!.id),
    });
    return {};
  });
}

export async function listAudit(deps: AppDeps, auth: AuthInfo, q: PagingQuery) {
  await requireOperator(deps, auth);
  const db = deps.database.db;
  const [{ n }] = (await db.select({ n: count() }).from(moderationAudit)) as [{ n: number }];
  const rows = await db
    .select()
    .from(moderationAudit)
    .orderBy(desc(moderationAudit.createdAt), desc(moderationAudit.id))
    .limit(q.pageSize)
    .offset((q.currentPage - 1) * q.pageSize);
  return pageOf(
    rows.map((r) => ({
      id: r.id,
      operator: r.operatorEmail,
      action: r.action as never,
      targetType: r.targetType,
      targetId: r.targetId,
      note: r.note,
      createTime: r.createdAt,
      decisionId: r.decisionId,
    })),
    Number(n),
    q,
  );
}

// ---------------------------------------------------------------------------------------------
// Signals

/**
 * A bid was placed: remember the bidder's address, and raise a signal when the seller acted from
 * the same address (shill bidding), or when a new account bids in a burst. `recentBids` is the
 * bidder's bids in the last BID_BURST_WINDOW_MS, counted by the auctions module.
 */
export async function noteBid(
  deps: AppDeps,
  tx: DbOrTx,
  input: {
    bidderId: number;
    sellerId: number;
    itemNumber: string;
    address: string | null;
    recentBids: number;
  },
): Promise<void> {
  const now = deps.clock.now();
  if (input.address) {
    await noteAddress(deps, tx, input.bidderId, input.address);
    const [shared] = await tx
      .select({ a: userAddresses.address })
      .from(userAddresses)
      .where(and(eq(userAddresses.userId, input.sellerId), eq(userAddresses.address, input.address)));
    if (shared)
      await raiseReport(deps, tx, {
        targetType: "item",
        targetId: input.itemNumber,
        reason: "shared_address",
        details: `Bidder #${input.bidderId} bid from the network address ${input.address}, which the seller #${input.sellerId} also used.`,
      });
  }
  if (input.recentBids >= BID_BURST_COUNT) {
    const u = await getUserById(tx, input.bidderId);
    if (u && now - u.createdAt < NEW_ACCOUNT_MS)
      await raiseReport(deps, tx, {
        targetType: "user",
        targetId: String(input.bidderId),
        reason: "bid_burst",
        details: `A new account placed ${input.recentBids} bids within ${BID_BURST_WINDOW_MS / 60_000} minutes.`,
      });
  }
}

/** The member acted from `address` (as the client-address source reads it). */
export async function noteAddress(deps: AppDeps, tx: DbOrTx, userId: number, address: string): Promise<void> {
  await tx
    .insert(userAddresses)
    .values({ userId, address, lastSeenAt: deps.clock.now() })
    .onConflictDoUpdate({
      target: [userAddresses.userId, userAddresses.address],
      set: { lastSeenAt: deps.clock.now() },
    });
}

/**
 * A winner let an order expire unpaid: a strike and a signal; the third strike restricts the
 * account with a decision like any other (appealable, audited as `system`).
 */
export async function recordStrike(
  deps: AppDeps,
  tx: Tx,
  userId: number,
  orderNumber: string,
): Promise<void> {
  const inserted = await tx
    .insert(userStrikes)
    .values({ userId, orderNumber, createdAt: deps.clock.now() })
    .onConflictDoNothing()
    .returning({ id: userStrikes.id });
  if (!inserted.length) return;
  const [{ n }] = (await tx
    .select({ n: count() })
    .from(userStrikes)
    .where(eq(userStrikes.userId, userId))) as [{ n: number }];
  const strikes = Number(n);
  const caseId = await raiseReport(deps, tx, {
    targetType: "user",
    targetId: String(userId),
    reason: "unpaid_order",
    details: `Won order ${orderNumber} and let it expire unpaid (strike ${strikes}).`,
  });
  const u = await getUserById(tx, userId);
  if (strikes < STRIKES_TO_RESTRICT || !u || u.restricted) return;
  await raiseReport(deps, tx, {
    targetType: "user",
    targetId: String(userId),
    reason: "strikes",
    details: `${strikes} won orders expired unpaid: the account is restricted automatically.`,
  });
  const [c] = await tx.select().from(moderationCases).where(eq(moderationCases.id, caseId)).for("update");
  await decide(
    deps,
    tx,
    null,
    c!,
    "restrict_user",
    `You won ${strikes} auctions or purchases and did not pay before the orders expired. Bidding and buying are paused on your account.`,
    "strikes",
  );
}

/** Strikes of a user (for the console and tests). */
export async function strikesOf(db: DbOrTx, userId: number, since = 0): Promise<number> {
  const [{ n }] = (await db
    .select({ n: count() })
    .from(userStrikes)
    .where(and(eq(userStrikes.userId, userId), gte(userStrikes.createdAt, since)))) as [{ n: number }];
  return Number(n);
}
