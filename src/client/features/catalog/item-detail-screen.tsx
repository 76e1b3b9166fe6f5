import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type ComponentType, useEffect, useRef } from "react";
import { Code } from "#shared/codes";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCount } from "#shared/count";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { ApiError } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { useSessionLive } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { PickupPlace, usePickupDistance } from "../../ui/distance.tsx";
import { ClockIcon } from "../../ui/icons.tsx";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { lazyPartOnView } from "../../ui/lazy-part-on-view.tsx";
import { Loading, Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { Section } from "../../ui/section.tsx";
import { sellerItemsPath, sellerPagePath } from "../../ui/seller-path.ts";
import { TextLink } from "../../ui/text-link.tsx";
import { useContentHydrated, useIdleFormat } from "../../ui/use-hydrated.ts";
import { ContactSellerButton } from "../chat/contact-seller-button.tsx";
import { ReportButton } from "../moderation/safety-buttons.tsx";
import { itemQuery } from "./catalog-queries.ts";
import { conditionLabel } from "./conditions.ts";
import { Gallery } from "./gallery.tsx";
import { ItemStickyBar } from "./item-sticky-bar.tsx";
import { LoadError, OfflineNote } from "./load-states.tsx";
import { recordViewed } from "./recently-viewed-store.ts";
import { useServerNow } from "./server-clock.ts";
import { ShareButton } from "./share-button.tsx";
import { WatchButton } from "./watch-button.tsx";

function StatusBadge({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const text =
    item.status === "removed"
      ? t`Removed by the operators`
      : item.status === "sold"
        ? t`Sold`
        : item.status === "withdrawn"
          ? t`Withdrawn by the seller`
          : item.status === "ended" || item.auction?.status === "ended"
            ? t`Ended`
            : item.status === "draft"
              ? t`Draft`
              : item.auction?.status === "scheduled"
                ? t`Starts soon`
                : null;
  if (!text) return null;
  return (
    <span className="inline-flex rounded-full bg-slate-900 px-2.5 py-0.5 text-xs font-semibold uppercase tracking-wide text-white">
      {text}
    </span>
  );
}

/** Price or auction summary: current price, bids and a countdown on the server's clock. */
export function PriceSummary({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const locale = useLocale();
  const now = useServerNow();
  const a = item.auction;
  const target = a ? (a.status === "scheduled" ? a.startTime : a.endTime) : 0;
  const when = useIdleFormat(() => (a ? dateFormats.type2(locale, target) : ""));
  if (!a) {
    return (
      <div>
        <p className="text-sm text-slate-600">
          <Trans>Price</Trans>
        </p>
        <p className="text-3xl font-bold tracking-tight text-slate-900">
          {item.priceCents != null ? formatCents(item.priceCents) : "—"}
        </p>
      </div>
    );
  }
  const left = dateFormats.type5(locale, target, { now });
  const bids = formatCount(a.bidCount);
  const soon = a.status === "open" && target - now < 3_600_000;
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
      <div className="col-span-2 sm:col-span-1">
        <p className="text-sm text-slate-600">{a.bidCount > 0 ? t`Current bid` : t`Starting bid`}</p>
        <p className="text-3xl font-bold tracking-tight text-slate-900">{formatCents(a.currentPriceCents)}</p>
        {!a.reserveMet && a.bidCount > 0 && (
          <p className="text-xs text-slate-500">
            <Trans>Reserve not met</Trans>
          </p>
        )}
      </div>
      <div>
        <p className="text-sm text-slate-600">
          <Trans context="count">Bids</Trans>
        </p>
        <p className="text-lg font-semibold text-slate-900">
          {a.bidCount > 0 ? (
            <AppLink
              href={`/bidList/${encodeURIComponent(item.itemNumber)}`}
              className="focus-ring rounded underline decoration-slate-300 underline-offset-2 hover:decoration-orange-500"
            >
              {/* One or many by hand, not by Lingui's plural: see formatCount. */}
              {a.bidCount === 1 ? t`1 bid` : t`${bids} bids`}
            </AppLink>
          ) : (
            t`No bids yet`
          )}
        </p>
      </div>
      <div>
        <p className="text-sm text-slate-600">{a.status === "scheduled" ? t`Starts in` : t`Time left`}</p>
        <p
          className={`flex items-center gap-1 text-lg font-semibold ${soon ? "text-rose-600" : "text-slate-900"}`}
        >
          <ClockIcon className="size-4" />
          {/* Times differ between the server's render and the browser's clock and zone: the browser wins. */}
          <span role="timer" aria-live="off" suppressHydrationWarning>
            {a.status === "ended" || !left ? t`Ended` : left}
          </span>
        </p>
        <p className="text-xs text-slate-500" suppressHydrationWarning>
          {a.status === "scheduled"
            ? t`Starts ${when}`
            : a.status === "ended"
              ? t({ message: `Ended ${when}`, context: "date" })
              : t`Ends ${when}`}
        </p>
      </div>
      {a.buyNowPriceCents != null && a.buyNowAvailable && (
        <p className="col-span-2 text-sm text-slate-700 sm:col-span-3">
          <Trans>
            Buy it now for <strong className="text-slate-900">{formatCents(a.buyNowPriceCents)}</strong>
          </Trans>
        </p>
      )}
    </div>
  );
}

export function Facts({ item }: { item: ItemDetail }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const category = item.categoryPath.at(-1);
  const listed = useIdleFormat(() => (item.publishTime ? dateFormats.type2(locale, item.publishTime) : ""));
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
      <dt className="text-slate-500">
        <Trans>Condition</Trans>
      </dt>
      <dd className="font-medium text-slate-900">{conditionLabel(item.condition, i18n)}</dd>
      <dt className="text-slate-500">
        <Trans>Category</Trans>
      </dt>
      <dd className="font-medium text-slate-900">
        {category ? (
          <AppLink
            href={`/classificationList/${category.id}`}
            className="focus-ring rounded text-orange-700 hover:underline"
          >
            {item.categoryPath.map((c) => c.name).join(" › ")}
          </AppLink>
        ) : (
          (item.categoryName ?? "—")
        )}
      </dd>
      <dt className="text-slate-500">
        <Trans>Location</Trans>
      </dt>
      <dd className="font-medium text-slate-900">
        <PickupPlace item={item} fallback={t`Not stated`} />
      </dd>
      <dt className="text-slate-500">
        <Trans>Item number</Trans>
      </dt>
      <dd className="font-mono text-slate-900">{item.itemNumber}</dd>
      {item.publishTime && (
        <>
          <dt className="text-slate-500">
            <Trans>Listed</Trans>
          </dt>
          <dd className="text-slate-900" suppressHydrationWarning>
            {listed}
          </dd>
        </>
      )}
    </dl>
  );
}

// The seller's reputation (its own request, stars, latest comments) sits at the end of the page: it
// loads once the seller card comes near the viewport. Until its data is in it keeps its place (lines
// of skeleton), as on the seller's page.
const MemberReputation = lazyPartOnView(() =>
  import("../feedback/member-reputation.tsx").then((m) => ({ default: m.MemberReputation })),
);

// Similar items and more from the seller, below the fold: their code and requests wait until scrolled near.
const MoreRows = lazyPartOnView(() =>
  import("./item-more-rows.tsx").then((m) => ({ default: m.ItemMoreRows })),
);

/** An item no longer listed: what happened and where to look next (its own chunk: seldom seen). */
export const ItemGone = lazyPart(() => import("./item-gone.tsx").then((m) => ({ default: m.ItemGone })));

function SellerCard({ item }: { item: ItemDetail }) {
  const { t } = useLingui();
  const s = item.seller;
  return (
    <Section
      id="seller-heading"
      heading={<Trans>Seller</Trans>}
      headingClass="mb-3 text-sm font-semibold uppercase tracking-wide text-slate-500"
      className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3">
        <Avatar pic={s.pic} size="md" />
        <div className="min-w-0 flex-1">
          <AppLink
            href={sellerPagePath(s)}
            className="focus-ring block truncate rounded text-base font-semibold text-slate-900 hover:text-orange-700 hover:underline"
          >
            {s.name}
          </AppLink>
          <p className="text-xs text-slate-500">{s.storeId ? t`Store` : t`Private seller`}</p>
        </div>
      </div>
      <MemberReputation userId={s.id} storeId={s.storeId} compact className="mt-3" />
      <TextLink href={sellerItemsPath(s)} className="mt-3 inline-flex text-sm">
        <Trans>See the seller’s other items</Trans>
      </TextLink>
      <ContactSellerButton itemNumber={item.itemNumber} sellerId={s.id} className="mt-3 w-full" />
    </Section>
  );
}

function DetailSkeleton() {
  const { t } = useLingui();
  return (
    <Loading
      label={t`Loading item`}
      className="mx-auto grid w-full max-w-7xl gap-6 pb-8 md:px-6 md:py-8 lg:grid-cols-2"
    >
      <Skeleton className="aspect-[4/3] w-full rounded-none md:rounded-2xl" />
      <div className="space-y-4 px-4 md:px-0">
        <Skeleton className="h-8 w-4/5" />
        <Skeleton className="h-5 w-1/3" />
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-10 w-1/2" />
        <Skeleton className="h-40 w-full" />
      </div>
    </Loading>
  );
}

/** /itemDetail/{id}: photos, title (h1), price or auction summary, bidding slot, facts, seller, description. */
/**
 * The item page. The route hands it the buying panel (bids, Buy now) from the auctions feature, so
 * the catalog does not depend on auctions, which reads the catalog's item queries.
 */
export function ItemDetailScreen({
  itemNumber,
  BuyingPanel,
}: {
  itemNumber: string;
  BuyingPanel: ComponentType<{ item: ItemDetail }>;
}) {
  useContentHydrated();
  const { i18n, t } = useLingui();
  const q = useQuery(itemQuery(itemNumber));
  // Gone wins over a copy seen before (the persisted cache, or this screen a minute ago): a
  // refetch that fails keeps the old data, and a removed or withdrawn item must not stay buyable.
  const gone = q.error instanceof ApiError && q.error.code === Code.NOT_FOUND;
  // The same title the server gave the page (src/client/ssr/page-head.ts); the gone page sets its own.
  useDocumentTitle(gone ? undefined : q.data?.title);
  const item = gone ? undefined : q.data;
  const distance = usePickupDistance(item);
  // Shown once hydrated with the stored session in (the server drew the signed-out view).
  const hydrated = useSessionLive();
  const recorded = useRef<string | null>(null);
  useEffect(() => {
    if (item && recorded.current !== item.itemNumber) {
      recorded.current = item.itemNumber;
      void recordViewed(item);
    }
  }, [item]);

  if (gone) return <ItemGone itemNumber={itemNumber} />;
  if (q.isPending) return <DetailSkeleton />;
  if (!item) {
    return (
      <div className="mx-auto w-full max-w-3xl px-4 py-10">
        <h1 className="mb-4 text-xl font-bold text-slate-900">
          <Trans>Item</Trans>
        </h1>
        <LoadError what={t`this item`} onRetry={() => void q.refetch()} busy={q.isFetching} />
      </div>
    );
  }

  return (
    <div className="mx-auto w-full max-w-7xl pb-10 md:px-6 md:py-8">
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-10">
        <div className="lg:sticky lg:top-32 lg:self-start">
          <Gallery item={item} />
        </div>
        <div className="flex flex-col gap-5 px-4 pt-4 md:px-0 lg:pt-0">
          <OfflineNote what={t`This item`} />
          <div className="flex flex-col gap-2">
            <StatusBadge item={item} />
            {(item.status === "sold" || item.status === "ended" || item.auction?.status === "ended") && (
              <p className="text-sm text-slate-700">
                {item.status === "sold" ? (
                  <Trans>This item has been sold.</Trans>
                ) : (
                  <Trans>This listing has ended.</Trans>
                )}{" "}
                <a href="#more-items" className="focus-ring rounded font-semibold text-orange-700 underline">
                  <Trans>See similar items</Trans>
                </a>
              </p>
            )}
            <h1 className="text-2xl font-bold leading-tight tracking-tight text-slate-900 md:text-3xl">
              {item.title}
            </h1>
            <p className="text-sm text-slate-500">
              {item.saleType === "auction" ? t`Auction` : t`Buy it now`} ·{" "}
              {conditionLabel(item.condition, i18n)}
              {item.city ? ` · ${item.city}` : ""}
              {distance ? ` · ${distance.text}` : ""}
            </p>
          </div>
          <section
            aria-label={t`Price`}
            // Tells the buying panel's module, before hydration, that this page holds an auction's.
            data-sale-type={item.saleType}
            className="rounded-xl bg-white p-4 ring-1 ring-slate-200"
          >
            <PriceSummary item={item} />
            {/* The controls hold their place but show only once the app runs: a server-rendered page
                offers no bid or purchase that would do nothing yet. */}
            <div className={`mt-4 border-t border-slate-100 pt-4 ${hydrated ? "" : "invisible"}`}>
              <BuyingPanel item={item} />
            </div>
          </section>
          <div className={`flex flex-wrap gap-2 ${hydrated ? "" : "invisible"}`}>
            <WatchButton item={item} />
            <ShareButton title={item.title} path={`/itemDetail/${encodeURIComponent(item.itemNumber)}`} />
            <ReportButton
              targetType="item"
              targetId={item.itemNumber}
              targetName={item.title}
              ownerId={item.seller.id}
            />
          </div>
          <section aria-labelledby="details-heading">
            <h2 id="details-heading" className="mb-3 text-lg font-semibold text-slate-900">
              <Trans>Details</Trans>
            </h2>
            <Facts item={item} />
          </section>
          <section aria-labelledby="description-heading">
            <h2 id="description-heading" className="mb-2 text-lg font-semibold text-slate-900">
              <Trans>Description</Trans>
            </h2>
            <p className="whitespace-pre-line text-[15px] leading-relaxed text-slate-800">
              {item.description || t`The seller has not added a description.`}
            </p>
          </section>
          <SellerCard item={item} />
        </div>
      </div>
      <div id="more-items" className="min-h-px scroll-mt-32">
        <MoreRows itemNumber={item.itemNumber} categoryId={item.categoryId ?? null} seller={item.seller} />
      </div>
      <ItemStickyBar itemNumber={item.itemNumber} />
    </div>
  );
}
