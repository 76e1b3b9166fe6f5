import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, type ReactNode, useEffect, useId, useState } from "react";
import type { CategoryNode } from "#shared/contract/catalog";
import type { SearchFacets, SearchSort } from "#shared/contract/search";
import { formatCount } from "#shared/count";
import { ANYWHERE, distanceIn, RADIUS_STEPS, radiusKmOf } from "#shared/distance";
import { centsToDollarString, parseDollars } from "#shared/money";
import { saveRadiusChoice } from "../../api/session-store.ts";
import type { Place } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { useDistanceUnit } from "../../ui/distance.tsx";
import { categoriesQuery } from "../catalog/catalog-queries.ts";
import { CONDITION_OPTIONS, SALE_TYPE_OPTIONS } from "../catalog/conditions.ts";
import { type ListSearch, SORTS } from "./search-params.ts";

export const SORT_LABELS: Record<SearchSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  newest: msg`Newly listed`,
  ending: msg`Ending soonest`,
  price_asc: msg`Price: lowest first`,
  price_desc: msg`Price: highest first`,
  nearest: msg`Nearest first`,
};

export type FilterPatch = Partial<Record<keyof ListSearch, ListSearch[keyof ListSearch] | undefined>>;

const selectClass =
  "focus-ring h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 disabled:bg-slate-50 disabled:text-slate-400";

function Field({
  label,
  children,
  hint,
}: {
  label: string;
  children: (id: string) => ReactNode;
  hint?: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
      {hint && <p className="text-xs text-slate-500">{hint}</p>}
    </div>
  );
}

/** Category options, children indented under their parent. */
function flatten(nodes: CategoryNode[], depth = 0): { id: number; label: string }[] {
  return nodes.flatMap((n) => [
    { id: n.id, label: `${"\u00a0\u00a0\u00a0".repeat(depth)}${n.name}` },
    ...flatten(n.children, depth + 1),
  ]);
}

/** The sort select, shown above results on every size. */
export function SortSelect({
  value,
  onChange,
  hasQuery,
  fallback,
}: {
  value: ListSearch["sort"];
  onChange: (v: ListSearch["sort"]) => void;
  hasQuery: boolean;
  /** The order the list has when the URL names none (nearest first once the user's place is known). */
  fallback?: ListSearch["sort"];
}) {
  const id = useId();
  const { i18n } = useLingui();
  const current = value ?? fallback ?? (hasQuery ? "relevance" : "newest");
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-slate-700">
        <Trans>Sort</Trans>
      </label>
      <select
        id={id}
        value={current}
        onChange={(e) => onChange(e.target.value as ListSearch["sort"])}
        className={cx(selectClass, "w-auto min-w-40")}
      >
        {SORTS.filter((s) => hasQuery || s !== "relevance").map((s) => (
          <option key={s} value={s}>
            {i18n._(SORT_LABELS[s])}
          </option>
        ))}
      </select>
    </div>
  );
}

/** One end of the price range, in dollars; its label is for screen readers, `describedBy` its error. */
function DollarInput({
  label,
  placeholder,
  value,
  onChange,
  describedBy,
}: {
  label: ReactNode;
  placeholder: string;
  value: string;
  onChange: (v: string) => void;
  describedBy: string | undefined;
}) {
  const id = useId();
  return (
    <div className="relative flex-1">
      <span
        aria-hidden="true"
        className="pointer-events-none absolute left-2.5 top-2.5 text-sm text-slate-500"
      >
        $
      </span>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        inputMode="decimal"
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={describedBy}
        aria-invalid={describedBy ? true : undefined}
        className="focus-ring h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pl-6 pr-2 text-sm text-slate-900"
      />
    </div>
  );
}

