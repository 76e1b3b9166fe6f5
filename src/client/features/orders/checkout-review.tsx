import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "@tanstack/react-router";
import { useId, useRef, useState } from "react";
import { MIN_ONLINE_PAYMENT_CENTS } from "#shared/constants";
import type { ItemDetail } from "#shared/contract/catalog";
import { formatCents } from "#shared/money";
import { call, newIdempotencyKey, settled } from "../../api/index.ts";
import { showToast } from "../../api/toast-store.ts";
import { mutate } from "../../query-client.ts";
import { Button } from "../../ui/button.tsx";
import { Dialog } from "../../ui/dialog.tsx";
import { FarPickupWarning, PickupPlace } from "../../ui/distance.tsx";
import { Thumb } from "../../ui/thumb.tsx";
import { orderKeys } from "./orders-queries.ts";
import { PriceRows } from "./price-rows.tsx";
import { RadioRow, RadioText } from "./radio-row.tsx";

export type CheckoutReviewProps = {
  item: ItemDetail;
  /** What the buyer pays: the fixed price, or an auction's buy-now price. */
  priceCents: number;
  open: boolean;
  onClose: () => void;
  /** Called after the order exists (the item page refreshes the item). */
  onOrdered?: (orderNumber: string) => void;
};

/**
 * Buy now's review: what the buyer is about to agree to (item, price, no buyer fee, total, where
 * to pick it up, how to pay). Nothing is ordered until Confirm purchase; Back leaves no trace, so
 * the item stays on the market and the seller hears nothing.
 */
export function CheckoutReview({ item, priceCents, open, onClose, onOrdered }: CheckoutReviewProps) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onClose={onClose} title={t`Review your purchase`} className="md:w-[32rem]">
      <ReviewBody item={item} priceCents={priceCents} onClose={onClose} onOrdered={onOrdered} />
    </Dialog>
  );
}

function ReviewBody({
  item,
  priceCents,
  onClose,
  onOrdered,
}: Omit<CheckoutReviewProps, "open" | "onClose"> & { onClose: () => void }) {
  const { t } = useLingui();
  const router = useRouter();
  const qc = useQueryClient();
  const cashOnly = priceCents < MIN_ONLINE_PAYMENT_CENTS;
  const [method, setMethod] = useState<"card" | "cash">(cashOnly ? "cash" : "card");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // One key per review: a double tap or a retry after a lost answer cannot order twice.
  const buyKey = useRef(newIdempotencyKey());
  const cashKey = useRef(newIdempotencyKey());
  const name = useId();
  const cover = item.imageSet[0]?.small ?? item.cover;
  const minOnline = formatCents(MIN_ONLINE_PAYMENT_CENTS);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    const bought = await settled(
      call("POST", "/item/buyNow", {
        body: { itemNumber: item.itemNumber },
        idempotencyKey: buyKey.current,
      }),
    );
    if (!bought.ok) {
      setBusy(false);
      setError(bought.message || t`The purchase did not go through. Please try again.`);
      return;
    }
    const orderNumber = bought.data.orderNumber;
    onOrdered?.(orderNumber);
    void qc.invalidateQueries({ queryKey: orderKeys.lists() });
    const n = encodeURIComponent(orderNumber);
    if (method === "cash") {
      const paid = await settled(
        mutate(() =>
          call("POST", "/order/payCash", { body: { orderNumber }, idempotencyKey: cashKey.current }),
        ),
      );
      setBusy(false);
      if (paid.ok) {
        qc.setQueryData(orderKeys.detail(orderNumber), paid.data);
        showToast(t`Order confirmed. You pay in cash when you collect the item.`, "success");
      }
      void router.navigate({ href: `/orderDetail/${n}` });
      return;
    }
    setBusy(false);
    void router.navigate({ href: `/payment/${n}` });
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center gap-3">
        {cover ? <Thumb cover={cover} px={64} className="size-16" eager /> : null}
        <p className="line-clamp-2 min-w-0 flex-1 text-sm font-semibold text-slate-900">{item.title}</p>
      </div>

      <dl className="flex flex-col gap-1.5 rounded-xl bg-slate-50 p-3 text-sm">
        <PriceRows
          cents={priceCents}
          priceLabel={<Trans>Price</Trans>}
          totalClassName="mt-1 border-slate-200"
          totalTestId="checkout-total"
        />
        <p className="text-xs text-slate-600">
          <Trans>Buyers pay no fee: the total is the price.</Trans>
        </p>
      </dl>

      <section aria-labelledby={`${name}-pickup`} className="text-sm">
        <h3 id={`${name}-pickup`} className="font-semibold text-slate-900">
          <Trans>Pickup</Trans>
        </h3>
        <PickupPlace
          item={item}
          fallback={t`The seller will tell you where`}
          className="mt-1 text-slate-800"
        />
        <p className="mt-1 text-slate-700">
          {item.pickupNote ? (
            <>
              <span className="font-medium">
                <Trans>Seller’s note:</Trans>
              </span>{" "}
              {item.pickupNote}
            </>
          ) : (
            <Trans>Agree a time with the seller in chat after you confirm.</Trans>
          )}
        </p>
        <FarPickupWarning item={item} className="mt-2" />
      </section>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-semibold text-slate-900">
          <Trans>Payment method</Trans>
        </legend>
        {!cashOnly && (
          <RadioRow name={name} value="card" checked={method === "card"} onSelect={() => setMethod("card")}>
            <RadioText title={<Trans>Card</Trans>} hint={<Trans>Pay online on the next screen</Trans>} />
          </RadioRow>
        )}
        <RadioRow name={name} value="cash" checked={method === "cash"} onSelect={() => setMethod("cash")}>
          <RadioText
            title={<Trans>Cash in person</Trans>}
            hint={<Trans>Pay the seller when you collect the item</Trans>}
          />
        </RadioRow>
        {cashOnly && (
          <p className="text-xs text-slate-700">
            <Trans>Under {minOnline} the price is paid in cash in person.</Trans>
          </p>
        )}
      </fieldset>

      {error && (
        <p role="alert" className="text-sm font-medium text-rose-700">
          {error}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" size="lg" onClick={onClose} disabled={busy}>
          <Trans>Back</Trans>
        </Button>
        <Button size="lg" busy={busy} onClick={() => void confirm()}>
          <Trans>Confirm purchase</Trans>
        </Button>
      </div>
    </div>
  );
}
