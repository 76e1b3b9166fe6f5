import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { BulkActionInput, BulkActionResult } from "#shared/contract/seller-portal";
import type { SellerItemSummary } from "#shared/contract/selling";
import { dateFormats } from "#shared/date-formats";
import { centsToDollarString, formatCents, parseDollars } from "#shared/money";
import { call, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { useLocale } from "../../i18n/locale.ts";
import { mutate } from "../../query-client.ts";
import { badgeLook } from "../../ui/badge.tsx";
import { Button } from "../../ui/button.tsx";
import { ColumnHeads } from "../../ui/column-heads.tsx";
import { cx } from "../../ui/cx.ts";
import { useDocumentTitle } from "../../ui/page.tsx";
import { QrImage } from "../../ui/qr-image.tsx";
import { PortalHeading, usePortalIdentity } from "./portal-layout.tsx";
import { PORTAL_PAGE_SIZE, portalItemsQuery, portalKeys, runBulk } from "./portal-queries.ts";
import { PortalListingsSearchSchema, portalHref, usePortalSearch } from "./route-search.ts";

type Search = ReturnType<typeof PortalListingsSearchSchema.parse>;

const STATUS_TABS = [
  ["all", msg`All`],
  ["active", msg`Live`],
  ["scheduled", msg`Scheduled`],
  ["draft", msg`Drafts`],
  ["ended", msg`Ended`],
  ["sold", msg`Sold`],
  ["withdrawn", msg`Withdrawn`],
] as const;
const SORTS = [
  ["newest", msg`Newest`],
  ["oldest", msg`Oldest`],
  ["price_asc", msg`Price: low to high`],
  ["price_desc", msg`Price: high to low`],
  ["ending", msg`Ending soonest`],
  ["title", msg`Title A–Z`],
] as const;
const STATE_LABEL: Record<string, MessageDescriptor> = {
  draft: msg`Draft`,
  active: msg`Live`,
  scheduled: msg`Scheduled`,
  ended: msg`Ended`,
  sold: msg`Sold`,
  withdrawn: msg`Withdrawn`,
};
const STATE_STYLE: Record<string, string> = {
  active: "bg-emerald-100 text-emerald-800",
  scheduled: "bg-sky-100 text-sky-800",
  draft: "bg-slate-200 text-slate-700",
  sold: "bg-orange-100 text-orange-800",
};

/** The listing's state: "scheduled" for an auction that has not started yet, else its status. */
const stateOf = (i: SellerItemSummary): string =>
  i.status === "active" && i.saleType === "auction" && i.startTime && i.startTime > Date.now()
    ? "scheduled"
    : i.status;

/** A fixed price can be edited inline on drafts and live listings (the save rules allow it there). */
const priceEditable = (i: SellerItemSummary) =>
  i.saleType === "fixed" && (i.status === "draft" || i.status === "active");

/** /seller/listings */
export function ListingsRoute() {
  const { t } = useLingui();
  useDocumentTitle(t`Listings · Seller Hub`);
  return <ListingsScreen search={usePortalSearch(PortalListingsSearchSchema)} />;
}

/** The listings table: every listing of the identity, with search, filters, sort, paging and bulk actions. */
export function ListingsScreen({ search }: { search: Search }) {
  const { i18n, t } = useLingui();
  const { who } = usePortalIdentity();
  const navigate = useNavigate();
  const go = (next: Search) => void navigate({ href: portalHref("listings", next) });
  const page = search.page ?? 1;
  const q = {
    status: search.status ?? "all",
    q: search.q || undefined,
    saleType: search.saleType,
    sort: search.sort ?? "newest",
    currentPage: page,
  };
  const list = useQuery(portalItemsQuery(who, q));
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // With the titles as they were when the action ran (a withdrawn listing leaves the Live tab).
  const [result, setResult] = useState<{ r: BulkActionResult; titles: Map<string, string> } | null>(null);
  const [text, setText] = useState(search.q ?? "");
  useEffect(() => setText(search.q ?? ""), [search.q]);

  const set = (patch: Partial<Search>) => {
    setSelected(new Set());
    go({ ...search, page: undefined, ...patch });
  };
  const rows = list.data?.list ?? [];
  const total = list.data?.total ?? 0;
  const first = (page - 1) * PORTAL_PAGE_SIZE + 1;
  const last = Math.min(page * PORTAL_PAGE_SIZE, total);
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.itemNumber));
  const toggle = (n: string) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(n)) next.delete(n);
      else next.add(n);
      return next;
    });

  return (
    <section aria-labelledby="listings-h">
      <PortalHeading title={t`Listings`}>
        <a
          href="/postItem"
          target="_blank"
          rel="noopener"
          className="focus-ring inline-flex h-9 items-center rounded-lg bg-orange-500 px-3 text-sm font-semibold text-white hover:bg-orange-600"
        >
          <Trans>New listing</Trans>
        </a>
      </PortalHeading>
      <h2 id="listings-h" className="sr-only">
        <Trans>Your listings</Trans>
      </h2>
      {result && <BulkResults result={result.r} titles={result.titles} onClose={() => setResult(null)} />}

      <div className="rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
        <div className="flex flex-wrap items-end gap-2 border-b border-slate-200 p-3">
          <form
            className="flex min-w-56 flex-1 gap-2"
            onSubmit={(e: FormEvent) => {
              e.preventDefault();
              set({ q: text.trim() || undefined });
            }}
          >
            <input
              type="search"
              aria-label={t`Search listings`}
              placeholder={t`Title, item number or QR code`}
              value={text}
              onChange={(e) => setText(e.target.value)}
              className="focus-ring h-9 min-w-0 flex-1 rounded-lg px-3 text-sm ring-1 ring-slate-300"
            />
            <Button size="sm" type="submit" variant="secondary">
              <Trans>Search</Trans>
            </Button>
          </form>
          <FilterSelect
            label={<Trans>Type</Trans>}
            value={search.saleType ?? ""}
            onChange={(v) => set({ saleType: (v || undefined) as Search["saleType"] })}
          >
            <option value="">{t`All types`}</option>
            <option value="fixed">{t`Fixed price`}</option>
            <option value="auction">{t`Auction`}</option>
          </FilterSelect>
          <FilterSelect
            label={<Trans>Sort</Trans>}
            value={search.sort ?? "newest"}
            onChange={(v) => set({ sort: v as Search["sort"] })}
          >
            {SORTS.map(([v, l]) => (
              <option key={v} value={v}>
                {i18n._(l)}
              </option>
            ))}
          </FilterSelect>
        </div>
        <nav aria-label={t`Listing status`} className="overflow-x-auto border-b border-slate-200">
          <ul className="flex px-2">
            {STATUS_TABS.map(([v, l]) => (
              <li key={v}>
                <button
                  type="button"
                  aria-pressed={(search.status ?? "all") === v}
                  onClick={() => set({ status: v })}
                  className={cx(
                    "focus-ring whitespace-nowrap border-b-2 px-3 py-2 text-sm font-medium",
                    (search.status ?? "all") === v
                      ? "border-orange-500 text-orange-700"
                      : "border-transparent text-slate-600 hover:text-slate-900",
                  )}
                >
                  {i18n._(l)}
                </button>
              </li>
            ))}
          </ul>
        </nav>

        <BulkBar
          selected={[...selected]}
          onDone={(r) => {
            setResult({ r, titles: titlesOf(rows) });
            setSelected(new Set());
          }}
        />

        <div className="overflow-x-auto">
          <table className="w-full min-w-[760px] text-left text-sm">
            <thead className="bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <ColumnHeads
                columns={[
                  {
                    id: "select",
                    className: "w-10 px-3 py-2",
                    label: (
                      <input
                        type="checkbox"
                        aria-label={t`Select all on this page`}
                        checked={allOnPage}
                        onChange={() =>
                          setSelected(allOnPage ? new Set() : new Set(rows.map((r) => r.itemNumber)))
                        }
                      />
                    ),
                  },
                  { id: "listing", className: "px-2 py-2", label: <Trans>Listing</Trans> },
                  { id: "state", className: "px-2 py-2", label: <Trans>State</Trans> },
                  { id: "type", className: "px-2 py-2", label: <Trans>Type</Trans> },
                  { id: "price", className: "px-2 py-2 text-right", label: <Trans>Price</Trans> },
                  { id: "qty", className: "px-2 py-2 text-right", label: <Trans>Qty</Trans> },
                  {
                    id: "bids",
                    className: "px-2 py-2 text-right",
                    label: <Trans context="count">Bids</Trans>,
                  },
                  { id: "ends", className: "px-2 py-2", label: <Trans>Ends</Trans> },
                  { id: "offers", className: "px-2 py-2", label: <Trans>Offers</Trans> },
                ]}
              />
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((i) => (
                <Row key={i.itemNumber} item={i} checked={selected.has(i.itemNumber)} onToggle={toggle} />
              ))}
            </tbody>
          </table>
          {list.isPending && (
            <p className="p-6 text-center text-slate-500">
              <Trans>Loading listings…</Trans>
            </p>
          )}
          {list.isError && (
            <p className="p-6 text-center text-rose-700">
              <Trans>The listings could not be loaded.</Trans>
            </p>
          )}
          {list.isSuccess && rows.length === 0 && (
            <p className="p-6 text-center text-slate-500">
              <Trans>No listings match.</Trans>
            </p>
          )}
        </div>
        <div className="flex items-center gap-2 border-t border-slate-200 p-3 text-sm text-slate-600">
          <span>{total === 0 ? t`0 listings` : t`${first}–${last} of ${total}`}</span>
          <Button
            size="sm"
            variant="secondary"
            className="ml-auto"
            disabled={page <= 1}
            onClick={() => go({ ...search, page: page - 1 })}
          >
            <Trans>Previous</Trans>
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={!list.data?.hasNextPage}
            onClick={() => go({ ...search, page: page + 1 })}
          >
            <Trans context="page">Next</Trans>
          </Button>
        </div>
      </div>
    </section>
  );
}

