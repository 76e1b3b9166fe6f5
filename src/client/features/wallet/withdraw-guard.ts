import { msg } from "@lingui/core/macro";
import { Code } from "#shared/codes";
import { ApiError, call } from "../../api/index.ts";
import { checkToken } from "../../api/tokens.ts";
import { i18n } from "../../i18n/i18n.ts";

const unavailable = () => i18n._(msg`Withdrawals are not available right now.`);

/**
 * The withdraw guard of rules/product.md §7–§8: before /withdraw shows, ask for the connected payment account
 * with `refreshUrl` and `returnUrl` (this page). 1 with a `redirectLink` -> go there (onboarding);
 * 1 without -> continue; 90081 -> /confirmUserData; 10020 -> token refresh, then ask again;
 * anything else -> the message as a toast.
 */
export type GuardOutcome =
  | { kind: "redirect"; url: string }
  | { kind: "continue" }
  | { kind: "confirmUserData" }
  | { kind: "error"; message: string }
  | { kind: "offline" };

export type GuardDeps = {
  fetch: (q: { refreshUrl: string; returnUrl: string }) => Promise<{ redirectLink?: string } | null>;
  refresh: () => Promise<void>;
};

const defaultDeps: GuardDeps = {
  // A plain call, not a query: the guard decides what each code does (no toast of the policy's).
  fetch: (q) => call("GET", "/wallet/connectedAccount", { query: q }),
  refresh: () => checkToken({ force: true }),
};

export async function runWithdrawGuard(
  pageUrl: string,
  deps: GuardDeps = defaultDeps,
): Promise<GuardOutcome> {
  const q = { refreshUrl: pageUrl, returnUrl: pageUrl };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const link = (await deps.fetch(q))?.redirectLink;
      return link ? { kind: "redirect", url: link } : { kind: "continue" };
    } catch (err) {
      if (err instanceof ApiError && err.offline) return { kind: "offline" };
      if (!(err instanceof ApiError && err.refused))
        return {
          kind: "error",
          message: err instanceof Error ? err.message : i18n._(msg`Something went wrong.`),
        };
      const outcome = refused(err);
      if (outcome) return outcome;
      if (attempt === 0) await deps.refresh();
      else
        return {
          kind: "error",
          message: err.message || i18n._(msg`Your session expired. Please sign in again.`),
        };
    }
  }
  return { kind: "error", message: unavailable() };
}

/** What a refusal means; null for 10020 (refresh the token and ask again). */
function refused(err: ApiError): GuardOutcome | null {
  switch (err.code) {
    case Code.PAYOUT_NEEDS_USER_DATA:
      return { kind: "confirmUserData" };
    case Code.TOKEN_EXPIRED:
      return null;
    default:
      return { kind: "error", message: err.message || unavailable() };
  }
}
