import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import type { AdminReportDetail } from "#shared/contract/moderation";
import { dateFormats } from "#shared/date-formats";
import { formatCents } from "#shared/money";
import { useLocale } from "../../../i18n/locale.ts";
import { AppLink } from "../../../ui/app-link.tsx";
import { cx } from "../../../ui/cx.ts";
import { labelHeadingLook } from "../../../ui/section.tsx";

const ITEM_STATUS: Record<string, MessageDescriptor> = {
  active: msg`on sale`,
  draft: msg`draft`,
  sold: msg`sold`,
  ended: msg`ended`,
  withdrawn: msg`withdrawn`,
  removed: msg`removed`,
};
/** A listing's status in words (an unknown one as the server says it). */
const statusLabel = (status: string, i18n: I18n) => {
  const m = ITEM_STATUS[status];
  return m ? i18n._(m) : status;
};

const sub = labelHeadingLook;

/** The target as its reporters saw it: the listing with its photos, the conversation, the member, the order. */
export function TargetView({ d }: { d: AdminReportDetail }) {
  return (
    <div className="flex flex-col gap-4">
      {d.messages && <Messages messages={d.messages} />}
      {d.item && <Item item={d.item} />}
      {d.order && <Order order={d.order} />}
      {d.user && <Member user={d.user} />}
    </div>
  );
}

