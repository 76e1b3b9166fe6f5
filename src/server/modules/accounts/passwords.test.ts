import { describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { ApiError } from "../../platform/errors.ts";
import { assertAcceptablePassword, checkPassword, hashPassword, isCommonPassword } from "./passwords.ts";

describe("password rules", () => {
  it("refuses passwords outside the rules/product.md §5 rule with 10001 on the field", () => {
    for (const bad of ["Ab1", "abcdef1", "ABCDEFG", "Abcdefgh", "Abcdefgh12345678X"]) {
      try {
        assertAcceptablePassword(bad);
        expect.unreachable(`accepted ${bad}`);
      } catch (e) {
        expect(e).toBeInstanceOf(ApiError);
        expect((e as ApiError).code).toBe(Code.VALIDATION);
        expect(((e as ApiError).data as { errors: { path: string }[] }).errors[0]?.path).toBe("password");
      }
    }
  });

  it("refuses common passwords whatever their case, accepts ordinary ones", () => {
    expect(isCommonPassword("Password1")).toBe(true);
    expect(isCommonPassword("Qwerty123")).toBe(true);
    expect(() => assertAcceptablePassword("Password1")).toThrow(/too common/);
    expect(() => assertAcceptablePassword("Demo1234")).not.toThrow();
    expect(() => assertAcceptablePassword("Sunny7Day")).not.toThrow();
  });
});

describe("argon2id hashing", () => {
  it("hashes with argon2id at OWASP parameters and verifies", async () => {
    const h = await hashPassword("Demo1234");
    expect(h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await checkPassword(h, "Demo1234")).toBe(true);
    expect(await checkPassword(h, "Demo12345")).toBe(false);
  });

  it("answers false without a stored hash (after doing the same work)", async () => {
    expect(await checkPassword(null, "Demo1234")).toBe(false);
    expect(await checkPassword("not-a-hash", "Demo1234")).toBe(false);
  });
});
