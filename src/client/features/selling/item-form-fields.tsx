import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { cx } from "../../ui/index.ts";
import { DollarInput, describedBy, FieldFrame, fieldBorder } from "../../ui/text-field.tsx";
import type { FieldErrors, ItemForm } from "./form-model.ts";

/** What every step's fields get: the form, its errors and the change handler. */
export type StepFieldsProps = {
  form: ItemForm;
  errors: FieldErrors;
  update: (patch: Partial<ItemForm>) => void;
};

export function MoneyField({
  label,
  value,
  error,
  hint,
  optional,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <FieldFrame
      id={id}
      label={
        <>
          {label}
          {optional && (
            <span className="font-normal text-slate-500">
              {" "}
              <Trans>(optional)</Trans>
            </span>
          )}
        </>
      }
      hint={hint}
      error={error}
    >
      <DollarInput id={id} value={value} onChange={onChange} hint={hint} error={error} />
    </FieldFrame>
  );
}

export function Select({
  label,
  value,
  error,
  hint,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900",
          fieldBorder(error),
        )}
      >
        {children}
      </select>
    </FieldFrame>
  );
}
