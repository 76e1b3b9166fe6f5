import { randomBytes } from "node:crypto";
import { and, count, desc, eq, gte, inArray, isNull, lte } from "drizzle-orm";
import { Code } from "#shared/codes";
import type { Page } from "#shared/contract/common";
import type { WalletTransaction } from "#shared/contract/wallet";
import { formatCents } from "#shared/money";
import { bankAccounts, ledgerTransactions, paymentAccounts, payouts } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, fieldError, forbidden, notFound } from "../../platform/errors.ts";
import { ownPath } from "../../platform/redirects.ts";
import { getStoreRole, getUserById, managesStore } from "../accounts/index.ts";
import { notify } from "../notifications/index.ts";
import { heldCents } from "./disputes.service.ts";
import {
  type LedgerRow,
  lockWallet,
  type Purse,
  recordPayout,
  reversePayout,
  sellerBalances,
  transactionRows,
} from "./ledger.service.ts";
import { addPaymentAccount, findPaymentAccount } from "./payment-accounts.ts";

/**
 * The purse the request's identity speaks for: Personal, the user's own sales; a store, the store's
 * sales, which only its owner sees and withdraws (team roles: `wallet.manage` is the owner's).
 */
export async function walletPurse(
  deps: AppDeps,
  auth: AuthInfo,
  /** Sales figures only (revenue): the store's owner and admins see those, as the seller portal does. */
  opts: { figures?: boolean } = {},
): Promise<Purse> {
  if (auth.storeId === null) return { userId: auth.userId, storeId: null };
  const role = await getStoreRole(deps.database.db, auth.storeId, auth.userId);
  if (opts.figures ? !managesStore(role) : role !== "owner")
    throw forbidden("Only the store's owner can see and withdraw the store's money.");
  return { userId: auth.userId, storeId: auth.storeId };
}

/** Rows of a purse in a table with `userId` and `storeId` columns (payouts, ledger transactions). */
function ofPurse(t: typeof payouts | typeof ledgerTransactions, p: Purse) {
  return p.storeId !== null ? eq(t.storeId, p.storeId) : and(eq(t.userId, p.userId), isNull(t.storeId));
}

export async function getBalance(deps: AppDeps, auth: AuthInfo) {
  const purse = await walletPurse(deps, auth);
  const b = await sellerBalances(deps.database.db, purse);
  const held = await heldCents(deps.database.db, purse);
  return { ...b, heldCents: held, owedCents: Math.max(0, -b.availableCents), currency: "USD" as const };
}

export async function listTransactions(
  deps: AppDeps,
  auth: AuthInfo,
  q: { currentPage: number; pageSize: number; type?: string | undefined },
): Promise<Page<WalletTransaction>> {
  const { rows, total } = await transactionRows(
    deps.database.db,
    await walletPurse(deps, auth),
    { kind: q.type },
    q.pageSize,
    (q.currentPage - 1) * q.pageSize,
  );
  return { list: rows.map(toWalletTransaction), total, hasNextPage: q.currentPage * q.pageSize < total };
}

function toWalletTransaction(r: LedgerRow): WalletTransaction {
  return {
    id: r.id,
    type: r.kind,
    amountCents: r.displayCents,
    createTime: r.createTime,
    orderNumber: r.orderNumber,
    payoutId: r.payoutId,
    grossCents: r.grossCents,
    feeCents: r.feeCents,
    netCents: r.grossCents === null || r.feeCents === null ? null : r.grossCents - r.feeCents,
    availableChangeCents: r.availableChange,
    pendingChangeCents: r.pendingChange,
    feeDueChangeCents: r.feeDueChange,
    availableAfterCents: r.availableAfter,
    pendingAfterCents: r.pendingAfter,
    feeDueAfterCents: r.feeDueAfter,
  };
}

const CSV_TYPE_NAMES: Record<WalletTransaction["type"], string> = {
  payment: "Card sale",
  release: "Handed over: pending to available",
  refund: "Refund",
  cash_sale: "Cash sale",
  fee_settlement: "Cash-sale fees netted",
  payout: "Withdrawal",
  payout_reversal: "Withdrawal returned",
  dispute_hold: "Card dispute opened: amount held",
  dispute_release: "Card dispute won: hold released",
  dispute_lost: "Card dispute lost",
};

