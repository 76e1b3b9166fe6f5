import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { ItemSummary } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import { call } from "../../api/index.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ItemCard, ItemCardSkeleton } from "../../ui/item-card.tsx";
import { sellerItemsPath } from "../../ui/seller-path.ts";

const ROW = 12;
const SKELETONS = ["a", "b", "c", "d"];

const moreKeys = {
  similar: (cid: number) => ["catalog", "similar", cid] as const,
  fromSeller: (sid: number, storeId: number | null) => ["catalog", "fromSeller", sid, storeId] as const,
};

function Row({
  id,
  title,
  seeAll,
  seeAllLabel,
  items,
  pending,
}: {
  id: string;
  title: string;
  seeAll: string;
  seeAllLabel: string;
  items: ItemSummary[];
  pending: boolean;
}) {
  if (!pending && items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-8">
      <div className="mb-3 flex items-end justify-between gap-3 px-4 md:px-0">
        <h2 id={id} className="text-lg font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <AppLink
          href={seeAll}
          aria-label={seeAllLabel}
          className="focus-ring inline-flex min-h-11 shrink-0 items-center rounded text-sm font-semibold text-orange-700 hover:underline"
        >
          <Trans>See all</Trans>
        </AppLink>
      </div>
      <ul
        aria-label={title}
        aria-busy={pending || undefined}
        className="flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-6"
      >
        {pending
          ? SKELETONS.map((k) => (
              <li key={k} className="w-[44vw] max-w-48 shrink-0 md:w-auto md:max-w-none">
                <ItemCardSkeleton />
              </li>
            ))
          : items.map((item) => (
              <li
                key={item.itemNumber}
                className="w-[44vw] max-w-48 shrink-0 snap-start md:w-auto md:max-w-none"
              >
                <ItemCard item={item} />
              </li>
            ))}
      </ul>
    </section>
  );
}

/**
 * Below an item (and on the page of one that is gone): similar items from its category and more from
 * its seller, so that no item page, sold, ended or withdrawn, is a dead end. The item itself is left out.
 */
export function ItemMoreRows({
  itemNumber,
  categoryId,
  seller,
}: {
  itemNumber: string;
  categoryId: number | null;
  seller: { id: number; name: string; storeId: number | null };
}) {
  const { t } = useLingui();
  const similar = useQuery({
    queryKey: moreKeys.similar(categoryId ?? 0),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/search/items", {
        query: { cid: categoryId ?? undefined, pageSize: ROW + 1 },
        public: true,
      }),
    enabled: categoryId != null,
    staleTime: 60_000,
  });
  const storeId = seller.storeId;
  const fromSeller = useQuery({
    queryKey: moreKeys.fromSeller(seller.id, storeId),
    meta: { errorsInPlace: true },
    queryFn: () =>
      call("GET", "/seller/items", {
        query: { sid: seller.id, storeId: storeId ?? undefined, pageSize: ROW + 1 },
        public: true,
      }),
    staleTime: 60_000,
  });
  const others = (p: Page<ItemSummary> | undefined) =>
    (p?.list ?? []).filter((i) => i.itemNumber !== itemNumber && i.status === "active").slice(0, ROW);
  const name = seller.name;
  return (
    <div>
      {categoryId != null && (
        <Row
          id="similar-heading"
          title={t`Similar items`}
          seeAll={`/classificationList/${categoryId}`}
          seeAllLabel={t`See all similar items`}
          items={others(similar.data)}
          pending={similar.isPending}
        />
      )}
      <Row
        id="seller-more-heading"
        title={t`More from ${name}`}
        seeAll={sellerItemsPath({ id: seller.id, storeId })}
        seeAllLabel={t`See all items from ${name}`}
        items={others(fromSeller.data)}
        pending={fromSeller.isPending}
      />
    </div>
  );
}
