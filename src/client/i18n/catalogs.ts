import type { Messages } from "@lingui/core";
import type { Locale } from "#shared/locale";

type Catalog = { messages: Messages };

// Every catalogue of lingui.config.ts: one per feature folder, one for the rest of the client.
// (English needs none at run time: english.ts.)
const catalogs: Record<Exclude<Locale, "en">, Record<string, () => Promise<Catalog>>> = {
  zh: import.meta.glob<Catalog>(["./locales/zh.po", "../features/*/locales/zh.po"]),
};

/**
 * All the compiled messages of a language other than English, fetched when a page speaks it: an
 * English visit never loads a catalogue (English comes with the code that shows it: english.ts).
 */
export async function loadMessages(locale: Exclude<Locale, "en">): Promise<Messages> {
  const parts = await Promise.all(Object.values(catalogs[locale]).map((load) => load()));
  return Object.assign({}, ...parts.map((c) => c.messages));
}
