import type { ReactNode } from "react";
import { cx } from "./cx.ts";

/** "dark" for the figure that matters most; "amber" for money on hold; "rose" for money owed. */
export type StatTone = "plain" | "dark" | "amber" | "rose";

// The card, its label, the figure and the line under it.
const tones: Record<StatTone, [string, string, string, string]> = {
  plain: ["bg-white ring-1 ring-slate-200", "text-slate-500", "text-slate-900", "text-slate-500"],
  dark: ["bg-slate-900 text-white", "text-slate-300", "", "text-slate-300"],
  amber: ["bg-amber-50 ring-1 ring-amber-200", "text-amber-900", "text-slate-900", "text-amber-900"],
  rose: ["bg-rose-50 ring-1 ring-rose-200", "text-rose-800", "text-rose-800", "text-rose-900"],
};

/**
 * A figure on a card, for a <dl>: its label (dt), the figure (dd) and a line under it. `large`
 * grows the figure on wider screens; `testId` marks the figure.
 */
export function Stat({
  label,
  value,
  note,
  tone = "plain",
  large,
  className,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  note?: ReactNode;
  tone?: StatTone;
  large?: boolean;
  className?: string | undefined;
  testId?: string | undefined;
}) {
  const [card, labelColor, valueColor, noteColor] = tones[tone];
  return (
    <div className={cx("rounded-2xl p-4 md:p-5", card, className)}>
      <dt className={cx("text-xs font-medium uppercase tracking-wide", labelColor)}>{label}</dt>
      <dd
        className={cx("mt-1 text-2xl font-bold tabular-nums", large && "md:text-3xl", valueColor)}
        data-testid={testId}
      >
        {value}
      </dd>
      {note && <dd className={cx("mt-1 text-xs", noteColor)}>{note}</dd>}
    </div>
  );
}
