import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useEffect, useState } from "react";
import type { Page as PageOf } from "#shared/contract/common";
import {
  TV_ROTATION_MAX,
  TV_ROTATION_MIN,
  type TvDevice,
  type TvDisplay,
  type TvDisplayItem,
} from "#shared/contract/stores-admin";
import { formatCents } from "#shared/money";
import { ApiCodeError, api, fieldErrorList, HttpError, newIdempotencyKey } from "../../api/index.ts";
import { Button } from "../../ui/button.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { showToast } from "../../ui/toast-store.ts";
import { itemQrUrl, QrImage } from "./qr-image.tsx";
import { Failed } from "./query-failed.tsx";
import { primaryLinkClass, StoreGate, secondaryLinkClass } from "./store-gate.tsx";
import {
  printItemsQuery,
  storeToolKeys,
  tvDeviceQuery,
  tvDevicesQuery,
  tvDisplayQuery,
} from "./stores-admin-queries.ts";

const card = "rounded-2xl bg-white ring-1 ring-slate-200";
const displayUrl = (code: string) => `${location.origin}/tv-display?device=${code}`;

/** /tv-display: the store's TVs, each with its pairing code and the address the TV opens. */
export function TvListScreen() {
  return (
    <StoreGate heading="TV Display">
      {(store) => <TvList storeId={store.id} storeName={store.storeName} />}
    </StoreGate>
  );
}

function TvList({ storeId, storeName }: { storeId: number; storeName: string }) {
  const q = useQuery(tvDevicesQuery(storeId));
  return (
    <Page
      heading="TV Display"
      actions={
        <Link to="/tv-display/add" className={primaryLinkClass}>
          Add device
        </Link>
      }
    >
      <p className="-mt-2 mb-4 max-w-2xl text-sm text-slate-600">
        Show {storeName}'s items on a TV in your shop. Each device has a pairing code: open its address in the
        TV's browser and it cycles through your items with a QR code buyers can scan.
      </p>
      {q.data ? (
        q.data.list.length === 0 ? (
          <EmptyState
            title="No TV devices yet"
            body="Add a device, then open its address on the TV."
            action={
              <Link to="/tv-display/add" className={primaryLinkClass}>
                Add device
              </Link>
            }
          />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {q.data.list.map((d) => (
              <TvRow key={d.id} d={d} storeId={storeId} />
            ))}
          </ul>
        )
      ) : q.isError ? (
        <Failed error={q.error} retry={() => void q.refetch()} />
      ) : (
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-52 rounded-2xl" />
          ))}
        </div>
      )}
    </Page>
  );
}

function TvRow({ d, storeId }: { d: TvDevice; storeId: number }) {
  const qc = useQueryClient();
  const [confirm, setConfirm] = useState(false);
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      await api.post("/tv/devices/delete", { id: d.id });
      showToast(`${d.name} removed`, "success");
      await qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
    } catch {
      // toast shown by the request helper
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  }
  return (
    <li className={`${card} flex flex-col gap-3 p-4`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold text-slate-900">{d.name}</h2>
          <p className="text-sm text-slate-600">
            {d.layout === "grid" ? "Grid" : "Slideshow"} ·{" "}
            {d.itemFilter === "all" ? "All store items" : `${d.itemNumbers.length} chosen items`} · every{" "}
            {d.rotationSeconds} s
          </p>
        </div>
      </div>
      <div className="rounded-xl bg-slate-50 p-3">
        <p className="text-xs font-medium uppercase tracking-wide text-slate-500">Pairing code</p>
        <p className="font-mono text-2xl font-bold tracking-[0.2em] text-slate-900">{d.pairingCode}</p>
        <p className="mt-1 break-all text-xs text-slate-500">Open on the TV: {displayUrl(d.pairingCode)}</p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <a
          href={`/tv-display?device=${d.pairingCode}`}
          target="_blank"
          rel="noopener"
          className={secondaryLinkClass}
          aria-label={`Open display for ${d.name}`}
        >
          Open display
        </a>
        <Link
          to="/tv-display/$id/edit"
          params={{ id: String(d.id) }}
          className={secondaryLinkClass}
          aria-label={`Edit ${d.name}`}
        >
          Edit
        </Link>
        <Button variant="ghost" onClick={() => setConfirm(true)} aria-label={`Delete ${d.name}`}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        message={`Remove ${d.name}? Its pairing code stops working.`}
        confirmLabel="Remove"
        cancelLabel="Cancel"
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </li>
  );
}

