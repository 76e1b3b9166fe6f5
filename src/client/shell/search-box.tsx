import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { call } from "../api/index.ts";
import { cx } from "../ui/cx.ts";
import { CloseIcon, GridIcon, HistoryIcon, SearchIcon } from "../ui/icons.tsx";

/** The history's module, loaded once the box is used (a first visit that never searches needs none of it). */
const searchHistory = () => import("../offline/search-history.ts");

/** GET /search/suggestions' answer. */
type Suggestions = { queries: string[]; categories: { id: number; name: string }[] };
/** One line of the list while typing: a past search, a completed query, or a category. */
type Option = { kind: "history" | "query"; term: string } | { kind: "category"; id: number; name: string };

/** Past searches shown while typing: those that start with (or contain) the typed text. */
const HISTORY_WHILE_TYPING = 3;
/** A keystroke waits this long for the next before asking the server. */
const DEBOUNCE_MS = 150;

/**
 * The header search: a combobox `Search`. Focused while empty (or still holding the last search) it
 * lists the history (listbox `Search history`, newest first, each entry deletable); while typing it
 * lists suggestions (listbox `Suggestions`: matching past searches, completed queries and categories
 * from GET /search/suggestions). Arrows move through the list, Enter runs the search or opens the
 * category, Escape closes the list. Enter goes to /itemSearch?q=…. On phones (`expandOnFocus`) the
 * focused box covers the whole bar, so the words and the list have the screen's width.
 */
