import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { sessionAtom } from "../../state.ts";
import { freeItemLimitQuery } from "./selling-queries.ts";

/**
 * The personal free-listing allowance (rules/product.md §7 "free item limits"), shown while posting so the limit
 * never comes as a surprise at publish. A store identity is not limited: nothing to show.
 */
export function FreeItemLimitNote() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const identity = `${session.userInfo?.id ?? "?"}:${session.identityToken ? session.identityToken.slice(-12) : "personal"}`;
  const q = useQuery({ ...freeItemLimitQuery(identity), enabled: Boolean(session.token) });
  if (!q.data?.applies) return null;
  const { limit, used, remaining } = q.data;
  const low = remaining <= Math.max(1, Math.ceil(limit / 10));
  return (
    <p
      data-testid="free-item-limit"
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${low ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-white text-slate-700 ring-slate-200"}`}
    >
      {remaining > 0
        ? t`Free listings: ${used} of ${limit} used, ${remaining} left on your personal account.`
        : t`You have used all ${limit} free listings of your personal account. Switch to a store to publish more.`}
    </p>
  );
}

/** Publishing queued, offline, or what went wrong: the notes above the steps. */
export function DraftNotices({
  publishQueued,
  online,
  summary,
}: {
  publishQueued: boolean;
  online: boolean;
  summary: string | null;
}) {
  return (
    <>
      {publishQueued && (
        <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
          <Trans>
            Publishing is queued and waits for the network: this listing is <strong>not live yet</strong>.
          </Trans>
        </p>
      )}
      {!online && !publishQueued && (
        <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
          <Trans>
            You are offline. Everything you type is kept on this device; <em>Save draft</em> queues the change
            and it is sent when you are back online.
          </Trans>
        </p>
      )}
      {summary && (
        <div
          role="alert"
          className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
        >
          {summary}
        </div>
      )}
    </>
  );
}
