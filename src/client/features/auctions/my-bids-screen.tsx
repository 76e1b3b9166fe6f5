import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { skipToken, useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { type KeyboardEvent, useRef } from "react";
import type { MyBid } from "#shared/contract/auctions";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../i18n/locale.ts";
import { onlineAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { badgeLook } from "../../ui/badge.tsx";
import { cx } from "../../ui/cx.ts";
import { ClockIcon, CloudOffIcon } from "../../ui/icons.tsx";
import { EmptyState, Page } from "../../ui/page.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { Thumb } from "../../ui/thumb.tsx";
import { useServerNow } from "../catalog/server-clock.ts";
import { isLeader } from "./auction-logic.ts";
import { auctionKeys, type LiveLeader, myBidsQuery, standingFromMyBid } from "./auction-queries.ts";
import { ReserveNotMet } from "./auction-status.tsx";
import { BidPages } from "./bid-pages.tsx";
import { type PendingBid, usePendingBids } from "./pending-bids.ts";
import { useLiveAuction } from "./use-live-auction.ts";

export const MY_BIDS_TABS = ["leading", "outbid", "won", "lost"] as const;
export type MyBidsTab = (typeof MY_BIDS_TABS)[number];
const TAB_LABEL: Record<MyBidsTab, MessageDescriptor> = {
  leading: msg`Leading`,
  outbid: msg`Outbid`,
  won: msg`Won`,
  lost: msg`Lost`,
};
/** The list's name under each tab ("Leading bids"…). */
const LIST_LABEL: Record<MyBidsTab, MessageDescriptor> = {
  leading: msg`Leading bids`,
  outbid: msg`Outbid bids`,
  won: msg`Won bids`,
  lost: msg`Lost bids`,
};
const EMPTY: Record<MyBidsTab, { title: MessageDescriptor; body: MessageDescriptor }> = {
  leading: {
    title: msg`You are not leading any auction`,
    body: msg`Auctions where you are the highest bidder show here.`,
  },
  outbid: {
    title: msg`Nobody has outbid you`,
    body: msg`Open auctions where someone bid more than you show here.`,
  },
  won: {
    title: msg`No auctions won yet`,
    body: msg`Auctions you win show here until you find them in Purchases.`,
  },
  lost: { title: msg`No lost auctions`, body: msg`Ended auctions you bid on but did not win show here.` },
};
/** Live streams for this many of the soonest-ending rows; the rest refresh by a quiet poll. */
const LIVE_ROWS = 3;
const ROW_SKELETONS = ["a", "b", "c", "d"];

/** /bids: my bids by tab (leading, outbid, won, lost), prices and standing kept live. */
export function MyBidsScreen({ tab }: { tab: MyBidsTab }) {
  const { i18n, t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const online = useAtomValue(onlineAtom);
  const userId = session.token ? (session.userInfo?.id ?? 0) : null;
  const navigate = useNavigate();
  const q = useInfiniteQuery(myBidsQuery(userId, tab));
  const pending = usePendingBids(userId);
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({});

  const select = (k: MyBidsTab, focus = false) => {
    void navigate({ to: "/bids", search: { type: k }, replace: true });
    if (focus) tabRefs.current[k]?.focus();
  };
  const onKey = (e: KeyboardEvent) => {
    const i = MY_BIDS_TABS.indexOf(tab);
    const next =
      e.key === "ArrowRight"
        ? MY_BIDS_TABS[(i + 1) % MY_BIDS_TABS.length]
        : e.key === "ArrowLeft"
          ? MY_BIDS_TABS[(i + MY_BIDS_TABS.length - 1) % MY_BIDS_TABS.length]
          : e.key === "Home"
            ? MY_BIDS_TABS[0]
            : e.key === "End"
              ? MY_BIDS_TABS[MY_BIDS_TABS.length - 1]
              : null;
    if (next) {
      e.preventDefault();
      select(next, true);
    }
  };

  if (userId == null)
    return (
      <Page heading={t`Bids`}>
        <EmptyState
          title={t`Sign in to see your bids`}
          action={
            <AppLink
              href={`/signIn?redirect=${encodeURIComponent("/bids")}`}
              className="focus-ring inline-flex h-10 items-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600"
            >
              <Trans>Sign In</Trans>
            </AppLink>
          }
        />
      </Page>
    );

  const rows = q.data?.pages.flatMap((p) => p.list) ?? [];
  const shown = rows.length;
  const openRows = rows
    .filter((r) => r.auction.status !== "ended")
    .sort((a, b) => a.auction.endTime - b.auction.endTime)
    .slice(0, LIVE_ROWS)
    .map((r) => r.item.itemNumber);

  return (
    <Page heading={t`Bids`} width="default">
      {pending.length > 0 && (
        <section
          aria-labelledby="pending-bids-heading"
          className="mb-5 rounded-xl bg-amber-50 p-4 text-sm text-amber-950 ring-1 ring-amber-300"
        >
          <h2 id="pending-bids-heading" className="mb-2 flex items-center gap-2 font-semibold">
            <CloudOffIcon className="size-4" />
            <Trans>Pending bids (not sent)</Trans>
          </h2>
          <p className="mb-2">
            <Trans>
              You made these while offline. Open each item to confirm it again against the current price.
            </Trans>
          </p>
          <ul className="flex flex-col gap-1">
            {pending.map((p) => (
              <PendingRow key={p.itemNumber} pending={p} />
            ))}
          </ul>
        </section>
      )}

      <div
        role="tablist"
        aria-label={t`My bids`}
        className="mb-4 flex gap-1 overflow-x-auto border-b border-slate-200"
        onKeyDown={onKey}
      >
        {MY_BIDS_TABS.map((k) => (
          <button
            key={k}
            ref={(el) => {
              tabRefs.current[k] = el;
            }}
            type="button"
            role="tab"
            id={`bids-tab-${k}`}
            aria-selected={tab === k}
            aria-controls="bids-panel"
            tabIndex={tab === k ? 0 : -1}
            onClick={() => select(k)}
            className={cx(
              "focus-ring -mb-px shrink-0 rounded-t-lg border-b-2 px-4 py-2.5 text-sm font-semibold transition-colors",
              tab === k
                ? "border-orange-500 text-orange-700"
                : "border-transparent text-slate-600 hover:border-slate-300 hover:text-slate-900",
            )}
          >
            {i18n._(TAB_LABEL[k])}
          </button>
        ))}
      </div>

      <div role="tabpanel" id="bids-panel" aria-labelledby={`bids-tab-${tab}`}>
        <BidPages
          q={q}
          empty={rows.length === 0}
          online={online}
          skeleton={{
            rows: ROW_SKELETONS,
            listClass: "flex flex-col gap-3",
            rowClass: "h-24 w-full rounded-xl",
          }}
          failure={{
            title: t`We could not load your bids`,
            offlineBody: t`Your bids have not been saved on this device yet. Try again when you are back online.`,
            offlineSaved: t`You are offline: these bids were saved on this device and may be out of date.`,
          }}
          emptyState={
            <EmptyState
              title={i18n._(EMPTY[tab].title)}
              body={i18n._(EMPTY[tab].body)}
              action={
                <TextLink href="/itemSearch?type=auction&sort=ending" look="quiet">
                  <Trans>Find auctions ending soon</Trans>
                </TextLink>
              }
            />
          }
          footer={{
            className: "mt-5 flex flex-col items-center gap-2 text-sm text-slate-600",
            more: <Trans>Load more</Trans>,
            shown: t`${plural(shown, { one: "# auction shown.", other: "All # auctions shown." })}`,
          }}
        >
          <ul className="grid gap-3 lg:grid-cols-2" aria-label={i18n._(LIST_LABEL[tab])}>
            {rows.map((r) => (
              <MyBidRow
                key={r.item.itemNumber}
                row={r}
                userId={userId}
                live={openRows.includes(r.item.itemNumber)}
              />
            ))}
          </ul>
        </BidPages>
      </div>
    </Page>
  );
}

const BADGE: Record<string, { text: MessageDescriptor; cls: string }> = {
  leading: { text: TAB_LABEL.leading, cls: "bg-emerald-100 text-emerald-800" },
  outbid: { text: TAB_LABEL.outbid, cls: "bg-rose-100 text-rose-800" },
  won: { text: TAB_LABEL.won, cls: "bg-emerald-600 text-white" },
  lost: { text: TAB_LABEL.lost, cls: "bg-slate-200 text-slate-700" },
};

/** A bid made offline and not sent: "Title — max bid of $40.00". */
function PendingRow({ pending: p }: { pending: PendingBid }) {
  const amount = formatCents(p.amountCents);
  const title = (
    <AppLink
      href={`/itemDetail/${encodeURIComponent(p.itemNumber)}`}
      className="focus-ring rounded font-semibold text-orange-800 underline"
    >
      {p.title}
    </AppLink>
  );
  return (
    <li>
      {p.kind === "max" ? (
        <Trans>
          {title} — max bid of {amount}
        </Trans>
      ) : (
        <Trans>
          {title} — bid of {amount}
        </Trans>
      )}
    </li>
  );
}

function MyBidRow({ row, userId, live }: { row: MyBid; userId: number; live: boolean }) {
  const itemNumber = row.item.itemNumber;
  useLiveAuction(itemNumber, live);
  const leaderNow = useQuery({ queryKey: auctionKeys.live(itemNumber), queryFn: skipToken }).data as
    | LiveLeader
    | undefined;
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const now = useServerNow();
  const a = row.auction;
  const open = row.state === "leading" || row.state === "outbid";
  // While open, the live leader can flip a row before the next poll moves it to the other tab.
  const state = open
    ? isLeader(standingFromMyBid(row), leaderNow, userId)
      ? "leading"
      : "outbid"
    : row.state;
  const left = dateFormats.type5(locale, a.endTime, { now });
  const count = a.bidCount;
  const myBid = row.myMaxBidCents != null ? formatCents(row.myMaxBidCents) : null;
  const myMax = row.myMaxAmountCents != null ? formatCents(row.myMaxAmountCents) : null;
  const badge = BADGE[state]!;
  const href = `/itemDetail/${encodeURIComponent(itemNumber)}`;
  return (
    <li className="flex gap-3 rounded-xl bg-white p-3 ring-1 ring-slate-200">
      <AppLink href={href} tabIndex={-1} aria-hidden="true" className="shrink-0">
        <Thumb
          cover={row.item.cover}
          px={88}
          className="size-20 text-xs sm:size-22"
          empty={<Trans>No photo</Trans>}
        />
      </AppLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-2">
          <AppLink
            href={href}
            className="focus-ring line-clamp-2 rounded font-semibold text-slate-900 hover:text-orange-700 hover:underline"
          >
            {row.item.title}
          </AppLink>
          <span className={cx(badgeLook, "shrink-0", badge.cls)}>{i18n._(badge.text)}</span>
        </div>
        <p className="text-sm text-slate-700">
          <span className="font-bold text-slate-900">{formatCents(a.currentPriceCents)}</span>
          {" · "}
          <AppLink
            href={`/bidList/${encodeURIComponent(itemNumber)}`}
            className="focus-ring rounded underline decoration-slate-300 hover:decoration-orange-500"
          >
            {t`${plural(count, { one: "# bid", other: "# bids" })}`}
          </AppLink>
          <ReserveNotMet met={a.reserveMet} />
        </p>
        <p className="text-xs text-slate-600">
          {myBid != null && <Trans>Your bid {myBid}</Trans>}
          {myBid != null && myMax != null && " · "}
          {myMax != null && <Trans>Your max {myMax}</Trans>}
        </p>
        <div className="mt-auto flex items-center justify-between gap-2">
          <span
            className={cx(
              "inline-flex items-center gap-1 text-xs font-medium",
              open && left && a.endTime - now < 3_600_000 ? "text-rose-600" : "text-slate-600",
            )}
          >
            <ClockIcon className="size-3.5" />
            {open && left ? t`${left} left` : t`Ended`}
          </span>
          {state === "outbid" && (
            <AppLink
              href={href}
              className="focus-ring rounded-lg bg-orange-500 px-3 py-1.5 text-xs font-semibold text-white hover:bg-orange-600"
            >
              <Trans>Bid again</Trans>
            </AppLink>
          )}
          {state === "won" && (
            <TextLink href="/buying" className="px-2 py-1 text-xs">
              <Trans>Pay in Purchases</Trans>
            </TextLink>
          )}
        </div>
      </div>
    </li>
  );
}