function Item({ item }: { item: NonNullable<AdminReportDetail["item"]> }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Listing`} className="rounded-xl ring-1 ring-slate-200">
      {item.images.length > 0 && (
        <ul
          aria-label={t`Photos`}
          className="flex snap-x gap-2 overflow-x-auto rounded-t-xl bg-slate-100 p-2"
        >
          {item.images.map((src, i) => (
            <li key={src} className="shrink-0 snap-start">
              <a href={src} target="_blank" rel="noreferrer" className="focus-ring block rounded-lg">
                <img
                  src={src}
                  alt={t`${item.title}, ${i + 1} of ${item.images.length}`}
                  width={160}
                  height={120}
                  loading="lazy"
                  className="h-28 w-36 rounded-lg bg-white object-cover md:h-36 md:w-48"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1 p-3">
        <p className="text-base font-bold text-slate-900">
          <AppLink
            href={`/itemDetail/${encodeURIComponent(item.itemNumber)}`}
            className="focus-ring rounded hover:underline"
          >
            {item.title}
          </AppLink>
        </p>
        <p className="text-sm text-slate-600">
          {item.saleType === "auction" ? t`Auction` : t`Fixed price`}
          {item.priceCents !== null && <> · {formatCents(item.priceCents)}</>} · <Trans>Status:</Trans>{" "}
          <span className="font-semibold text-slate-900">{statusLabel(item.status, i18n)}</span> ·{" "}
          {item.itemNumber}
        </p>
        <p className="text-sm text-slate-600">
          <Trans>Seller:</Trans>{" "}
          <AppLink
            href={`/sellerInformation/${item.seller.id}`}
            className="focus-ring rounded font-semibold text-orange-700 hover:underline"
          >
            {item.seller.name}
          </AppLink>
        </p>
        {item.description && (
          <p className="mt-1 line-clamp-6 whitespace-pre-line text-sm text-slate-800">{item.description}</p>
        )}
      </div>
    </section>
  );
}

function Messages({ messages }: { messages: NonNullable<AdminReportDetail["messages"]> }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-label={t`The conversation around the reported message`}>
      <h3 className={sub}>
        <Trans>Conversation</Trans>
      </h3>
      <ol className="flex max-h-80 flex-col gap-2 overflow-y-auto rounded-xl bg-slate-50 p-3">
        {messages.map((m) => (
          <li
            key={m.id}
            className={cx(
              "rounded-xl bg-white p-2.5 text-sm ring-1",
              m.reported ? "ring-2 ring-rose-500" : "ring-slate-200",
            )}
          >
            <p className="text-xs text-slate-500">
              <span className="font-semibold text-slate-800">{m.senderName}</span> ·{" "}
              {dateFormats.type2(locale, m.createTime)}
              {m.reported && (
                <span className="ml-2 font-bold text-rose-700">
                  <Trans>Reported message</Trans>
                </span>
              )}
            </p>
            <p className="mt-1 whitespace-pre-wrap break-words text-slate-900">{m.content}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Order({ order }: { order: NonNullable<AdminReportDetail["order"]> }) {
  const { t } = useLingui();
  return (
    <section aria-label={t`Order`} className="rounded-xl p-3 ring-1 ring-slate-200">
      <h3 className={sub}>
        <Trans>Order {order.orderNumber}</Trans>
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-500">
          <Trans>Status</Trans>
        </dt>
        <dd className="font-semibold text-slate-900">{order.status}</dd>
        <dt className="text-slate-500">
          <Trans>Amount</Trans>
        </dt>
        <dd className="text-slate-900">{formatCents(order.amountCents)}</dd>
        <dt className="text-slate-500">
          <Trans>Buyer</Trans>
        </dt>
        <dd className="text-slate-900">{order.buyer.name}</dd>
        <dt className="text-slate-500">
          <Trans>Seller</Trans>
        </dt>
        <dd className="text-slate-900">{order.seller.name}</dd>
        {order.reportReason && (
          <>
            <dt className="text-slate-500">
              <Trans>Reported because</Trans>
            </dt>
            <dd className="whitespace-pre-line text-slate-900">{order.reportReason}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function Member({ user }: { user: NonNullable<AdminReportDetail["user"]> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const since = dateFormats.type1(locale, user.createTime);
  const strikes = user.strikes;
  return (
    <section
      aria-label={t({ message: "Member", context: "reported" })}
      className="rounded-xl p-3 ring-1 ring-slate-200"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center overflow-hidden rounded-full bg-slate-200 text-sm font-bold text-slate-600">
          {user.pic ? (
            <img src={user.pic} alt="" width={44} height={44} className="size-full object-cover" />
          ) : (
            user.name.slice(0, 1).toUpperCase()
          )}
        </span>
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900">
            <AppLink href={`/sellerInformation/${user.id}`} className="focus-ring rounded hover:underline">
              {user.name}
            </AppLink>
          </p>
          <p className="truncate text-xs text-slate-600">
            {user.email ? `${user.email} · ` : ""}
            <Trans>member since {since}</Trans>
          </p>
        </div>
      </div>
      <p className="mt-2 flex flex-wrap gap-2 text-xs">
        {user.suspended && (
          <span className="rounded-full bg-rose-600 px-2 py-0.5 font-semibold text-white">
            <Trans>Suspended</Trans>
          </span>
        )}
        {user.restricted && (
          <span className="rounded-full bg-amber-200 px-2 py-0.5 font-semibold text-amber-950">
            <Trans>Restricted</Trans>
          </span>
        )}
        {strikes > 0 && (
          <span className="rounded-full bg-slate-200 px-2 py-0.5 font-semibold text-slate-800">
            {strikes === 1 ? t`1 strike` : t`${strikes} strikes`}
          </span>
        )}
      </p>
      <h3 className={cx(sub, "mt-3")}>
        <Trans>Recent listings</Trans>
      </h3>
      {user.recentItems.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No listings.</Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 xl:grid-cols-5">
          {user.recentItems.map((i) => (
            <li key={i.itemNumber} className="min-w-0">
              <AppLink
                href={`/itemDetail/${encodeURIComponent(i.itemNumber)}`}
                className="focus-ring flex flex-col gap-1 rounded-lg p-1 text-xs hover:bg-slate-50"
              >
                <span className="aspect-[4/3] w-full overflow-hidden rounded-md bg-slate-100">
                  {i.cover && <img src={i.cover} alt="" loading="lazy" className="size-full object-cover" />}
                </span>
                <span className="line-clamp-2 font-medium text-slate-900">{i.title}</span>
                <span className="text-slate-500">{statusLabel(i.status, i18n)}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
      <h3 className={cx(sub, "mt-3")}>
        <Trans>Recent feedback</Trans>
      </h3>
      {user.recentFeedback.length === 0 ? (
        <p className="text-sm text-slate-500">
          <Trans>No feedback yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-1.5 text-sm">
          {user.recentFeedback.map((f) => (
            <li key={`${f.createTime}-${f.rating}`} className="rounded-lg bg-slate-50 px-2.5 py-1.5">
              <span className="sr-only">{t`${f.rating} out of 5 stars`}</span>
              <span aria-hidden="true" className="font-semibold text-slate-900">
                {"★".repeat(f.rating)}
                <span className="text-slate-300">{"★".repeat(5 - f.rating)}</span>
              </span>{" "}
              <span className="text-slate-700">{f.comment}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
