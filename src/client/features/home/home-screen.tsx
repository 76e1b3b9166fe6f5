import { Trans, useLingui } from "@lingui/react/macro";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { type ReactNode, startTransition, useEffect, useState } from "react";
import type { HomeSection } from "#shared/contract/catalog";
import { radiusInEffect } from "#shared/distance";
import { takeIndexRefresh } from "../../api/session-store.ts";
import { onlineAtom, placeAtom, radiusChoiceAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { useDistanceUnit } from "../../ui/distance.tsx";
import { ItemCard, ItemCardSkeleton } from "../../ui/item-card.tsx";
import { EmptyState, Loading, Skeleton } from "../../ui/page.tsx";
import { RadiusBar, useRadiusWords, WidenButtons } from "../../ui/radius-bar.tsx";
import { restoringScroll } from "../../ui/scroll-restore.ts";
import { useContentHydrated } from "../../ui/use-hydrated.ts";
import { whenIdle } from "../../ui/when-idle.ts";
import { homeSectionsQuery, nearHomeSectionsQuery } from "./home-queries.ts";

function seeAllHref(s: HomeSection): string {
  // The deals row has a page of its own (GET /home/deals).
  if (s.key === "deals") return "/deals";
  // The list measures from the header's city itself: the link keeps the radius, not the point.
  const { lat: _lat, lng: _lng, ...query } = s.query;
  const qs = new URLSearchParams({ ...query, title: s.title }).toString();
  return `/templateMore?${qs}`;
}

function SectionRow({ section, first }: { section: HomeSection; first: boolean }) {
  const headingId = `home-${section.key}`;
  const { t } = useLingui();
  const title = section.title;
  return (
    <section
      aria-labelledby={headingId}
      // Rows below the fold skip layout and paint until scrolled near.
      className={
        first
          ? "mt-6 md:mt-10"
          : "mt-6 [contain-intrinsic-size:auto_380px] [content-visibility:auto] md:mt-10"
      }
    >
      <div className="mb-3 flex items-end justify-between gap-3 px-4 md:px-0">
        <h2 id={headingId} className="text-lg font-bold tracking-tight text-slate-900 md:text-xl">
          {section.title}
        </h2>
        <AppLink
          href={seeAllHref(section)}
          aria-label={t`See all: ${title}`}
          className="focus-ring shrink-0 rounded text-sm font-semibold text-orange-600 hover:text-orange-700"
        >
          <Trans>See all</Trans>
        </AppLink>
      </div>
      <ul className="flex snap-x gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:grid md:grid-cols-4 md:gap-4 md:overflow-visible md:px-0 lg:grid-cols-6">
        {section.list.slice(0, 12).map((item, i) => (
          <li key={item.itemNumber} className="w-[44vw] max-w-48 shrink-0 snap-start md:w-auto md:max-w-none">
            <ItemCard item={item} priority={first && i < 2} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A pill on the hero's dark gradient: orange for the first way in, outlined for the others. */
function HeroLink({ href, primary, children }: { href: string; primary?: boolean; children: ReactNode }) {
  return (
    <AppLink
      href={href}
      className={cx(
        "focus-ring inline-flex h-11 items-center rounded-full px-4 text-sm font-semibold",
        primary ? "bg-orange-500 hover:bg-orange-600" : "bg-white/10 ring-1 ring-white/30 hover:bg-white/20",
      )}
    >
      {children}
    </AppLink>
  );
}

function Hero() {
  return (
    <div className="px-4 pt-4 md:px-0 md:pt-6">
      <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-slate-900 via-slate-800 to-orange-900 px-5 py-5 text-white md:px-10 md:py-10">
        <div className="relative z-10 max-w-lg">
          <p className="text-xs font-semibold uppercase tracking-[0.2em] text-orange-300">
            <Trans>Local auctions & deals</Trans>
          </p>
          <p className="mt-2 text-2xl font-black leading-tight md:text-4xl">
            <Trans>Buy now or miss out.</Trans>
          </p>
          <p className="mt-2 hidden text-sm text-slate-300 sm:block md:text-base">
            <Trans>Bid on one-of-a-kind finds near you, or sell yours in minutes.</Trans>
          </p>
          <div className="mt-4 flex flex-wrap gap-2 sm:gap-3">
            <HeroLink href="/itemSearch?q=&sort=ending" primary>
              <Trans>Ending soon</Trans>
            </HeroLink>
            <HeroLink href="/classification">
              <Trans>Categories</Trans>
            </HeroLink>
            <HeroLink href="/postItem">
              <Trans>List an item</Trans>
            </HeroLink>
          </div>
        </div>
        {/* A soft glow drawn with a gradient (a CSS blur costs a lot to paint on phones). */}
        <div
          aria-hidden="true"
          className="absolute -right-24 -top-24 size-96 rounded-full bg-[radial-gradient(circle,rgba(249,115,22,0.4),transparent_65%)]"
        />
      </div>
    </div>
  );
}

/**
 * Renders the first rows at once and the rest one at a time when the browser is idle, each step
 * a transition: React renders it in slices that yield to input, and each commit adds one row, so
 * no step is a long task on a phone (two rows a step made commits of ~25 ms; Lighthouse, home,
 * medians of 5, alternated: 96 and 99 with two, 99 and 100 with one).
 */
function useProgressiveCount(total: number, first = 2, step = 1): number {
  // Coming back to home: every row at once, so the page is tall enough for the position it is restored to.
  const [n, setN] = useState(() => (restoringScroll() ? Math.max(first, total) : first));
  useEffect(() => {
    if (n >= total) return;
    return whenIdle(() => startTransition(() => setN((m) => Math.min(total, m + step))));
  }, [n, total, step]);
  return n;
}

export function HomeScreen() {
  useContentHydrated();
  // With the user's place known, every row keeps to the radius in effect (the user's last choice,
  // else 50 mi) and "Near you" comes second; the rows drawn before (everyone's, or another radius)
  // stay on screen until the new ones come.
  const place = useAtomValue(placeAtom);
  const chosenRadius = useAtomValue(radiusChoiceAtom);
  const unit = useDistanceUnit();
  const radiusKm = radiusInEffect(undefined, chosenRadius, unit, place !== null);
  const rowsQuery = place ? nearHomeSectionsQuery(place, radiusKm) : homeSectionsQuery();
  const q = useQuery<HomeSection[], Error, HomeSection[], readonly unknown[]>({
    queryKey: rowsQuery.queryKey,
    queryFn: rowsQuery.queryFn as () => Promise<HomeSection[]>,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const radiusWords = useRadiusWords();
  const { refetch } = q;
  // The first visit after a change of city or identity shows fresh rows (rules/product.md §3 indexIsRefresh).
  useEffect(() => {
    if (takeIndexRefresh()) void refetch();
  }, [refetch]);
  const online = useAtomValue(onlineAtom);
  const sections = q.data?.filter((s) => s.list.length > 0) ?? [];
  const shown = useProgressiveCount(sections.length);
  const { t } = useLingui();
  const within = place && radiusKm !== null ? radiusWords(radiusKm, place) : "";
  return (
    <div className="mx-auto w-full max-w-7xl pb-8 md:px-6">
      <h1 className="sr-only">{t`Buy Now Or Miss Out`}</h1>
      <Hero />
      {place && (
        <RadiusBar place={place} radiusKm={radiusKm} onChoose={() => {}} className="mt-4 px-4 md:px-0" />
      )}
      {q.isPending ? (
        <Loading label={t`Loading items`} className="mt-6 px-4 md:mt-10 md:px-0">
          <Skeleton className="mb-3 h-6 w-40" />
          <div className="flex gap-3 overflow-hidden md:grid md:grid-cols-4 md:gap-4 lg:grid-cols-6">
            {["a", "b", "c", "d", "e", "f"].map((k) => (
              <div key={k} className="w-[44vw] max-w-48 shrink-0 md:w-auto md:max-w-none">
                <ItemCardSkeleton />
              </div>
            ))}
          </div>
        </Loading>
      ) : q.isError && sections.length === 0 ? (
        <div className="mt-8 px-4 md:px-0">
          <EmptyState
            title={online ? t`We could not load the items` : t`You are offline`}
            body={
              online
                ? t`Check your connection and try again.`
                : t`Items you have seen before will show here when saved.`
            }
            action={
              <Button onClick={() => void q.refetch()} busy={q.isFetching}>
                <Trans>Try again</Trans>
              </Button>
            }
          />
        </div>
      ) : sections.length === 0 && place && radiusKm !== null ? (
        <div className="mt-8 px-4 md:px-0">
          <EmptyState
            title={t`No items ${within}`}
            body={t`Widen the distance to see items farther away.`}
            action={<WidenButtons radiusKm={radiusKm} onChoose={() => {}} />}
          />
        </div>
      ) : sections.length === 0 ? (
        <div className="mt-8 px-4 md:px-0">
          <EmptyState title={t`Nothing for sale yet`} body={t`Be the first to post an item.`} />
        </div>
      ) : (
        sections.slice(0, shown).map((s, i) => <SectionRow key={s.key} section={s} first={i === 0} />)
      )}
    </div>
  );
}
