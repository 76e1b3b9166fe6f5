import { infiniteQueryOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import type { Offer, OfferAction, OfferListFilter } from "#shared/contract/offers";
import { call, nextPage, type Settled, settled } from "../../api/index.ts";
import { catalogKeys } from "../catalog/catalog-queries.ts";

export type OfferRole = "buyer" | "seller";

/** Query keys of offers (one factory, STYLE.md). */
export const offerKeys = {
  all: ["offers"] as const,
  lists: () => [...offerKeys.all, "list"] as const,
  list: (role: OfferRole, who: string, itemNumber?: string, status = "all") =>
    [...offerKeys.lists(), role, who, itemNumber ?? "", status] as const,
  detail: (offerId: string) => [...offerKeys.all, "detail", offerId] as const,
};

export const OFFER_PAGE_SIZE = 10;

/**
 * The buyer's or the seller's offers, newest first; of one item when given. `who` (user and store
 * identity) keeps one person's persisted cache from showing for another.
 */
export const offerListQuery = (
  role: OfferRole,
  who: string,
  itemNumber?: string,
  status: OfferListFilter = "all",
) =>
  infiniteQueryOptions({
    queryKey: offerKeys.list(role, who, itemNumber, status),
    queryFn: ({ pageParam }) =>
      call("GET", "/offer/list", {
        query: {
          role,
          status,
          ...(itemNumber ? { itemNumber } : {}),
          currentPage: pageParam,
          pageSize: OFFER_PAGE_SIZE,
        },
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 10_000,
  });

export const offerDetailQuery = (offerId: string) =>
  queryOptions({
    queryKey: offerKeys.detail(offerId),
    // Not found and not yours (10004) are shown on the page, not as a toast.
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/offer/detail", { query: { offerId } }),
    staleTime: 5_000,
  });

/** After any change to an offer: its page and every list show the new state. */
export function offerChanged(qc: QueryClient, offer: Offer): void {
  qc.setQueryData(offerKeys.detail(offer.offerId), offer);
  void qc.invalidateQueries({ queryKey: offerKeys.lists() });
  // The item page shows the buyer's open offer and the seller's count; an accepted one sells it.
  void qc.invalidateQueries({ queryKey: catalogKeys.item(offer.itemNumber) });
  if (offer.orderNumber) void qc.invalidateQueries({ queryKey: ["orders"] });
}

/** POST /offer/make under the caller's key (a retry after a lost answer makes one offer). */
export const makeOffer = (
  itemNumber: string,
  amountCents: number,
  opts: { idempotencyKey: string; identity?: string | null },
): Promise<Settled<Offer>> =>
  settled(call("POST", "/offer/make", { body: { itemNumber, amountCents }, ...opts }));

export const respondOffer = (
  offerId: string,
  action: OfferAction,
  idempotencyKey: string,
  amountCents?: number,
): Promise<Settled<Offer>> =>
  settled(
    call("POST", "/offer/respond", {
      body: { offerId, action, ...(amountCents !== undefined ? { amountCents } : {}) },
      idempotencyKey,
    }),
  );
