import { Trans } from "@lingui/react/macro";
import { type ReactNode, useId } from "react";
import { cx } from "../../ui/index.ts";
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
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && (
          <span className="font-normal text-slate-500">
            {" "}
            <Trans>(optional)</Trans>
          </span>
        )}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        >
          $
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
          }
          onChange={(e) => onChange(e.target.value)}
          className={cx(
            "focus-ring h-11 w-full rounded-lg border bg-white pl-7 pr-3 text-base text-slate-900 placeholder:text-slate-400",
            error ? "border-rose-500" : "border-slate-300",
          )}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextArea({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        value={value}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
          error ? "border-rose-500" : "border-slate-300",
        )}
      />
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900",
          error ? "border-rose-500" : "border-slate-300",
        )}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}
