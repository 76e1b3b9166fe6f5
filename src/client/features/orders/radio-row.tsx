import type { ReactNode } from "react";

/** One choice of a radio group drawn as a card: the whole row is the target (44 px at least). */
export function RadioRow({
  name,
  value,
  checked,
  onSelect,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onSelect: () => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl bg-white px-4 py-3 text-sm ring-1 ring-slate-200 has-[:checked]:ring-2 has-[:checked]:ring-orange-500 focus-within:ring-2 focus-within:ring-orange-500">
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onSelect}
        className="size-5 shrink-0 accent-orange-500"
      />
      {children}
    </label>
  );
}

/** A payment method's title and the line under it. */
export function RadioText({ title, hint }: { title: ReactNode; hint: ReactNode }) {
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-slate-900">{title}</span>
      <span className="text-xs text-slate-600">{hint}</span>
    </span>
  );
}
