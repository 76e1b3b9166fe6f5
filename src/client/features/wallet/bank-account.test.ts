import { describe, expect, it } from "vitest";
import { checkBank, routingValid } from "./bank-account-screen.tsx";

describe("bank account form", () => {
  it("checks the ABA routing checksum", () => {
    expect(routingValid("110000000")).toBe(true);
    expect(routingValid("021000021")).toBe(true);
    expect(routingValid("021000022")).toBe(false);
    expect(routingValid("12345")).toBe(false);
  });
  it("names every bad field", () => {
    expect(checkBank({ holderName: " ", routingNumber: "", accountNumber: "12" })).toEqual({
      holderName: "Enter the name on the account",
      routingNumber: "Enter the 9-digit routing number",
      accountNumber: "An account number has 4 to 17 digits",
    });
    expect(
      checkBank({ holderName: "Ann Lee", routingNumber: "110 000 000", accountNumber: "000123456789" }),
    ).toEqual({});
  });
});
