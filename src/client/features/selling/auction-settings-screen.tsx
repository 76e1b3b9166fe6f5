import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { Code } from "#shared/codes";
import type { AuctionSettings } from "#shared/contract/selling";
import { centsToDollarString, formatCents } from "#shared/money";
import { ApiCodeError, api, fieldErrorList, newIdempotencyKey } from "../../api/index.ts";
import {
  AppLink,
  Button,
  EmptyState,
  Page,
  Skeleton,
  showToast,
  TextField,
  useDocumentTitle,
} from "../../ui/index.ts";
import { centsOf, toLocalInput } from "./form-model.ts";
import { auctionSettingsQuery, sellingKeys } from "./selling-queries.ts";

/** A live auction's settings (reserve, buy now, end, soft close) under the live-edit rules. */
export function AuctionSettingsScreen({ itemNumber }: { itemNumber: string }) {
  useDocumentTitle("Auction settings");
  const q = useQuery(auctionSettingsQuery(itemNumber));
  if (q.isPending)
    return (
      <Page heading="Auction settings" width="narrow">
        <div className="space-y-4">
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </Page>
    );
  if (q.isError)
    return (
      <Page heading="Auction settings" width="narrow">
        <EmptyState
          title="These settings could not be loaded"
          body={navigator.onLine ? q.error.message : "You are offline."}
          action={<Button onClick={() => void q.refetch()}>Try again</Button>}
        />
      </Page>
    );
  return <SettingsForm key={q.data.version} s={q.data} itemNumber={itemNumber} />;
}

function SettingsForm({ s, itemNumber }: { s: AuctionSettings; itemNumber: string }) {
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
    if (r !== null && Number.isNaN(r)) e.reservePriceCents = "Enter an amount like 12.50.";
    if (b !== null && Number.isNaN(b)) e.buyNowPriceCents = "Enter an amount like 12.50.";
    setErrors(e);
    if (Object.keys(e).length) return;
    const body: Record<string, unknown> = { itemNumber, version: s.version, softCloseSeconds: Number(soft) };
    if (r !== s.reservePriceCents) body.reservePriceCents = r;
    if (b !== s.buyNowPriceCents) body.buyNowPriceCents = b;
    const endMs = end ? new Date(end).getTime() : null;
    if (endMs !== null && toLocalInput(endMs) !== toLocalInput(s.endTime)) body.endTime = endMs;
    setBusy(true);
    setMessage(null);
    try {
      await api.post("/item/auctionSettings", body, {
        json: true,
        toast: false,
        idempotencyKey: newIdempotencyKey(),
      });
      showToast("Auction settings saved.", "success");
      await qc.invalidateQueries({ queryKey: sellingKeys.all });
    } catch (err) {
      if (err instanceof ApiCodeError) {
        const list = fieldErrorList(err.envelope);
        setErrors(Object.fromEntries(list.map((x) => [x.path.split(".")[0] ?? x.path, x.message])));
        setMessage(
          err.code === Code.CONFLICT
            ? "These settings changed elsewhere (a bid or another device). The latest values are loaded; check them and save again."
            : err.message,
        );
        if (err.code === Code.CONFLICT)
          await qc.invalidateQueries({ queryKey: sellingKeys.auctionSettings(itemNumber) });
      } else setMessage("Could not reach the server. Try again when you are online.");
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page heading="Auction settings" width="narrow">
      <div className="space-y-5 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:p-6">
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div>
            <dt className="text-slate-500">Starting price</dt>
            <dd className="font-semibold">
              {s.startPriceCents === null ? "—" : formatCents(s.startPriceCents)}
            </dd>
          </div>
          <div>
            <dt className="text-slate-500">Current price · bids</dt>
            <dd className="font-semibold">
              {s.currentPriceCents === null ? "—" : formatCents(s.currentPriceCents)} · {s.bidCount}
            </dd>
          </div>
        </dl>
        {s.bidCount > 0 && (
          <p className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
            This auction has bids: the reserve can no longer be lowered and the starting price is fixed.
          </p>
        )}
        {message && (
          <p role="alert" className="rounded-lg bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {message}
          </p>
        )}
        <TextField
          label="Reserve price"
          inputMode="decimal"
          value={reserve}
          error={errors.reservePriceCents}
          hint="Hidden from buyers. Empty: no reserve."
          onChange={(e) => setReserve(e.target.value)}
        />
        <TextField
          label="Buy now price"
          inputMode="decimal"
          value={buyNow}
          error={errors.buyNowPriceCents}
          hint="Empty: no buy now."
          onChange={(e) => setBuyNow(e.target.value)}
        />
        <TextField
          label="End time"
          type="datetime-local"
          value={end}
          error={errors.endTime}
          onChange={(e) => setEnd(e.target.value)}
        />
        <div className="flex flex-col gap-1.5">
          <label htmlFor="soft-close" className="text-sm font-medium text-slate-800">
            Soft close
          </label>
          <select
            id="soft-close"
            value={soft}
            onChange={(e) => setSoft(e.target.value)}
            className="focus-ring h-11 rounded-lg border border-slate-300 bg-white px-3"
          >
            <option value="0">Off</option>
            <option value="60">1 minute</option>
            <option value="120">2 minutes</option>
            <option value="300">5 minutes</option>
            <option value="600">10 minutes</option>
          </select>
        </div>
        <div className="flex items-center justify-between gap-3">
          <AppLink
            href={`/itemDetail/${itemNumber}`}
            className="text-sm font-semibold text-orange-700 underline"
          >
            View listing
          </AppLink>
          <Button busy={busy} onClick={() => void save()}>
            Save settings
          </Button>
        </div>
      </div>
    </Page>
  );
}
