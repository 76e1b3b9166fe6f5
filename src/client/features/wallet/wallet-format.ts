import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
import { formatCents } from "#shared/money";
import type { TransactionType } from "./wallet-queries.ts";

/** Each transaction type's name (translated where shown: `i18n._`). */
export const TYPE_LABEL: Record<TransactionType, MessageDescriptor> = {
  payment: msg`Card sale (pending until handed over)`,
  release: msg`Handed over: released to available`,
  refund: msg`Refund`,
  cash_sale: msg`Cash sale (paid in person)`,
  fee_settlement: msg`Cash sale fees paid from available`,
  payout: msg`Withdrawal`,
  payout_reversal: msg`Withdrawal returned`,
  dispute_hold: msg`Card dispute opened: amount held`,
  dispute_release: msg`Card dispute won: hold released`,
  dispute_lost: msg`Card dispute lost: amount taken back`,
};

/** "+$12.00" / "−$3.00": the sign is part of the text, not only the colour. */
export function signedCents(cents: number): string {
  if (cents > 0) return `+${formatCents(cents)}`;
  if (cents < 0) return `−${formatCents(-cents)}`;
  return formatCents(0);
}

/** A transaction's or payout's time: type2, "Nov 25, 2026, 8:05 PM". */
export const formatDateTime = (ms: number, locale: Locale) => dateFormats.type2(locale, ms);
