import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import type { AuctionStateDto, BidEntry } from "#shared/contract/auctions";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { onlineAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { ColumnHeads } from "../../ui/column-heads.tsx";
import { cx } from "../../ui/cx.ts";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { itemQuery } from "../catalog/catalog-queries.ts";
import { bidsQuery } from "./auction-queries.ts";
import { ReserveNotMet } from "./auction-status.tsx";
import { BidPages } from "./bid-pages.tsx";
import { useLiveAuction } from "./use-live-auction.ts";

const ROW_SKELETONS = ["a", "b", "c", "d", "e", "f"];

/** /bidList/{id}: every placed bid, newest first, automatic ones marked "auto", mine marked. */
export function BidListScreen({ itemNumber }: { itemNumber: string }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const item = useQuery(itemQuery(itemNumber)).data;
  const q = useInfiniteQuery(bidsQuery(itemNumber));
  // New bids appear as they happen: the live event refreshes this list (applyAuctionState).
  useLiveAuction(itemNumber, item?.status === "active" && item.auction?.status !== "ended");
  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const total = q.data?.pages[0]?.total ?? 0;
  const a = item?.auction;

  return (
    <Page heading={t`Bid history`} width="narrow">
      <div className="mb-4 flex flex-col gap-1">
        {item ? (
          <AppLink
            href={`/itemDetail/${encodeURIComponent(itemNumber)}`}
            className="focus-ring self-start rounded text-base font-semibold text-orange-700 hover:underline"
          >
            {item.title}
          </AppLink>
        ) : (
          <Skeleton className="h-5 w-2/3" />
        )}
        {a && <AuctionSummary auction={a} />}
      </div>

      <BidPages
        q={q}
        empty={rows.length === 0}
        online={online}
        skeleton={{ rows: ROW_SKELETONS, listClass: "flex flex-col gap-2", rowClass: "h-12 w-full" }}
        failure={{
          title: t`We could not load the bids`,
          offlineBody: t`This history has not been saved on this device yet. Try again when you are back online.`,
          offlineSaved: t`You are offline: this history was saved on this device and may be out of date.`,
        }}
        emptyState={
          <EmptyState
            title={t`No bids yet`}
            body={t`Be the first to bid on this item.`}
            action={
              <AppLink
                href={`/itemDetail/${encodeURIComponent(itemNumber)}`}
                className="focus-ring rounded-lg bg-orange-500 px-4 py-2 text-sm font-semibold text-white hover:bg-orange-600"
              >
                <Trans>Go to the item</Trans>
              </AppLink>
            }
          />
        }
        footer={{
          className: "mt-4 flex flex-col items-center gap-2 text-sm text-slate-600",
          more: <Trans>Load more bids</Trans>,
          shown: t`${plural(total, { one: "# bid shown.", other: "All # bids shown." })}`,
        }}
      >
        <table className="w-full table-fixed border-separate border-spacing-0 overflow-hidden rounded-xl bg-white text-sm ring-1 ring-slate-200">
          <caption className="sr-only">
            <Trans>Bids on this item, newest first</Trans>
          </caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500">
            <ColumnHeads
              columns={[
                { id: "bidder", className: "px-3 py-2.5", label: <Trans>Bidder</Trans> },
                { id: "amount", className: "w-28 px-3 py-2.5 text-right", label: <Trans>Amount</Trans> },
                { id: "time", className: "w-32 px-3 py-2.5 text-right sm:w-44", label: <Trans>Time</Trans> },
              ]}
            />
          </thead>
          <tbody>
            {rows.map((b, i) => (
              <BidRow key={`${b.createTime}-${b.bidder}-${b.amountCents}-${b.auto}`} bid={b} top={i === 0} />
            ))}
          </tbody>
        </table>
      </BidPages>
    </Page>
  );
}

/** "Current bid $12.00 · 3 bids · Reserve not met" over the list. */
function AuctionSummary({ auction: a }: { auction: AuctionStateDto }) {
  const { t } = useLingui();
  const price = formatCents(a.currentPriceCents);
  const count = a.bidCount;
  const bids = t`${plural(count, { one: "# bid", other: "# bids" })}`;
  return (
    <p className="text-sm text-slate-600">
      {a.bidCount > 0 ? (
        <Trans>
          Current bid <strong className="text-slate-900">{price}</strong> · {bids}
        </Trans>
      ) : (
        <Trans>
          Starting bid <strong className="text-slate-900">{price}</strong> · {bids}
        </Trans>
      )}
      <ReserveNotMet met={a.reserveMet} />
    </p>
  );
}

function BidRow({ bid, top }: { bid: BidEntry; top: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <tr className={cx(bid.isMine && "bg-orange-50/70")}>
      <td className="border-t border-slate-100 px-3 py-2.5">
        <span className="flex flex-wrap items-center gap-1.5">
          <span className="font-mono text-slate-900">{bid.bidder}</span>
          {bid.isMine && (
            <span className="rounded-full bg-orange-100 px-2 py-0.5 text-[11px] font-semibold text-orange-800">
              <Trans>You</Trans>
            </span>
          )}
          {bid.auto && (
            <span
              className="rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-semibold text-slate-600"
              title={t`Placed automatically from a max bid`}
            >
              <Trans>auto</Trans>
            </span>
          )}
        </span>
      </td>
      <td
        className={cx(
          "border-t border-slate-100 px-3 py-2.5 text-right tabular-nums",
          top && "font-bold text-slate-900",
        )}
      >
        {formatCents(bid.amountCents)}
      </td>
      <td className="border-t border-slate-100 px-3 py-2.5 text-right text-slate-600 tabular-nums">
        <time dateTime={dateFormats.type8(locale, bid.createTime)}>
          {dateFormats.type2(locale, bid.createTime, { style: "monthDay", seconds: true })}
        </time>
      </td>
    </tr>
  );
}
