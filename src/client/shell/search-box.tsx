import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { cx } from "../ui/cx.ts";
import { CloseIcon, HistoryIcon, SearchIcon } from "../ui/icons.tsx";

/** The history's module, loaded once the box is used (a first visit that never searches needs none of it). */
const searchHistory = () => import("../offline/search-history.ts");

/**
 * The header search: a combobox `Search`. Focused while empty (or still holding the last search) it
 * lists the history (listbox `Search history`, newest first, each entry deletable); Enter goes to
 * /itemSearch?q=….
 */
export function SearchBox({ className, dark = false }: { className?: string; dark?: boolean }) {
  const router = useRouter();
  // From the router's location, which the server knows too (a server-rendered /itemSearch shows its term).
  const [value, setValue] = useState(() => queryOf(router.state.location));
  const [focused, setFocused] = useState(false);
  // Typed into since focusing: until then the field holds the last search, and the history shows.
  const [typed, setTyped] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();

  useEffect(() => {
    if (focused) void searchHistory().then((h) => h.loadHistory().then(setHistory));
  }, [focused]);
  useEffect(
    () =>
      router.subscribe("onResolved", () => {
        setValue(queryOf(router.state.location));
      }),
    [router],
  );

  const open = focused && (value === "" || !typed) && history.length > 0;

  const go = (term: string) => {
    const q = term.trim();
    if (!q) return; // rules/product.md §5: search runs only when non-empty
    void searchHistory().then((h) => h.addToHistory(q).then(setHistory));
    setValue(q);
    setFocused(false);
    setActive(-1);
    inputRef.current?.blur();
    void router.navigate({ href: `/itemSearch?q=${encodeURIComponent(q)}` });
  };

  const remove = async (term: string) => {
    const next = await (await searchHistory()).removeFromHistory(term);
    setHistory(next);
    setActive((a) => Math.min(a, next.length - 1));
    inputRef.current?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "Enter") {
      e.preventDefault();
      go(open && active >= 0 ? (history[active] ?? value) : value);
    } else if (e.key === "ArrowDown" && open) {
      e.preventDefault();
      setActive((a) => (a + 1) % history.length);
    } else if (e.key === "ArrowUp" && open) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? history.length - 1 : a - 1));
    } else if (e.key === "Escape") {
      setFocused(false);
      setActive(-1);
    } else if (e.key === "Delete" && open && active >= 0 && history[active]) {
      e.preventDefault();
      void remove(history[active]);
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole box closes the list
    <div
      ref={boxRef}
      className={cx("relative", className)}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) {
          setFocused(false);
          setActive(-1);
        }
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          go(value);
        }}
        className={cx(
          "flex h-10 items-center gap-2 rounded-full px-3.5 ring-1 transition focus-within:ring-2 focus-within:ring-orange-500",
          dark ? "bg-white ring-slate-200" : "bg-slate-100 ring-transparent",
        )}
      >
        <SearchIcon className="size-[18px] shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label={t`Search`}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          placeholder={t`Search for anything`}
          enterKeyHint="search"
          autoComplete="off"
          value={value}
          onChange={(e) => {
            setValue(e.target.value);
            setTyped(true);
            setActive(-1);
          }}
          onFocus={() => {
            setFocused(true);
            setTyped(false);
          }}
          onKeyDown={onKeyDown}
          className="h-full min-w-0 flex-1 bg-transparent text-[15px] text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            // Not "Clear search": the field alone answers to the name "Search".
            aria-label={t`Clear`}
            onClick={() => {
              setValue("");
              inputRef.current?.focus();
            }}
            className="focus-ring -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:text-slate-800 md:size-8"
          >
            <CloseIcon className="size-4" />
          </button>
        )}
      </form>
      {open && (
        <div className="absolute inset-x-0 top-full z-50 mt-2 overflow-hidden rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200">
          <p
            className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500"
            aria-hidden="true"
          >
            <Trans>Recent searches</Trans>
          </p>
          <div id={listId} role="listbox" aria-label={t`Search history`}>
            {history.map((term, i) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the input with arrows + Enter (aria-activedescendant)
              <div
                key={term}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                aria-label={term}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(term)}
                className={cx(
                  "group flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-slate-800",
                  i === active ? "bg-orange-50" : "hover:bg-slate-50",
                )}
              >
                <HistoryIcon className="size-4 shrink-0 text-slate-400" />
                <span className="flex-1 truncate">{term}</span>
                <button
                  type="button"
                  aria-label={t`Delete ${term}`}
                  onMouseDown={(e) => e.preventDefault()}
                  onClick={(e) => {
                    e.stopPropagation();
                    void remove(term);
                  }}
                  className="focus-ring rounded-full p-1 text-slate-400 hover:bg-slate-200 hover:text-slate-700"
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </div>
            ))}
          </div>
        </div>
      )}
    </div>
  );
}

function queryOf(location: { pathname: string; searchStr: string }): string {
  if (!/^\/itemSearch/i.test(location.pathname)) return "";
  return new URLSearchParams(location.searchStr).get("q") ?? "";
}
