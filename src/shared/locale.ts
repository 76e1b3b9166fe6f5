/**
 * The app's languages (spec §9: `en`, with `zh` also available). One list for the server (envelope
 * messages, e-mails, pushes, rendered pages) and the app (screens, dates, numbers).
 */
export const LOCALES = ["en", "zh"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** The BCP 47 tag handed to `Intl` for each locale (formats, plural rules, collation). */
export const INTL_TAG: Record<Locale, string> = { en: "en-US", zh: "zh-CN" };

export function isLocale(v: unknown): v is Locale {
  return typeof v === "string" && (LOCALES as readonly string[]).includes(v);
}

/**
 * The first of a visitor's languages the app speaks (`navigator.languages`, or Accept-Language
 * already split and ordered by weight): "zh-CN", "zh-Hans" and "zh" pick zh, "en-GB" picks en.
 */
export function pickLocale(languages: readonly string[]): Locale {
  for (const lang of languages) {
    const base = lang.trim().toLowerCase().split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return DEFAULT_LOCALE;
}

/** An Accept-Language header's languages, highest weight first ("zh-CN,zh;q=0.9,en;q=0.8"). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((l) => l.tag && l.tag !== "*" && l.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i)
    .map((l) => l.tag);
}
