import { msg } from "@lingui/core/macro";
import { Code } from "#shared/codes";
import type { Envelope } from "../../api/http.ts";
import { HttpError } from "../../api/http.ts";
import { http } from "../../api/request.ts";
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
  fetch: (q: {
    refreshUrl: string;
    returnUrl: string;
  }) => Promise<Envelope<{ redirectLink?: string } | null>>;
  refresh: () => Promise<void>;
};

const defaultDeps: GuardDeps = {
  // No automatic toast: the guard decides what each code does.
  fetch: (q) => http.get<{ redirectLink?: string } | null>("/wallet/connectedAccount", q, { toast: false }),
  refresh: () => checkToken({ force: true }),
};

export async function runWithdrawGuard(
  pageUrl: string,
  deps: GuardDeps = defaultDeps,
): Promise<GuardOutcome> {
  const q = { refreshUrl: pageUrl, returnUrl: pageUrl };
  for (let attempt = 0; attempt < 2; attempt++) {
    let env: Envelope<{ redirectLink?: string } | null>;
    try {
      env = await deps.fetch(q);
    } catch (err) {
      if (err instanceof HttpError && err.status === 0) return { kind: "offline" };
      return {
        kind: "error",
        message: err instanceof Error ? err.message : i18n._(msg`Something went wrong.`),
      };
    }
    switch (env.status_code) {
      case Code.OK: {
        const link = env.res_data?.redirectLink;
        return link ? { kind: "redirect", url: link } : { kind: "continue" };
      }
      case Code.PAYOUT_NEEDS_USER_DATA:
        return { kind: "confirmUserData" };
      case Code.TOKEN_EXPIRED:
        if (attempt === 0) {
          await deps.refresh();
          continue;
        }
        return {
          kind: "error",
          message: env.message || i18n._(msg`Your session expired. Please sign in again.`),
        };
      default:
        return { kind: "error", message: env.message || unavailable() };
    }
  }
  return { kind: "error", message: unavailable() };
}
