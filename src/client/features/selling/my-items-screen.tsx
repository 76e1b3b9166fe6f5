import { useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useState } from "react";
import type { SellerItemSummary } from "#shared/contract/selling";
import type { Locale } from "#shared/locale";
import { api, newIdempotencyKey } from "../../api/index.ts";
import { useLocale } from "../../i18n/locale.ts";
import { sessionAtom } from "../../state.ts";
import {
  AppLink,
  Button,
  ConfirmDialog,
  cx,
  EmptyState,
  Page,
  showToast,
  useDocumentTitle,
} from "../../ui/index.ts";
import { dateText, RowSkeletons, SellerItemRow, StateBadge, summaryPrice } from "./seller-item-row.tsx";
import { type MyItemsFilter, myItemsQuery, sellingKeys } from "./selling-queries.ts";

const TABS = [
  { id: "active", name: "Active" },
  { id: "scheduled", name: "Scheduled" },
  { id: "ended", name: "Ended" },
  { id: "sold", name: "Sold" },
  { id: "draft", name: "Drafts" },
] as const satisfies ReadonlyArray<{ id: MyItemsFilter; name: string }>;
export type MyItemsTab = (typeof TABS)[number]["id"];

const EMPTY: Record<MyItemsTab, string> = {
  active: "Nothing is live right now.",
  scheduled: "No auctions are waiting to start.",
  ended: "No ended listings.",
  sold: "Nothing sold yet.",
  draft: "No drafts.",
};

/** My items: tabs active, scheduled, ended, sold, drafts; withdraw, sell again, edit. */
export function MyItemsScreen({ tab }: { tab: MyItemsTab }) {
  const locale = useLocale();
  useDocumentTitle("My Items");
  const identity = useAtomValue(sessionAtom).identityToken ?? "personal";
  const q = useInfiniteQuery(myItemsQuery(tab, identity));
  const qc = useQueryClient();
  const [withdrawing, setWithdrawing] = useState<SellerItemSummary | null>(null);
  const [busy, setBusy] = useState(false);
  const list = q.data?.pages.flatMap((p) => p.list) ?? [];

  const withdraw = async () => {
    if (!withdrawing) return;
    setBusy(true);
    try {
      await api.post(
        "/item/withdraw",
        { itemNumber: withdrawing.itemNumber, version: withdrawing.version },
        { idempotencyKey: newIdempotencyKey() },
      );
      showToast("The listing was withdrawn.", "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    } catch {
      // The request helper already showed the server's message.
    } finally {
      setBusy(false);
      setWithdrawing(null);
    }
  };

  return (
    <Page
      heading="My Items"
      actions={
        <AppLink
          href="/postItem"
          className="focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600"
        >
          New listing
        </AppLink>
      }
    >
      <div className="mx-auto max-w-3xl">
        <nav aria-label="Item status" className="-mx-4 mb-4 overflow-x-auto px-4 md:mx-0 md:px-0">
          <ul className="flex gap-2">
            {TABS.map((t) => (
              <li key={t.id}>
                <AppLink
                  href={`/items?tab=${t.id}`}
                  aria-current={t.id === tab ? "page" : undefined}
                  className={cx(
                    "focus-ring inline-flex h-9 items-center rounded-full px-4 text-sm font-semibold",
                    t.id === tab
                      ? "bg-slate-900 text-white"
                      : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
                  )}
                >
                  {t.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
        {q.isPending ? (
          <RowSkeletons />
        ) : q.isError && list.length === 0 ? (
          <EmptyState
            title="Your items could not be loaded"
            body={
              navigator.onLine
                ? q.error.message
                : "You are offline. This list has not been saved on this device yet."
            }
            action={<Button onClick={() => void q.refetch()}>Try again</Button>}
          />
        ) : list.length === 0 ? (
          <EmptyState
            title={EMPTY[tab]}
            action={
              <AppLink href="/postItem" className="font-semibold text-orange-700 underline">
                Post an item
              </AppLink>
            }
          />
        ) : (
          <ul className="space-y-3">
            {list.map((i) => (
              <SellerItemRow
                key={i.itemNumber}
                title={i.title || "Untitled item"}
                cover={i.cover}
                href={
                  i.status === "draft"
                    ? `/editItem?itemNumber=${i.itemNumber}`
                    : `/itemDetail/${i.itemNumber}`
                }
                badges={
                  <>
                    <StateBadge state={i.listingState} />
                    <span className="text-[11px] font-medium text-slate-500">
                      {i.saleType === "auction"
                        ? `Auction · ${i.bidCount} ${i.bidCount === 1 ? "bid" : "bids"}`
                        : "Fixed price"}
                    </span>
                  </>
                }
                meta={metaOf(i, locale)}
                price={summaryPrice(i)}
                actions={<RowActions item={i} onWithdraw={() => setWithdrawing(i)} />}
              />
            ))}
          </ul>
        )}
        {q.hasNextPage && (
          <div className="mt-4 flex justify-center">
            <Button variant="secondary" busy={q.isFetchingNextPage} onClick={() => void q.fetchNextPage()}>
              Show more
            </Button>
          </div>
        )}
      </div>
      <ConfirmDialog
        open={withdrawing !== null}
        message={`Withdraw “${withdrawing?.title ?? ""}”? Buyers will no longer see it.`}
        confirmLabel="Withdraw"
        cancelLabel="Keep it"
        busy={busy}
        onConfirm={() => void withdraw()}
        onCancel={() => setWithdrawing(null)}
      />
    </Page>
  );
}

function metaOf(i: SellerItemSummary, locale: Locale): string {
  if (i.listingState === "scheduled" && i.startTime) return `Starts ${dateText(i.startTime, locale)}`;
  if (i.listingState === "active" && i.endTime) return `Ends ${dateText(i.endTime, locale)}`;
  if ((i.listingState === "ended" || i.listingState === "sold") && i.endTime)
    return `Ended ${dateText(i.endTime, locale)}`;
  return `Edited ${dateText(i.updatedAt, locale)}`;
}

const action =
  "focus-ring inline-flex h-8 items-center rounded-lg px-3 text-xs font-semibold ring-1 ring-inset ring-slate-300 hover:bg-slate-50";

function RowActions({ item, onWithdraw }: { item: SellerItemSummary; onWithdraw: () => void }) {
  const s = item.listingState;
  return (
    <>
      {(s === "draft" || s === "active" || s === "scheduled") && (
        <AppLink
          href={`/editItem?itemNumber=${item.itemNumber}`}
          className={action}
          aria-label={`Edit ${item.title}`}
        >
          Edit
        </AppLink>
      )}
      {(s === "active" || s === "scheduled") && item.saleType === "auction" && (
        <AppLink href={`/auctionSettings/${item.itemNumber}`} className={action}>
          Settings
        </AppLink>
      )}
      {(s === "active" || s === "scheduled") && item.bidCount === 0 && (
        <button type="button" onClick={onWithdraw} className={cx(action, "text-rose-700")}>
          Withdraw
        </button>
      )}
      {(s === "ended" || s === "sold" || s === "withdrawn") && (
        <AppLink href={`/sellAgain/${item.itemNumber}`} className={action}>
          Sell again
        </AppLink>
      )}
    </>
  );
}
