import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import type { CategoryNode } from "#shared/contract/catalog";
import type { SellerItem } from "#shared/contract/selling";
import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
import { formatCents } from "#shared/money";
import { i18n as appI18n } from "../../i18n/i18n.ts";
import { useLocale } from "../../i18n/locale.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { ColumnHeads } from "../../ui/column-heads.tsx";
import { Button, Dialog } from "../../ui/index.ts";
import { categoriesQuery } from "../catalog/catalog-queries.ts";
import { conditionLabel } from "../catalog/conditions.ts";
import { outbox } from "./outbox-sync.ts";

type Row = { label: string; yours: string; theirs: string };

function flatten(nodes: CategoryNode[], out = new Map<number, string>()): Map<number, string> {
  for (const n of nodes) {
    out.set(n.id, n.name);
    flatten(n.children, out);
  }
  return out;
}

const money = (v: unknown) => (typeof v === "number" ? formatCents(v) : "—");
const text = (v: unknown) => (typeof v === "string" && v.trim() ? v : "—");

/** The fields that differ between what the seller queued and what the server holds now. */
export function conflictRows(
  yours: Record<string, unknown>,
  photoCount: number,
  theirs: SellerItem,
  categories: Map<number, string>,
  locale: Locale,
  i18n: I18n = appI18n,
): Row[] {
  const when = (v: unknown) => (typeof v === "number" ? dateFormats.type2(locale, v) : "—");
  const cat = (v: unknown) => (typeof v === "number" ? (categories.get(v) ?? `#${v}`) : "—");
  const spec: [string, string, (v: unknown) => string][] = [
    [i18n._(msg`Title`), "title", text],
    [i18n._(msg`Description`), "description", text],
    [i18n._(msg`Category`), "categoryId", cat],
    [i18n._(msg`Condition`), "condition", (v) => (v ? conditionLabel(v as never, i18n) : "—")],
    [
      i18n._(msg`Sale type`),
      "saleType",
      (v) => (v === "auction" ? i18n._(msg`Auction`) : i18n._(msg`Fixed price`)),
    ],
    [i18n._(msg`Price`), "priceCents", money],
    [i18n._(msg`Starting price`), "startPriceCents", money],
    [i18n._(msg`Reserve price`), "reservePriceCents", money],
    [i18n._(msg`Buy now price`), "buyNowPriceCents", money],
    [i18n._(msg`Ends`), "endTime", when],
    [i18n._(msg`City`), "city", text],
  ];
  const rows: Row[] = [];
  for (const [label, key, fmt] of spec) {
    if (!(key in yours)) continue;
    const a = fmt(yours[key]);
    const b = fmt((theirs as Record<string, unknown>)[key]);
    if (a !== b) rows.push({ label, yours: a, theirs: b });
  }
  if (photoCount !== theirs.imageIds.length)
    rows.push({
      label: i18n._(msg`Photos`),
      yours: String(photoCount),
      theirs: String(theirs.imageIds.length),
    });
  return rows;
}

/** 10009: both versions side by side; the seller keeps theirs or takes the server's. */
export default function ConflictDialog({ entryId, onClose }: { entryId: string; onClose: () => void }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const [entry, setEntry] = useState<OutboxEntry | null | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const cats = useQuery(categoriesQuery());
  useEffect(() => {
    void outbox.outcome(entryId).then((o) => setEntry(o.status === "conflict" ? o.entry : null));
  }, [entryId]);
  useEffect(() => {
    if (entry === null) onClose();
  }, [entry, onClose]);
  if (!entry?.conflict) return null;
  const current = entry.conflict.current as SellerItem;
  const rows = conflictRows(
    entry.kind === "save" ? entry.fields : {},
    entry.kind === "save" ? entry.photoIds.length : current.imageIds.length,
    current,
    flatten(cats.data ?? []),
    locale,
    i18n,
  );
  const label = entry.label;
  const version = current.version;
  const choose = async (mine: boolean) => {
    setBusy(true);
    try {
      if (mine) await outbox.keepMine(entry.id);
      else await outbox.takeTheirs(entry.id);
      void outbox.flush();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog open onClose={onClose} title={t`This item was changed elsewhere`} className="w-[min(94vw,44rem)]">
      <p className="text-sm text-slate-700">
        <Trans>
          {label} was changed on another device or page after you started editing. Compare both versions and
          choose which one to keep. Nothing is overwritten until you choose.
        </Trans>
      </p>
      <div className="mt-4 max-h-[55vh] overflow-auto rounded-lg ring-1 ring-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Your version and the version on the server</Trans>
          </caption>
          <thead className="sticky top-0 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <ColumnHeads
              columns={[
                { id: "field", className: "px-3 py-2", label: <Trans>Field</Trans> },
                { id: "yours", className: "px-3 py-2", label: <Trans>Your version</Trans> },
                {
                  id: "server",
                  className: "px-3 py-2",
                  label: <Trans>On the server (version {version})</Trans>,
                },
              ]}
            />
          </thead>
          <tbody className="divide-y divide-slate-100 align-top">
            {rows.length === 0 ? (
              <tr>
                <td colSpan={3} className="px-3 py-3 text-slate-600">
                  <Trans>The fields you changed now hold the same values on both sides.</Trans>
                </td>
              </tr>
            ) : (
              rows.map((r) => (
                <tr key={r.label}>
                  <th scope="row" className="px-3 py-2 font-medium text-slate-700">
                    {r.label}
                  </th>
                  <td className="whitespace-pre-wrap break-words px-3 py-2 text-slate-900">{r.yours}</td>
                  <td className="whitespace-pre-wrap break-words px-3 py-2 text-slate-900">{r.theirs}</td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" busy={busy} onClick={() => void choose(false)}>
          <Trans>Take theirs</Trans>
        </Button>
        <Button busy={busy} onClick={() => void choose(true)}>
          <Trans>Keep mine</Trans>
        </Button>
      </div>
    </Dialog>
  );
}
