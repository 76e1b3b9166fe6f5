import { DEFAULT_LOCALE, INTL_TAG, type Locale } from "#shared/locale";
import { type Entry, MESSAGES, type MessageTemplate, NOTICES, TERMS } from "./catalogue.ts";

/*
 * The catalogue at work: `say()` writes an entry's English (plurals by Intl.PluralRules), and
 * `translate()` turns an English message the code wrote into the request's language by finding
 * its entry (an exact sentence first, then templates, most specific first) and writing the other
 * language with the values it read out. A message with no entry stays English, which the
 * completeness test keeps from happening to any message the code writes.
 */

type Params = Record<string, string | number>;

type Piece =
  | { kind: "text"; text: string }
  | { kind: "arg"; name: string }
  | { kind: "plural"; name: string; branches: Record<string, string> };

/** `{n}`, `{n, plural, one {# item} other {# items}}` and plain text; no nesting beyond that. */
function parseTemplate(template: string): Piece[] {
  const out: Piece[] = [];
  let i = 0;
  while (i < template.length) {
    const open = template.indexOf("{", i);
    if (open < 0) {
      out.push({ kind: "text", text: template.slice(i) });
      break;
    }
    if (open > i) out.push({ kind: "text", text: template.slice(i, open) });
    let depth = 0;
    let close = open;
    for (; close < template.length; close++) {
      if (template[close] === "{") depth++;
      else if (template[close] === "}" && --depth === 0) break;
    }
    const body = template.slice(open + 1, close);
    const m = /^(\w+)\s*,\s*plural\s*,(.*)$/s.exec(body);
    if (m) {
      const branches: Record<string, string> = {};
      for (const b of m[2]!.matchAll(/\s*(=?\w+)\s*\{([^}]*)\}/g)) branches[b[1]!] = b[2]!;
      out.push({ kind: "plural", name: m[1]!, branches });
    } else out.push({ kind: "arg", name: body.trim() });
    i = close + 1;
  }
  return out;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralCategory(locale: Locale, n: number): string {
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(INTL_TAG[locale]);
    pluralRules.set(locale, rules);
  }
  return rules.select(n);
}

