import { Trans, useLingui } from "@lingui/react/macro";
import { TextArea } from "../../ui/text-field.tsx";
import type { StepFieldsProps } from "./item-form-fields.tsx";
import { LocationField } from "./location-field.tsx";

/** Step 4: the city (the seller's own by default) and the pickup note. */
export function LocationFields({
  form,
  errors,
  update,
  userCity,
}: StepFieldsProps & { userCity: string | null }) {
  const { t } = useLingui();
  return (
    <>
      <LocationField
        city={form.city}
        defaultCity={userCity}
        error={errors.city}
        onChange={(c) =>
          update(c ? { city: c.name, lat: c.lat, lng: c.lng } : { city: null, lat: null, lng: null })
        }
      />
      <TextArea
        label={t`Pickup note (optional)`}
        value={form.pickupNote ?? ""}
        error={errors.pickupNote}
        onChange={(v) => update({ pickupNote: v })}
        rows={6}
        maxLength={5000}
      />
      <p className="-mt-2 text-xs text-slate-600">
        <Trans>
          Where and when buyers can collect, e.g. “Evenings after 6 near Central Station”. Buyers see it
          before they buy.
        </Trans>
      </p>
    </>
  );
}
