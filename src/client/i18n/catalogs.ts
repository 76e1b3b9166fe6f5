import type { Messages } from "@lingui/core";
import type { Locale } from "#shared/locale";

type Catalog = { messages: Messages };

// Every catalogue of lingui.config.ts: one per feature folder, one for the rest of the client.
const english = import.meta.glob<Catalog>(["./locales/en.po", "../features/*/locales/en.po"], {
  eager: true,
});
const chinese = import.meta.glob<Catalog>(["./locales/zh.po", "../features/*/locales/zh.po"]);

/**
 * The compiled catalogues. English is the source language, so it is part of the app's first
 * script: an English page never waits for a catalogue. Chinese is fetched only when a page speaks
 * Chinese (an English visit never loads it), all its catalogues at once.
 */
export const EN_MESSAGES: Messages = Object.assign({}, ...Object.values(english).map((c) => c.messages));

export async function loadMessages(locale: Locale): Promise<Messages> {
  if (locale !== "zh") return EN_MESSAGES;
  const parts = await Promise.all(Object.values(chinese).map((load) => load()));
  return Object.assign({}, ...parts.map((c) => c.messages));
}
