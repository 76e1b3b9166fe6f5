import { z } from "zod";
import { WALLET_TRANSACTION_TYPES, type WalletTransactionType } from "../wallet-kinds.ts";
import { PageSchema, PagingQuerySchema } from "./common.ts";

/** The seller's wallet (rules/http-contract.md §3.5): balances derived from the ledger, in cents. */

export const BalanceSchema = z.object({
  availableCents: z.number().int(),
  pendingCents: z.number().int(),
  /** Fees of cash sales still to be netted from future earnings. */
  feeDueCents: z.number().int(),
  /** Held by open card disputes: counted in the balances above, but a withdrawal cannot spend it. */
  heldCents: z.number().int(),
  /** What the seller owes after a lost dispute took more than the balance held (0 or more). */
  owedCents: z.number().int(),
  currency: z.literal("USD"),
});
export type Balance = z.infer<typeof BalanceSchema>;

export { WALLET_TRANSACTION_TYPES, type WalletTransactionType };

export const WalletTransactionSchema = z.object({
  id: z.number().int(),
  type: z.enum(WALLET_TRANSACTION_TYPES),
  /** What the movement is worth to the seller: the net of a sale, minus a refund's share, minus a payout. */
  amountCents: z.number().int(),
  createTime: z.number().int(),
  orderNumber: z.string().nullable(),
  payoutId: z.string().nullable(),
  /** The money that changed hands: paid by card, or handed over in cash; a refund is negative. Null for moves inside the wallet. */
  grossCents: z.number().int().nullable(),
  /** The platform fee charged on it (a refund's is negative: fee returned). Null when no fee is involved. */
  feeCents: z.number().int().nullable(),
  /** gross − fee: equals `amountCents` for sales and refunds. */
  netCents: z.number().int().nullable(),
  /** How this movement changed each balance (fees due count up as owed). */
  availableChangeCents: z.number().int(),
  pendingChangeCents: z.number().int(),
  feeDueChangeCents: z.number().int(),
  /** Running balances right after this movement: the newest row's are today's balances. */
  availableAfterCents: z.number().int(),
  pendingAfterCents: z.number().int(),
  feeDueAfterCents: z.number().int(),
});
export type WalletTransaction = z.infer<typeof WalletTransactionSchema>;
export const WalletTransactionsQuerySchema = PagingQuerySchema.extend({
  type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
});
export const WalletTransactionPageSchema = PageSchema(WalletTransactionSchema);
/** An instant in epoch ms, up to the end of year 9999: later ones are not dates (`new Date` gives up). */
const epochMs = () => z.coerce.number().int().min(0).max(253_402_300_799_999);

export const WalletTransactionsExportQuerySchema = z.object({
  type: z.enum(WALLET_TRANSACTION_TYPES).optional(),
  /** Inclusive range in epoch ms (default: everything). */
  startTime: epochMs().optional(),
  endTime: epochMs().optional(),
});

export const RevenueQuerySchema = z.object({
  /** Inclusive range in epoch ms; default: the last 30 days. */
  startTime: epochMs().optional(),
  endTime: epochMs().optional(),
  /** Offset of the chart's days from UTC, in minutes (like Date#getTimezoneOffset, negated). */
  tzOffsetMinutes: z.coerce.number().int().min(-840).max(840).default(0),
});
export const RevenueSchema = z.object({
  startTime: z.number().int(),
  endTime: z.number().int(),
  totalCents: z.number().int(),
  orderCount: z.number().int(),
  /** One point per day, oldest first; days without sales are 0. */
  series: z.array(
    z.object({ date: z.string(), amountCents: z.number().int(), orderCount: z.number().int() }),
  ),
});
export type Revenue = z.infer<typeof RevenueSchema>;

export const ConnectedAccountQuerySchema = z.object({
  refreshUrl: z.string().trim().min(1).max(2000),
  returnUrl: z.string().trim().min(1).max(2000),
});
export const ConnectedAccountSchema = z.object({ redirectLink: z.string() });

export const WithdrawInputSchema = z.object({
  amountCents: z.coerce.number().int().min(1).max(1_000_000_000),
});
export const PayoutSchema = z.object({
  payoutId: z.string(),
  status: z.enum(["pending", "paid", "failed"]),
  amountCents: z.number().int(),
  createTime: z.number().int(),
  arrivalTime: z.number().int().nullable(),
  failureMessage: z.string().nullable(),
});
export type Payout = z.infer<typeof PayoutSchema>;
export const PayoutQuerySchema = z.object({ payoutId: z.string().min(1).max(100) });
export const PayoutPageSchema = PageSchema(PayoutSchema);

export const BankAccountSchema = z.object({
  holderName: z.string(),
  last4: z.string(),
  routingMasked: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
export const BankAccountInputSchema = z.object({
  holderName: z.string().trim().min(1).max(120),
  routingNumber: z
    .string()
    .transform((s) => s.replace(/\s/g, ""))
    .pipe(z.string().regex(/^\d{9}$/, "must be 9 digits")),
  accountNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{4,17}$/, "must be 4 to 17 digits")),
});
