import { describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { ApiError } from "../../api/index.ts";
import { type GuardDeps, runWithdrawGuard } from "./withdraw-guard.ts";

/** What the call answers: the data of a 1, else the ApiError of the refusal. */
const env = (status_code: number, res_data: unknown = {}, message = "") =>
  status_code === Code.OK ? res_data : new ApiError(message, 200, { status_code, message, res_data });
const URL_HERE = "http://localhost/withdraw";

function deps(...answers: Array<unknown>): GuardDeps & { calls: unknown[]; refreshes: number } {
  const calls: unknown[] = [];
  const d = {
    calls,
    refreshes: 0,
    fetch: vi.fn(async (q: unknown) => {
      calls.push(q);
      const a = answers.shift();
      if (a instanceof Error) throw a;
      return a as never;
    }),
    refresh: vi.fn(async () => {
      d.refreshes++;
    }),
  };
  return d;
}

describe("withdraw guard", () => {
  it("sends this page as refreshUrl and returnUrl, and follows a redirectLink", async () => {
    const d = deps(env(Code.OK, { redirectLink: "/api/payment/sandbox/onboard?token=x" }));
    expect(await runWithdrawGuard(URL_HERE, d)).toEqual({
      kind: "redirect",
      url: "/api/payment/sandbox/onboard?token=x",
    });
    expect(d.calls).toEqual([{ refreshUrl: URL_HERE, returnUrl: URL_HERE }]);
  });
  it("continues on 1 without a link", async () => {
    expect(await runWithdrawGuard(URL_HERE, deps(env(Code.OK, { redirectLink: "" })))).toEqual({
      kind: "continue",
    });
  });
  it("sends 90081 to /confirmUserData", async () => {
    expect(await runWithdrawGuard(URL_HERE, deps(env(Code.PAYOUT_NEEDS_USER_DATA, null, "confirm")))).toEqual(
      {
        kind: "confirmUserData",
      },
    );
  });
  it("refreshes the token on 10020 and asks again once", async () => {
    const d = deps(env(Code.TOKEN_EXPIRED), env(Code.OK, { redirectLink: "" }));
    expect(await runWithdrawGuard(URL_HERE, d)).toEqual({ kind: "continue" });
    expect(d.refreshes).toBe(1);
    expect(d.calls).toHaveLength(2);
    const twice = deps(env(Code.TOKEN_EXPIRED), env(Code.TOKEN_EXPIRED, null, "expired"));
    expect(await runWithdrawGuard(URL_HERE, twice)).toEqual({ kind: "error", message: "expired" });
    expect(twice.refreshes).toBe(1);
  });
  it("answers other codes with their message, and a network failure as offline", async () => {
    expect(await runWithdrawGuard(URL_HERE, deps(env(Code.FORBIDDEN, null, "Nope")))).toEqual({
      kind: "error",
      message: "Nope",
    });
    expect(await runWithdrawGuard(URL_HERE, deps(new ApiError("down", 0)))).toEqual({ kind: "offline" });
    expect(await runWithdrawGuard(URL_HERE, deps(new ApiError("boom", 500)))).toEqual({
      kind: "error",
      message: "boom",
    });
  });
});