function render(pieces: Piece[], params: Params, locale: Locale): string {
  return pieces
    .map((p) => {
      if (p.kind === "text") return p.text;
      const v = params[p.name];
      if (p.kind === "arg") return v === undefined ? `{${p.name}}` : String(v);
      const n = Number(v);
      const branch = p.branches[`=${n}`] ?? p.branches[pluralCategory(locale, n)] ?? p.branches.other ?? "";
      return branch.replace(/#/g, String(v));
    })
    .join("");
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** What a placeholder may hold: a field path has no spaces, a count is a number. */
const ARG_RE: Record<string, string> = { path: "[\\w.\\-]*[\\w\\]]", n: "-?\\d+(?:\\.\\d+)?" };

type Compiled = {
  entry: Entry;
  en: Piece[];
  zh: Piece[];
  re: RegExp;
  /** For each capture group, the parameter it fills. */
  groups: string[];
  /** Length of the fixed text: longer means more specific, tried first. */
  weight: number;
};

function compile(entry: Entry): Compiled {
  const en = parseTemplate(entry.en);
  const groups: string[] = [];
  let weight = 0;
  const source = en
    .map((p) => {
      if (p.kind === "text") {
        weight += p.text.length;
        return escapeRe(p.text);
      }
      if (p.kind === "arg") {
        groups.push(p.name);
        return `(${ARG_RE[p.name] ?? ".+?"})`;
      }
      const alts = Object.values(p.branches).map((b) => {
        weight += b.replace(/#/g, "").length / Object.keys(p.branches).length;
        return escapeRe(b).replace(/#/g, () => {
          groups.push(p.name);
          return "(-?\\d+(?:\\.\\d+)?)";
        });
      });
      return `(?:${alts.join("|")})`;
    })
    .join("");
  return { entry, en, zh: parseTemplate(entry.zh), re: new RegExp(`^${source}$`, "s"), groups, weight };
}

type Index = { exact: Map<string, Compiled>; templates: Compiled[] };
function index(entries: readonly Entry[]): Index {
  const exact = new Map<string, Compiled>();
  const templates: Compiled[] = [];
  for (const e of entries) {
    const c = compile(e);
    if (c.groups.length === 0 && !c.en.some((p) => p.kind === "plural")) exact.set(e.en, c);
    else templates.push(c);
  }
  templates.sort((a, b) => b.weight - a.weight);
  return { exact, templates };
}

const messages = index(MESSAGES);
const notices = index(NOTICES);
const terms = index(TERMS);
/** Values that are a person's or a listing's own words, or amounts: kept as written. */
const RAW_PARAMS = new Set([
  "title",
  "amount",
  "price",
  "label",
  "path",
  "keys",
  "values",
  "scopes",
  "scope",
  "itemNumber",
]);

/** The entry an English message was written from, and the values it was written with. */
export function findEntry(
  english: string,
  kind: "message" | "notice" = "message",
): { entry: Entry; params: Params } | null {
  const found = match(kind === "notice" ? notices : messages, english);
  return found && { entry: found.c.entry, params: found.params };
}

function match(idx: Index, text: string): { c: Compiled; params: Params } | null {
  const exact = idx.exact.get(text);
  if (exact) return { c: exact, params: {} };
  for (const c of idx.templates) {
    const m = c.re.exec(text);
    if (!m) continue;
    const params: Params = {};
    c.groups.forEach((name, i) => {
      const v = m[i + 1];
      if (v !== undefined && params[name] === undefined) params[name] = v;
    });
    return { c, params };
  }
  return null;
}

/** A placeholder's value in `locale`: a message or a term is translated, a list item by item. */
function translateValue(value: string, locale: Locale): string {
  const t = translateWith(terms, value, locale) ?? translateWith(messages, value, locale);
  if (t !== null) return t;
  if (value.includes(", ")) {
    const parts = value.split(", ").map((v) => translateWith(terms, v, locale));
    if (parts.every((p) => p !== null)) return parts.join(locale === "zh" ? "、" : ", ");
  }
  return value;
}

function translateWith(idx: Index, english: string, locale: Locale, values?: Params): string | null {
  const found = match(idx, english);
  if (!found) return null;
  const params: Params = {};
  for (const [k, v] of Object.entries(found.params))
    params[k] =
      values?.[k] !== undefined
        ? values[k]
        : typeof v === "string" && !RAW_PARAMS.has(k)
          ? translateValue(v, locale)
          : v;
  return render(locale === "zh" ? found.c.zh : found.c.en, params, locale);
}

/** An English message (as the code wrote it) in `locale`; unchanged for English or without an entry. */
export function translate(english: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !english) return english;
  return translateWith(messages, english, locale) ?? english;
}

/**
 * A notice's title or text (stored in English) in `locale`; unchanged without an entry. `values`:
 * placeholders' values already in `locale`, used as given instead of the ones read out of the
 * English (a saved search's label, built again in the reader's language from the row).
 */
export function translateNotice(english: string, locale: Locale, values?: Params): string {
  if (locale === DEFAULT_LOCALE || !english) return english;
  return translateWith(notices, english, locale, values) ?? english;
}

const templateCache = new Map<string, Piece[]>();
/**
 * The English of a catalogue entry, for code that needs a plural or a word filled in:
 * `say("Must be at most {n, plural, one {# character} other {# characters}}", { n })`.
 */
export function say(template: MessageTemplate, params: Params = {}): string {
  let pieces = templateCache.get(template);
  if (!pieces) {
    pieces = parseTemplate(template);
    templateCache.set(template, pieces);
  }
  return render(pieces, params, DEFAULT_LOCALE);
}
