import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import type { Page as PageOf } from "#shared/contract/common";
import { TV_ITEMS_MAX, TV_ROTATION_MAX, TV_ROTATION_MIN, type TvDevice } from "#shared/contract/stores-admin";
import { call, newIdempotencyKey } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { Button, buttonLook } from "../../ui/button.tsx";
import { ChoiceGroup } from "../../ui/choice-group.tsx";
import { ConfirmDialog } from "../../ui/dialog.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";
import { TextField } from "../../ui/text-field.tsx";
import { useConfirmedAction } from "../../ui/use-confirmed-action.ts";
import { Caption, FormActions } from "./form-parts.tsx";
import { ItemPicker, type Picked } from "./item-picker.tsx";
import { Failed } from "./query-failed.tsx";
import { StoreGate } from "./store-gate.tsx";
import { storeToolKeys, tvDeviceQuery, tvDevicesQuery } from "./stores-admin-queries.ts";
import { useSave } from "./use-save.ts";

const card = "rounded-2xl bg-white ring-1 ring-slate-200";
const displayUrl = (code: string) => `${location.origin}/tv-display?device=${code}`;

/** /tv-display: the store's TVs, each with its pairing code and the address the TV opens. */
export function TvListScreen() {
  const { t } = useLingui();
  return (
    <StoreGate heading={t`TV Display`}>
      {(store) => <TvList storeId={store.id} storeName={store.storeName} />}
    </StoreGate>
  );
}

