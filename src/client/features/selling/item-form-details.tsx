import { useLingui } from "@lingui/react/macro";
import { TextField } from "../../ui/index.ts";
import { TextArea } from "../../ui/text-field.tsx";
import { CONDITION_OPTIONS } from "../catalog/conditions.ts";
import { CategorySuggest } from "./category-suggest.tsx";
import type { CategoryGroup, ItemForm } from "./form-model.ts";
import { Select, type StepFieldsProps } from "./item-form-fields.tsx";

/** Step 1: title, description, category (with suggestions from the title) and condition. */
export function DetailsFields({
  form,
  errors,
  update,
  groups,
  categoriesLoading,
}: StepFieldsProps & { groups: CategoryGroup[]; categoriesLoading: boolean }) {
  const { i18n, t } = useLingui();
  return (
    <>
      <TextField
        label={t`Title`}
        value={form.title}
        maxLength={120}
        autoComplete="off"
        error={errors.title}
        hint={`${form.title.length}/120`}
        onChange={(e) => update({ title: e.target.value })}
      />
      <TextArea
        label={t`Description`}
        value={form.description}
        error={errors.description}
        onChange={(v) => update({ description: v })}
        rows={6}
        maxLength={5000}
      />
      <div className="grid items-start gap-4 sm:grid-cols-2">
        {/* The suggestions from the title sit with the field they fill. */}
        <div className="space-y-2">
          <Select
            label={t`Category`}
            value={form.categoryId === null ? "" : String(form.categoryId)}
            error={errors.categoryId}
            onChange={(v) => update({ categoryId: v ? Number(v) : null })}
          >
            <option value="">{categoriesLoading ? t`Loading categories…` : t`Choose a category`}</option>
            {groups.map((g) =>
              g.group ? (
                <optgroup key={g.group} label={g.group}>
                  {g.leaves.map((l) => (
                    <option key={l.id} value={l.id}>
                      {l.name}
                    </option>
                  ))}
                </optgroup>
              ) : (
                g.leaves.map((l) => (
                  <option key={l.id} value={l.id}>
                    {l.name}
                  </option>
                ))
              ),
            )}
          </Select>
          <CategorySuggest
            title={form.title}
            categoryId={form.categoryId}
            onPick={(categoryId) => update({ categoryId })}
          />
        </div>
        <Select
          label={t`Condition`}
          value={form.condition}
          error={errors.condition}
          onChange={(v) => update({ condition: v as ItemForm["condition"] })}
        >
          <option value="">{t`Choose the condition`}</option>
          {CONDITION_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {i18n._(o.message)}
            </option>
          ))}
        </Select>
      </div>
    </>
  );
}
