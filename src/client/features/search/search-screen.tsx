import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { loadHistory, removeFromHistory } from "../../offline/search-history.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { HistoryIcon } from "../../ui/icons.tsx";
import { RemoveButton } from "../../ui/remove-button.tsx";
import { Section } from "../../ui/section.tsx";
import { BrowseScreen } from "./browse-screen.tsx";
import { CategoryChips, DidYouMean, NoExactMatch, SaveSearchButton } from "./search-extras.tsx";
import type { ListSearch } from "./search-params.ts";
import { useListSearchPatch } from "./use-list-search.ts";

/** The header's search history (IndexedDB, shared store), shown on /itemSearch while there is no term. */
function RecentSearches() {
  const { t } = useLingui();
  const [history, setHistory] = useState<string[] | null>(null);
  useEffect(() => {
    void loadHistory().then(setHistory);
  }, []);
  if (!history?.length) return null;
  return (
    <Section
      id="recent-searches"
      heading={<Trans>Recent searches</Trans>}
      className="mt-4 rounded-xl bg-white p-4 ring-1 ring-slate-200"
    >
      <ul className="flex flex-wrap gap-2">
        {history.map((term) => (
          <li key={term} className="flex items-center rounded-full bg-slate-100 text-sm text-slate-800">
            <AppLink
              href={`/itemSearch?q=${encodeURIComponent(term)}`}
              className="focus-ring flex items-center gap-1.5 rounded-full py-1.5 pl-3 pr-1 hover:text-orange-700"
            >
              <HistoryIcon className="size-3.5 text-slate-400" />
              {term}
            </AppLink>
            <RemoveButton
              label={t`Delete ${term}`}
              size="sm"
              onClick={() => void removeFromHistory(term).then(setHistory)}
            />
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * /itemSearch: results for `q` (the header's search box runs it) with filters and sort, the
 * categories the words match as chips, "Did you mean" and Save this search.
 */
export function SearchScreen({ search }: { search: ListSearch }) {
  const q = search.q?.trim() ?? "";
  const patch = useListSearchPatch(search);
  const { t } = useLingui();
  return (
    <BrowseScreen
      heading={q ? <Trans>Results for “{q}”</Trans> : t`Search`}
      intro={q ? null : <RecentSearches />}
      search={search}
      label={q ? t`Results for ${q}` : t`Items`}
      facets={Boolean(q)}
      actions={q ? <SaveSearchButton search={search} /> : null}
      aboveResults={(first) => (
        <>
          {q && first?.exactMatch === false && first.list.length > 0 && <NoExactMatch q={q} />}
          {first?.suggestion && <DidYouMean search={search} suggestion={first.suggestion} />}
          {q && first?.facets && (
            <CategoryChips facets={first.facets} cid={search.cid} onChoose={(cid) => patch({ cid })} />
          )}
        </>
      )}
    />
  );
}
