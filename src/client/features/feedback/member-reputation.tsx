import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import type { MemberProfile } from "#shared/contract/feedback";
import { formatCount } from "#shared/count";
import { dateFormats } from "#shared/date-formats";
import { useLocale } from "../../i18n/locale.ts";
import { cx } from "../../ui/cx.ts";
import { Skeleton } from "../../ui/page.tsx";
import { memberProfileQuery } from "./feedback-queries.ts";
import { Stars } from "./stars.tsx";

// Counts say one or many by hand, not with Lingui's plural: its formatter builds an
// Intl.NumberFormat, the page's first, which loads ICU's data (a long task on a phone: count.ts).
function responseText(minutes: number, i18n: I18n): string {
  if (minutes < 60) return i18n._(msg`within ${minutes} min`);
  const h = Math.round(minutes / 60);
  const hours = formatCount(h);
  if (h < 24) return h === 1 ? i18n._(msg`within 1 hour`) : i18n._(msg`within ${hours} hours`);
  const d = Math.round(h / 24);
  const days = formatCount(d);
  return d === 1 ? i18n._(msg`within 1 day`) : i18n._(msg`within ${days} days`);
}

function Badge({ children }: { children: string }) {
  return (
    <li className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200">
      <span aria-hidden="true">✓</span>
      {children}
    </li>
  );
}

/**
 * A member's reputation: rating, count, share positive over 12 months, verified badges, member
 * since, typical chat response time and the latest comments (two when `compact`). The same markup on
 * the server and in the browser (dates in UTC, no reads of the window).
 */
export function MemberReputation({
  userId,
  storeId = null,
  compact,
  className,
}: {
  userId: number;
  /** A store's face: the store's own ratings, not the member's. */
  storeId?: number | null | undefined;
  compact?: boolean;
  className?: string;
}) {
  const q = useQuery(memberProfileQuery(userId, storeId));
  // Its lines' place is kept while the profile loads: what follows does not jump when it arrives.
  if (q.isPending) return <ReputationSkeleton className={className} />;
  if (!q.data) return null;
  return <Reputation p={q.data} compact={compact} className={className} />;
}

function ReputationSkeleton({ className }: { className?: string | undefined }) {
  return (
    <div className={cx("flex flex-col gap-2 py-0.5", className)}>
      <Skeleton className="h-4 w-52" />
      <Skeleton className="h-5 w-56 rounded-full" />
      <Skeleton className="h-4 w-60" />
    </div>
  );
}

function Reputation({ p, compact, className }: { p: MemberProfile; compact?: boolean; className?: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const count = p.count;
  const ratings = formatCount(count);
  const percent = p.positivePercent12m;
  const since = dateFormats.type6(locale, p.memberSince, { timeZone: "UTC" });
  const response = p.responseMinutes !== null ? responseText(p.responseMinutes, i18n) : null;
  return (
    <div className={cx("flex flex-col gap-2 text-sm", className)} data-testid="member-reputation">
      {p.average !== null ? (
        <p className="flex flex-wrap items-center gap-x-2 text-slate-800">
          <Stars value={p.average} />
          <span className="font-semibold text-slate-900" data-testid="rating-average">
            {p.average.toFixed(1)}
          </span>
          <span className="text-slate-600">{count === 1 ? t`(1 rating)` : t`(${ratings} ratings)`}</span>
          {p.positivePercent12m !== null && (
            <span className="text-slate-600">
              <Trans>· {percent}% positive in the last 12 months</Trans>
            </span>
          )}
        </p>
      ) : (
        <p className="text-slate-600">
          <Trans>No ratings yet</Trans>
        </p>
      )}
      <ul className="flex flex-wrap gap-1.5" aria-label={t`Verified`}>
        {p.emailVerified && <Badge>{t`Email verified`}</Badge>}
        {p.mobileVerified && <Badge>{t`Phone verified`}</Badge>}
      </ul>
      <p className="text-slate-600">
        <Trans>Member since {since}</Trans>
        {response !== null && (
          <>
            {" "}
            · <Trans>Usually answers {response}</Trans>
          </>
        )}
      </p>
      {p.latest.some((f) => f.comment) && (
        <section aria-label={t`Latest feedback`} className="mt-2">
          <h3 className="text-sm font-semibold text-slate-900">
            <Trans>Latest feedback</Trans>
          </h3>
          <ul className="mt-2 flex flex-col divide-y divide-slate-100">
            {p.latest
              .filter((f) => f.comment)
              // The item page's seller card keeps it short: the two latest.
              .slice(0, compact ? 2 : undefined)
              .map((f) => (
                <li key={f.id} className="py-2">
                  <p className="flex flex-wrap items-center gap-2">
                    <Stars value={f.rating} />
                    <span className="text-xs text-slate-600">
                      {f.authorRole === "buyer"
                        ? t`${f.author.name} · bought ${f.itemTitle}`
                        : t`${f.author.name} · sold ${f.itemTitle}`}
                    </span>
                  </p>
                  <p className="mt-0.5 text-slate-800">{f.comment}</p>
                  {f.reply && (
                    <p className="mt-1 border-l-2 border-slate-200 pl-2 text-slate-600">{f.reply}</p>
                  )}
                </li>
              ))}
          </ul>
        </section>
      )}
    </div>
  );
}
