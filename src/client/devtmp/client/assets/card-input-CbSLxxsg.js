// src/client/features/orders/card-input.ts
/** Checks of the add-card form, run before the server sees the card (it checks again). */
var digitsOnly = (s) => s.replace(/\D/g, "");
/** Luhn checksum of a card number (digits only). */
function luhnValid(digits) {
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
function formatCardNumber(input) {
  return digitsOnly(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}
/** Typing "1225" gives "12/25"; the slash appears once the year starts. */
function formatExpiry(input) {
  const d = digitsOnly(input).slice(0, 4);
  if (d.length <= 2) return d;
  return `${d.slice(0, 2)}/${d.slice(2)}`;
}
/** "MM/YY" or "MM/YYYY" -> month and four-digit year, or null. */
function parseExpiry(input) {
  const m = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(input);
  if (!m) return null;
  const expMonth = Number(m[1]);
  const y = Number(m[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return {
    expMonth,
    expYear: y < 100 ? 2e3 + y : y,
  };
}
/** Validates the form; answers either the card to send or one clear message per bad field. */
function checkCard(f, now = /* @__PURE__ */ new Date()) {
  const errors = {};
  const number = digitsOnly(f.cardNumber);
  if (!number) errors.cardNumber = "Enter the card number";
  else if (number.length < 12 || number.length > 19) errors.cardNumber = "A card number has 12 to 19 digits";
  else if (!luhnValid(number)) errors.cardNumber = "This card number is not valid. Check the digits";
  const exp = parseExpiry(f.expiry);
  if (!f.expiry.trim()) errors.expiry = "Enter the expiry date as MM/YY";
  else if (!exp) errors.expiry = "Use the format MM/YY, e.g. 04/29";
  else {
    const y = now.getFullYear();
    const mo = now.getMonth() + 1;
    if (exp.expYear < y || (exp.expYear === y && exp.expMonth < mo)) errors.expiry = "This card has expired";
    else if (exp.expYear > y + 20) errors.expiry = "Check the expiry year";
  }
  const cvc = f.cvc.trim();
  if (!cvc) errors.cvc = "Enter the 3 or 4 digit security code";
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = "The security code is 3 or 4 digits";
  if (Object.keys(errors).length > 0 || !exp)
    return {
      ok: false,
      errors,
    };
  return {
    ok: true,
    card: {
      cardNumber: number,
      ...exp,
      cvc,
    },
  };
}
/** The server's field paths (POST /payment/sandbox/card) onto the form's fields. */
function serverCardErrors(fieldErrors) {
  const say = (field, msg) => (/^[a-z]/.test(msg) ? `${field} ${msg}` : msg);
  const e = {};
  if (fieldErrors.cardNumber) e.cardNumber = say("Card number", fieldErrors.cardNumber);
  const exp = fieldErrors.expMonth ?? fieldErrors.expYear;
  if (exp) e.expiry = say("Expiry", exp);
  if (fieldErrors.cvc) e.cvc = say("Security code", fieldErrors.cvc);
  return e;
}
var BRANDS = {
  visa: "Visa",
  mastercard: "Mastercard",
  amex: "American Express",
  discover: "Discover",
};
var brandName = (brand) => BRANDS[brand.toLowerCase()] ?? brand.replace(/^\w/, (c) => c.toUpperCase());

export { brandName as t, checkCard as n, formatCardNumber as r, formatExpiry as i, serverCardErrors as a };