/** /tv-display/add and /tv-display/{id}/edit. */
export function TvFormScreen({ id }: { id?: number }) {
  const heading = id ? "Edit TV device" : "Add TV device";
  return (
    <StoreGate heading={heading} width="narrow">
      {(store) => (
        <Page heading={heading} width="narrow">
          {id ? <EditTv storeId={store.id} id={id} /> : <TvForm storeId={store.id} />}
        </Page>
      )}
    </StoreGate>
  );
}

function EditTv({ storeId, id }: { storeId: number; id: number }) {
  const q = useQuery(tvDeviceQuery(storeId, id));
  if (q.data) return <TvForm storeId={storeId} device={q.data} />;
  if (q.isError) return <Failed error={q.error} retry={() => void q.refetch()} />;
  return <Skeleton className="h-96 rounded-2xl" />;
}

type FieldErrors = Record<string, string>;
function errorsOf(err: unknown): FieldErrors {
  const list = err instanceof ApiCodeError ? fieldErrorList(err.envelope) : [];
  return Object.fromEntries(list.map((e) => [e.path, e.message]));
}

function TvForm({ storeId, device }: { storeId: number; device?: TvDevice }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(device?.name ?? "");
  const [layout, setLayout] = useState<TvDevice["layout"]>(device?.layout ?? "slideshow");
  const [filter, setFilter] = useState<TvDevice["itemFilter"]>(device?.itemFilter ?? "all");
  const [chosen, setChosen] = useState<string[]>(device?.itemNumbers ?? []);
  const [seconds, setSeconds] = useState(String(device?.rotationSeconds ?? 10));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);
  const [key] = useState(newIdempotencyKey);
  const items = useQuery({ ...printItemsQuery(storeId, 1), enabled: filter === "chosen" });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await api.post<TvDevice>(
        "/tv/devices/save",
        {
          ...(device ? { id: device.id } : {}),
          name,
          layout,
          itemFilter: filter,
          itemNumbers: filter === "chosen" ? chosen : [],
          rotationSeconds: Number(seconds),
        },
        { json: true, idempotencyKey: device ? undefined : key },
      );
      qc.setQueryData<PageOf<TvDevice>>(storeToolKeys.tvDevices(storeId), (p) =>
        p ? { ...p, list: [saved, ...p.list.filter((d) => d.id !== saved.id)] } : p,
      );
      void qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
      showToast(device ? "Device saved" : `Device added: pairing code ${saved.pairingCode}`, "success");
      void navigate({ to: "/tv-display" });
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className={`${card} flex flex-col gap-5 p-5`} noValidate>
      <TextField
        label="Device name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        required
        placeholder="Front window TV"
        error={errors.name}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Layout</legend>
        <Choice
          name="layout"
          value="slideshow"
          current={layout}
          onChange={setLayout}
          label="Slideshow"
          hint="One item at a time, large"
        />
        <Choice
          name="layout"
          value="grid"
          current={layout}
          onChange={setLayout}
          label="Grid"
          hint="Six items at a time"
        />
      </fieldset>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Items</legend>
        <Choice
          name="filter"
          value="all"
          current={filter}
          onChange={setFilter}
          label="All store items"
          hint="Every live listing of the store, newest first"
        />
        <Choice
          name="filter"
          value="chosen"
          current={filter}
          onChange={setFilter}
          label="Chosen items"
          hint="Only the items you tick below"
        />
        {filter === "chosen" && (
          <div className="mt-1 rounded-xl border border-slate-200">
            {items.data ? (
              items.data.list.length === 0 ? (
                <p className="p-3 text-sm text-slate-600">The store has no live items yet.</p>
              ) : (
                <ul className="max-h-72 divide-y divide-slate-100 overflow-y-auto" aria-label="Store items">
                  {items.data.list.map((it) => (
                    <li key={it.itemNumber}>
                      <label className="flex cursor-pointer items-center gap-3 px-3 py-2 hover:bg-slate-50">
                        <input
                          type="checkbox"
                          className="size-4 accent-orange-500"
                          checked={chosen.includes(it.itemNumber)}
                          onChange={(e) =>
                            setChosen((c) =>
                              e.target.checked ? [...c, it.itemNumber] : c.filter((n) => n !== it.itemNumber),
                            )
                          }
                        />
                        <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{it.title}</span>
                        {it.priceCents !== null && (
                          <span className="text-sm text-slate-600">{formatCents(it.priceCents)}</span>
                        )}
                      </label>
                    </li>
                  ))}
                </ul>
              )
            ) : items.isError ? (
              <Failed error={items.error} retry={() => void items.refetch()} />
            ) : (
              <Skeleton className="m-3 h-24" />
            )}
          </div>
        )}
        {errors.itemNumbers && <p className="text-xs font-medium text-rose-600">{errors.itemNumbers}</p>}
      </fieldset>
      <TextField
        label="Seconds per slide"
        type="number"
        inputMode="numeric"
        min={TV_ROTATION_MIN}
        max={TV_ROTATION_MAX}
        value={seconds}
        onChange={(e) => setSeconds(e.target.value)}
        hint={`${TV_ROTATION_MIN}–${TV_ROTATION_MAX} seconds`}
        error={errors.rotationSeconds}
      />
      {device && (
        <p className="text-sm text-slate-600">
          Pairing code{" "}
          <span className="font-mono font-bold tracking-widest text-slate-900">{device.pairingCode}</span>{" "}
          stays the same.
        </p>
      )}
      <div className="flex justify-end gap-3">
        <Link to="/tv-display" className={secondaryLinkClass}>
          Cancel
        </Link>
        <Button type="submit" busy={busy}>
          {device ? "Save device" : "Add device"}
        </Button>
      </div>
    </form>
  );
}

