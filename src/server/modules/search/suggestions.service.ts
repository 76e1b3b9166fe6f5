/**
 * Suggestions while typing: the typed words completed from the live titles, and the categories the
 * words name. Cheap on purpose (it answers a keystroke): one indexed read of at most 200 titles.
 */
import { sql } from "drizzle-orm";
import type { SearchSuggestions } from "#shared/contract/search";
import type { Locale } from "#shared/locale";
import { type DbOrTx, queryRows } from "../../db/client.ts";
import { items } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { allCategories, type CategoryRow, categoryName } from "../catalog/index.ts";
import { swapCorrection, termsQuery } from "./search.service.ts";
import { CATEGORY_SYNONYMS, isCjkWord, normalizeWord, queryWords } from "./search-terms.ts";

const MAX_QUERIES = 6;
const MAX_CATEGORIES = 4;
/** Titles read to count completions: enough for the frequent ones to stand out. */
const SAMPLE = 200;
/** Words a completion never ends on ("camera with"). */
const DANGLING = new Set(["and", "the", "for", "with", "of", "in", "on", "to", "a", "or"]);

export async function searchSuggestions(
  deps: AppDeps,
  q: string,
  locale: Locale,
): Promise<SearchSuggestions> {
  const words = queryWords(q);
  const last = words.at(-1);
  if (!last) return { queries: [], categories: [] };
  const db = deps.database.db;
  const rows = await allCategories(db);
  const categories = categoriesSaying(rows, words, locale);
  // One or two Latin letters start too many words to say much, and reading them all costs a keystroke
  // 25–35 ms at 100,000 items ("dr"); one Chinese character may be a word.
  const queries = last.length >= 3 || isCjkWord(last) ? await completions(db, words) : [];
  // Nothing starts so: the last word with two letters swapped back ("iphnoe" -> iphone), cheaply
  // (the search page's fuller correction reads titles by trigrams, too slow for a keystroke).
  if (!queries.length && !categories.length) {
    const swapped = await swapCorrection(db, last);
    if (swapped) queries.push([...words.slice(0, -1), swapped].join(" "));
  }
  return { queries, categories };
}

/** Categories whose localized name has a word starting with each typed word, or a synonym starting with the one word. */
function categoriesSaying(
  rows: CategoryRow[],
  words: string[],
  locale: Locale,
): SearchSuggestions["categories"] {
  const found: { id: number; name: string; rank: number }[] = [];
  for (const r of rows) {
    const name = categoryName(r.id, r.name, locale);
    const nameWords = queryWords(name);
    const says = (w: string) =>
      isCjkWord(w) ? normalizeWord(name).includes(w) : nameWords.some((n) => n.startsWith(w));
    const bySynonym =
      words.length === 1 &&
      words[0]!.length >= 3 &&
      (CATEGORY_SYNONYMS[r.id] ?? []).some((s) => s.startsWith(words[0]!));
    if (words.every(says))
      found.push({ id: r.id, name, rank: normalizeWord(name).startsWith(words[0]!) ? 0 : 1 });
    else if (bySynonym) found.push({ id: r.id, name, rank: 2 });
  }
  return found
    .sort((a, b) => a.rank - b.rank || a.name.length - b.name.length || a.id - b.id)
    .slice(0, MAX_CATEGORIES)
    .map(({ id, name }) => ({ id, name }));
}

/**
 * The typed words with the last one completed from the titles that have the others and a word
 * starting with it ("canon cam" -> canon camera), and that completion with the title's next word
 * (canon camera black): the most frequent first among up to 200 titles.
 */
async function completions(db: DbOrTx, words: string[]): Promise<string[]> {
  const head = words.slice(0, -1);
  const last = words.at(-1)!;
  const tsquery = [...head.map((w) => termsQuery([w], "")), termsQuery([last], "A")].join(" & ");
  const titles = await queryRows<{ title: string }>(
    db,
    sql`SELECT ${items.title} AS title FROM ${items}
      WHERE ${items.status} = 'active' AND ${items.searchVector} @@ to_tsquery('english', ${tsquery})
      LIMIT ${SAMPLE}`,
  );
  const typed = words.join(" ");
  const counts = new Map<string, number>();
  const count = (phrase: string) => counts.set(phrase, (counts.get(phrase) ?? 0) + 1);
  for (const { title } of titles) {
    const tw = queryWords(title);
    const i = tw.findIndex((w) => (isCjkWord(last) ? w.includes(last) : w.startsWith(last)));
    if (i < 0) continue;
    const done = [...head, isCjkWord(last) ? last : tw[i]!].join(" ");
    count(done);
    const next = tw[i + 1];
    if (next && next.length >= 2 && !DANGLING.has(next)) count(`${done} ${next}`);
  }
  return [...counts.entries()]
    .filter(([p]) => p !== typed || counts.size === 1)
    .sort((a, b) => b[1] - a[1] || a[0].length - b[0].length || a[0].localeCompare(b[0]))
    .slice(0, MAX_QUERIES)
    .map(([p]) => p);
}
