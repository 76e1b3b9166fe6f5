import { describe, expect, it } from "vitest";
import {
  checkCard,
  formatCardNumber,
  formatExpiry,
  luhnValid,
  parseExpiry,
  serverCardErrors,
} from "./card-input.ts";

const NOW = new Date(2026, 10, 22); // November 2026

describe("add-card checks", () => {
  it("checks the Luhn digit", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4000000000000002")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });
  it("formats as people type", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-42a")).toBe("4242 42");
    expect(formatExpiry("12")).toBe("12");
    expect(formatExpiry("1229")).toBe("12/29");
    expect(formatExpiry("12/2")).toBe("12/2");
  });
  it("parses MM/YY and MM/YYYY", () => {
    expect(parseExpiry("04/29")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry("4/2029")).toEqual({ expMonth: 4, expYear: 2029 });
    expect(parseExpiry("13/29")).toBeNull();
    expect(parseExpiry("ab")).toBeNull();
  });
  it("answers a card to send, or one message per bad field", () => {
    expect(checkCard({ cardNumber: "4242 4242 4242 4242", expiry: "11/26", cvc: "123" }, NOW)).toEqual({
      ok: true,
      card: { cardNumber: "4242424242424242", expMonth: 11, expYear: 2026, cvc: "123" },
    });
    const bad = checkCard({ cardNumber: "4242 4242 4242 4241", expiry: "10/26", cvc: "12" }, NOW);
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.errors.cardNumber).toMatch(/not valid/);
      expect(bad.errors.expiry).toBe("This card has expired");
      expect(bad.errors.cvc).toMatch(/3 or 4 digits/);
    }
    const empty = checkCard({ cardNumber: "", expiry: "", cvc: "" }, NOW);
    expect(empty.ok ? {} : empty.errors).toEqual({
      cardNumber: "Enter the card number",
      expiry: "Enter the expiry date as MM/YY",
      cvc: "Enter the 3 or 4 digit security code",
    });
  });
  it("maps the server's field errors onto the form", () => {
    expect(
      serverCardErrors({
        cardNumber: "This card number is not valid",
        expYear: "This card has expired",
        cvc: "must be 3 or 4 digits",
      }),
    ).toEqual({
      cardNumber: "This card number is not valid",
      expiry: "This card has expired",
      cvc: "Security code must be 3 or 4 digits",
    });
  });
});
