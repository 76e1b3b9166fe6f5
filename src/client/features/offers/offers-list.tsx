import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { Code } from "#shared/codes";
import { ApiError } from "../../api/index.ts";
import { MoreButton } from "../../ui/more-button.tsx";
import { EmptyState, Loading, Page, Skeleton } from "../../ui/page.tsx";
import { QueryFailure } from "../../ui/query-state.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { OfferCard, useOfferWho } from "./offer-parts.tsx";
import { type OfferRole, offerDetailQuery, offerListQuery } from "./offers-queries.ts";

function CardSkeleton() {
  return <Skeleton className="h-44 w-full rounded-xl" />;
}

/**
 * The buyer's offers (a tab of Purchases) or the seller's (a tab of Orders, and a section of the
 * seller portal): newest first, each with its state, time left and the reader's next step.
 */
export function OffersList({ party: role, columns = 2 }: { party: OfferRole; columns?: 1 | 2 }) {
  const { t } = useLingui();
  const who = useOfferWho();
  const q = useInfiniteQuery(offerListQuery(role, who));
  const offers = q.data?.pages.flatMap((p) => p.list);
  if (offers === undefined)
    return q.isError ? (
      <QueryFailure error={q.error} retry={() => void q.refetch()} what={t`Offers`} />
    ) : (
      <Loading label={t`Loading offers`} className="flex flex-col gap-3">
        <CardSkeleton />
        <CardSkeleton />
      </Loading>
    );
  if (offers.length === 0)
    return (
      <EmptyState
        title={role === "buyer" ? t`You have not made any offers yet` : t`No offers yet`}
        body={
          role === "buyer"
            ? t`On items that take offers, press Make offer to suggest your price.`
            : t`Turn on offers when you edit a fixed-price item, and buyers can suggest a price.`
        }
        action={
          <TextLink href={role === "buyer" ? "/" : "/items"} look="quiet">
            {role === "buyer" ? <Trans>Browse items</Trans> : <Trans>See your items</Trans>}
          </TextLink>
        }
      />
    );
  return (
    <>
      <ul
        className={columns === 2 ? "grid gap-3 lg:grid-cols-2" : "flex flex-col gap-3"}
        aria-label={role === "buyer" ? t`Your offers` : t`Offers on your items`}
      >
        {offers.map((o) => (
          <li key={o.offerId} className="min-w-0">
            <OfferCard offer={o} />
          </li>
        ))}
      </ul>
      <MoreButton query={q} className="mt-6" />
    </>
  );
}

/** /offerDetail/{offerId}: one offer, for its buyer or its seller (where a notification leads). */
export function OfferDetailScreen({ offerId }: { offerId: string }) {
  const { t } = useLingui();
  const q = useQuery(offerDetailQuery(offerId));
  const o = q.data;
  return (
    <Page heading={t`Offer`} width="narrow">
      {o ? (
        <div className="flex flex-col gap-4">
          <OfferCard offer={o} heading="h2" />
          <div className="flex flex-wrap gap-2">
            <TextLink href={`/itemDetail/${encodeURIComponent(o.itemNumber)}`} look="quiet">
              <Trans>See the item</Trans>
            </TextLink>
            <TextLink href={o.role === "buyer" ? "/buying?type=offers" : "/orders?type=offers"} look="quiet">
              {o.role === "buyer" ? <Trans>All your offers</Trans> : <Trans>All offers on your items</Trans>}
            </TextLink>
          </div>
        </div>
      ) : q.isError ? (
        q.error instanceof ApiError &&
        (q.error.code === Code.NOT_FOUND || q.error.code === Code.FORBIDDEN) ? (
          <EmptyState title={t`This offer does not exist or is not yours`} />
        ) : (
          <QueryFailure error={q.error} retry={() => void q.refetch()} what={t`Offer`} />
        )
      ) : (
        <Loading label={t`Loading offer`}>
          <CardSkeleton />
        </Loading>
      )}
    </Page>
  );
}
