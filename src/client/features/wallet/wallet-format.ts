import { formatCents } from "#shared/money";
import type { TransactionType } from "./wallet-queries.ts";

export const TYPE_LABEL: Record<TransactionType, string> = {
  payment: "Card sale (pending until handed over)",
  release: "Handed over: released to available",
  refund: "Refund",
  cash_sale: "Cash sale (paid in person)",
  fee_settlement: "Cash sale fees paid from available",
  payout: "Withdrawal",
  payout_reversal: "Withdrawal returned",
};

/** "+$12.00" / "−$3.00": the sign is part of the text, not only the colour. */
export function signedCents(cents: number): string {
  if (cents > 0) return `+${formatCents(cents)}`;
  if (cents < 0) return `−${formatCents(-cents)}`;
  return formatCents(0);
}

const dt = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
export const formatDateTime = (ms: number) => dt.format(ms);