export function SearchBox({
  className,
  dark = false,
  expandOnFocus = false,
}: {
  className?: string;
  dark?: boolean;
  expandOnFocus?: boolean;
}) {
  const router = useRouter();
  // From the router's location, which the server knows too (a server-rendered /itemSearch shows its term).
  const [value, setValue] = useState(() => queryOf(router.state.location));
  const [focused, setFocused] = useState(false);
  // Typed into since focusing: until then the field holds the last search, and the history shows.
  const [typed, setTyped] = useState(false);
  // Escape closed the list; typing opens it again.
  const [dismissed, setDismissed] = useState(false);
  const [history, setHistory] = useState<string[]>([]);
  const [suggested, setSuggested] = useState<{ term: string; answer: Suggestions } | null>(null);
  const [active, setActive] = useState(-1);
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const answers = useRef(new Map<string, Suggestions>());
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

  const term = value.trim();
  const typing = focused && typed && term !== "";
  // Ask for suggestions once typing pauses; answers are kept per term for the life of the box.
  useEffect(() => {
    if (!typing) return;
    const known = answers.current.get(term);
    if (known) {
      setSuggested({ term, answer: known });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      void call("GET", "/search/suggestions", { query: { q: term }, public: true })
        .then((answer) => {
          answers.current.set(term, answer);
          if (current) setSuggested({ term, answer });
        })
        .catch(() => undefined); // offline or failing: the past searches still show
    }, DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [typing, term]);

  const options: Option[] = [];
  if (typing) {
    const lower = term.toLowerCase();
    const seen = new Set<string>();
    const past = history
      .filter((h) => h.toLowerCase() !== lower && h.toLowerCase().includes(lower))
      .sort((a, b) => Number(!a.toLowerCase().startsWith(lower)) - Number(!b.toLowerCase().startsWith(lower)))
      .slice(0, HISTORY_WHILE_TYPING);
    for (const h of past) {
      seen.add(h.toLowerCase());
      options.push({ kind: "history", term: h });
    }
    const answer = suggested?.term === term ? suggested.answer : answers.current.get(term);
    for (const q of answer?.queries ?? []) {
      if (seen.has(q.toLowerCase()) || q.toLowerCase() === lower) continue;
      seen.add(q.toLowerCase());
      options.push({ kind: "query", term: q });
    }
    for (const c of answer?.categories ?? []) options.push({ kind: "category", ...c });
  }

  const showHistory = focused && !dismissed && (value === "" || !typed) && history.length > 0;
  const showSuggestions = !dismissed && typing && options.length > 0;
  const open = showHistory || showSuggestions;
  const count = showHistory ? history.length : options.length;
  const expanded = expandOnFocus && focused;

  const go = (raw: string) => {
    const q = raw.trim();
    if (!q) return; // rules/product.md §5: search runs only when non-empty
    void searchHistory().then((h) => h.addToHistory(q).then(setHistory));
    setValue(q);
    setFocused(false);
    setActive(-1);
    inputRef.current?.blur();
    void router.navigate({ href: `/itemSearch?q=${encodeURIComponent(q)}` });
  };

  const choose = (o: Option) => {
    if (o.kind !== "category") return go(o.term);
    setFocused(false);
    setActive(-1);
    inputRef.current?.blur();
    void router.navigate({ href: `/classificationList/${o.id}` });
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
      if (open && active >= 0 && showHistory) go(history[active] ?? value);
      else if (open && active >= 0 && options[active]) choose(options[active]);
      else go(value);
    } else if (e.key === "ArrowDown" && open) {
      e.preventDefault();
      setActive((a) => (a + 1) % count);
    } else if (e.key === "ArrowUp" && open) {
      e.preventDefault();
      setActive((a) => (a <= 0 ? count - 1 : a - 1));
    } else if (e.key === "Escape") {
      if (open) e.preventDefault();
      setDismissed(true);
      setActive(-1);
    } else if (e.key === "Delete" && showHistory && active >= 0 && history[active]) {
      e.preventDefault();
      void remove(history[active]);
    }
  };

  const optionClass = (i: number) =>
    cx(
      "group flex min-h-11 cursor-pointer items-center gap-3 px-4 py-2 text-sm text-slate-800 md:min-h-0",
      i === active ? "bg-orange-50" : "hover:bg-slate-50",
    );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus leaving the whole box closes the list
    <div
      ref={boxRef}
      className={cx(!expanded && "relative", className)}
      onBlur={(e) => {
        if (!boxRef.current?.contains(e.relatedTarget as Node | null)) {
          setFocused(false);
          setActive(-1);
        }
      }}
    >
      {/* On phones, while focused, the box and its list cover the whole bar (its parent is positioned). */}
      <div
        className={cx(
          expanded ? "absolute inset-x-0 top-0 z-40 flex h-14 items-center bg-white px-2" : "relative",
        )}
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            go(value);
          }}
          className={cx(
            "flex h-10 w-full items-center gap-2 rounded-full px-3.5 ring-1 transition focus-within:ring-2 focus-within:ring-orange-500",
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
              setDismissed(false);
              setActive(-1);
            }}
            onFocus={() => {
              setFocused(true);
              setTyped(false);
              setDismissed(false);
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
                setTyped(true);
                inputRef.current?.focus();
              }}
              className="focus-ring -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:text-slate-800 md:size-8"
            >
              <CloseIcon className="size-4" />
            </button>
          )}
        </form>
        {open && (
          <div
            className={cx(
              "absolute top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-slate-200",
              expanded ? "inset-x-2" : "inset-x-0",
            )}
          >
            <p
              className="px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-600"
              aria-hidden="true"
            >
              {showHistory ? <Trans>Recent searches</Trans> : <Trans>Suggestions</Trans>}
            </p>
            {showHistory ? (
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
                    className={optionClass(i)}
                  >
                    <HistoryIcon className="size-4 shrink-0 text-slate-400" />
                    <span className="flex-1 break-words">{term}</span>
                    <button
                      type="button"
                      aria-label={t`Delete ${term}`}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={(e) => {
                        e.stopPropagation();
                        void remove(term);
                      }}
                      className="focus-ring -my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 hover:text-slate-700 md:my-0 md:size-7"
                    >
                      <CloseIcon className="size-3.5" />
                    </button>
                  </div>
                ))}
              </div>
            ) : (
              <div id={listId} role="listbox" aria-label={t`Suggestions`}>
                {options.map((o, i) => {
                  const label = o.kind === "category" ? t`${o.name}, category` : o.term;
                  return (
                    // biome-ignore lint/a11y/useKeyWithClickEvents: options are chosen from the input with arrows + Enter (aria-activedescendant)
                    <div
                      key={o.kind === "category" ? `c${o.id}` : `${o.kind}:${o.term}`}
                      id={`${listId}-${i}`}
                      role="option"
                      aria-selected={i === active}
                      aria-label={label}
                      tabIndex={-1}
                      onMouseDown={(e) => e.preventDefault()}
                      onClick={() => choose(o)}
                      className={optionClass(i)}
                    >
                      {o.kind === "history" ? (
                        <HistoryIcon className="size-4 shrink-0 text-slate-400" />
                      ) : o.kind === "query" ? (
                        <SearchIcon className="size-4 shrink-0 text-slate-400" />
                      ) : (
                        <GridIcon className="size-4 shrink-0 text-slate-400" />
                      )}
                      {o.kind === "category" ? (
                        <span className="flex-1 break-words">
                          {o.name}{" "}
                          <span className="text-xs text-slate-600">
                            <Trans>Category</Trans>
                          </span>
                        </span>
                      ) : (
                        <span className="flex-1 break-words">{o.term}</span>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}

function queryOf(location: { pathname: string; searchStr: string }): string {
  if (!/^\/itemSearch/i.test(location.pathname)) return "";
  return new URLSearchParams(location.searchStr).get("q") ?? "";
}
