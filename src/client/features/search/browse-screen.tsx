import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type ReactNode, useState } from "react";
import type { SearchAnswer } from "#shared/contract/search";
import { formatCount } from "#shared/count";
import type { RadiusChoice } from "#shared/distance";
import { refetchUnlessPageData } from "../../query-client.ts";
import { placeAtom, radiusChoiceAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { useDistanceUnit } from "../../ui/distance.tsx";
import { PinIcon } from "../../ui/icons.tsx";
import { lazyPart } from "../../ui/lazy-part.tsx";
import { FEW_NEARBY, FewNearby, RadiusBar, useRadiusWords, WidenButtons } from "../../ui/radius-bar.tsx";
import { inlineLinkLook, TextLink } from "../../ui/text-link.tsx";
import { useContentHydrated } from "../../ui/use-hydrated.ts";
import { InfiniteItemList } from "../catalog/item-list.tsx";
import { SearchFilters, SortSelect } from "./search-filters.tsx";
import { activeFilterCount, type ListSearch } from "./search-params.ts";
import { nearbyRequest, searchItemsQuery } from "./search-queries.ts";
import { useListSearchPatch } from "./use-list-search.ts";

export type BrowseScreenProps = {
  heading: ReactNode;
  /** Under the heading (breadcrumbs, sub-categories, history). */
  intro?: ReactNode;
  search: ListSearch & Record<string, unknown>;
  /** Filters fixed by the page (e.g. the category of /classificationList). */
  fixed?: Partial<ListSearch>;
  hide?: (keyof ListSearch)[];
  empty?: { title: string; body?: ReactNode };
  label?: string;
  /** Ask for facet counts: the filters show them, and `aboveResults` gets the first page. */
  facets?: boolean;
  /** Between the count row and the results (suggestion, category chips), from the first page. */
  aboveResults?: (first: SearchAnswer | undefined) => ReactNode;
  /** Next to the sort (e.g. Save this search). */
  actions?: ReactNode;
};

/** An item list with filters (sidebar on wide screens, a dialog on phones), sort and infinite scroll. */
export function BrowseScreen({
  heading,
  intro,
  search,
  fixed,
  hide = [],
  empty,
  label,
  facets: withFacets = false,
  aboveResults,
  actions,
}: BrowseScreenProps) {
  useContentHydrated();
  const { t } = useLingui();
  // The header's city (chosen, else the profile's, else the device's position) is the one searched from.
  const place = useAtomValue(placeAtom);
  const point = place ? { lat: place.lat, lng: place.lng } : null;
  const chosenRadius = useAtomValue(radiusChoiceAtom);
  const unit = useDistanceUnit();
  const radiusWords = useRadiusWords();
  const patch = useListSearchPatch(search);
  // null until first opened: the phone's filters dialog (its chunk) loads on the first tap.
  const [filtersOpen, setFiltersOpen] = useState<boolean | null>(null);
  // A local marketplace: once the user's place is known, lists keep to a radius around it (the
  // URL's, else the user's last choice, else 50 mi) and browsing without words lists what is
  // nearest first; words keep their best matches first (each card still says how far).
  const effective = nearbyRequest({ ...search, ...fixed }, point, { chosen: chosenRadius, unit });
  const radiusKm = place ? (effective.radiusKm ?? null) : null;
  const chooseRadius = (r: RadiusChoice) => patch({ radiusKm: r });
  const defaultSort = search.sort === undefined ? effective.sort : undefined;
  // Keep the old results on screen (dimmed) while a changed filter loads: no flash, no layout shift.
  const query = useInfiniteQuery({
    ...searchItemsQuery(effective, { facets: withFacets }),
    placeholderData: keepPreviousData,
    // The search page (facets) opens from saved-search alerts: show the cached list at once, but
    // always ask again, as the alert says something new is there. A list the server sent with this
    // very page is that answer already.
    ...(withFacets ? { refetchOnMount: refetchUnlessPageData } : {}),
  });
  const updating = query.isPlaceholderData;
  const hasQuery = Boolean(effective.q?.trim());
  const filterCount = activeFilterCount(search, hide);
  const first = query.data?.pages[0];
  const total = first?.total;
  const shown = total === undefined ? "" : `${formatCount(total)}${first?.totalCapped ? "+" : ""}`;
  const countLine =
    total === undefined ? "\u00a0" : total === 1 && !first?.totalCapped ? t`1 item` : t`${shown} items`;
  const typed = effective.q?.trim();
  // Only a distance the URL asks for needs a city: the default radius waits for one silently.
  const needsCity = !point && (search.sort === "nearest" || typeof search.radiusKm === "number");
  const few =
    place &&
    radiusKm !== null &&
    total !== undefined &&
    total > 0 &&
    total < FEW_NEARBY &&
    !first?.totalCapped;
  const within = place && radiusKm !== null ? radiusWords(radiusKm, place) : "";

  const clear = () =>
    patch({
      cid: undefined,
      condition: undefined,
      type: undefined,
      minPriceCents: undefined,
      maxPriceCents: undefined,
      radiusKm: undefined,
    });

  const filters = (
    <SearchFilters
      value={search}
      place={place}
      hide={hide}
      facets={first?.facets}
      radiusKm={radiusKm}
      onChange={(p) => {
        patch(p);
      }}
    />
  );

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-4 md:px-6 md:py-8">
      <div className="mb-3 md:mb-5">
        <h1 className="text-xl font-bold tracking-tight text-slate-900 md:text-2xl">{heading}</h1>
        {intro}
      </div>
      <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label={t`Filters`} className="hidden lg:block">
          <div className="sticky top-36 rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <div className="mb-3 flex items-center justify-between">
              <h2 className="text-base font-semibold text-slate-900">
                <Trans>Filters</Trans>
              </h2>
              {filterCount > 0 && (
                <button type="button" onClick={clear} className={cx(inlineLinkLook, "text-sm")}>
                  <Trans>Clear filters</Trans>
                </button>
              )}
            </div>
            {filters}
          </div>
        </aside>
        <section aria-label={t`Results`} className="min-w-0">
          <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm text-slate-600" aria-live="polite">
              {countLine}
            </p>
            <div className="flex flex-wrap items-center gap-2">
              {actions}
              <Button
                variant="secondary"
                className="lg:hidden"
                onClick={() => setFiltersOpen(true)}
                aria-haspopup="dialog"
              >
                {filterCount > 0 ? t`Filters (${filterCount})` : t`Filters`}
              </Button>
              <SortSelect
                value={search.sort}
                fallback={defaultSort}
                hasQuery={hasQuery}
                onChange={(sort) => patch({ sort })}
              />
            </div>
          </div>
          {place && <RadiusBar place={place} radiusKm={radiusKm} onChoose={chooseRadius} className="mb-3" />}
          {aboveResults?.(first)}
          {few && place && radiusKm !== null && (
            <FewNearby total={total} radiusKm={radiusKm} place={place} onChoose={chooseRadius} />
          )}
          {needsCity && (
            <p className="mb-3 flex items-center gap-2 rounded-lg bg-orange-50 px-3 py-2 text-sm text-orange-900 ring-1 ring-orange-200">
              <PinIcon className="size-4 shrink-0" />
              <span>
                <Trans>
                  <AppLink href="/cityLocation" className="focus-ring rounded font-semibold underline">
                    Choose your city
                  </AppLink>{" "}
                  to sort and filter by distance.
                </Trans>
              </span>
            </p>
          )}
          <div
            aria-busy={updating || undefined}
            className={updating ? "opacity-60 transition-opacity" : undefined}
          >
            <InfiniteItemList
              query={query}
              label={label ?? t`Items`}
              empty={
                radiusKm !== null
                  ? {
                      // Nothing near: say so, and offer the way to farther items first.
                      title: hasQuery ? t`No items match “${typed}” ${within}` : t`No items ${within}`,
                      body: t`Widen the distance to see items farther away.`,
                      action: <WidenButtons radiusKm={radiusKm} onChoose={chooseRadius} />,
                    }
                  : {
                      title: empty?.title ?? (hasQuery ? t`No items match “${typed}”` : t`No items here yet`),
                      body:
                        empty?.body ??
                        (filterCount > 0
                          ? t`Try fewer filters or a wider price range.`
                          : t`Try another word or browse the categories.`),
                      action:
                        filterCount > 0 ? (
                          <Button variant="secondary" onClick={clear}>
                            <Trans>Clear filters</Trans>
                          </Button>
                        ) : (
                          <TextLink href="/classification" look="quiet">
                            <Trans>Browse categories</Trans>
                          </TextLink>
                        ),
                    }
              }
            />
          </div>
        </section>
      </div>
      {filtersOpen !== null && (
        <Dialog open={filtersOpen} onClose={() => setFiltersOpen(false)} title={t`Filters`}>
          <div className="flex flex-col gap-4">
            {filters}
            <div className="flex gap-2 pt-2">
              {filterCount > 0 && (
                <Button variant="secondary" className="flex-1" onClick={clear}>
                  <Trans>Clear filters</Trans>
                </Button>
              )}
              <Button className="flex-1" onClick={() => setFiltersOpen(false)}>
                {t`Show ${shown} items`}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}

const Dialog = lazyPart(() => import("../../ui/dialog.tsx").then((m) => ({ default: m.Dialog })), null, {
  overlay: true,
});
