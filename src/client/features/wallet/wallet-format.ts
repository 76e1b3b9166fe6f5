import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
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

/** A transaction's or payout's time: type2, "Nov 25, 2026, 8:05 PM". */
export const formatDateTime = (ms: number, locale: Locale) => dateFormats.type2(locale, ms);