function TvList({ storeId, storeName }: { storeId: number; storeName: string }) {
  const { t } = useLingui();
  const q = useQuery(tvDevicesQuery(storeId));
  return (
    <Page
      heading={t`TV Display`}
      actions={
        <Link to="/tv-display/add" className={buttonLook("primary")}>
          <Trans>Add device</Trans>
        </Link>
      }
    >
      <p className="-mt-2 mb-4 max-w-2xl text-sm text-slate-600">
        <Trans>
          Show {storeName}'s items on a TV in your shop. Each device has a pairing code: open its address in
          the TV's browser and it cycles through your items with a QR code buyers can scan.
        </Trans>
      </p>
      {q.data ? (
        q.data.list.length === 0 ? (
          <EmptyState
            title={t`No TV devices yet`}
            body={t`Add a device, then open its address on the TV.`}
            action={
              <Link to="/tv-display/add" className={buttonLook("primary")}>
                <Trans>Add device</Trans>
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
  const { t } = useLingui();
  const qc = useQueryClient();
  const name = d.name;
  const chosenCount = d.itemNumbers.length;
  const layoutText = d.layout === "grid" ? t`Grid` : t`Slideshow`;
  const itemsText = d.itemFilter === "all" ? t`All store items` : t`${chosenCount} chosen items`;
  const seconds = d.rotationSeconds;
  const url = displayUrl(d.pairingCode);
  const [confirm, setConfirm] = useState(false);
  const { busy, run } = useConfirmedAction(() => setConfirm(false));
  const remove = () =>
    run(async () => {
      await call("POST", "/tv/devices/delete", { body: { id: d.id } });
      showToast(t`${name} removed`, "success");
      await qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
    });
  return (
    <li className={`${card} flex flex-col gap-3 p-4`}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="truncate text-lg font-bold text-slate-900">{d.name}</h2>
          <p className="text-sm text-slate-600">{t`${layoutText} · ${itemsText} · every ${seconds} s`}</p>
        </div>
      </div>
      <div className="rounded-xl bg-slate-50 p-3">
        <Caption>{t`Pairing code`}</Caption>
        <p className="font-mono text-2xl font-bold tracking-[0.2em] text-slate-900">{d.pairingCode}</p>
        <p className="mt-1 break-all text-xs text-slate-500">
          <Trans>Open on the TV: {url}</Trans>
        </p>
      </div>
      <div className="mt-auto flex flex-wrap gap-2">
        <a
          href={`/tv-display?device=${d.pairingCode}`}
          target="_blank"
          rel="noopener"
          className={buttonLook("secondary")}
          aria-label={t`Open display for ${name}`}
        >
          <Trans>Open display</Trans>
        </a>
        <Link
          to="/tv-display/$id/edit"
          params={{ id: String(d.id) }}
          className={buttonLook("secondary")}
          aria-label={t`Edit ${name}`}
        >
          <Trans>Edit</Trans>
        </Link>
        <Button variant="ghost" onClick={() => setConfirm(true)} aria-label={t`Delete ${name}`}>
          <Trans>Delete</Trans>
        </Button>
      </div>
      <ConfirmDialog
        open={confirm}
        message={t`Remove ${name}? Its pairing code stops working.`}
        confirmLabel={t`Remove`}
        cancelLabel={t`Cancel`}
        busy={busy}
        onConfirm={() => void remove()}
        onCancel={() => setConfirm(false)}
      />
    </li>
  );
}

/** /tv-display/add and /tv-display/{id}/edit. */
export function TvFormScreen({ id }: { id?: number }) {
  const { t } = useLingui();
  const heading = id ? t`Edit TV device` : t`Add TV device`;
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

function TvForm({ storeId, device }: { storeId: number; device?: TvDevice }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = useState(device?.name ?? "");
  const [layout, setLayout] = useState<TvDevice["layout"]>(device?.layout ?? "slideshow");
  const [filter, setFilter] = useState<TvDevice["itemFilter"]>(device?.itemFilter ?? "all");
  const [chosen, setChosen] = useState<Picked>(
    () => new Map((device?.itemNumbers ?? []).map((n) => [n, null])),
  );
  const [seconds, setSeconds] = useState(String(device?.rotationSeconds ?? 10));
  const { errors, busy, save } = useSave();
  const [key] = useState(newIdempotencyKey);

  async function submit(e: FormEvent) {
    e.preventDefault();
    await save(async () => {
      const saved = await call("POST", "/tv/devices/save", {
        body: {
          ...(device ? { id: device.id } : {}),
          name,
          layout,
          itemFilter: filter,
          itemNumbers: filter === "chosen" ? [...chosen.keys()] : [],
          rotationSeconds: Number(seconds),
        },
        json: true,
        idempotencyKey: device ? undefined : key,
      });
      qc.setQueryData<PageOf<TvDevice>>(storeToolKeys.tvDevices(storeId), (p) =>
        p ? { ...p, list: [saved, ...p.list.filter((d) => d.id !== saved.id)] } : p,
      );
      void qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
      const code = saved.pairingCode;
      showToast(device ? t`Device saved` : t`Device added: pairing code ${code}`, "success");
      void navigate({ to: "/tv-display" });
    });
  }

  return (
    <form onSubmit={submit} className={`${card} flex flex-col gap-5 p-5`} noValidate>
      <TextField
        label={t`Device name`}
        value={name}
        onChange={(e) => setName(e.target.value)}
        maxLength={60}
        required
        placeholder={t`Front window TV`}
        error={errors.name}
      />
      <ChoiceGroup legend={<Trans>Layout</Trans>}>
        <Choices
          name="layout"
          current={layout}
          onChange={setLayout}
          options={[
            { value: "slideshow", label: t`Slideshow`, hint: t`One item at a time, large` },
            { value: "grid", label: t`Grid`, hint: t`Six items at a time` },
          ]}
        />
      </ChoiceGroup>
      <ChoiceGroup legend={<Trans>Items</Trans>} error={errors.itemNumbers}>
        <Choices
          name="filter"
          current={filter}
          onChange={setFilter}
          options={[
            {
              value: "all",
              label: t`All store items`,
              hint: t`Every live listing of the store, newest first`,
            },
            { value: "chosen", label: t`Chosen items`, hint: t`Only the items you tick below` },
          ]}
        />
        {filter === "chosen" && (
          <div className="mt-1 rounded-xl border border-slate-200">
            <ItemPicker
              storeId={storeId}
              picked={chosen}
              onChange={setChosen}
              max={TV_ITEMS_MAX}
              listLabel={t`Store items`}
            />
          </div>
        )}
      </ChoiceGroup>
      <TextField
        label={t`Seconds per slide`}
        type="number"
        inputMode="numeric"
        min={TV_ROTATION_MIN}
        max={TV_ROTATION_MAX}
        value={seconds}
        onChange={(e) => setSeconds(e.target.value)}
        hint={t`${TV_ROTATION_MIN}–${TV_ROTATION_MAX} seconds`}
        error={errors.rotationSeconds}
      />
      {device && (
        <p className="text-sm text-slate-600">
          <Trans>
            Pairing code{" "}
            <span className="font-mono font-bold tracking-widest text-slate-900">{device.pairingCode}</span>{" "}
            stays the same.
          </Trans>
        </p>
      )}
      <FormActions label={device ? t`Save device` : t`Add device`} busy={busy}>
        <Link to="/tv-display" className={buttonLook("secondary")}>
          <Trans>Cancel</Trans>
        </Link>
      </FormActions>
    </form>
  );
}

/** One radio button a value, each with its hint under it; the chosen one is outlined in orange. */
function Choices<T extends string>({
  name,
  current,
  onChange,
  options,
}: {
  name: string;
  current: T;
  onChange: (v: T) => void;
  options: { value: T; label: string; hint: string }[];
}) {
  return options.map(({ value, label, hint }) => (
    <label
      key={value}
      className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50"
    >
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
  ));
}