const titlesOf = (rows: SellerItemSummary[]) => new Map(rows.map((r) => [r.itemNumber, r.title]));

function Row({
  item: i,
  checked,
  onToggle,
}: {
  item: SellerItemSummary;
  checked: boolean;
  onToggle: (n: string) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const state = stateOf(i);
  const name = i.title || i.itemNumber;
  return (
    <tr className={cx(checked && "bg-orange-50/60")}>
      <td className="px-3 py-2">
        <input
          type="checkbox"
          aria-label={t`Select ${name}`}
          checked={checked}
          onChange={() => onToggle(i.itemNumber)}
        />
      </td>
      <td className="px-2 py-2">
        <div className="flex items-center gap-2">
          {i.cover ? (
            <img src={i.cover} alt="" width={40} height={40} className="size-10 rounded object-cover" />
          ) : (
            <span className="size-10 rounded bg-slate-100" />
          )}
          <div className="min-w-0">
            <a
              href={
                i.status === "draft" ? `/editItem?itemNumber=${i.itemNumber}` : `/itemDetail/${i.itemNumber}`
              }
              target="_blank"
              rel="noopener"
              className="focus-ring block max-w-72 truncate font-medium text-slate-900 hover:underline"
            >
              {i.title || t`Untitled draft`}
            </a>
            <span className="text-xs text-slate-500">{i.itemNumber}</span>
          </div>
        </div>
      </td>
      <td className="px-2 py-2">
        <span className={cx(badgeLook, STATE_STYLE[state] ?? "bg-slate-100 text-slate-600")}>
          {STATE_LABEL[state] ? i18n._(STATE_LABEL[state]!) : state}
        </span>
      </td>
      <td className="px-2 py-2 text-slate-600">{i.saleType === "auction" ? t`Auction` : t`Fixed`}</td>
      <td className="px-2 py-2 text-right tabular-nums">
        {priceEditable(i) ? <PriceCell item={i} /> : i.priceCents === null ? "—" : formatCents(i.priceCents)}
      </td>
      <td className="px-2 py-2 text-right tabular-nums text-slate-600" title={t`Each listing is one item`}>
        1
      </td>
      <td className="px-2 py-2 text-right tabular-nums">{i.saleType === "auction" ? i.bidCount : "—"}</td>
      <td className="px-2 py-2 text-slate-600">
        {i.endTime ? dateFormats.type1(locale, i.endTime, { style: "numeric" }) : "—"}
      </td>
      <td className="px-2 py-2 align-top">
        {priceEditable(i) ? <OffersCell item={i} /> : <span className="text-slate-400">—</span>}
      </td>
    </tr>
  );
}

/** Inline price edit: POST /item/save with the listing's version, like the edit form. */
function PriceCell({ item }: { item: SellerItemSummary }) {
  const { t } = useLingui();
  const name = item.title || item.itemNumber;
  const qc = useQueryClient();
  const [value, setValue] = useState(item.priceCents === null ? "" : centsToDollarString(item.priceCents));
  const [busy, setBusy] = useState(false);
  useEffect(
    () => setValue(item.priceCents === null ? "" : centsToDollarString(item.priceCents)),
    [item.priceCents],
  );
  const cents = parseDollars(value);
  const changed = cents !== null && cents !== item.priceCents;
  return (
    <form
      className="inline-flex items-center justify-end gap-1"
      onSubmit={async (e) => {
        e.preventDefault();
        if (!changed) return;
        setBusy(true);
        try {
          const saved = await settled(
            mutate(() =>
              call("POST", "/item/save", {
                body: { itemNumber: item.itemNumber, version: item.version, priceCents: cents },
                idempotencyKey: crypto.randomUUID(),
              }),
            ),
          );
          if (!saved.ok && !saved.error.refused) throw saved.error;
          if (saved.ok) {
            const title = item.title;
            const price = formatCents(cents);
            showToast(t`Price of "${title}" set to ${price}`, "success");
          }
          await qc.invalidateQueries({ queryKey: portalKeys.all });
        } finally {
          setBusy(false);
        }
      }}
    >
      <span className="text-slate-400">$</span>
      <input
        inputMode="decimal"
        aria-label={t`Price of ${name}`}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        className="focus-ring h-8 w-20 rounded px-2 text-right ring-1 ring-slate-300"
      />
      {changed && (
        <Button size="sm" type="submit" busy={busy}>
          <Trans>Save</Trans>
        </Button>
      )}
    </form>
  );
}

/** Cents of a threshold as typed: null when empty, NaN when it is not an amount. */
const thresholdCents = (text: string): number | null =>
  text.trim() ? (parseDollars(text) ?? Number.NaN) : null;
const dollarsOf = (c: number | null) => (c === null ? "" : centsToDollarString(c));

/**
 * Inline offers edit of a fixed-price listing: on or off, and the private auto-accept and
 * auto-decline amounts, saved with POST /item/save and the listing's version like the price.
 */
function OffersCell({ item }: { item: SellerItemSummary }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const name = item.title || item.itemNumber;
  const [on, setOn] = useState(item.acceptsOffers);
  const [accept, setAccept] = useState(dollarsOf(item.autoAcceptCents));
  const [decline, setDecline] = useState(dollarsOf(item.autoDeclineCents));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setOn(item.acceptsOffers);
    setAccept(dollarsOf(item.autoAcceptCents));
    setDecline(dollarsOf(item.autoDeclineCents));
  }, [item.acceptsOffers, item.autoAcceptCents, item.autoDeclineCents]);
  const open = item.openOffers;
  return (
    <details className="group min-w-32">
      <summary className="focus-ring cursor-pointer list-none rounded text-sm font-medium text-slate-800 hover:underline">
        {item.acceptsOffers ? (open > 0 ? t`On · ${open} open` : t`On`) : t`Off`}
        <span className="sr-only"> {t`Offers on ${name}`}</span>
      </summary>
      <form
        className="mt-2 flex w-56 flex-col gap-2 rounded-lg bg-slate-50 p-2 ring-1 ring-slate-200"
        onSubmit={async (e) => {
          e.preventDefault();
          const a = on ? thresholdCents(accept) : null;
          const d = on ? thresholdCents(decline) : null;
          if (Number.isNaN(a) || Number.isNaN(d)) return setError(t`Enter amounts in dollars, like 12.50.`);
          setError(null);
          setBusy(true);
          try {
            const saved = await settled(
              call("POST", "/item/save", {
                body: {
                  itemNumber: item.itemNumber,
                  version: item.version,
                  acceptsOffers: on,
                  autoAcceptCents: a,
                  autoDeclineCents: d,
                },
                idempotencyKey: crypto.randomUUID(),
              }),
            );
            if (!saved.ok && !saved.error.refused) throw saved.error;
            if (saved.ok) showToast(t`Offers of "${name}" saved`, "success");
            else setError(saved.message || t`Not saved.`);
            await qc.invalidateQueries({ queryKey: portalKeys.all });
          } finally {
            setBusy(false);
          }
        }}
      >
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={on} onChange={(e) => setOn(e.target.checked)} />
          <Trans>Accept offers</Trans>
        </label>
        <ThresholdInput
          label={<Trans>Auto-accept at (optional)</Trans>}
          disabled={!on}
          value={accept}
          onChange={setAccept}
        />
        <ThresholdInput
          label={<Trans>Auto-decline below (optional)</Trans>}
          disabled={!on}
          value={decline}
          onChange={setDecline}
        />
        {error && (
          <p role="alert" className="text-xs font-medium text-rose-700">
            {error}
          </p>
        )}
        <Button size="sm" type="submit" busy={busy}>
          <Trans>Save offers</Trans>
        </Button>
      </form>
    </details>
  );
}

