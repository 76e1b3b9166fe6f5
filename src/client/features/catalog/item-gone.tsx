import { Trans, useLingui } from "@lingui/react/macro";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { call } from "../../api/index.ts";
import { Skeleton, useDocumentTitle } from "../../ui/page.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { ItemMoreRows } from "./item-more-rows.tsx";

/** GET /item/gone: a withdrawn item's category and seller (an error for anything else). */
export const goneItemQuery = (itemNumber: string) =>
  queryOptions({
    queryKey: ["catalog", "gone", itemNumber] as const,
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/item/gone", { query: { itemNumber }, public: true }),
    staleTime: 60_000,
    retry: false,
    // Its answer (10004 included) is settled: the server's render shows it, hydration keeps it.
    retryOnMount: false,
  });

/**
 * The page of an item nobody may see any more (the server answers it with 404): what happened, and
 * where to look next — similar items and more from the seller when the item was withdrawn.
 */
export function ItemGone({ itemNumber }: { itemNumber: string }) {
  const { t } = useLingui();
  const q = useQuery(goneItemQuery(itemNumber));
  const gone = q.data;
  useDocumentTitle(gone ? t`Item withdrawn` : t`Item not found`);
  return (
    <div className="mx-auto w-full max-w-7xl pb-10 md:px-6 md:py-8">
      <div className="mx-auto max-w-2xl px-4 pt-8 text-center md:px-0">
        {q.isPending ? (
          <Skeleton className="mx-auto h-8 w-2/3" />
        ) : (
          <>
            <h1 className="text-2xl font-bold text-slate-900">
              {gone ? <Trans>This item was withdrawn</Trans> : <Trans>Item not found</Trans>}
            </h1>
            <p className="mt-2 text-slate-600">
              {gone ? (
                <Trans>The seller took this listing down, so it can no longer be bought or bid on.</Trans>
              ) : (
                <Trans>This item does not exist or is no longer listed.</Trans>
              )}
            </p>
          </>
        )}
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          {gone?.categoryId != null && (
            <TextLink href={`/classificationList/${gone.categoryId}`} look="primary" size="lg">
              <Trans>Browse the category</Trans>
            </TextLink>
          )}
          <TextLink href="/" look="secondary" size="lg">
            <Trans>Browse items</Trans>
          </TextLink>
        </div>
      </div>
      {gone && (
        <ItemMoreRows itemNumber={gone.itemNumber} categoryId={gone.categoryId} seller={gone.seller} />
      )}
    </div>
  );
}
