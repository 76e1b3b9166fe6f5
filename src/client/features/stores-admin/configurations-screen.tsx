import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  PICKUP_INSTRUCTIONS_MAX,
  SOFT_CLOSE_MAX_SECONDS,
  type StoreConfiguration,
} from "#shared/contract/stores-admin";
import { call } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { Page, Skeleton } from "../../ui/page.tsx";
import { TextArea, TextField } from "../../ui/text-field.tsx";
import { FormActions } from "./form-parts.tsx";
import { Failed } from "./query-failed.tsx";
import { StoreGate } from "./store-gate.tsx";
import { configurationQuery, storeToolKeys } from "./stores-admin-queries.ts";
import { useSave } from "./use-save.ts";

/** /configurations: the store's defaults and preferences. */
export function ConfigurationsScreen() {
  const { t } = useLingui();
  return (
    <StoreGate heading={t`Configurations`} width="narrow">
      {(store) => (
        <Page heading={t`Configurations`} width="narrow">
          <p className="-mt-2 mb-4 text-sm text-slate-600">
            <Trans>Settings of {store.storeName}, for everyone on its team.</Trans>
          </p>
          <Loaded storeId={store.id} />
        </Page>
      )}
    </StoreGate>
  );
}

function Loaded({ storeId }: { storeId: number }) {
  const q = useQuery(configurationQuery(storeId));
  if (q.data) return <ConfigForm key={q.data.updateTime ?? 0} storeId={storeId} initial={q.data} />;
  if (q.isError) return <Failed error={q.error} retry={() => void q.refetch()} />;
  return <Skeleton className="h-[28rem] rounded-2xl" />;
}

const section = "flex flex-col gap-4 rounded-2xl bg-white p-5 ring-1 ring-slate-200";

function ConfigForm({ storeId, initial }: { storeId: number; initial: StoreConfiguration }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [softClose, setSoftClose] = useState(String(initial.defaultSoftCloseSeconds));
  const [pickup, setPickup] = useState(initial.pickupInstructions);
  const [acceptCash, setAcceptCash] = useState(initial.acceptCash);
  const [notify, setNotify] = useState({
    notifyNewOrder: initial.notifyNewOrder,
    notifyChatMessage: initial.notifyChatMessage,
    notifyAuctionEnded: initial.notifyAuctionEnded,
  });
  const { errors, busy, save } = useSave();

  async function submit(e: FormEvent) {
    e.preventDefault();
    await save(async () => {
      const saved = await call("POST", "/store/configurations", {
        body: {
          defaultSoftCloseSeconds: Number(softClose),
          pickupInstructions: pickup,
          acceptCash,
          ...notify,
        },
        json: true,
      });
      qc.setQueryData(storeToolKeys.configuration(storeId), saved);
      showToast(t`Configurations saved`, "success");
    });
  }

  const toggles: Array<[keyof typeof notify, string, string]> = [
    ["notifyNewOrder", t`New orders`, t`When a buyer buys or wins one of the store's items`],
    ["notifyChatMessage", t`Chat messages`, t`When a buyer writes about one of the store's items`],
    ["notifyAuctionEnded", t`Auctions ended`, t`When one of the store's auctions closes`],
  ];

  const used = pickup.length;
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <section className={section} aria-labelledby="cfg-auctions">
        <h2 id="cfg-auctions" className="text-base font-bold text-slate-900">
          <Trans>Auctions</Trans>
        </h2>
        <TextField
          label={t`Default soft close (seconds)`}
          type="number"
          inputMode="numeric"
          min={0}
          max={SOFT_CLOSE_MAX_SECONDS}
          value={softClose}
          onChange={(e) => setSoftClose(e.target.value)}
          hint={t`A bid in the last seconds extends the auction by this much. 0 turns it off. Used for new auctions.`}
          error={errors.defaultSoftCloseSeconds}
        />
      </section>
      <section className={section} aria-labelledby="cfg-pickup">
        <h2 id="cfg-pickup" className="text-base font-bold text-slate-900">
          <Trans>Pickup and payment</Trans>
        </h2>
        <TextArea
          label={<Trans>Pickup instructions</Trans>}
          hint={t`${used}/${PICKUP_INSTRUCTIONS_MAX} characters`}
          error={errors.pickupInstructions}
          value={pickup}
          onChange={setPickup}
          rows={4}
          maxLength={PICKUP_INSTRUCTIONS_MAX}
          placeholder={t`Where and when buyers collect, what to bring`}
        />
        <label className="flex cursor-pointer items-start gap-3">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-orange-500"
            checked={acceptCash}
            onChange={(e) => setAcceptCash(e.target.checked)}
          />
          <span>
            <span className="block text-sm font-semibold text-slate-900">
              <Trans>Accept cash in person</Trans>
            </span>
            <span className="block text-xs text-slate-600">
              <Trans>Orders under $0.50 are always paid in cash.</Trans>
            </span>
          </span>
        </label>
      </section>
      <section className={section} aria-labelledby="cfg-notify">
        <h2 id="cfg-notify" className="text-base font-bold text-slate-900">
          <Trans>Notifications</Trans>
        </h2>
        {toggles.map(([k, label, hint]) => (
          <label key={k} className="flex cursor-pointer items-start gap-3">
            <input
              type="checkbox"
              className="mt-0.5 size-4 accent-orange-500"
              checked={notify[k]}
              onChange={(e) => setNotify((n) => ({ ...n, [k]: e.target.checked }))}
            />
            <span>
              <span className="block text-sm font-semibold text-slate-900">{label}</span>
              <span className="block text-xs text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
      </section>
      <FormActions label={<Trans>Save configurations</Trans>} busy={busy} />
    </form>
  );
}