/** A spreadsheet cell: quoted when needed, and never read as a formula (CSV injection). */
function csvCell(v: string | number | null): string {
  if (v === null) return "";
  let s = String(v);
  if (typeof v === "string" && /^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}
const dollars = (c: number | null) => (c === null ? null : (c / 100).toFixed(2));

/**
 * GET /wallet/transactions/export: the same rows as the list, oldest first, as CSV an accountant's
 * spreadsheet opens (UTF-8 with a byte-order mark, dollars with two decimals, ISO times in UTC).
 */
export async function exportTransactionsCsv(
  deps: AppDeps,
  auth: AuthInfo,
  q: { type?: string | undefined; startTime?: number | undefined; endTime?: number | undefined },
): Promise<string> {
  const { rows } = await transactionRows(
    deps.database.db,
    await walletPurse(deps, auth),
    { kind: q.type, startTime: q.startTime, endTime: q.endTime },
    null,
  );
  const header = [
    "Date (UTC)",
    "Transaction",
    "Type",
    "Order",
    "Withdrawal",
    "Amount handed over or paid (USD)",
    "Fee (USD)",
    "Net (USD)",
    "Available change (USD)",
    "Pending change (USD)",
    "Fees due change (USD)",
    "Available balance (USD)",
    "Pending balance (USD)",
    "Fees due (USD)",
  ];
  const lines = [header.map(csvCell).join(",")];
  for (const r of rows.reverse()) {
    const t = toWalletTransaction(r);
    lines.push(
      [
        new Date(t.createTime).toISOString().replace("T", " ").slice(0, 19),
        t.id,
        CSV_TYPE_NAMES[t.type],
        t.orderNumber,
        t.payoutId,
        dollars(t.grossCents),
        dollars(t.feeCents),
        dollars(t.netCents),
        dollars(t.availableChangeCents),
        dollars(t.pendingChangeCents),
        dollars(t.feeDueChangeCents),
        dollars(t.availableAfterCents),
        dollars(t.pendingAfterCents),
        dollars(t.feeDueAfterCents),
      ]
        .map(csvCell)
        .join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

const DAY = 86_400_000;

/** Net sales per day (card payments and cash sales net of the fee, minus refunds), for the chart. */
export async function revenue(
  deps: AppDeps,
  auth: AuthInfo,
  q: { startTime?: number; endTime?: number; tzOffsetMinutes: number },
) {
  const endTime = q.endTime ?? deps.clock.now();
  const startTime = q.startTime ?? endTime - 29 * DAY;
  if (startTime > endTime) throw fieldError("startTime", "must not be after endTime");
  if (endTime - startTime > 366 * DAY) throw fieldError("startTime", "the range is at most a year");
  const purse = await walletPurse(deps, auth, { figures: true });
  const rows = await deps.database.db
    .select({
      kind: ledgerTransactions.kind,
      cents: ledgerTransactions.displayCents,
      t: ledgerTransactions.createTime,
    })
    .from(ledgerTransactions)
    .where(
      and(
        ofPurse(ledgerTransactions, purse),
        inArray(ledgerTransactions.kind, ["payment", "cash_sale", "refund"]),
        gte(ledgerTransactions.createTime, startTime),
        lte(ledgerTransactions.createTime, endTime),
      ),
    );
  const shift = q.tzOffsetMinutes * 60_000;
  const dayOf = (t: number) => new Date(t + shift).toISOString().slice(0, 10);
  const series: { date: string; amountCents: number; orderCount: number }[] = [];
  const index = new Map<string, (typeof series)[number]>();
  for (let t = Math.floor((startTime + shift) / DAY) * DAY - shift; t <= endTime; t += DAY) {
    const point = { date: dayOf(t), amountCents: 0, orderCount: 0 };
    if (!index.has(point.date)) {
      index.set(point.date, point);
      series.push(point);
    }
  }
  let totalCents = 0;
  let orderCount = 0;
  for (const r of rows) {
    const p = index.get(dayOf(r.t));
    if (!p) continue;
    p.amountCents += r.cents;
    totalCents += r.cents;
    if (r.kind !== "refund") {
      p.orderCount++;
      orderCount++;
    }
  }
  return { startTime, endTime, totalCents, orderCount, series };
}

// ---------------------------------------------------------------------------------------------
// Connected account (payouts) and the withdraw guard

async function requireUserData(deps: AppDeps, userId: number) {
  const u = await getUserById(deps.database.db, userId);
  if (!u?.userDataConfirmed)
    throw new ApiError(
      Code.PAYOUT_NEEDS_USER_DATA,
      "Please confirm your personal details before withdrawing.",
    );
  return u;
}

async function connectedRow(deps: AppDeps, userId: number) {
  return findPaymentAccount(deps.database.db, userId, deps.payments.name, "connected");
}

/**
 * The onboarding returns only to this site (no open redirect): a path (what the client sends), or an
 * address on the origin the request came to or on PUBLIC_URL. Either way the absolute address is
 * built on the request's origin, where the person is signed in.
 */
function absoluteUrl(deps: AppDeps, origin: string, field: string, url: string): string {
  const own = ownPath(origin, url) ?? ownPath(deps.env.PUBLIC_URL, url);
  if (own === null) throw fieldError(field, "must be a path of this site");
  return new URL(own, origin).toString();
}

/**
 * The withdraw guard's call: 90081 until the user confirmed their details; `redirectLink` to the
 * provider's onboarding while the connected account is not ready; empty when it is.
 */
export async function connectedAccount(
  deps: AppDeps,
  auth: AuthInfo,
  q: { refreshUrl: string; returnUrl: string },
  origin: string = deps.env.PUBLIC_URL,
): Promise<{ redirectLink: string }> {
  const refreshUrl = absoluteUrl(deps, origin, "refreshUrl", q.refreshUrl);
  const returnUrl = absoluteUrl(deps, origin, "returnUrl", q.returnUrl);
  const user = await requireUserData(deps, auth.userId);
  const provider = deps.payments;
  let row = await connectedRow(deps, auth.userId);
  if (!row) {
    const ref = await provider.createConnectedAccount({ userId: auth.userId, email: user.email });
    await addPaymentAccount(deps.database.db, {
      userId: auth.userId,
      provider: provider.name,
      kind: "connected",
      providerRef: ref,
      ready: false,
      updateTime: deps.clock.now(),
    });
    row = (await connectedRow(deps, auth.userId))!;
  }
  if (row.ready) return { redirectLink: "" };
  if (provider.name !== "sandbox" && (await provider.accountReady(row.providerRef))) {
    await connectedAccountUpdated(deps, row.providerRef, true);
    return { redirectLink: "" };
  }
  const redirectLink = await provider.accountLink({
    accountRef: row.providerRef,
    refreshUrl,
    returnUrl,
    userId: auth.userId,
  });
  return { redirectLink };
}

export async function completeSandboxOnboarding(deps: AppDeps, userId: number, accountRef: string) {
  await deps.database.db
    .update(paymentAccounts)
    .set({ ready: true, updateTime: deps.clock.now() })
    .where(
      and(
        eq(paymentAccounts.userId, userId),
        eq(paymentAccounts.providerRef, accountRef),
        eq(paymentAccounts.kind, "connected"),
      ),
    );
}

export async function connectedAccountUpdated(deps: AppDeps, providerRef: string, ready: boolean) {
  await deps.database.db
    .update(paymentAccounts)
    .set({ ready, updateTime: deps.clock.now() })
    .where(and(eq(paymentAccounts.providerRef, providerRef), eq(paymentAccounts.kind, "connected")));
}

// ---------------------------------------------------------------------------------------------
// Withdrawals

type PayoutRow = typeof payouts.$inferSelect;
const payoutView = (p: PayoutRow) => ({
  payoutId: p.id,
  status: p.status as "pending" | "paid" | "failed",
  amountCents: p.amountCents,
  createTime: p.createTime,
  arrivalTime: p.arrivalTime,
  failureMessage: p.failureMessage,
});

/**
 * Withdraw from the available balance: checked and written under the wallet's lock, so two
 * withdrawals can never spend the same cents. A payout the processor refuses is reversed at once.
 */
export async function withdraw(deps: AppDeps, auth: AuthInfo, amountCents: number) {
  const purse = await walletPurse(deps, auth);
  await requireUserData(deps, auth.userId);
  const account = await connectedRow(deps, auth.userId);
  if (!account?.ready)
    throw new ApiError(Code.FORBIDDEN, "Finish setting up your payout account before withdrawing.");
  const provider = deps.payments;
  const row = await deps.database.db.transaction(async (tx) => {
    await lockWallet(tx, purse);
    const b = await sellerBalances(tx, purse);
    // Money held by open card disputes stays put until they are decided.
    const spendable = Math.max(0, b.availableCents - (await heldCents(tx, purse)));
    if (amountCents > spendable)
      throw new ApiError(
        Code.INSUFFICIENT_BALANCE,
        `You can withdraw at most ${formatCents(spendable)} right now.`,
        { availableCents: spendable },
      );
    const now = deps.clock.now();
    const id = `po_${randomBytes(12).toString("base64url")}`;
    await tx.insert(payouts).values({
      id,
      userId: auth.userId,
      storeId: purse.storeId,
      amountCents,
      status: "pending",
      provider: provider.name,
      createTime: now,
      updateTime: now,
    });
    const p = { id, userId: auth.userId, storeId: purse.storeId, amountCents };
    await recordPayout(deps, tx, p);
    const res = await provider.payout({
      accountRef: account.providerRef,
      amountCents,
      idempotencyKey: `payout:${id}`,
      payoutId: id,
    });
    if (res.status === "failed") await reversePayout(deps, tx, p);
    const [updated] = await tx
      .update(payouts)
      .set({
        status: res.status,
        providerRef: res.providerRef,
        arrivalTime: res.arrivalTime,
        failureMessage: res.status === "failed" ? (res.message ?? "The payout failed.") : null,
        updateTime: now,
      })
      .where(eq(payouts.id, id))
      .returning();
    return updated!;
  });
  return payoutView(row);
}

/** The processor's word on a pending payout (webhook): paid, or failed and returned to available. */
export async function payoutSettled(
  deps: AppDeps,
  providerRef: string,
  outcome: { ok: true } | { ok: false; message: string },
) {
  await deps.database.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payouts).where(eq(payouts.providerRef, providerRef)).for("update");
    if (p?.status !== "pending") return;
    const now = deps.clock.now();
    if (outcome.ok) {
      await tx
        .update(payouts)
        .set({ status: "paid", arrivalTime: p.arrivalTime ?? now, updateTime: now })
        .where(eq(payouts.id, p.id));
      return;
    }
    await lockWallet(tx, p);
    await reversePayout(deps, tx, p);
    await tx
      .update(payouts)
      .set({ status: "failed", failureMessage: outcome.message, updateTime: now })
      .where(eq(payouts.id, p.id));
    await notify(deps, tx, {
      userId: p.userId,
      title: "Withdrawal failed",
      content: `Your withdrawal of ${formatCents(p.amountCents)} failed and is back in your balance.`,
      jumpType: 0,
    });
  });
}

export async function getPayout(deps: AppDeps, auth: AuthInfo, payoutId: string) {
  const [p] = await deps.database.db
    .select()
    .from(payouts)
    .where(and(eq(payouts.id, payoutId), ofPurse(payouts, await walletPurse(deps, auth))));
  if (!p) throw notFound("Withdrawal not found");
  return payoutView(p);
}

export async function listPayouts(
  deps: AppDeps,
  auth: AuthInfo,
  q: { currentPage: number; pageSize: number },
) {
  const db = deps.database.db;
  const where = ofPurse(payouts, await walletPurse(deps, auth));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(payouts)
      .where(where)
      .orderBy(desc(payouts.createTime))
      .limit(q.pageSize)
      .offset((q.currentPage - 1) * q.pageSize),
    db.select({ n: count() }).from(payouts).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { list: rows.map(payoutView), total: n, hasNextPage: q.currentPage * q.pageSize < n };
}

// ---------------------------------------------------------------------------------------------
// Bank account (display only: the processor holds the real details)

export async function getBankAccount(deps: AppDeps, auth: AuthInfo) {
  const [row] = await deps.database.db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, auth.userId));
  return row ? { holderName: row.holderName, last4: row.last4, routingMasked: row.routingMasked } : null;
}

/** ABA routing numbers carry a checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) ≡ 0 (mod 10). */
function abaValid(r: string): boolean {
  const d = [...r].map(Number);
  const sum = 3 * (d[0]! + d[3]! + d[6]!) + 7 * (d[1]! + d[4]! + d[7]!) + (d[2]! + d[5]! + d[8]!);
  return sum % 10 === 0;
}

export async function setBankAccount(
  deps: AppDeps,
  auth: AuthInfo,
  input: { holderName: string; routingNumber: string; accountNumber: string },
) {
  if (!abaValid(input.routingNumber)) throw fieldError("routingNumber", "This routing number is not valid");
  const values = {
    userId: auth.userId,
    holderName: input.holderName,
    last4: input.accountNumber.slice(-4),
    routingMasked: `*****${input.routingNumber.slice(-4)}`,
    updateTime: deps.clock.now(),
  };
  await deps.database.db
    .insert(bankAccounts)
    .values(values)
    .onConflictDoUpdate({ target: bankAccounts.userId, set: values });
  return { holderName: values.holderName, last4: values.last4, routingMasked: values.routingMasked };
}
