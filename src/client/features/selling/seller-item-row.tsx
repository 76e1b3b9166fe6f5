import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { SellerItemSummary } from "#shared/contract/selling";
import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
import { formatCents } from "#shared/money";
import { i18n as appI18n } from "../../i18n/i18n.ts";
import { AppLink, cx } from "../../ui/index.ts";
import { ThumbRowSkeleton } from "../../ui/thumb.tsx";

const STATE_LABEL: Record<SellerItemSummary["listingState"], MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  active: msg`Live`,
  ended: msg`Ended`,
  sold: msg`Sold`,
  withdrawn: msg`Withdrawn`,
};
const STATE_TONE: Record<SellerItemSummary["listingState"], string> = {
  draft: "bg-slate-100 text-slate-700",
  scheduled: "bg-sky-100 text-sky-800",
  active: "bg-emerald-100 text-emerald-800",
  ended: "bg-slate-200 text-slate-700",
  sold: "bg-orange-100 text-orange-800",
  withdrawn: "bg-rose-100 text-rose-800",
};

/** A listing's start, end or last edit: type2 without the year, "Nov 25, 8:05 PM". */
export const dateText = (ms: number, locale: Locale) => dateFormats.type2(locale, ms, { style: "monthDay" });

/** One listing in the seller's lists: cover, title, state, price, and the row's actions. */
export function SellerItemRow({
  title,
  cover,
  href,
  badges,
  meta,
  price,
  actions,
}: {
  title: string;
  cover: string | null;
  href: string;
  badges: ReactNode;
  meta: ReactNode;
  price: string | null;
  actions?: ReactNode;
}) {
  return (
    <li className="flex gap-3 rounded-2xl bg-white p-3 ring-1 ring-slate-200 md:gap-4 md:p-4">
      <div className="size-20 shrink-0 overflow-hidden rounded-xl bg-slate-100 md:size-24">
        {cover ? (
          <img src={cover} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-xs text-slate-400">
            <Trans>No photo</Trans>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-1.5">{badges}</div>
        <AppLink
          href={href}
          className="focus-ring truncate rounded font-semibold text-slate-900 hover:underline"
        >
          {title}
        </AppLink>
        {/* keep-all: Chinese breaks only at spaces and punctuation, as English does, never inside a word. */}
        <p className="break-keep text-xs text-slate-500">{meta}</p>
        {price && <p className="text-sm font-bold text-slate-900">{price}</p>}
      </div>
      {actions && <div className="flex shrink-0 flex-col items-end justify-center gap-2">{actions}</div>}
    </li>
  );
}

export function StateBadge({ state }: { state: SellerItemSummary["listingState"] }) {
  const { i18n } = useLingui();
  return <Badge className={STATE_TONE[state]}>{i18n._(STATE_LABEL[state])}</Badge>;
}

export function Badge({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <span className={cx("whitespace-nowrap rounded-full px-2 py-0.5 text-[11px] font-semibold", className)}>
      {children}
    </span>
  );
}

/** "$12.00", or "$0.40 · cash only", in `i18n`'s language. */
export function summaryPrice(i: SellerItemSummary, i18n: I18n = appI18n): string | null {
  if (i.priceCents === null) return null;
  const price = formatCents(i.priceCents);
  return i.cashOnly ? i18n._(msg`${price} · cash only`) : price;
}

export function RowSkeletons() {
  const { t } = useLingui();
  return (
    <ul className="space-y-3" aria-busy="true" aria-label={t`Loading`}>
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <ThumbRowSkeleton
            className="rounded-2xl bg-white p-3 ring-1 ring-slate-200"
            thumb="size-20 rounded-xl"
            lines={["h-4 w-16", "h-5 w-2/3", "h-4 w-24"]}
          />
        </li>
      ))}
    </ul>
  );
}
