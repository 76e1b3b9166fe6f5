import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { SellerItemSummary } from "#shared/contract/selling";
import type { Locale } from "#shared/locale";
import { call, newIdempotencyKey } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { sessionAtom } from "../../state.ts";
import {
  AppLink,
  ConfirmDialog,
  cx,
  EmptyState,
  MoreButton,
  Page,
  showToast,
  useDocumentTitle,
} from "../../ui/index.ts";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { dateText, RowSkeletons, SellerItemRow, StateBadge, summaryPrice } from "./seller-item-row.tsx";
import { ListFailed, NewListingLink, PostItemLink } from "./seller-list-parts.tsx";
import { type MyItemsFilter, myItemsQuery, sellingKeys } from "./selling-queries.ts";

const TABS = [
  { id: "active", name: msg`Active` },
  { id: "scheduled", name: msg`Scheduled` },
  { id: "ended", name: msg`Ended` },
  { id: "sold", name: msg`Sold` },
  { id: "draft", name: msg`Drafts` },
] as const satisfies ReadonlyArray<{ id: MyItemsFilter; name: MessageDescriptor }>;
export type MyItemsTab = (typeof TABS)[number]["id"];

const EMPTY: Record<MyItemsTab, MessageDescriptor> = {
  active: msg`Nothing is live right now.`,
  scheduled: msg`No auctions are waiting to start.`,
  ended: msg`No ended listings.`,
  sold: msg`Nothing sold yet.`,
  draft: msg`No drafts.`,
};

/** My items: tabs active, scheduled, ended, sold, drafts; withdraw, sell again, edit. */
export function MyItemsScreen({ tab }: { tab: MyItemsTab }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`My Items`);
  const identity = useAtomValue(sessionAtom).identityToken ?? "personal";
  const q = useInfiniteQuery(myItemsQuery(tab, identity));
  const qc = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<SellerItemSummary | null>(null);
  const { busy, run } = useConfirmedAction(() => setWithdrawing(null));
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];
  const withdrawTitle = withdrawing?.title ?? "";

  const withdraw = async () => {
    if (!withdrawing) return;
    const { itemNumber, version } = withdrawing;
    await run(async () => {
      await call("POST", "/item/withdraw", {
        body: { itemNumber, version },
        idempotencyKey: newIdempotencyKey(),
      });
      showToast(t`The listing was withdrawn.`, "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    });
  };

  return (
    <Page heading={t`My Items`} actions={<NewListingLink />}>
      <div className="mx-auto max-w-3xl">
        {/* The tabs keep their words whole and scroll sideways: squeezed, a Chinese label would
            break between any two characters. */}
        <nav aria-label={t`Item status`} className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex gap-2">
            {TABS.map((k) => (
              <li key={k.id} className="shrink-0">
                <AppLink
                  href={`/items?tab=${k.id}`}
                  aria-current={k.id === tab ? "page" : undefined}
                  className={cx(
                    "focus-ring inline-flex h-9 items-center whitespace-nowrap rounded-full px-4 text-sm font-semibold",
                    k.id === tab
                      ? "bg-slate-900 text-white"
                      : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {i18n._(k.name)}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {q.isPending ? (
          <RowSkeletons />
        ) : q.isError && list.length === 0 ? (
          <ListFailed
            title={t`Your items could not be loaded`}
            offline={t`You are offline. This list has not been saved on this device yet.`}
            error={q.error}
            retry={() => void q.refetch()}
          />
        ) : list.length === 0 ? (
          <EmptyState title={i18n._(EMPTY[tab])} action={<PostItemLink />} />
        ) : (
          <ul className="space-y-3">
            {list.map((i) => (
              <SellerItemRow
                key={i.itemNumber}
                title={i.title || t`Untitled item`}
                cover={i.cover}
                href={
                  i.status === "draft"
                    ? `/editItem?itemNumber=${i.itemNumber}`
                    : `/itemDetail/${i.itemNumber}`
                }
                badges={
                  <>
                    <StateBadge state={i.listingState} />
                    <span className="whitespace-nowrap text-[11px] font-medium text-slate-500">
                      {i.saleType === "auction" ? <AuctionBids count={i.bidCount} /> : t`Fixed price`}
                    </span>
                  </>
                }
                meta={metaOf(i, locale, i18n)}
                price={summaryPrice(i, i18n)}
                actions={<RowActions item={i} onWithdraw={() => setWithdrawing(i)} />}
              />
            ))}
          </ul>
        )}
        <MoreButton query={q} className="mt-4" />
      </div>
      <ConfirmDialog
        open={withdrawing !== null}
        message={t`Withdraw “${withdrawTitle}”? Buyers will no longer see it.`}
        confirmLabel={t({ message: "Withdraw", context: "listing" })}
        cancelLabel={t`Keep it`}
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </Page>
  );
}

/** "Auction · 3 bids" */
function AuctionBids({ count }: { count: number }) {
  const { t } = useLingui();
  return t`Auction · ${plural(count, { one: "# bid", other: "# bids" })}`;
}

function metaOf(i: SellerItemSummary, locale: Locale, i18n: I18n): string {
  if (i.listingState === "scheduled" && i.startTime) {
    const when = dateText(i.startTime, locale);
    return i18n._(msg`Starts ${when}`);
  }
  if (i.listingState === "active" && i.endTime) {
    const when = dateText(i.endTime, locale);
    return i18n._(msg`Ends ${when}`);
  }
  if ((i.listingState === "ended" || i.listingState === "sold") && i.endTime) {
    const when = dateText(i.endTime, locale);
    return i18n._(msg`Ended ${when}`);
  }
  const edited = dateText(i.updatedAt, locale);
  return i18n._(msg`Edited ${edited}`);
}

const action =
  "focus-ring inline-flex h-8 items-center whitespace-nowrap rounded-lg px-3 text-xs font-semibold ring-1 ring-inset ring-slate-300 hover:bg-slate-50";

function RowActions({ item, onWithdraw }: { item: SellerItemSummary; onWithdraw: () => void }) {
  const { t } = useLingui();
  const s = item.listingState;
  const title = item.title;
  return (
    <>
      {(s === "draft" || s === "active" || s === "scheduled") && (
        <AppLink
          href={`/editItem?itemNumber=${item.itemNumber}`}
          className={action}
          aria-label={t`Edit ${title}`}
        >
          <Trans>Edit</Trans>
        </AppLink>
      )}
      {(s === "active" || s === "scheduled") && item.saleType === "auction" && (
        <AppLink href={`/auctionSettings/${item.itemNumber}`} className={action}>
          <Trans>Settings</Trans>
        </AppLink>
      )}
      {(s === "active" || s === "scheduled") && item.bidCount === 0 && (
        <button type="button" onClick={onWithdraw} className={cx(action, "text-rose-700")}>
          <Trans context="listing">Withdraw</Trans>
        </button>
      )}
      {(s === "ended" || s === "sold" || s === "withdrawn") && (
        <AppLink href={`/sellAgain/${item.itemNumber}`} className={action}>
          <Trans>Sell again</Trans>
        </AppLink>
      )}
    </>
  );
}
