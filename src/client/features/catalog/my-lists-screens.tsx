import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import type { ItemSummary } from "#shared/contract/catalog";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { ItemCard, ItemGrid } from "../../ui/item-card.tsx";
import { EmptyState, Page } from "../../ui/page.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { catalogKeys, serverRecentlyViewedQuery, setWatch, watchingQuery } from "./catalog-queries.ts";
import { InfiniteItemList } from "./item-list.tsx";
import { OfflineNote } from "./load-states.tsx";
import { clearViewed, loadViewed, removeViewed, type ViewedItem } from "./recently-viewed-store.ts";

const grid = "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-5";

function SignInFirst({ what }: { what: string }) {
  const { t } = useLingui();
  return (
    <EmptyState
      title={t`Sign in to see ${what}`}
      action={
        <AppLink
          href={`/signIn?redirect=${encodeURIComponent(location.pathname)}`}
          className="focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600"
        >
          <Trans>Sign In</Trans>
        </AppLink>
      }
    />
  );
}

/** /watching: items I watch, each with a button to stop. */
export function WatchingScreen() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const q = useInfiniteQuery(watchingQuery(userId));
  const qc = useQueryClient();
  const unwatch = useMutation({
    mutationFn: (itemNumber: string) => setWatch(itemNumber, false),
    onSuccess: (_r, itemNumber) => {
      void qc.invalidateQueries({ queryKey: [...catalogKeys.all, "watching"] });
      void qc.invalidateQueries({ queryKey: catalogKeys.item(itemNumber) });
    },
  });
  return (
    <Page heading={t({ message: "Watching", context: "page" })}>
      {userId == null ? (
        <SignInFirst what={t`the items you watch`} />
      ) : (
        <InfiniteItemList
          query={q}
          label={t`Watched items`}
          empty={{
            title: t`You are not watching anything yet`,
            body: t`Tap Watch on an item to follow its price and time left here.`,
            action: (
              <TextLink href="/" look="quiet">
                <Trans>Browse items</Trans>
              </TextLink>
            ),
          }}
          renderGrid={(items: ItemSummary[]) => (
            <ul className={grid} aria-label={t`Watched items`}>
              {items.map((it) => (
                <li key={it.itemNumber} className="flex flex-col gap-1.5">
                  <ItemCard item={it} />
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Stop watching ${it.title}`}
                    busy={unwatch.isPending && unwatch.variables === it.itemNumber}
                    onClick={() => unwatch.mutate(it.itemNumber)}
                  >
                    <Trans>Stop watching</Trans>
                  </Button>
                </li>
              ))}
            </ul>
          )}
        />
      )}
    </Page>
  );
}

/**
 * /recentlyViewed: the views kept on this device (guests and offline too), then, when signed in,
 * the server's list for views made on other devices.
 */
export function RecentlyViewedScreen() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const [local, setLocal] = useState<ViewedItem[] | null>(null);
  const server = useInfiniteQuery(serverRecentlyViewedQuery(userId));
  useEffect(() => {
    void loadViewed().then(setLocal);
  }, []);

  const seen = new Set(local?.map((x) => x.itemNumber));
  const items: ItemSummary[] = [
    ...(local ?? []),
    ...(server.data?.pages.flatMap((p) => p.list) ?? []).filter((x) => !seen.has(x.itemNumber)),
  ];

  return (
    <Page
      heading={t`Recently viewed`}
      actions={
        local && local.length > 0 ? (
          <Button variant="ghost" size="sm" onClick={() => void clearViewed().then(() => setLocal([]))}>
            <Trans>Clear history</Trans>
          </Button>
        ) : null
      }
    >
      {local === null ? (
        <ItemGrid loading label={t`Loading recently viewed items`} skeletons={5} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No recently viewed items`}
          body={t`Items you open show up here, even offline.`}
          action={
            <TextLink href="/" look="quiet">
              <Trans>Browse items</Trans>
            </TextLink>
          }
        />
      ) : (
        <>
          <OfflineNote what={t`This list`} />
          <ul className={grid} aria-label={t`Recently viewed items`}>
            {items.map((it) => (
              <li key={it.itemNumber} className="flex flex-col gap-1.5">
                <ItemCard item={it} />
                {seen.has(it.itemNumber) && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={t`Remove ${it.title} from history`}
                    onClick={() => void removeViewed(it.itemNumber).then(setLocal)}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </Page>
  );
}