function Choice<T extends string>({
  name,
  value,
  current,
  onChange,
  label,
  hint,
}: {
  name: string;
  value: T;
  current: T;
  onChange: (v: T) => void;
  label: string;
  hint: string;
}) {
  return (
    <label className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50">
      <input
        type="radio"
        name={name}
        value={value}
        checked={current === value}
        onChange={() => onChange(value)}
        className="mt-0.5 size-4 accent-orange-500"
      />
      <span>
        <span className="block text-sm font-semibold text-slate-900">{label}</span>
        <span className="block text-xs text-slate-600">{hint}</span>
      </span>
    </label>
  );
}

// ---------------------------------------------------------------------------------------------
// The TV itself

/** `/tv-display?device=<code>`: full screen, no sign-in, rotating through the store's items. */
export function TvDisplayScreen({ code }: { code: string }) {
  const q = useQuery(tvDisplayQuery(code));
  useEffect(() => {
    // A TV has no one to scroll it: nothing behind the display should show or scroll.
    const prev = document.documentElement.style.overflow;
    document.documentElement.style.overflow = "hidden";
    return () => {
      document.documentElement.style.overflow = prev;
    };
  }, []);
  return (
    <div className="fixed inset-0 z-[100] flex flex-col overflow-hidden bg-slate-950 text-white">
      {q.data ? (
        <Slides display={q.data} />
      ) : q.isError ? (
        <div className="m-auto max-w-lg p-8 text-center">
          <h1 className="text-3xl font-bold">
            {q.error instanceof ApiCodeError && q.error.code === 10004
              ? "This TV is not paired"
              : q.error instanceof HttpError && q.error.status === 0
                ? "The TV is offline"
                : "Could not load the display"}
          </h1>
          <p className="mt-3 text-lg text-slate-300">
            Check the pairing code <span className="font-mono font-bold">{code}</span> on the store's TV
            Display page.
          </p>
          <Button className="mt-6" variant="secondary" onClick={() => void q.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="m-auto flex flex-col items-center gap-4 text-slate-300" role="status">
          <span className="size-10 animate-spin rounded-full border-4 border-orange-500 border-r-transparent" />
          Loading the display…
        </div>
      )}
    </div>
  );
}

function Slides({ display }: { display: TvDisplay }) {
  const perPage = display.layout === "grid" ? 6 : 1;
  const pages = Math.max(1, Math.ceil(display.items.length / perPage));
  const [page, setPage] = useState(0);
  useEffect(() => {
    if (pages <= 1) return;
    const t = setInterval(() => setPage((p) => (p + 1) % pages), display.rotationSeconds * 1000);
    return () => clearInterval(t);
  }, [pages, display.rotationSeconds]);
  const shown = display.items.slice((page % pages) * perPage, (page % pages) * perPage + perPage);
  return (
    <>
      <header className="flex items-center justify-between gap-4 px-6 py-4 lg:px-10">
        <h1 className="truncate text-2xl font-bold lg:text-4xl">{display.storeName}</h1>
        <p className="shrink-0 text-sm text-slate-300 lg:text-lg">
          Scan a code to see the item on your phone
        </p>
      </header>
      {display.items.length === 0 ? (
        <p className="m-auto text-2xl text-slate-300">No items to show yet.</p>
      ) : display.layout === "grid" ? (
        <ul className="grid flex-1 grid-cols-2 gap-4 px-6 pb-6 lg:grid-cols-3 lg:px-10">
          {shown.map((it) => (
            <li
              key={it.itemNumber}
              className="flex min-h-0 gap-4 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10"
            >
              <div className="flex min-w-0 flex-1 flex-col">
                {it.cover && (
                  <img src={it.cover} alt="" className="mb-3 min-h-0 flex-1 rounded-xl object-cover" />
                )}
                <p className="line-clamp-2 text-lg font-semibold lg:text-xl">{it.title}</p>
                <Price it={it} className="text-2xl" />
              </div>
              <QrImage
                text={itemQrUrl(it.sinCode)}
                label={`QR code for ${it.title}`}
                size={120}
                className="shrink-0 self-end rounded-lg p-1"
              />
            </li>
          ))}
        </ul>
      ) : (
        shown.map((it) => (
          <article
            key={it.itemNumber}
            className="flex flex-1 flex-col gap-6 px-6 pb-8 md:flex-row md:items-center lg:px-10"
          >
            <div className="flex min-h-0 flex-1 items-center justify-center">
              {it.cover ? (
                <img
                  src={it.cover.replace(/\/320\.webp$/, "/1280.webp")}
                  alt=""
                  className="max-h-[70vh] w-full rounded-3xl object-contain"
                />
              ) : (
                <div className="h-[50vh] w-full rounded-3xl bg-white/5" />
              )}
            </div>
            <div className="flex flex-col gap-4 md:w-[34%]">
              <h2 className="text-3xl font-bold leading-tight lg:text-5xl">{it.title}</h2>
              <Price it={it} className="text-4xl lg:text-6xl" />
              <QrImage
                text={itemQrUrl(it.sinCode)}
                label={`QR code for ${it.title}`}
                size={220}
                className="rounded-xl p-2"
              />
              <p className="font-mono text-lg tracking-widest text-slate-300">Code {it.sinCode}</p>
            </div>
          </article>
        ))
      )}
      {pages > 1 && (
        <div className="flex justify-center gap-1.5 pb-4" aria-hidden="true">
          {dotIds(Math.min(pages, 20)).map((n) => (
            <span
              key={n}
              className={`h-1.5 rounded-full ${n === page % pages ? "w-6 bg-orange-500" : "w-1.5 bg-white/30"}`}
            />
          ))}
        </div>
      )}
    </>
  );
}

/** 0..n-1: the positions of the page dots. */
const dotIds = (n: number) => Array.from({ length: n }, (_, i) => i);

function Price({ it, className }: { it: TvDisplayItem; className?: string }) {
  if (it.priceCents === null) return null;
  return (
    <p className={`font-extrabold text-orange-400 ${className ?? ""}`}>
      {formatCents(it.priceCents)}
      {it.saleType === "auction" && (
        <span className="ml-2 align-middle text-base font-semibold text-slate-300">current bid</span>
      )}
    </p>
  );
}
