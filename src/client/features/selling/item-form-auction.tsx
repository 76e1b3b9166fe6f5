import { TextField } from "../../ui/index.ts";
import { endTimeInDays, fromLocalInput, toLocalInput } from "./form-model.ts";
import { MoneyField, Select, type StepFieldsProps } from "./item-form-fields.tsx";

/** An auction's prices, soft close and schedule (start and end). */
export function AuctionFields({ form, errors, update }: StepFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <MoneyField
        label="Starting price"
        value={form.startPrice}
        error={errors.startPrice}
        onChange={(startPrice) => update({ startPrice })}
      />
      <MoneyField
        label="Reserve price"
        optional
        hint="Hidden from buyers. The item sells only at or above it."
        value={form.reservePrice}
        error={errors.reservePrice}
        onChange={(reservePrice) => update({ reservePrice })}
      />
      <MoneyField
        label="Buy now price"
        optional
        value={form.buyNowPrice}
        error={errors.buyNowPrice}
        onChange={(buyNowPrice) => update({ buyNowPrice })}
      />
      <Select
        label="Soft close"
        value={String(form.softCloseSeconds)}
        hint="A bid in the last minutes extends the end by this much."
        onChange={(v) => update({ softCloseSeconds: Number(v) })}
      >
        <option value="0">Off</option>
        <option value="60">1 minute</option>
        <option value="120">2 minutes</option>
        <option value="300">5 minutes</option>
        <option value="600">10 minutes</option>
      </Select>
      <TextField
        label="Start time"
        type="datetime-local"
        value={toLocalInput(form.startTime)}
        hint="Empty: starts when you publish."
        error={errors.startTime}
        onChange={(e) => update({ startTime: fromLocalInput(e.target.value) })}
      />
      <div>
        <TextField
          label="End time"
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
              Ends in {d} days
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
