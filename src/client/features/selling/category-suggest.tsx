import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { call } from "../../api/index.ts";
import { cx } from "../../ui/cx.ts";

/** The title as it was 400 ms ago: one request per pause in typing, not per key. */
function useSettled(value: string, ms = 400): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

/**
 * Categories suggested from the title (GET /category/suggest learns them from the listings already
 * in the catalogue). A tap chooses one; the Category field stays the seller's to change.
 */
export function CategorySuggest({
  title,
  categoryId,
  onPick,
}: {
  title: string;
  categoryId: number | null;
  onPick: (id: number) => void;
}) {
  const { t } = useLingui();
  const q = useSettled(title.trim());
  const s = useQuery({
    queryKey: ["category", "suggest", q.toLowerCase()],
    meta: { errorsInPlace: true },
    queryFn: () => call("GET", "/category/suggest", { query: { title: q } }),
    enabled: q.length >= 3,
    staleTime: 5 * 60_000,
  });
  const list = q.length >= 3 ? (s.data?.list ?? []) : [];
  if (list.length === 0) return null;
  return (
    <div className="-mt-2">
      <p className="text-xs font-medium text-slate-600" aria-hidden="true">
        <Trans>Suggested from your title</Trans>
      </p>
      {/* Named "Suggestions": a name with "title" or "category" in it would answer to those fields' labels. */}
      <ul aria-label={t`Suggestions`} className="mt-1 flex flex-wrap gap-2">
        {list.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={categoryId === c.id}
              title={c.path.join(" › ")}
              onClick={() => onPick(c.id)}
              className={cx(
                "focus-ring inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset",
                categoryId === c.id
                  ? "bg-orange-500 text-white ring-orange-500"
                  : "bg-white text-slate-900 ring-slate-300 hover:bg-slate-50",
              )}
            >
              {c.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
