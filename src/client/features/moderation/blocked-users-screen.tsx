import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Button } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { QueryFailure } from "../../ui/query-state.tsx";
import { useBlockToggle, useWho } from "./block-button.tsx";
import { blockedQuery } from "./moderation-queries.ts";

/** /blockedUsers (under the profile): everyone the user blocked, each with Unblock. */
export function BlockedUsersScreen() {
  const { t } = useLingui();
  const who = useWho();
  const q = useInfiniteQuery(blockedQuery(who));
  const { toggle, busy } = useBlockToggle();
  const list = (q.data?.pages ?? []).flatMap((p) => p.list);
  return (
    <Page heading={t`Blocked members`} width="narrow">
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        <Trans>
          Members you blocked cannot message you, bid on your items, buy from you or make you offers.
        </Trans>
      </p>
      {q.isPending ? (
        <div role="status" aria-busy="true" aria-label={t`Loading`} className="flex flex-col gap-2">
          <Skeleton className="h-16 rounded-2xl" />
          <Skeleton className="h-16 rounded-2xl" />
        </div>
      ) : q.isError && !q.data ? (
        <QueryFailure error={q.error} retry={() => void q.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState
          title={t`You have not blocked anyone`}
          body={t`You can block a member from their page, a chat or an order.`}
        />
      ) : (
        <ul
          aria-label={t`Blocked members`}
          className="divide-y divide-slate-100 rounded-2xl bg-white ring-1 ring-slate-200"
        >
          {list.map((u) => (
            <li key={u.id} className="flex min-h-16 items-center gap-3 px-4 py-2">
              <Link
                to="/sellerInformation/$id"
                params={{ id: u.id }}
                className="focus-ring min-w-0 flex-1 truncate rounded font-semibold text-slate-900 hover:underline"
              >
                {u.name}
              </Link>
              <Button
                variant="secondary"
                className="h-11"
                disabled={busy}
                aria-label={t`Unblock ${u.name}`}
                onClick={() => void toggle(u.id, u.name, false)}
              >
                <Trans>Unblock</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {q.hasNextPage && (
        <Button
          variant="ghost"
          className="mt-3 h-11 w-full"
          busy={q.isFetchingNextPage}
          onClick={() => void q.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </Page>
  );
}
