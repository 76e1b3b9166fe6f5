import type { StepFieldsProps } from "./item-form-fields.tsx";
import { PhotoPicker } from "./photo-picker.tsx";

/** Step 2: the photos, the first is the cover. */
export function PhotosFields({ form, errors, update, phone }: StepFieldsProps & { phone: boolean }) {
  return (
    <PhotoPicker
      photos={form.photos}
      onChange={(photos) => update({ photos })}
      error={errors.photos}
      phone={phone}
    />
  );
}
