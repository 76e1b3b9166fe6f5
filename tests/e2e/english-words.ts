/// <reference lib="dom" />
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { MESSAGES, TERMS } from "#server/i18n/catalogue";
import { CATEGORY_TREE } from "#server/modules/catalog/categories";

/*
 * "A screen rendered in zh shows no English word from the UI": the words of every
 * English message the app has (the client's en.po catalogues, the server's catalogue and the
 * category tree's names), and a check of what a page shows (its text and the names it gives
 * assistive technology) against them.
 */

const root = path.resolve(import.meta.dirname, "../..");

/**
 * Words of the English UI that a Chinese screen may show, each on purpose:
 */
const ALLOWED_WORDS = new Set([
  // The language switch is named 语言 (Language) and offers "English" by its own name, so someone
  // who cannot read Chinese still finds the way back (src/client/i18n/language-switch.tsx).
  "language",
  "english",
  // The card form's fields keep the printed card's own label in brackets: 安全码（CVC）.
  "cvc",
  // The brand's short name (the logo's "bnomo.", "Bnomo App"), a proper name in every language.
  "bnomo",
  // Chinese writes "App" as it is (下载 App), as the apps people use every day do.
  "app",
]);

/**
 * Whole phrases a Chinese screen shows as they are: the brand (the Chinese name 手慢无 goes beside
 * it, as the catalogue says), which is made of words the UI uses elsewhere ("Buy now").
 */
const ALLOWED_PHRASES = [
  "Buy Now Or Miss Out",
  // The company's name in the footer's copyright line.
  "Bnomo Marketplace",
];

/** The words of an English message: placeholders, ICU plural syntax and tags left out. */
function messageWords(message: string): string[] {
  const text = message
    .replace(/\{\s*\w+\s*,\s*(?:plural|select|selectordinal)\s*,/g, " ")
    .replace(/(?:=\d+|zero|one|two|few|many|other)\s*\{/g, " ")
    .replace(/\{\s*\w+\s*\}/g, " ")
    .replace(/<\/?\d+\/?>/g, " ")
    .replace(/[{}#]/g, " ");
  return words(text);
}

/** Words of 3 or more letters (a token with a digit, like "seller2", is a name and not a word). */
function words(text: string): string[] {
  return [...text.matchAll(/[A-Za-z0-9_'’]+/g)]
    .map((m) => m[0].replace(/['’].*$/, ""))
    .filter((w) => /^[A-Za-z]{3,}$/.test(w))
    .map((w) => w.toLowerCase());
}

/** The msgids of a PO file. */
function poMsgids(file: string): string[] {
  const out: string[] = [];
  for (const m of fs.readFileSync(file, "utf8").matchAll(/^msgid ((?:".*"\n?)+)/gm)) {
    const id = m[1]!
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as string)
      .join("");
    if (id) out.push(id);
  }
  return out;
}

let cached: Set<string> | null = null;
/** Every word of the app's English messages, lower case, minus ALLOWED_WORDS. */
export function englishUiWords(): Set<string> {
  if (cached) return cached;
  const client = path.join(root, "src/client");
  const files = (fs.readdirSync(client, { recursive: true }) as string[]).filter((f) =>
    f.split(path.sep).join("/").endsWith("locales/en.po"),
  );
  const messages = [
    ...files.flatMap((f) => poMsgids(path.join(client, f))),
    ...MESSAGES.map((m) => m.en),
    ...TERMS.map((t) => t.en),
    ...CATEGORY_TREE.flatMap((c) => [c.name, ...c.children.map(([, name]) => name)]),
  ];
  cached = new Set(messages.flatMap(messageWords).filter((w) => !ALLOWED_WORDS.has(w)));
  return cached;
}

/**
 * What a person meets on the page: the visible text, the title, and the names and hints that
 * assistive technology reads (aria-label, title, placeholder, alt) of the elements on show.
 */
export function screenText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // innerText on purpose: what is rendered and visible, not the text of hidden nodes.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
    const parts = [document.title, document.body.innerText];
    for (const el of document.querySelectorAll("[aria-label], [title], [placeholder], [alt]")) {
      // Names of what is on show (a closed dialog's buttons are not read out either).
      if (!el.checkVisibility({ visibilityProperty: true })) continue;
      for (const a of ["aria-label", "title", "placeholder", "alt"]) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    return parts.join("\n");
  });
}

/**
 * The English UI words in `text`, after taking out the people's own data that the page shows as
 * they wrote it (`data`: item titles, descriptions, user names, cities) and the allowed phrases.
 */
export function englishLeftovers(text: string, data: readonly string[] = []): string[] {
  let rest = text;
  // Longest first, so a title that contains another one is taken out whole.
  for (const s of [...data, ...ALLOWED_PHRASES].filter(Boolean).sort((a, b) => b.length - a.length)) {
    rest = rest.split(s).join(" ");
  }
  const ui = englishUiWords();
  const hits = new Map<string, string>();
  for (const line of rest.split("\n")) {
    for (const w of words(line)) if (ui.has(w) && !hits.has(w)) hits.set(w, line.trim().slice(0, 120));
  }
  return [...hits].map(([w, line]) => `${w}  ←  ${line}`);
}
