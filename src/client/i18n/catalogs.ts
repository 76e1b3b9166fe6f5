import type { Messages } from "@lingui/core";
import type { Locale } from "#shared/locale";
import { messages as en } from "./locales/en.po";

/**
 * The compiled catalogues. English is the source language and small, so it is part of the app's
 * first script: an English page never waits for a catalogue. Chinese is a chunk of its own, fetched
 * only when a page speaks Chinese (an English visit never loads it).
 */
export const EN_MESSAGES: Messages = en;

export function loadMessages(locale: Locale): Promise<Messages> {
  return locale === "zh" ? import("./locales/zh.po").then((m) => m.messages) : Promise.resolve(en);
}
