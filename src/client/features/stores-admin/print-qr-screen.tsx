import { Trans, useLingui } from "@lingui/react/macro";
import { useCallback, useState } from "react";
import type { PrintItem } from "#shared/contract/stores-admin";
import { formatCents } from "#shared/money";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { Page, Skeleton } from "../../ui/page.tsx";
import { prepareQr, QrImage } from "../../ui/qr-image.tsx";
import { ItemPicker, type Picked } from "./item-picker.tsx";
import { useActingStore } from "./store-gate.tsx";

const PAPERS = { a4: { label: "A4", css: "A4" }, letter: { label: "US Letter", css: "letter" } } as const;
type Paper = keyof typeof PAPERS;
const QR_SIZE = 128;

/*
 * Printing shows only the sheet: everything else on the page (the shell included) is hidden. The
 * labels are sized in millimetres so both papers take the same sheet: 3 columns of 60 mm rows fit
 * A4 (190 × 277 mm inside 10 mm margins) and US Letter (196 × 259 mm), 12 labels a page, with a
 * 30 mm code (about 1 mm a module for our addresses: phones read it from arm's length).
 */
const printCss = (paper: Paper) => `
@media print {
  @page { size: ${PAPERS[paper].css}; margin: 10mm; }
  body * { visibility: hidden !important; }
  .qr-sheet, .qr-sheet * { visibility: visible !important; }
  .qr-sheet { position: absolute; inset: 0 auto auto 0; width: 100%; display: grid !important;
    grid-template-columns: repeat(3, 1fr); grid-auto-rows: 60mm; gap: 4mm; padding: 0 !important;
    background: white !important; }
  .qr-label { break-inside: avoid; height: 60mm; overflow: hidden; padding: 3mm !important;
    border: 1px dashed #94a3b8 !important; box-shadow: none !important; border-radius: 2mm !important; }
  .qr-label [role="img"] { width: 30mm !important; height: 30mm !important; }
}`;

/** /print-qr-code: labels with title, price, QR code and sinCode for my (or my store's) live items. */
export function PrintQrScreen() {
  const { t } = useLingui();
  const store = useActingStore();
  if (store === undefined)
    return (
      <Page heading={t`Print QR Code`}>
        <Skeleton className="h-64 rounded-2xl" />
      </Page>
    );
  return <PrintQr storeId={store?.id ?? null} storeName={store?.storeName ?? null} />;
}

const labelUrl = (it: PrintItem) => `${location.origin}${it.path}`;

function PrintQr({ storeId, storeName }: { storeId: number | null; storeName: string | null }) {
  const { t } = useLingui();
  const [picked, setPicked] = useState<Picked>(new Map());
  const [paper, setPaper] = useState<Paper>(() =>
    /^en-(US|CA)|^es-(US|MX)/.test(navigator.language) ? "letter" : "a4",
  );
  const [printing, setPrinting] = useState(false);
  const chosen = [...picked.values()].filter((i): i is PrintItem => i !== null);
  const count = chosen.length;
  // Everything on the first page is ticked at first: most people print those, then untick a few.
  const onFirstPage = useCallback((items: PrintItem[]) => {
    setPicked((p) => (p.size ? p : new Map(items.map((i) => [i.itemNumber, i]))));
  }, []);

  async function print() {
    setPrinting(true);
    try {
      // Every code drawn first: one print document with no blank squares.
      await prepareQr(chosen.map(labelUrl), QR_SIZE);
      await new Promise((r) => requestAnimationFrame(() => r(null)));
      window.print();
    } finally {
      setPrinting(false);
    }
  }

  return (
    <Page
      heading={t`Print QR Code`}
      actions={
        <Button
          onClick={() => void print()}
          busy={printing}
          disabled={chosen.length === 0}
          className="print:hidden"
        >
          <Trans>Print labels ({count})</Trans>
        </Button>
      }
    >
      <style>{printCss(paper)}</style>
      <p className="-mt-2 mb-4 max-w-2xl text-sm text-slate-600 print:hidden">
        {storeName ? (
          <Trans>
            Labels for {storeName}'s live items. Buyers scan the code to open the item, or type the short code
            on{" "}
            <AppLink href="/codeSearch" className="font-medium text-orange-700 hover:underline">
              Code Search
            </AppLink>
            .
          </Trans>
        ) : (
          <Trans>
            Labels for your live items. Buyers scan the code to open the item, or type the short code on{" "}
            <AppLink href="/codeSearch" className="font-medium text-orange-700 hover:underline">
              Code Search
            </AppLink>
            .
          </Trans>
        )}
      </p>
      <div className="grid items-start gap-4 md:grid-cols-[20rem_1fr]">
        <div className="flex flex-col gap-3 print:hidden">
          <section aria-label={t`Choose items`} className="rounded-2xl bg-white ring-1 ring-slate-200">
            <ItemPicker
              storeId={storeId}
              picked={picked}
              onChange={setPicked}
              listLabel={t`Live items`}
              onFirstPage={onFirstPage}
            />
          </section>
          <fieldset className="flex gap-2 rounded-2xl bg-white p-3 ring-1 ring-slate-200">
            <legend className="sr-only">
              <Trans>Paper size</Trans>
            </legend>
            <span className="self-center text-sm font-medium text-slate-800" aria-hidden="true">
              <Trans>Paper</Trans>
            </span>
            {(Object.keys(PAPERS) as Paper[]).map((k) => (
              <label
                key={k}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-1.5 text-sm has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50"
              >
                <input
                  type="radio"
                  name="paper"
                  value={k}
                  checked={paper === k}
                  onChange={() => setPaper(k)}
                  className="accent-orange-500"
                />
                {k === "a4" ? PAPERS[k].label : t`US Letter`}
              </label>
            ))}
          </fieldset>
        </div>
        {chosen.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600 print:hidden">
            <Trans>Tick the items to put on the sheet.</Trans>
          </p>
        ) : (
          <ul
            aria-label={t`Label sheet`}
            className="qr-sheet grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4"
          >
            {chosen.map((it) => (
              <Label key={it.itemNumber} it={it} />
            ))}
          </ul>
        )}
      </div>
    </Page>
  );
}

function Label({ it }: { it: PrintItem }) {
  const { t } = useLingui();
  const title = it.title;
  const host = location.host;
  return (
    <li className="qr-label flex flex-col items-center gap-1.5 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-slate-200">
      <p className="line-clamp-2 min-h-[2.5em] text-sm font-semibold leading-tight text-slate-900">
        {it.title}
      </p>
      {it.priceCents !== null && (
        <p className="text-base font-extrabold text-slate-900">
          {formatCents(it.priceCents)}
          {it.saleType === "auction" && (
            <span className="ml-1 text-xs font-medium text-slate-500">
              <Trans context="price label">bid</Trans>
            </span>
          )}
        </p>
      )}
      <QrImage text={labelUrl(it)} label={t`QR code for ${title}`} size={QR_SIZE} />
      <p className="font-mono text-sm font-bold tracking-widest text-slate-900">{it.sinCode}</p>
      <p className="text-[10px] text-slate-500">
        <Trans>Scan, or enter the code at {host}/codeSearch</Trans>
      </p>
    </li>
  );
}