/** Price range in dollars; the URL and the API keep cents. */
function PriceRange({
  min,
  max,
  onApply,
}: {
  min?: number;
  max?: number;
  onApply: (min?: number, max?: number) => void;
}) {
  const [lo, setLo] = useState(min !== undefined ? centsToDollarString(min) : "");
  const [hi, setHi] = useState(max !== undefined ? centsToDollarString(max) : "");
  const [error, setError] = useState<string | null>(null);
  const { t } = useLingui();
  const errId = useId();
  useEffect(() => {
    setLo(min !== undefined ? centsToDollarString(min) : "");
    setHi(max !== undefined ? centsToDollarString(max) : "");
  }, [min, max]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const a = lo.trim() ? parseDollars(lo) : undefined;
    const b = hi.trim() ? parseDollars(hi) : undefined;
    if (a === null || b === null) {
      setError(t`Enter prices in dollars, like 12 or 12.50.`);
      return;
    }
    if (a !== undefined && b !== undefined && a > b) {
      setError(t`The lowest price must not be above the highest.`);
      return;
    }
    setError(null);
    onApply(a, b);
  };
  const describedBy = error ? errId : undefined;
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5" aria-label={t`Price range`}>
      <span className="text-sm font-medium text-slate-800">
        <Trans>Price</Trans>
      </span>
      <div className="flex items-center gap-2">
        <DollarInput
          label={<Trans>Min price</Trans>}
          placeholder={t`Min`}
          value={lo}
          onChange={setLo}
          describedBy={describedBy}
        />
        <span aria-hidden="true" className="text-slate-400">
          –
        </span>
        <DollarInput
          label={<Trans>Max price</Trans>}
          placeholder={t`Max`}
          value={hi}
          onChange={setHi}
          describedBy={describedBy}
        />
        <Button type="submit" variant="secondary" size="md" className="shrink-0 px-3">
          <Trans>Go</Trans>
        </Button>
      </div>
      {error && (
        <p id={errId} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </form>
  );
}

/**
 * The filters of an item list: category, condition, sale type, price range and distance from the
 * user's place (the city in the header). Every change goes straight to the URL (and so to the query).
 */
export function SearchFilters({
  value,
  onChange,
  place,
  radiusKm,
  hide = [],
  facets,
}: {
  value: ListSearch;
  onChange: (patch: FilterPatch) => void;
  place: Place | null;
  /** The radius in effect (km; null: anywhere), which the URL may not name (the default). */
  radiusKm: number | null;
  hide?: (keyof ListSearch)[];
  /** Counts from the search answer: each option then says how many items it would show. */
  facets?: SearchFacets | undefined;
}) {
  const { t, i18n } = useLingui();
  const cats = useQuery(categoriesQuery());
  const options = flatten(cats.data ?? []);
  const city = place;
  const cityName = place?.name ?? t`your position`;
  const unit = useDistanceUnit();
  const steps = RADIUS_STEPS[unit].map((n) => ({ km: radiusKmOf(n, unit), n }));
  // A radius from a link or a saved search that is none of this unit's steps keeps its own option.
  const odd =
    radiusKm !== null && !steps.some((s) => s.km === radiusKm)
      ? { km: radiusKm, n: distanceIn(radiusKm, unit) }
      : null;
  const radiusOptions = odd ? [...steps, odd].sort((a, b) => a.km - b.km) : steps;
  const otherCid = value.cid;
  const categoryCounts = new Map((facets?.categories ?? []).map((c) => [c.id, c.count]));
  const withCount = (label: string, n: number | undefined) =>
    // A capped answer counted only its first 1,000 matches: each count is "at least".
    facets ? `${label} (${formatCount(n ?? 0)}${facets.capped ? "+" : ""})` : label;
  return (
    <div className="flex flex-col gap-4">
      {!hide.includes("cid") && (
        <Field label={t`Category`}>
          {(id) => (
            <select
              id={id}
              value={value.cid ?? ""}
              onChange={(e) => onChange({ cid: e.target.value ? Number(e.target.value) : undefined })}
              className={selectClass}
            >
              <option value="">{t`All categories`}</option>
              {options.map((o) => (
                <option key={o.id} value={o.id}>
                  {withCount(o.label, categoryCounts.get(o.id))}
                </option>
              ))}
              {value.cid !== undefined && !options.some((o) => o.id === value.cid) && (
                <option value={value.cid}>{t`Category ${otherCid}`}</option>
              )}
            </select>
          )}
        </Field>
      )}
      {!hide.includes("condition") && (
        <Field label={t`Condition`}>
          {(id) => (
            <select
              id={id}
              value={value.condition ?? ""}
              onChange={(e) =>
                onChange({ condition: (e.target.value || undefined) as ListSearch["condition"] })
              }
              className={selectClass}
            >
              <option value="">{t`Any condition`}</option>
              {CONDITION_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {withCount(i18n._(o.message), facets?.condition[o.value])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      {!hide.includes("type") && (
        <Field label={t`Sale type`}>
          {(id) => (
            <select
              id={id}
              value={value.type ?? ""}
              onChange={(e) => onChange({ type: (e.target.value || undefined) as ListSearch["type"] })}
              className={selectClass}
            >
              <option value="">{t`Any sale type`}</option>
              {SALE_TYPE_OPTIONS.map((o) => (
                <option key={o.value} value={o.value}>
                  {withCount(i18n._(o.message), facets?.type[o.value])}
                </option>
              ))}
            </select>
          )}
        </Field>
      )}
      <PriceRange
        min={value.minPriceCents}
        max={value.maxPriceCents}
        onApply={(minPriceCents, maxPriceCents) => onChange({ minPriceCents, maxPriceCents })}
      />
      <Field
        label={t`Distance`}
        hint={
          city ? (
            <Trans>
              From {cityName}.{" "}
              <AppLink
                href="/cityLocation"
                className="focus-ring rounded font-medium text-orange-700 underline"
              >
                Change city
              </AppLink>
            </Trans>
          ) : (
            <Trans>
              <AppLink
                href="/cityLocation"
                className="focus-ring rounded font-medium text-orange-700 underline"
              >
                Choose your city
              </AppLink>{" "}
              to filter by distance.
            </Trans>
          )
        }
      >
        {(id) => (
          <select
            id={id}
            disabled={!city}
            value={city && radiusKm !== null ? radiusKm : ANYWHERE}
            onChange={(e) => {
              const r = e.target.value === ANYWHERE ? ANYWHERE : Number(e.target.value);
              saveRadiusChoice(r);
              onChange({ radiusKm: r });
            }}
            className={selectClass}
          >
            <option value={ANYWHERE}>{t`Anywhere`}</option>
            {radiusOptions.map(({ km, n }) => (
              <option key={km} value={km}>
                {unit === "mi" ? t`Within ${n} mi` : t`Within ${n} km`}
              </option>
            ))}
          </select>
        )}
      </Field>
    </div>
  );
}
