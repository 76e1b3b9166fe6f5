import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useEffect, useState } from "react";
import { Code } from "#shared/codes";
import type { AuctionSettings, AuctionSettingsInput } from "#shared/contract/selling";
import { centsToDollarString, formatCents } from "#shared/money";
import { ApiError, call, newIdempotencyKey } from "../../api/index.ts";
import {
  Button,
  EmptyState,
  Page,
  Skeleton,
  showToast,
  TextField,
  useDocumentTitle,
} from "../../ui/index.ts";
import { FieldFrame } from "../../ui/text-field.tsx";
import { TextLink } from "../../ui/text-link.tsx";
import { centsOf, toLocalInput } from "./form-model.ts";
import { SoftCloseOptions } from "./item-form-auction.tsx";
import { auctionSettingsQuery, sellingKeys } from "./selling-queries.ts";

// One bar a field while the settings load.
const FIELD_KEYS = ["reserve", "buy-now", "end"];

/** A live auction's settings (reserve, buy now, end, soft close) under the live-edit rules. */
export function AuctionSettingsScreen({ itemNumber }: { itemNumber: string }) {
  const { t } = useLingui();
  useDocumentTitle(t`Auction settings`);
  const q = useQuery(auctionSettingsQuery(itemNumber));
  if (q.isPending)
    return (
      <Page heading={t`Auction settings`} width="narrow">
        <div className="space-y-4">
          {FIELD_KEYS.map((k) => (
            <Skeleton key={k} className="h-11 w-full" />
          ))}
        </div>
      </Page>
    );
  if (q.isError)
    return (
      <Page heading={t`Auction settings`} width="narrow">
        <EmptyState
          title={t`These settings could not be loaded`}
          body={navigator.onLine ? q.error.message : t`You are offline.`}
          action={
            <Button onClick={() => void q.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </Page>
    );
  return <SettingsForm key={q.data.version} s={q.data} itemNumber={itemNumber} />;
}

function SettingsForm({ s, itemNumber }: { s: AuctionSettings; itemNumber: string }) {
  const { t } = useLingui();
  const qc = useQueryClient();
  const [reserve, setReserve] = useState(
    s.reservePriceCents === null ? "" : centsToDollarString(s.reservePriceCents),
  );
  const [buyNow, setBuyNow] = useState(
    s.buyNowPriceCents === null ? "" : centsToDollarString(s.buyNowPriceCents),
  );
  const [end, setEnd] = useState(toLocalInput(s.endTime));
  const [soft, setSoft] = useState(String(s.softCloseSeconds));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => setMessage(null), []);

  const save = async () => {
    const e: Record<string, string> = {};
    const r = centsOf(reserve);
    const b = centsOf(buyNow);
    if (r !== null && Number.isNaN(r)) e.reservePriceCents = t`Enter an amount like 12.50.`;
    if (b !== null && Number.isNaN(b)) e.buyNowPriceCents = t`Enter an amount like 12.50.`;
    setErrors(e);
    if (Object.keys(e).length) return;
    const body: AuctionSettingsInput = { itemNumber, version: s.version, softCloseSeconds: Number(soft) };
    if (r !== s.reservePriceCents) body.reservePriceCents = r;
    if (b !== s.buyNowPriceCents) body.buyNowPriceCents = b;
    const endMs = end ? new Date(end).getTime() : null;
    if (endMs !== null && toLocalInput(endMs) !== toLocalInput(s.endTime)) body.endTime = endMs;
    setBusy(true);
    setMessage(null);
    try {
      await call("POST", "/item/auctionSettings", { body, json: true, idempotencyKey: newIdempotencyKey() });
      showToast(t`Auction settings saved.`, "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    } catch (err) {
      if (err instanceof ApiError && err.refused) {
        const fields = Object.entries(err.fields);
        setErrors(Object.fromEntries(fields.map(([path, m]) => [path.split(".")[0] ?? path, m])));
        setMessage(
          err.code === Code.CONFLICT
            ? t`These settings changed elsewhere (a bid or another device). The latest values are loaded; check them and save again.`
            : err.message,
        );
        if (err.code === Code.CONFLICT)
          await qc.invalidateQueries({ queryKey: sellingKeys.auctionSettings(itemNumber) });
      } else setMessage(t`Could not reach the server. Try again when you are online.`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page heading={t`Auction settings`} width="narrow">
      <div className="space-y-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <Fact label={<Trans>Starting price</Trans>}>{priceText(s.startPriceCents)}</Fact>
          <Fact label={<Trans>Current price · bids</Trans>}>
            {priceText(s.currentPriceCents)} · {s.bidCount}
          </Fact>
        </dl>
        {s.bidCount > 0 && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
            <Trans>
              This auction has bids: the reserve can no longer be lowered and the starting price is fixed.
            </Trans>
          </p>
        )}
        {message && (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {message}
          </p>
        )}
        <TextField
          label={t`Reserve price`}
          inputMode="decimal"
          value={reserve}
          error={errors.reservePriceCents}
          hint={t`Hidden from buyers. Empty: no reserve.`}
          onChange={(e) => setReserve(e.target.value)}
        />
        <TextField
          label={t`Buy now price`}
          inputMode="decimal"
          value={buyNow}
          error={errors.buyNowPriceCents}
          hint={t`Empty: no buy now.`}
          onChange={(e) => setBuyNow(e.target.value)}
        />
        <TextField
          label={t`End time`}
          type="datetime-local"
          value={end}
          error={errors.endTime}
          onChange={(e) => setEnd(e.target.value)}
        />
        <FieldFrame id="soft-close" label={<Trans>Soft close</Trans>}>
          <select
            id="soft-close"
            value={soft}
            onChange={(e) => setSoft(e.target.value)}
            className="focus-ring h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            <SoftCloseOptions />
          </select>
        </FieldFrame>
        <div className="flex items-center justify-between gap-3">
          <TextLink href={`/itemDetail/${itemNumber}`} className="text-sm underline">
            <Trans>View listing</Trans>
          </TextLink>
          <Button busy={busy} onClick={() => void save()}>
            <Trans>Save settings</Trans>
          </Button>
        </div>
      </div>
    </Page>
  );
}

const priceText = (cents: number | null) => (cents === null ? "—" : formatCents(cents));

/** One of the auction's figures: its name over its value. */
function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="text-slate-500">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
