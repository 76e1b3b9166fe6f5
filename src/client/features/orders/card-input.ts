import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { i18n as appI18n } from "../../i18n/i18n.ts";

/** Checks of the add-card form, run before the server sees the card (it checks again). */

export const digitsOnly = (s: string) => s.replace(/\D/g, "");

/** Luhn checksum of a card number (digits only). */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return false;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** "4242424242424242" -> "4242 4242 4242 4242" (groups of four as people read them). */
export function formatCardNumber(input: string): string {
  return digitsOnly(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** Typing "1225" gives "12/25"; the slash appears once the year starts. */
export function formatExpiry(input: string): string {
  const d = digitsOnly(input).slice(0, 4);
  if (d.length <= 2) return d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}

export type CardFields = { cardNumber: string; expiry: string; cvc: string };
export type CardErrors = Partial<Record<keyof CardFields, string>>;
export type ParsedCard = { cardNumber: string; expMonth: number; expYear: number; cvc: string };

/** "MM/YY" or "MM/YYYY" -> month and four-digit year, or null. */
export function parseExpiry(input: string): { expMonth: number; expYear: number } | null {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const y = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: y < 100 ? 2000 + y : y };
}

/**
 * Validates the form; answers either the card to send or one clear message per bad field, in
 * `i18n`'s language (the app's by default).
 */
export function checkCard(
  f: CardFields,
  now = new Date(),
  i18n: I18n = appI18n,
): { ok: true; card: ParsedCard } | { ok: false; errors: CardErrors } {
  const errors: CardErrors = {};
  const number = digitsOnly(f.cardNumber);
  if (!number) errors.cardNumber = i18n._(msg`Enter the card number`);
  else if (number.length < 12 || number.length > 19)
    errors.cardNumber = i18n._(msg`A card number has 12 to 19 digits`);
  else if (!luhnValid(number))
    errors.cardNumber = i18n._(msg`This card number is not valid. Check the digits`);
  const exp = parseExpiry(f.expiry);
  if (!f.expiry.trim()) errors.expiry = i18n._(msg`Enter the expiry date as MM/YY`);
  else if (!exp) errors.expiry = i18n._(msg`Use the format MM/YY, e.g. 04/29`);
  else {
    // A card is good through the last day of its expiry month.
    const y = now.getFullYear();
    const mo = now.getMonth() + 1;
    if (exp.expYear < y || (exp.expYear === y && exp.expMonth < mo))
      errors.expiry = i18n._(msg`This card has expired`);
    else if (exp.expYear > y + 20) errors.expiry = i18n._(msg`Check the expiry year`);
  }
  const cvc = f.cvc.trim();
  if (!cvc) errors.cvc = i18n._(msg`Enter the 3 or 4 digit security code`);
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = i18n._(msg`The security code is 3 or 4 digits`);
  if (Object.keys(errors).length > 0 || !exp) return { ok: false, errors };
  return { ok: true, card: { cardNumber: number, ...exp, cvc } };
}

/** The server's field paths (POST /payment/sandbox/card) onto the form's fields. */
export function serverCardErrors(fieldErrors: Record<string, string>, i18n: I18n = appI18n): CardErrors {
  // Schema messages are fragments ("must be 3 or 4 digits"); service messages are sentences.
  const fragment = (message: string) => /^[a-z]/.test(message);
  const e: CardErrors = {};
  const number = fieldErrors.cardNumber;
  if (number) e.cardNumber = fragment(number) ? i18n._(msg`Card number ${number}`) : number;
  const exp = fieldErrors.expMonth ?? fieldErrors.expYear;
  if (exp) e.expiry = fragment(exp) ? i18n._(msg`Expiry ${exp}`) : exp;
  const cvc = fieldErrors.cvc;
  if (cvc) e.cvc = fragment(cvc) ? i18n._(msg`Security code ${cvc}`) : cvc;
  return e;
}

const BRANDS: Record<string, string> = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};
export const brandName = (brand: string) =>
  BRANDS[brand.toLowerCase()] ?? brand.replace(/^\w/, (c) => c.toUpperCase());
