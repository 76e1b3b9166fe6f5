import { describe, expect, it } from "vitest";
import {
  ChooseIdentityInputSchema,
  CodeAccountSchema,
  normalizeAccount,
  passwordProblem,
  UserNameSchema,
  userDisplayName,
} from "./accounts.ts";

describe("accounts contract rules", () => {
  it("password: 6-16 characters, a number and a capital letter", () => {
    expect(passwordProblem("Demo1234")).toBeNull();
    expect(passwordProblem("Ab345")).not.toBeNull();
    expect(passwordProblem("Abcdefghijklmn123")).not.toBeNull();
    expect(passwordProblem("abcdef1")).not.toBeNull();
    expect(passwordProblem("Abcdefg")).not.toBeNull();
    expect(passwordProblem("Abcde1")).toBeNull();
  });

  it("username: 4-20 letters or digits", () => {
    expect(UserNameSchema.safeParse("seller1").success).toBe(true);
    expect(UserNameSchema.safeParse("abc").success).toBe(false);
    expect(UserNameSchema.safeParse("a".repeat(20)).success).toBe(true);
    expect(UserNameSchema.safeParse("a".repeat(21)).success).toBe(false);
    expect(UserNameSchema.safeParse("no space").success).toBe(false);
    expect(UserNameSchema.safeParse("no_under").success).toBe(false);
  });

  it("accounts: emails lower-cased, phones stripped to E.164", () => {
    expect(normalizeAccount("  Buyer1@Demo.TEST ")).toBe("buyer1@demo.test");
    expect(normalizeAccount("+1 (555) 010-0101")).toBe("+15550100101");
    expect(normalizeAccount("Seller1")).toBe("Seller1");
    expect(CodeAccountSchema.parse("+1 555 010 0101")).toBe("+15550100101");
    expect(CodeAccountSchema.safeParse("5550100101").success).toBe(false);
    expect(CodeAccountSchema.safeParse("+0123456789").success).toBe(false);
    expect(CodeAccountSchema.safeParse("someone@").success).toBe(false);
  });

  it("display name: userName, else nickName, else first and last name", () => {
    expect(userDisplayName({ userName: "u1", nickName: "n", firstName: "F", lastName: "L" })).toBe("u1");
    expect(userDisplayName({ userName: null, nickName: "n", firstName: "F", lastName: "L" })).toBe("n");
    expect(userDisplayName({ userName: "", nickName: null, firstName: "F", lastName: "L" })).toBe("F L");
  });

  it("chooseIdentity: empty storeId means personal, form strings become numbers", () => {
    expect(ChooseIdentityInputSchema.parse({ userId: "7", companyId: "", storeId: "" })).toEqual({
      userId: 7,
      companyId: "",
      storeId: null,
    });
    expect(ChooseIdentityInputSchema.parse({ storeId: "12" }).storeId).toBe(12);
    expect(ChooseIdentityInputSchema.parse({}).storeId).toBeNull();
    expect(ChooseIdentityInputSchema.safeParse({ storeId: "abc" }).success).toBe(false);
  });
});
