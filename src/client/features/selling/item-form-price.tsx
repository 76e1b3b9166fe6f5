import { Trans, useLingui } from "@lingui/react/macro";
import { cx } from "../../ui/index.ts";
import { saleTypePatch } from "./form-model.ts";
import { AuctionFields } from "./item-form-auction.tsx";
import { MoneyField, type StepFieldsProps } from "./item-form-fields.tsx";

/** Step 3: fixed price or auction, and the prices and times that go with it. */
export function PriceFields({ form, errors, update, cashOnly }: StepFieldsProps & { cashOnly: boolean }) {
  const { t } = useLingui();
  return (
    <>
      <SaleTypePicker form={form} errors={errors} update={update} />
      {form.saleType === "fixed" ? (
        <div>
          <MoneyField
            label={t`Price`}
            value={form.price}
            error={errors.price}
            onChange={(price) => update({ price })}
          />
          {cashOnly && (
            <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
              <Trans>
                Under $0.50 the buyer pays you in cash in person only (card payments start at $0.50).
              </Trans>
            </p>
          )}
          <OfferFields form={form} errors={errors} update={update} />
        </div>
      ) : (
        <AuctionFields form={form} errors={errors} update={update} />
      )}
    </>
  );
}

function SaleTypePicker({ form, update }: StepFieldsProps) {
  const { t } = useLingui();
  return (
    <div>
      <p id="sale-type-label" className="mb-2 text-sm font-medium text-slate-800">
        <Trans>Sale type</Trans>
      </p>
      <div role="radiogroup" aria-labelledby="sale-type-label" className="grid grid-cols-2 gap-2">
        {(
          [
            ["fixed", t`Fixed price`, t`Sell now at your price`],
            ["auction", t`Auction`, t`Buyers bid; highest wins`],
          ] as const
        ).map(([value, label, hint]) => (
          <label
            key={value}
            className={cx(
              "flex cursor-pointer items-start gap-3 rounded-xl px-3 py-3 ring-1 ring-inset",
              form.saleType === value ? "bg-orange-50 ring-2 ring-orange-500" : "bg-white ring-slate-300",
            )}
          >
            <input
              type="radio"
              name="saleType"
              value={value}
              checked={form.saleType === value}
              onChange={() => update(saleTypePatch(form, value, Date.now()))}
              className="mt-1 accent-orange-500"
              // The name is the label alone ("Fixed price", "Auction"); the hint describes it.
              aria-labelledby={`sale-${value}-label`}
              aria-describedby={`sale-${value}-hint`}
            />
            <span>
              <span id={`sale-${value}-label`} className="block text-sm font-semibold text-slate-900">
                {label}
              </span>
              <span id={`sale-${value}-hint`} className="block text-xs text-slate-500">
                {hint}
              </span>
            </span>
          </label>
        ))}
      </div>
    </div>
  );
}

/**
 * Offers on a fixed-price item: on or off, and two private amounts (never shown to buyers): offers
 * at or above the first are accepted at once, offers below the second declined at once.
 */
function OfferFields({ form, errors, update }: StepFieldsProps) {
  const { t } = useLingui();
  const on = form.acceptsOffers === true;
  return (
    <fieldset className="mt-4 flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <legend className="sr-only">
        <Trans>Offers</Trans>
      </legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3">
        <input
          type="checkbox"
          checked={on}
          onChange={(e) => update({ acceptsOffers: e.target.checked })}
          className="size-5 accent-orange-500"
          aria-describedby="accept-offers-hint"
        />
        <span>
          <span className="block text-sm font-semibold text-slate-900">
            <Trans>Accept offers</Trans>
          </span>
          <span id="accept-offers-hint" className="block text-xs text-slate-600">
            <Trans>Buyers can offer less than your price; you accept, decline or counter.</Trans>
          </span>
        </span>
      </label>
      {on && (
        <div className="grid gap-3 sm:grid-cols-2">
          <MoneyField
            label={t`Auto-accept offers from`}
            optional
            value={form.autoAccept ?? ""}
            error={errors.autoAccept}
            hint={t`Offers at or above this are accepted at once. Buyers never see it.`}
            onChange={(autoAccept) => update({ autoAccept })}
          />
          <MoneyField
            label={t`Auto-decline offers below`}
            optional
            value={form.autoDecline ?? ""}
            error={errors.autoDecline}
            hint={t`Offers below this are declined at once, politely. Buyers never see it.`}
            onChange={(autoDecline) => update({ autoDecline })}
          />
        </div>
      )}
    </fieldset>
  );
}
