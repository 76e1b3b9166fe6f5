import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import type { AppDeps } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { SandboxProvider } from "../../platform/payments/sandbox.ts";
import { requestOrigin } from "../../platform/redirects.ts";
import { requireOperator } from "../moderation/index.ts";
import { closeDispute, listDisputes } from "./disputes.service.ts";
import {
  connectedAccount,
  exportTransactionsCsv,
  getBalance,
  getBankAccount,
  getPayout,
  listPayouts,
  listTransactions,
  revenue,
  setBankAccount,
  withdraw,
} from "./wallet.service.ts";

export function registerWallet(api: Api, _deps: AppDeps): void {
  api.route({
    ...contractRoute("GET /admin/disputes"),
    tag: "moderation",
    summary: "Card disputes (operators): the open ones by default, newest first",
    auth: "required",
    handler: async ({ query, auth, deps }) => {
      await requireOperator(deps, auth);
      return (await listDisputes(deps, query)) as never;
    },
  });
  api.route({
    ...contractRoute("POST /admin/disputes/sandboxClose"),
    tag: "moderation",
    summary:
      "Sandbox only (10004 with Stripe, whose webhooks close disputes): an operator plays the card network and decides a dispute",
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await requireOperator(deps, auth);
      if (!(deps.payments instanceof SandboxProvider))
        throw new ApiError(Code.NOT_FOUND, "The sandbox is off");
      return { closed: await closeDispute(deps, body.disputeId, body.won) };
    },
  });

  const tag = "wallet";
  api.route({
    ...contractRoute("GET /wallet/balance"),
    tag,
    summary: "Available and pending balances (net of the platform fee), derived from the ledger",
    auth: "required",
    handler: ({ auth, deps }) => getBalance(deps, auth),
  });
  api.route({
    ...contractRoute("GET /wallet/transactions"),
    tag,
    summary: "Wallet movements, newest first, optionally of one type",
    auth: "required",
    handler: ({ query, auth, deps }) => listTransactions(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /wallet/transactions/export"),
    tag,
    summary:
      "The transactions as a CSV download (text/csv), oldest first, with gross, fee, net and running balances",
    description:
      "Answers the file itself, not the envelope: the same rows as /wallet/transactions, for the seller's accountant.",
    auth: "required",
    handler: async ({ query, auth, deps, c }) => {
      const csv = await exportTransactionsCsv(deps, auth, query);
      const day = new Date(deps.clock.now()).toISOString().slice(0, 10);
      return c.body(csv, 200, {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": `attachment; filename="transactions-${day}.csv"`,
        "Cache-Control": "no-store",
      });
    },
  });
  api.route({
    ...contractRoute("GET /wallet/revenue"),
    tag,
    summary: "Net revenue per day over a range (default: the last 30 days)",
    auth: "required",
    handler: ({ query, auth, deps }) => revenue(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /wallet/connectedAccount"),
    tag,
    summary:
      "Withdraw guard: redirectLink to payout onboarding, empty when ready; 90081 without confirmed user data",
    auth: "required",
    handler: ({ query, auth, deps, c }) =>
      connectedAccount(deps, auth, query, requestOrigin(c.req.raw, deps.env.PUBLIC_URL)),
  });
  api.route({
    ...contractRoute("POST /wallet/withdraw"),
    tag,
    summary: "Withdraw from the available balance to the bank; 40004 above it",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => withdraw(deps, auth, body.amountCents),
  });
  api.route({
    ...contractRoute("GET /wallet/withdrawal"),
    tag,
    summary: "One withdrawal's status (for /withdrawResult)",
    auth: "required",
    handler: ({ query, auth, deps }) => getPayout(deps, auth, query.payoutId),
  });
  api.route({
    ...contractRoute("GET /wallet/withdrawals"),
    tag,
    summary: "My withdrawals, newest first",
    auth: "required",
    handler: ({ query, auth, deps }) => listPayouts(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /wallet/bankAccount"),
    tag,
    summary: "The payout bank account as shown (holder, last 4, masked routing); {} when none",
    auth: "required",
    handler: async ({ auth, deps }) => (await getBankAccount(deps, auth)) ?? {},
  });
  api.route({
    ...contractRoute("POST /wallet/bankAccount"),
    tag,
    summary: "Set the payout bank account (only holder, last 4 and masked routing are kept)",
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => setBankAccount(deps, auth, body),
  });
}