/** A select of the listings' filter bar, its label before it. */
function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: ReactNode;
  value: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="text-xs font-medium text-slate-600">
      {label}
      <select
        className="focus-ring ml-1 h-9 rounded-lg px-2 text-sm ring-1 ring-slate-300"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </label>
  );
}

/** A dollar amount at which offers are answered by themselves; off while offers are off. */
function ThresholdInput({
  label,
  disabled,
  value,
  onChange,
}: {
  label: ReactNode;
  disabled: boolean;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label className="flex flex-col text-xs text-slate-600">
      {label}
      <input
        inputMode="decimal"
        disabled={disabled}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="focus-ring h-8 rounded px-2 text-sm ring-1 ring-slate-300 disabled:bg-slate-100"
      />
    </label>
  );
}

/** The actions for the selected listings; each result is reported per item. */
function BulkBar({ selected, onDone }: { selected: string[]; onDone: (r: BulkActionResult) => void }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);
  const [price, setPrice] = useState("");
  const [autoAccept, setAutoAccept] = useState("");
  const [autoDecline, setAutoDecline] = useState("");
  const priceId = useId();
  if (selected.length === 0) return null;
  const run = async (
    action: BulkActionResult["action"],
    extra: Omit<BulkActionInput, "action" | "itemNumbers"> = {},
  ) => {
    setBusy(action);
    try {
      const r = await mutate(() => runBulk({ action, itemNumbers: selected, ...extra }));
      onDone(r);
      await qc.invalidateQueries({ queryKey: portalKeys.all });
    } catch {
      // The toast policy has shown the message.
    } finally {
      setBusy(null);
    }
  };
  const cents = parseDollars(price);
  const offerAccept = thresholdCents(autoAccept);
  const offerDecline = thresholdCents(autoDecline);
  const count = selected.length;
  // The amounts "Turn offers on" sets: label, placeholder, value, its setter, width.
  const thresholds = [
    [t`Auto-accept at (optional)`, t`Auto-accept at`, autoAccept, setAutoAccept, "w-28"],
    [t`Auto-decline below (optional)`, t`Auto-decline below`, autoDecline, setAutoDecline, "w-32"],
  ] as const;
  return (
    <div
      role="toolbar"
      aria-label={t`Bulk actions`}
      className="flex flex-wrap items-center gap-2 border-b border-orange-200 bg-orange-50 p-3 text-sm"
    >
      <span className="font-semibold">{t`${count} selected`}</span>
      <Button size="sm" variant="secondary" busy={busy === "withdraw"} onClick={() => void run("withdraw")}>
        <Trans context="listing">Withdraw</Trans>
      </Button>
      <Button size="sm" variant="secondary" busy={busy === "relist"} onClick={() => void run("relist")}>
        <Trans>Relist as new</Trans>
      </Button>
      <span className="inline-flex items-center gap-1">
        <label htmlFor={priceId} className="sr-only">
          <Trans>New price</Trans>
        </label>
        <input
          id={priceId}
          inputMode="decimal"
          placeholder={t`New price`}
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className="focus-ring h-8 w-24 rounded px-2 ring-1 ring-slate-300"
        />
        <Button
          size="sm"
          variant="secondary"
          disabled={cents === null}
          busy={busy === "setPrice"}
          onClick={() => cents !== null && void run("setPrice", { priceCents: cents })}
        >
          <Trans>Change price</Trans>
        </Button>
      </span>
      <Button size="sm" variant="secondary" busy={busy === "qrLabels"} onClick={() => void run("qrLabels")}>
        <Trans>Print QR labels</Trans>
      </Button>
      <span className="inline-flex flex-wrap items-center gap-1">
        {thresholds.map(([label, placeholder, value, set, width]) => (
          <input
            key={label}
            inputMode="decimal"
            aria-label={label}
            placeholder={placeholder}
            value={value}
            onChange={(e) => set(e.target.value)}
            className={cx("focus-ring h-8 rounded px-2 ring-1 ring-slate-300", width)}
          />
        ))}
        <Button
          size="sm"
          variant="secondary"
          busy={busy === "setOffers"}
          disabled={Number.isNaN(offerAccept) || Number.isNaN(offerDecline)}
          onClick={() =>
            void run("setOffers", {
              acceptsOffers: true,
              // Empty keeps each listing's own amount.
              ...(offerAccept !== null ? { autoAcceptCents: offerAccept } : {}),
              ...(offerDecline !== null ? { autoDeclineCents: offerDecline } : {}),
            })
          }
        >
          <Trans>Turn offers on</Trans>
        </Button>
        <Button
          size="sm"
          variant="secondary"
          busy={busy === "setOffers"}
          onClick={() => void run("setOffers", { acceptsOffers: false })}
        >
          <Trans>Turn offers off</Trans>
        </Button>
      </span>
    </div>
  );
}

