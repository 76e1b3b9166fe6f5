import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { PrintItem } from "#shared/contract/stores-admin";
import { formatCents } from "#shared/money";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { QrImage } from "./qr-image.tsx";
import { Failed } from "./query-failed.tsx";
import { useActingStore } from "./store-gate.tsx";
import { PRINT_PAGE_SIZE, printItemsQuery } from "./stores-admin-queries.ts";

/*
 * Printing shows only the sheet: everything else on the page (the shell included) is hidden, the
 * labels keep to a 3-column grid and never break across pages.
 */
const PRINT_CSS = `
@media print {
  @page { margin: 10mm; }
  body * { visibility: hidden !important; }
  .qr-sheet, .qr-sheet * { visibility: visible !important; }
  .qr-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; display: grid !important;
    grid-template-columns: repeat(3, 1fr); gap: 4mm; padding: 0 !important; background: white !important; }
  .qr-label { break-inside: avoid; border: 1px dashed #94a3b8 !important; box-shadow: none !important; }
}`;

/** /print-qr-code: labels with title, price, QR code and sinCode for my (or my store's) live items. */
export function PrintQrScreen() {
  const store = useActingStore();
  if (store === undefined)
    return (
      <Page heading="Print QR Code">
        <Skeleton className="h-64 rounded-2xl" />
      </Page>
    );
  return <PrintQr storeId={store?.id ?? null} storeName={store?.storeName ?? null} />;
}

function PrintQr({ storeId, storeName }: { storeId: number | null; storeName: string | null }) {
  const [page, setPage] = useState(1);
  const q = useQuery(printItemsQuery(storeId, page));
  const [selected, setSelected] = useState<Set<string> | null>(null);
  const items = q.data?.list ?? [];
  // Everything is ticked at first: most people print all, then untick a few.
  useEffect(() => {
    if (q.data && selected === null) setSelected(new Set(q.data.list.map((i) => i.itemNumber)));
  }, [q.data, selected]);
  const chosen = items.filter((i) => selected?.has(i.itemNumber));
  const toggle = (n: string, on: boolean) =>
    setSelected((s) => {
      const next = new Set(s ?? []);
      if (on) next.add(n);
      else next.delete(n);
      return next;
    });

  return (
    <Page
      heading="Print QR Code"
      actions={
        <Button onClick={() => window.print()} disabled={chosen.length === 0} className="print:hidden">
          Print labels ({chosen.length})
        </Button>
      }
    >
      <style>{PRINT_CSS}</style>
      <p className="-mt-2 mb-4 max-w-2xl text-sm text-slate-600 print:hidden">
        Labels for {storeName ? `${storeName}'s` : "your"} live items. Buyers scan the code to open the item,
        or type the short code on{" "}
        <AppLink href="/codeSearch" className="font-medium text-orange-700 hover:underline">
          Code Search
        </AppLink>
        .
      </p>
      {!q.data ? (
        q.isError ? (
          <Failed error={q.error} retry={() => void q.refetch()} />
        ) : (
          <div className="grid gap-4 md:grid-cols-[18rem_1fr]">
            <Skeleton className="h-72 rounded-2xl" />
            <Skeleton className="h-72 rounded-2xl" />
          </div>
        )
      ) : items.length === 0 ? (
        <EmptyState
          title="No live items to label"
          body="Labels are for items that are for sale now. Post an item first."
          action={
            <AppLink href="/postItem" className="text-sm font-semibold text-orange-600 hover:underline">
              Post an item
            </AppLink>
          }
        />
      ) : (
        <div className="grid items-start gap-4 md:grid-cols-[18rem_1fr]">
          <section
            aria-label="Choose items"
            className="rounded-2xl bg-white ring-1 ring-slate-200 print:hidden"
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
              <span className="text-sm font-semibold text-slate-800">
                {chosen.length} of {items.length} selected
              </span>
              <span className="flex shrink-0 gap-1 whitespace-nowrap">
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => setSelected(new Set(items.map((i) => i.itemNumber)))}
                >
                  Select all
                </Button>
                <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
              </span>
            </div>
            <ul className="max-h-[40vh] divide-y md:max-h-[60vh] divide-slate-100 overflow-y-auto">
              {items.map((it) => (
                <li key={it.itemNumber}>
                  <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                    <input
                      type="checkbox"
                      className="size-4 accent-orange-500"
                      checked={selected?.has(it.itemNumber) ?? false}
                      onChange={(e) => toggle(it.itemNumber, e.target.checked)}
                    />
                    <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{it.title}</span>
                  </label>
                </li>
              ))}
            </ul>
            {(page > 1 || q.data.hasNextPage) && (
              <div className="flex items-center justify-between border-t border-slate-100 p-2">
                <Button size="sm" variant="ghost" disabled={page === 1} onClick={() => setPage((p) => p - 1)}>
                  Previous
                </Button>
                <span className="text-xs text-slate-500">
                  Page {page} of {Math.max(1, Math.ceil(q.data.total / PRINT_PAGE_SIZE))}
                </span>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={!q.data.hasNextPage}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next
                </Button>
              </div>
            )}
          </section>
          {chosen.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 print:hidden">
              Tick the items to put on the sheet.
            </p>
          ) : (
            <ul
              aria-label="Label sheet"
              className="qr-sheet grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
            >
              {chosen.map((it) => (
                <Label key={it.itemNumber} it={it} />
              ))}
            </ul>
          )}
        </div>
      )}
    </Page>
  );
}

function Label({ it }: { it: PrintItem }) {
  return (
    <li className="qr-label flex flex-col items-center gap-1.5 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200">
      <p className="line-clamp-2 min-h-[2.5em] text-sm font-semibold leading-tight text-slate-900">
        {it.title}
      </p>
      {it.priceCents !== null && (
        <p className="text-base font-extrabold text-slate-900">
          {formatCents(it.priceCents)}
          {it.saleType === "auction" && <span className="ml-1 text-xs font-medium text-slate-500">bid</span>}
        </p>
      )}
      <QrImage text={`${location.origin}${it.path}`} label={`QR code for ${it.title}`} size={128} />
      <p className="font-mono text-sm font-bold tracking-widest text-slate-900">{it.sinCode}</p>
      <p className="text-[10px] text-slate-500">Scan, or enter the code at {location.host}/codeSearch</p>
    </li>
  );
}
