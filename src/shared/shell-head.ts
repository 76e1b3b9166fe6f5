import type { Locale } from "./locale.ts";
import { SITE_TEXT } from "./site-text.ts";

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/**
 * index.html's head in `locale`: `<html lang>`, and the title, description and web manifest the
 * build wrote in English (SITE_TEXT). English leaves the file as the build wrote it. The server
 * writes it on the shell it sends (pages/landing-pages.ts), the service worker on the precached
 * shell it serves when the network is slow or gone (sw/sw.ts).
 */
export function localizeShell(html: string, locale: Locale, lang: string): string {
  if (locale === "en") return html;
  const text = SITE_TEXT[locale];
  return html
    .replace(/<html([^>]*?) lang="[^"]*"/, `<html$1 lang="${escapeHtml(lang)}"`)
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(text.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"/,
      `<meta name="description" content="${escapeHtml(text.description)}"`,
    )
    .replace(/<link rel="manifest" href="[^"]*"/, `<link rel="manifest" href="${escapeHtml(text.manifest)}"`);
}
