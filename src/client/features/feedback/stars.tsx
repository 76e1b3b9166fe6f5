import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { cx } from "../../ui/cx.ts";

/** Read-only stars; the number is in the accessible name (colour and shape are not the only signal). */
export function Stars({ value, className }: { value: number; className?: string }) {
  const { t } = useLingui();
  const full = Math.round(value);
  return (
    <span
      role="img"
      aria-label={t`${value} out of 5 stars`}
      className={cx("inline-flex text-amber-600", className)}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= full ? "" : "text-slate-300"}>
          ★
        </span>
      ))}
    </span>
  );
}

/** 1–5 stars as a radio group: arrow keys move, each star is a 44 px target. */
export function StarInput({
  value,
  onChange,
  legend,
}: {
  value: number;
  onChange: (n: number) => void;
  legend: string;
}) {
  const { t } = useLingui();
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-semibold text-slate-900">{legend}</legend>
      <div className="flex">
        {[1, 2, 3, 4, 5].map((n) => (
          <label
            key={n}
            className="flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl focus-within:ring-2 focus-within:ring-orange-500"
          >
            <input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t`${plural(n, { one: "# star", other: "# stars" })}`}
            />
            <span aria-hidden="true" className={n <= value ? "text-amber-600" : "text-slate-300"}>
              ★
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