const ACTION_NAMES: Record<BulkActionResult["action"], MessageDescriptor> = {
  withdraw: msg({ message: "Withdraw", context: "listing" }),
  relist: msg`Relist as new`,
  setPrice: msg`Change price`,
  qrLabels: msg`QR labels`,
  setOffers: msg`Offers`,
};

function BulkResults({
  result,
  titles,
  onClose,
}: {
  result: BulkActionResult;
  titles: Map<string, string>;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const labels = result.results.filter((r) => r.label);
  const action = i18n._(ACTION_NAMES[result.action]);
  const done = result.okCount;
  const all = result.results.length;
  return (
    <section
      aria-label={t`Bulk action results`}
      className="mb-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 print:shadow-none print:ring-0"
    >
      <div className="flex items-center gap-2 print:hidden">
        <h2 className="font-semibold" role="status">
          {t`${action}: ${done} of ${all} done`}
        </h2>
        {labels.length > 0 && (
          <Button size="sm" className="ml-auto" onClick={() => window.print()}>
            <Trans>Print</Trans>
          </Button>
        )}
        <Button size="sm" variant="ghost" className={labels.length ? "" : "ml-auto"} onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
      </div>
      <ul className="mt-2 divide-y divide-slate-100 text-sm print:hidden" aria-label={t`Results per listing`}>
        {result.results.map((r) => (
          <li key={r.itemNumber} className="flex flex-wrap gap-x-3 py-1.5">
            <span className={cx("font-semibold", r.statusCode === 1 ? "text-emerald-700" : "text-rose-700")}>
              {r.statusCode === 1 ? t`Done` : t`Not done`}
            </span>
            <span className="font-medium">{titles.get(r.itemNumber) ?? r.itemNumber}</span>
            <span className="text-slate-600">{r.message}</span>
          </li>
        ))}
      </ul>
      {labels.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5" aria-label={t`QR labels`}>
          {labels.map((r) => (
            <li
              key={r.itemNumber}
              className="break-inside-avoid rounded-lg p-2 text-center ring-1 ring-slate-300"
            >
              <QrImage
                text={r.label!.url}
                label={t`QR code for ${r.label!.title}`}
                size={120}
                className="mx-auto"
              />
              <p className="mt-1 truncate text-xs font-semibold">{r.label!.title}</p>
              <p className="font-mono text-xs text-slate-600">{r.label!.sinCode}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
