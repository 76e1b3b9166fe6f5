import { CloseIcon } from "./icons.tsx";

// Whole class names, so Tailwind finds them: a row of a list ("md") or a chip ("sm").
const SIZES = {
  md: { button: "mr-2 p-2 hover:bg-slate-100", icon: "size-4" },
  sm: { button: "mr-1 p-1 hover:bg-slate-200", icon: "size-3.5" },
} as const;

/** The × that takes one entry out of a list the user keeps (recent searches, recent cities). */
export function RemoveButton({
  label,
  size,
  onClick,
}: {
  /** What it removes, said in full ("Delete Springfield"): the button shows only the ×. */
  label: string;
  size: keyof typeof SIZES;
  onClick: () => void;
}) {
  const s = SIZES[size];
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className={`focus-ring rounded-full text-slate-400 hover:text-slate-700 ${s.button}`}
    >
      <CloseIcon className={s.icon} />
    </button>
  );
}
