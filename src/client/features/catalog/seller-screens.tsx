import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Code } from "#shared/codes";
import { dateFormats } from "#shared/date-formats";
import { ApiError } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Avatar } from "../../ui/avatar.tsx";
import { OpenInMaps, useDistanceFrom, usePickupDistance } from "../../ui/distance.tsx";
import { EmptyState, Page, Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { sellerItemsPath, sellerPagePath } from "../../ui/seller-path.ts";
import { MemberReputation } from "../feedback/member-reputation.tsx";
import { BlockButton, ReportButton } from "../moderation/safety-buttons.tsx";
import { type SellerInfo, sellerInfoQuery, sellerItemsQuery } from "./catalog-queries.ts";
import { InfiniteItemList } from "./item-list.tsx";
import { LoadError, OfflineNote } from "./load-states.tsx";

function SellerHeader({ s }: { s: SellerInfo }) {
  const locale = useLocale();
  const since = dateFormats.type6(locale, s.createTime);
  const distance = useDistanceFrom(usePickupDistance(s));
  return (
    <div className="flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <Avatar pic={s.pic} size="lg" />
      <div className="min-w-0 flex-1">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{s.name}</h1>
        {s.storeId !== null ? (
          <p className="text-sm text-slate-600">
            <Trans>Store</Trans>
          </p>
        ) : (
          s.userName && s.userName !== s.name && <p className="text-sm text-slate-500">@{s.userName}</p>
        )}
        <p className="mt-1 text-sm text-slate-600" suppressHydrationWarning>
          {s.city ? `${s.city} · ` : ""}
          {distance ? <span data-testid="seller-distance">{`${distance} · `}</span> : null}
          <Trans>Member since {since}</Trans>
        </p>
        {/* The area the seller picks up in (city level), where a buyer checks how far it is. */}
        {s.lat != null && s.lng != null && <OpenInMaps point={{ lat: s.lat, lng: s.lng }} className="mt-1" />}
        {s.introduction && (
          <p className="mt-2 whitespace-pre-line text-sm text-slate-800">{s.introduction}</p>
        )}
        <div className="mt-3 flex flex-wrap gap-2">
          <ReportButton targetType="user" targetId={String(s.id)} targetName={s.name} ownerId={s.id} />
          <BlockButton userId={s.id} name={s.name} />
        </div>
      </div>
      <dl className="flex gap-6 text-center">
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">
            <Trans>For sale</Trans>
          </dt>
          <dd className="text-xl font-bold text-slate-900">{s.activeItemCount}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-wide text-slate-500">
            <Trans>Sold</Trans>
          </dt>
          <dd className="text-xl font-bold text-slate-900">{s.soldItemCount}</dd>
        </div>
      </dl>
    </div>
  );
}

/** The seller (or their store), and its name as the page's title (as the server gives it). */
function useSeller(id: number, storeId?: number) {
  const q = useQuery(sellerInfoQuery(id, storeId));
  useDocumentTitle(q.data?.name);
  return q;
}

function SellerMissing({ q }: { q: ReturnType<typeof useSeller> }) {
  const { t } = useLingui();
  if (q.error instanceof ApiError && q.error.code === Code.NOT_FOUND)
    return (
      <Page heading={t`Seller not found`}>
        <EmptyState title={t`This seller does not exist`} />
      </Page>
    );
  return (
    <Page heading={t`Seller`}>
      <LoadError what={t`this seller`} onRetry={() => void q.refetch()} busy={q.isFetching} />
    </Page>
  );
}

/** /sellerInformation/{id}: the seller's profile and their items; with `storeId`, the store's. */
export function SellerInfoScreen({ id, storeId }: { id: number; storeId?: number | undefined }) {
  const { t } = useLingui();
  const q = useSeller(id, storeId);
  const items = useInfiniteQuery(sellerItemsQuery(id, storeId));
  if (q.isPending)
    return (
      <Page>
        <Skeleton className="h-32 w-full rounded-2xl" />
      </Page>
    );
  if (!q.data) return <SellerMissing q={q} />;
  const s = q.data;
  const storeNames = s.stores.map((st) => st.storeName).join(", ");
  const name = s.name;
  return (
    <Page>
      <OfflineNote what={t`This page`} />
      <SellerHeader s={s} />
      <section
        aria-labelledby="reputation-heading"
        className="mt-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200"
      >
        <h2 id="reputation-heading" className="mb-2 text-lg font-bold text-slate-900">
          <Trans>Ratings and trust</Trans>
        </h2>
        {/* A store's page rates the store (its buyers' ratings); a person's, the person. */}
        <MemberReputation userId={id} storeId={storeId} />
      </section>
      {s.stores.length > 0 && (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Stores: {storeNames}</Trans>
        </p>
      )}
      <div className="mb-3 mt-8 flex items-end justify-between">
        <h2 className="text-lg font-bold text-slate-900">
          <Trans>Items for sale</Trans>
        </h2>
        <AppLink
          href={sellerItemsPath({ id, storeId })}
          className="focus-ring rounded text-sm font-semibold text-orange-700 hover:underline"
        >
          <Trans>See all</Trans>
        </AppLink>
      </div>
      <InfiniteItemList
        query={items}
        label={t`Items from ${name}`}
        empty={{ title: t`Nothing for sale right now` }}
      />
    </Page>
  );
}

/** /sellerItems/{sid}: everything a seller (or, with `storeId`, their store) has for sale. */
export function SellerItemsScreen({ sid, storeId }: { sid: number; storeId?: number | undefined }) {
  const { t } = useLingui();
  const q = useSeller(sid, storeId);
  const items = useInfiniteQuery(sellerItemsQuery(sid, storeId));
  const name = q.data?.name;
  return (
    <Page
      heading={
        name ? t`Items from ${name}` : q.isPending ? <Skeleton className="h-7 w-56" /> : t`Seller’s items`
      }
    >
      {name && (
        <p className="-mt-2 mb-4 text-sm">
          <AppLink
            href={sellerPagePath({ id: sid, storeId })}
            className="focus-ring rounded font-semibold text-orange-700 hover:underline"
          >
            <Trans>About this seller</Trans>
          </AppLink>
        </p>
      )}
      <InfiniteItemList
        query={items}
        label={name ? t`Items from ${name}` : t`Items`}
        empty={{
          title: t`Nothing for sale right now`,
          body: t`This seller has no items listed at the moment.`,
        }}
      />
    </Page>
  );
}
