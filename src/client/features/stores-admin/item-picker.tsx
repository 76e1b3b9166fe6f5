import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PrintItem } from "#shared/contract/stores-admin";
import { formatCents } from "#shared/money";
import { Button } from "../../ui/button.tsx";
import { Skeleton } from "../../ui/page.tsx";
import { Pager } from "../../ui/pager.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { Failed } from "./query-failed.tsx";
import { PRINT_PAGE_SIZE, printItemsQuery } from "./stores-admin-queries.ts";

/** What is ticked: by item number, with the item when it has been seen (an edited TV starts with numbers only). */
export type Picked = Map<string, PrintItem | null>;

/**
 * Ticks live items of the store (or of the person) however many there are: a page at a time, a
 * search by title words or code, and "Select all" for every item the search matches (up to `max`).
 */
export function ItemPicker({
  storeId,
  picked,
  onChange,
  max,
  listLabel,
  onFirstPage,
}: {
  storeId: number | null;
  picked: Picked;
  onChange: (next: Picked) => void;
  /** At most this many ticked (a TV shows up to 100 chosen items). */
  max?: number;
  listLabel: string;
  /** Called once with the first page seen (the label sheet starts with it ticked). */
  onFirstPage?: (items: PrintItem[]) => void;
}) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState(false);
  // Typing narrows the list after a short pause, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(text.trim());
      setPage(1);
    }, 250);
    return () => clearTimeout(timer);
  }, [text]);
  const q = useQuery(printItemsQuery(storeId, page, search));
  const [firstSeen, setFirstSeen] = useState(false);
  useEffect(() => {
    if (q.data && !q.isPlaceholderData && !firstSeen) {
      setFirstSeen(true);
      onFirstPage?.(q.data.list);
    }
  }, [q.data, q.isPlaceholderData, firstSeen, onFirstPage]);

  const full = max !== undefined && picked.size >= max;
  const toggle = (it: PrintItem, on: boolean) => {
    const next = new Map(picked);
    if (on) {
      if (full) return;
      next.set(it.itemNumber, it);
    } else next.delete(it.itemNumber);
    onChange(next);
  };
  /** Every item the search matches (up to `max`): a 1,000-item store is 20 requests, all but the first at once. */
  async function selectAll() {
    setBusy(true);
    try {
      const next = new Map(picked);
      const first = await qc.fetchQuery(printItemsQuery(storeId, 1, search));
      // The first page tells how many there are; the rest load side by side.
      const wanted = Math.min(
        Math.ceil(first.total / PRINT_PAGE_SIZE),
        max === undefined ? Number.POSITIVE_INFINITY : Math.ceil(max / PRINT_PAGE_SIZE) + 1,
      );
      const rest = await Promise.all(
        Array.from({ length: Math.max(0, wanted - 1) }, (_, i) =>
          qc.fetchQuery(printItemsQuery(storeId, i + 2, search)),
        ),
      );
      for (const it of [first, ...rest].flatMap((p) => p.list)) {
        if (max !== undefined && next.size >= max) break;
        next.set(it.itemNumber, it);
      }
      onChange(next);
    } catch {
      // a failed query is the toast policy's (query-client.ts)
    } finally {
      setBusy(false);
    }
  }
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PRINT_PAGE_SIZE)) : 1;
  const count = picked.size;
  const total = q.data?.total ?? 0;

  return (
    <div className="flex flex-col">
      <div className="flex flex-col gap-2 border-b border-slate-100 p-3">
        <TextField
          label={t`Search items`}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t`Title or code`}
          autoComplete="off"
        />
        <div className="flex flex-wrap items-center justify-between gap-2">
          <span className="text-sm font-semibold text-slate-800" aria-live="polite">
            {t`${count} selected`}
            {q.data && (
              <span className="font-normal text-slate-500">
                {" "}
                {search ? t`· ${total} found` : t`· ${total} live`}
              </span>
            )}
          </span>
          <span className="flex shrink-0 gap-1 whitespace-nowrap">
            <Button size="sm" variant="ghost" busy={busy} onClick={() => void selectAll()}>
              <Trans>Select all</Trans>
            </Button>
            <Button size="sm" variant="ghost" onClick={() => onChange(new Map())}>
              <Trans>Clear</Trans>
            </Button>
          </span>
        </div>
        {max !== undefined && full && (
          <p className="text-xs text-slate-600">
            <Trans>A device shows at most {max} chosen items.</Trans>
          </p>
        )}
      </div>
      {q.data ? (
        q.data.list.length === 0 ? (
          <p className="p-3 text-sm text-slate-600">
            {search ? t`No live item matches “${search}”.` : t`There are no live items yet.`}
          </p>
        ) : (
          <ul
            className="max-h-[40vh] divide-y divide-slate-100 overflow-y-auto md:max-h-[55vh]"
            aria-label={listLabel}
            aria-busy={q.isPlaceholderData || undefined}
          >
            {q.data.list.map((it) => (
              <li key={it.itemNumber}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                  <input
                    type="checkbox"
                    className="size-4 shrink-0 accent-orange-500"
                    checked={picked.has(it.itemNumber)}
                    disabled={full && !picked.has(it.itemNumber)}
                    onChange={(e) => toggle(it, e.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{it.title}</span>
                  <span className="shrink-0 font-mono text-xs text-slate-500">{it.sinCode}</span>
                  {it.priceCents !== null && (
                    <span className="shrink-0 text-sm text-slate-600">{formatCents(it.priceCents)}</span>
                  )}
                </label>
              </li>
            ))}
          </ul>
        )
      ) : q.isError ? (
        <Failed error={q.error} retry={() => void q.refetch()} />
      ) : (
        <Skeleton className="m-3 h-24" />
      )}
      {q.data && pages > 1 && (
        <Pager
          page={page}
          pages={pages}
          hasNext={q.data.hasNextPage}
          onPage={setPage}
          label={t`Page ${page} of ${pages}`}
          previous={<Trans>Previous</Trans>}
          next={<Trans context="page">Next</Trans>}
          className="border-t border-slate-100 p-2"
        />
      )}
    </div>
  );
}
