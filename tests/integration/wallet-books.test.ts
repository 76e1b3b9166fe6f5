import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions } from "#server/db/schema/index";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { completeSale, makeOrder, ok, payByCard, readySeller } from "./orders.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const sell = (seller: TestUser, amountCents: number, cash = false) =>
  completeSale(s, seller, amountCents, cash);

type Row = {
  id: number;
  type: string;
  amountCents: number;
  orderNumber: string | null;
  grossCents: number | null;
  feeCents: number | null;
  netCents: number | null;
  availableChangeCents: number;
  pendingChangeCents: number;
  feeDueChangeCents: number;
  availableAfterCents: number;
  pendingAfterCents: number;
  feeDueAfterCents: number;
};

/** A seller's books: a cash sale with nothing to net its fee from, card sales, a refund, a withdrawal. */
async function books() {
  const seller = await readySeller(s);
  const cash = await sell(seller, 45, true);
  const card = await sell(seller, 2000);
  await sell(seller, 300, true);
  // A card sale still waiting for its handoff, then part of it refunded.
  const buyer = await createUser(s);
  const waiting = await makeOrder(s, seller, buyer, 1000);
  await payByCard(s, buyer, waiting);
  await ok(s, "POST", "/api/order/refund/request", buyer, {
    orderNumber: waiting,
    amountCents: 400,
    reason: "dent",
  });
  await ok(s, "POST", "/api/order/refund/agree", seller, { orderNumber: waiting });
  await ok(s, "POST", "/api/wallet/withdraw", seller, { amountCents: 500 });
  return { seller, cash, card };
}

describe("the wallet's transactions add up", () => {
  it("a cash sale shows the cash handed over, the fee and the net; running balances end at the balances", async () => {
    const { seller, cash } = await books();
    const balance = await ok(s, "GET", "/api/wallet/balance", seller);
    const page = await ok<{ list: Row[]; total: number }>(s, "GET", "/api/wallet/transactions", seller, {
      pageSize: 50,
    });
    const rows = page.list;
    expect(page.total).toBe(rows.length);

    const cashRow = rows.find((r) => r.type === "cash_sale" && r.orderNumber === cash)!;
    expect(cashRow).toMatchObject({
      grossCents: 45,
      feeCents: 2,
      netCents: 43,
      availableChangeCents: 0,
      pendingChangeCents: 0,
      feeDueChangeCents: 2,
    });
    // The newest row's running balances are the balances.
    expect(rows[0]).toMatchObject({
      availableAfterCents: balance.availableCents,
      pendingAfterCents: balance.pendingCents,
      feeDueAfterCents: balance.feeDueCents,
    });
    // Each row moves the balances from the row before it by exactly its changes, from zero.
    const oldestFirst = [...rows].reverse();
    let [available, pending, feeDue] = [0, 0, 0];
    for (const r of oldestFirst) {
      available += r.availableChangeCents;
      pending += r.pendingChangeCents;
      feeDue += r.feeDueChangeCents;
      expect(
        [r.availableAfterCents, r.pendingAfterCents, r.feeDueAfterCents],
        `row ${r.id} ${r.type}`,
      ).toEqual([available, pending, feeDue]);
      if (r.grossCents !== null) expect(r.netCents).toBe(r.grossCents - r.feeCents!);
    }
    // Sales and refunds: the net is what the seller keeps (what the list always called amountCents).
    for (const r of rows.filter((x) => ["payment", "cash_sale", "refund"].includes(x.type)))
      expect(r.netCents).toBe(r.amountCents);

    // Filtered and paged lists keep the true running balances.
    const payouts = await ok<{ list: Row[] }>(s, "GET", "/api/wallet/transactions", seller, {
      type: "payout",
    });
    expect(payouts.list[0]).toEqual(rows.find((r) => r.type === "payout"));
    const second = await ok<{ list: Row[] }>(s, "GET", "/api/wallet/transactions", seller, {
      pageSize: 2,
      currentPage: 2,
    });
    expect(second.list).toEqual(rows.slice(2, 4));
  });

  it("the CSV export carries the same rows, oldest first, and matches the ledger's entries", async () => {
    const { seller } = await books();
    const res = await fetch(`${s.url}/api/wallet/transactions/export`, {
      headers: { authorization: `Bearer ${seller.token}`, platform: "hweb" },
    });
    expect(res.status).toBe(HTTP.OK);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="transactions-\d{4}-\d\d-\d\d\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark, so spreadsheets read the file as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [head, ...lines] = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(head!.split(",")[0]).toBe("Date (UTC)");
    const cells = lines.map((l) => l.split(","));
    const list = await ok<{ list: Row[] }>(s, "GET", "/api/wallet/transactions", seller, { pageSize: 50 });
    expect(cells.map((c) => Number(c[1]))).toEqual(list.list.map((r) => r.id).reverse());
    const cents = (v: string | undefined) => (v ? Math.round(Number(v) * 100) : null);

    // Against the ledger itself: every row's balance changes are its entries on the seller's accounts.
    const ids = cells.map((c) => Number(c[1]));
    const entries = await s.deps.database.db
      .select({
        txId: ledgerEntries.txId,
        account: ledgerEntries.account,
        amountCents: ledgerEntries.amountCents,
      })
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.txId, ids));
    const own = await s.deps.database.db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.userId, seller.id));
    expect(own.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    const sum = (txId: number, account: string, sign: number) =>
      entries
        .filter((e) => e.txId === txId && e.account === account)
        .reduce((t, e) => t + sign * e.amountCents, 0);
    let total = { available: 0, pending: 0, feeDue: 0 };
    for (const c of cells) {
      const id = Number(c[1]);
      const change = {
        available: sum(id, "seller_available", -1),
        pending: sum(id, "seller_pending", -1),
        feeDue: sum(id, "seller_fee_due", 1),
      };
      expect([cents(c[8]), cents(c[9]), cents(c[10])], `tx ${id}`).toEqual([
        change.available,
        change.pending,
        change.feeDue,
      ]);
      total = {
        available: total.available + change.available,
        pending: total.pending + change.pending,
        feeDue: total.feeDue + change.feeDue,
      };
      expect([cents(c[11]), cents(c[12]), cents(c[13])]).toEqual([
        total.available,
        total.pending,
        total.feeDue,
      ]);
    }
    const balance = await ok(s, "GET", "/api/wallet/balance", seller);
    expect(total).toEqual({
      available: balance.availableCents,
      pending: balance.pendingCents,
      feeDue: balance.feeDueCents,
    });
    const cashLine = cells.find((c) => c[2] === "Cash sale")!;
    expect(cashLine.slice(5, 8)).toEqual(["0.45", "0.02", "0.43"]);
  });

  it("needs a signed-in user", async () => {
    const res = await fetch(`${s.url}/api/wallet/transactions/export`, { headers: { platform: "hweb" } });
    expect(res.status).toBe(HTTP.Unauthorized);
  });
});
