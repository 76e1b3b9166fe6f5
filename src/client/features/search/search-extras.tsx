import { Trans, useLingui } from "@lingui/react/macro";
import { useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import type { SearchFacets } from "#shared/contract/search";
import { formatCount } from "#shared/count";
import { sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { lazyPart } from "../../ui/lazy-part.tsx";
import type { ListSearch } from "./search-params.ts";

/**
 * Said above results that are not exact matches: no item has the words as typed, so the list shows
 * a correction's items, a category's, or titles spelled alike.
 */
export function NoExactMatch({ q }: { q: string }) {
  return (
    <p className="mb-2 text-sm font-medium text-slate-800">
      <Trans>No exact match for “{q}”, showing similar items</Trans>
    </p>
  );
}

/** "Did you mean camera?": the same search with the corrected words, as a link. */
export function DidYouMean({ search, suggestion }: { search: ListSearch; suggestion: string }) {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...search, q: suggestion })) {
    if (v !== undefined && v !== null && v !== "") qs.set(k, String(v));
  }
  return (
    <p className="mb-3 text-sm text-slate-700">
      <Trans>
        Did you mean{" "}
        <AppLink
          href={`/itemSearch?${qs.toString()}`}
          className="focus-ring rounded font-semibold text-orange-700 underline hover:text-orange-800"
        >
          {suggestion}
        </AppLink>
        ?
      </Trans>
    </p>
  );
}

/** The leaf categories the words match, with counts, as chips: one tap filters (again: all). */
export function CategoryChips({
  facets,
  cid,
  onChoose,
}: {
  facets: SearchFacets;
  cid: number | undefined;
  onChoose: (cid: number | undefined) => void;
}) {
  const { t } = useLingui();
  const leaves = facets.categories.filter((c) => c.parentId !== null).slice(0, 10);
  if (leaves.length < 2 && cid === undefined) return null;
  const chip = (active: boolean) =>
    cx(
      "focus-ring inline-flex h-8 shrink-0 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-medium ring-1 ring-inset transition-colors",
      active
        ? "bg-slate-900 text-white ring-slate-900"
        : "bg-white text-slate-800 ring-slate-300 hover:bg-slate-50 hover:ring-slate-400",
    );
  return (
    <nav aria-label={t`Matching categories`} className="-mx-4 mb-2 overflow-x-auto px-4 py-1 md:mx-0 md:px-0">
      <ul className="flex gap-2 md:flex-wrap">
        <li>
          <button
            type="button"
            aria-pressed={cid === undefined}
            className={chip(cid === undefined)}
            onClick={() => onChoose(undefined)}
          >
            <Trans>All</Trans>
          </button>
        </li>
        {leaves.map((c) => (
          <li key={c.id}>
            <button
              type="button"
              aria-pressed={cid === c.id}
              aria-label={`${c.name} (${c.count}${facets.capped ? "+" : ""})`}
              className={chip(cid === c.id)}
              onClick={() => onChoose(cid === c.id ? undefined : c.id)}
            >
              {c.name}
              <span
                className={cx("text-xs tabular-nums", cid === c.id ? "text-slate-300" : "text-slate-500")}
              >
                {formatCount(c.count)}
                {facets.capped ? "+" : ""}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * "Save this search": keeps the words and filters, with alerts for new listings that match. A guest
 * gets a link to sign in (the server's page has it); the signed-in button, its list of saved
 * searches and its request are a chunk loaded once the session is in.
 */
export function SaveSearchButton({ search }: { search: ListSearch }) {
  // The router's location, which the server rendering the page knows too.
  const here = useRouterState({ select: (st) => st.location.pathname + st.location.searchStr });
  const signedIn = Boolean(useAtomValue(sessionAtom).token);
  if (signedIn) return <SignedInSaveSearch search={search} />;
  return (
    <AppLink
      href={`/signIn?redirect=${encodeURIComponent(here)}`}
      className="focus-ring inline-flex h-10 items-center rounded-lg px-3 text-sm font-semibold text-orange-700 ring-1 ring-orange-200 hover:bg-orange-50"
    >
      <Trans>Save this search</Trans>
    </AppLink>
  );
}

const SignedInSaveSearch = lazyPart(
  () => import("./save-search-button.tsx").then((m) => ({ default: m.SignedInSaveSearch })),
  <Button variant="secondary" disabled>
    <Trans>Save this search</Trans>
  </Button>,
);
