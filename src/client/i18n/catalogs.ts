import { i18n, type Messages } from "@lingui/core";
import type { Locale } from "#shared/locale";
import { CATALOGS_SEEN } from "./english.ts";

/*
 * The catalogues of languages other than English and their loading. A module of its own, imported
 * only when a page speaks another language (i18n.ts), so an English visit loads none of this.
 */

type Catalog = { messages: Messages };

// Every catalogue of lingui.config.ts: one per feature folder, one for the rest of the client
// (`client`). English needs none at run time: english.ts.
const files = import.meta.glob<Catalog>(["./locales/zh.po", "../features/*/locales/zh.po"]);
const byName = (all: Record<string, () => Promise<Catalog>>) =>
  Object.fromEntries(
    Object.entries(all).map(([file, load]) => [/features\/([^/]+)\//.exec(file)?.[1] ?? "client", load]),
  );
const catalogs: Record<Exclude<Locale, "en">, Record<string, () => Promise<Catalog>>> = {
  zh: byName(files),
};

/**
 * The compiled messages of a language other than English: the catalogues named (by default all of
 * them, as a server render needs).
 */
export async function loadMessages(
  locale: Exclude<Locale, "en">,
  names: readonly string[] = Object.keys(catalogs[locale]),
): Promise<Messages> {
  const parts = await Promise.all(names.map((n) => catalogs[locale][n]?.() ?? { messages: {} }));
  return Object.assign({}, ...parts.map((c) => c.messages));
}

/** The browser's catalogues loaded (or loading), by `locale:name`. */
const loaded = new Map<string, Promise<void>>();

/**
 * Loads into the browser's translator, for `locale`, the catalogues of the modules loaded so far
 * (CATALOGS_SEEN) that it does not have yet: a page in Chinese fetches the Chinese of what it
 * shows, not of the whole app.
 */
export function loadSeenCatalogs(locale: Exclude<Locale, "en">): Promise<void> {
  const waits = [...CATALOGS_SEEN].map((name) => {
    const key = `${locale}:${name}`;
    let p = loaded.get(key);
    if (!p) {
      p = loadMessages(locale, [name]).then(
        (messages) => i18n.load(locale, messages),
        (err: unknown) => {
          loaded.delete(key);
          throw err;
        },
      );
      loaded.set(key, p);
    }
    return p;
  });
  return Promise.all(waits).then(() => undefined);
}
