import { Trans, useLingui } from "@lingui/react/macro";
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { call, nextPage } from "../../api/index.ts";
import { ItemCard, ItemCardSkeleton } from "../../ui/item-card.tsx";
import { MoreButton } from "../../ui/more-button.tsx";
import { EmptyState, Page } from "../../ui/page.tsx";

const PAGE_SIZE = 24;
const SKELETONS = Array.from({ length: 12 }, (_, i) => `s${i}`);

/** GET /home/deals, page by page (its own module: nothing of it is in the home page's first visit). */
export const dealsQuery = () =>
  infiniteQueryOptions({
    queryKey: ["home", "deals"] as const,
    queryFn: ({ pageParam }) =>
      call("GET", "/home/deals", {
        query: { currentPage: pageParam, pageSize: PAGE_SIZE },
        public: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 10_000,
  });

/** /deals: the home page's deals row in full, cheapest first. */
export function DealsScreen() {
  const { t } = useLingui();
  const q = useInfiniteQuery(dealsQuery());
  const items = q.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <Page heading={t`Deals under $20`}>
      <p className="-mt-2 mb-4 text-sm text-slate-600">
        <Trans>Live items at $20 or less, cheapest first.</Trans>
      </p>
      {q.isPending ? (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {SKELETONS.map((k) => (
            <li key={k}>
              <ItemCardSkeleton />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        <EmptyState
          title={t`No deals right now`}
          body={t`Check back soon: new items are listed all the time.`}
        />
      ) : (
        <ul aria-label={t`Deals`} className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
          {items.map((item) => (
            <li key={item.itemNumber}>
              <ItemCard item={item} />
            </li>
          ))}
        </ul>
      )}
      <MoreButton query={q} className="mt-6">
        <Trans>Show more deals</Trans>
      </MoreButton>
    </Page>
  );
}
