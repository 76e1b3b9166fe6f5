import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../ui/index.ts";
import { endTimeInDays, fromLocalInput, toLocalInput } from "./form-model.ts";
import { MoneyField, Select, type StepFieldsProps } from "./item-form-fields.tsx";

/** An auction's prices, soft close and schedule (start and end). */
export function AuctionFields({ form, errors, update }: StepFieldsProps) {
  const { t } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MoneyField
        label={t`Starting price`}
        value={form.startPrice}
        error={errors.startPrice}
        onChange={(startPrice) => update({ startPrice })}
      />
      <MoneyField
        label={t`Reserve price`}
        optional
        hint={t`Hidden from buyers. The item sells only at or above it.`}
        value={form.reservePrice}
        error={errors.reservePrice}
        onChange={(reservePrice) => update({ reservePrice })}
      />
      <MoneyField
        label={t`Buy now price`}
        optional
        value={form.buyNowPrice}
        error={errors.buyNowPrice}
        onChange={(buyNowPrice) => update({ buyNowPrice })}
      />
      <Select
        label={t`Soft close`}
        value={String(form.softCloseSeconds)}
        hint={t`A bid in the last minutes extends the end by this much.`}
        onChange={(v) => update({ softCloseSeconds: Number(v) })}
      >
        <SoftCloseOptions />
      </Select>
      <TextField
        label={t`Start time`}
        type="datetime-local"
        value={toLocalInput(form.startTime)}
        hint={t`Empty: starts when you publish.`}
        error={errors.startTime}
        onChange={(e) => update({ startTime: fromLocalInput(e.target.value) })}
      />
      <div>
        <TextField
          label={t`End time`}
          type="datetime-local"
          value={toLocalInput(form.endTime)}
          error={errors.endTime}
          onChange={(e) => update({ endTime: fromLocalInput(e.target.value) })}
        />
        <div className="mt-2 flex flex-wrap gap-1.5">
          {[3, 5, 7, 10].map((d) => (
            <button
              key={d}
              type="button"
              onClick={() => update({ endTime: endTimeInDays(form, d, Date.now()) })}
              className="focus-ring rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
            >
              {t`${plural(d, { one: "Ends in # day", other: "Ends in # days" })}`}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}

/** The soft-close choices: off, or 1, 2, 5 or 10 minutes (values in seconds). */
export function SoftCloseOptions() {
  const { t } = useLingui();
  return (
    <>
      <option value="0">{t`Off`}</option>
      {[1, 2, 5, 10].map((m) => (
        <option key={m} value={m * 60}>
          {t`${plural(m, { one: "# minute", other: "# minutes" })}`}
        </option>
      ))}
    </>
  );
}
