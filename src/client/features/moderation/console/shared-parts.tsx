import { Trans, useLingui } from "@lingui/react/macro";
import type { UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { dateFormats } from "#shared/date-formats";
import { useLocale } from "../../../i18n/locale.ts";
import { Button } from "../../../ui/button.tsx";
import { EmptyState, Loading, Skeleton } from "../../../ui/page.tsx";
import { QueryFailure } from "../../../ui/query-state.tsx";

export const card = "rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-5";

/** "Nov 25, 2026, 8:05 PM · 3 hours ago": when, and how long it has waited. */
export function When({ time, className }: { time: number; className?: string }) {
  const locale = useLocale();
  return (
    <time dateTime={dateFormats.type8(locale, time)} className={className}>
      {dateFormats.type2(locale, time)} · {dateFormats.type4(locale, time, { now: Date.now() })}
    </time>
  );
}

/** A list's "Show" filter: one pill a status (radio buttons named `name`), the chosen one dark. */
export function StatusFilter<S extends string>({
  name,
  value,
  onChange,
  labels,
}: {
  name: string;
  value: S;
  onChange: (s: S) => void;
  /** Each status's words, in the order shown. */
  labels: Record<S, string>;
}) {
  return (
    <fieldset className="mb-4 flex gap-2">
      <legend className="sr-only">
        <Trans>Show</Trans>
      </legend>
      {(Object.keys(labels) as S[]).map((s) => (
        <label
          key={s}
          className="focus-within:ring-2 focus-within:ring-orange-500 inline-flex h-11 cursor-pointer items-center rounded-full px-4 text-sm font-semibold ring-1 ring-slate-300 has-[:checked]:bg-slate-900 has-[:checked]:text-white"
        >
          <input
            type="radio"
            name={name}
            className="sr-only"
            checked={value === s}
            onChange={() => onChange(s)}
          />
          {labels[s]}
        </label>
      ))}
    </fieldset>
  );
}

type Paged<T> = UseInfiniteQueryResult<{ pages: { list: T[]; total: number }[] }>;

/** Loading, failure, empty and the pages of one of the console's lists, with "Show more". */
export function PagedList<T>({
  query,
  label,
  empty,
  children,
}: {
  query: Paged<T>;
  label: string;
  empty: string;
  children: (item: T) => ReactNode;
}) {
  const { t } = useLingui();
  if (query.isPending)
    return (
      <Loading label={t`Loading`} className="flex flex-col gap-3">
        <Skeleton className="h-40 rounded-2xl" />
        <Skeleton className="h-40 rounded-2xl" />
      </Loading>
    );
  if (query.isError && !query.data)
    return <QueryFailure error={query.error} retry={() => void query.refetch()} />;
  const items = (query.data?.pages ?? []).flatMap((p) => p.list);
  const total = query.data?.pages[0]?.total ?? 0;
  if (items.length === 0) return <EmptyState title={empty} />;
  return (
    <>
      <p className="mb-3 text-sm text-slate-600" aria-live="polite">
        <Trans>
          {items.length} of {total}
        </Trans>
      </p>
      <ul aria-label={label} className="flex flex-col gap-4">
        {items.map((item) => children(item))}
      </ul>
      {query.hasNextPage && (
        <Button
          variant="secondary"
          className="mt-4 h-11 w-full"
          busy={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          <Trans>Show more</Trans>
        </Button>
      )}
    </>
  );
}
