import { SEARCH_HISTORY_MAX } from "#shared/constants";
import { cacheKv } from "../offline/kv.ts";

const KEY = "searchHistory";

/** rules/product.md §5: the term goes to the front, duplicates removed, at most 10 kept; empty terms ignored. */
export function pushTerm(list: readonly string[], term: string): string[] {
  const t = term.trim();
  if (!t) return [...list];
  return [t, ...list.filter((x) => x !== t)].slice(0, SEARCH_HISTORY_MAX);
}

export async function loadHistory(): Promise<string[]> {
  try {
    const v = await cacheKv.get<string[]>(KEY);
    return Array.isArray(v) ? v.slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

export async function addToHistory(term: string): Promise<string[]> {
  const next = pushTerm(await loadHistory(), term);
  await cacheKv.set(KEY, next).catch(() => undefined);
  return next;
}

export async function removeFromHistory(term: string): Promise<string[]> {
  const next = (await loadHistory()).filter((x) => x !== term);
  await cacheKv.set(KEY, next).catch(() => undefined);
  return next;
}
