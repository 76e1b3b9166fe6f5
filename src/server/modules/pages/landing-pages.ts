import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { isbot } from "isbot";
import { INTL_TAG, isLocale, type Locale, parseAcceptLanguage, pickLocale } from "#shared/locale";
import { localizeShell } from "#shared/shell-head";
import type { PageHead, RenderResult, SsrEntry } from "#shared/ssr-entry";
import type { AppDeps, AppEnv } from "../../platform/context.ts";
import { cspWithNonce } from "../../platform/security.ts";
import { type CachedPage, PageCache } from "./page-cache.ts";

/**
 * The public landing pages the server renders with the app's own components (rules/product.md §2 routes a
 * link, a search engine or a push leads to), each with its route file (src/client/routes): the page
 * lists that route's chunks with the app's entry (`data-preload`), so the browser fetches the route's
 * code alongside the entry's rather than after it (the build writes no preload lists into the code:
 * vite.config.ts `modulePreload`). Every other page is left to the browser.
 */
const LANDING_ROUTE_FILES: Array<[RegExp, string]> = [
  [/^\/$/, "index"],
  [/^\/itemDetail\/[^/]+$/, "itemDetail.$id"],
  [/^\/itemSearch$/, "itemSearch"],
  [/^\/classification$/, "classification"],
  [/^\/classificationList\/[^/]+$/, "classificationList.$cid"],
  [/^\/templateMore$/, "templateMore"],
  [/^\/sellerItems\/[^/]+$/, "sellerItems.$sid"],
  [/^\/sellerInformation\/[^/]+$/, "sellerInformation.$id"],
  [/^\/agreement\/[^/]+$/, "agreement.$id"],
  [/^\/about$/, "about"],
  [/^\/how[^/]*Works$/, "how{$product}Works"],
];

export const LANDING_ROUTES: RegExp[] = LANDING_ROUTE_FILES.map(([re]) => re);

export const isLandingPath = (p: string) => LANDING_ROUTES.some((re) => re.test(p));

type ManifestChunk = { file: string; imports?: string[] };

/** The script files a landing route's chunk needs (its own and its static imports), from the build's manifest. */
export function routeChunkFiles(manifest: Record<string, ManifestChunk>, pathname: string): string[] {
  const name = LANDING_ROUTE_FILES.find(([re]) => re.test(pathname))?.[1];
  if (!name) return [];
  const key = Object.keys(manifest).find((k) => k.startsWith(`routes/${name}.tsx?tsr-split=`));
  const files = new Set<string>();
  const visit = (k: string) => {
    const chunk = manifest[k];
    if (!chunk || k === "index.html" || files.has(`/${chunk.file}`)) return;
    files.add(`/${chunk.file}`);
    for (const i of chunk.imports ?? []) visit(i);
  };
  if (key) visit(key);
  return [...files];
}

/**
 * How often the build on disk is looked at again (a rebuild under a running server is seen within
 * this): not on every page, where the lookups cost more than a page from the cache.
 */
const DISK_CHECK_MS = 1000;

/** index.html cut around the app's placeholder, as the build wrote it. */
type Template = { before: string; after: string; hash: string };

const APP_OPEN = "<!--app-html-->";
const APP_CLOSE = "<!--/app-html-->";

/**
 * Shared caches may keep a page briefly (and so does this server: page-cache.ts); browsers
 * revalidate it (ETag) every time. Prices move, so the browser's app fetches live data after it
 * hydrates anyway.
 */
const PAGE_SHARED_MAX_AGE_S = 10;
const PAGE_STALE_S = 30;
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${PAGE_STALE_S}`;

/**
 * The cookie the app's language switch sets (src/client/i18n/i18n.ts `LOCALE_COOKIE`): the device's
 * choice wins over the browser's Accept-Language.
 */
const LOCALE_COOKIE = "lang";

/** The language a page renders in: the `lang` cookie, else Accept-Language, else English. */
export function pageLocale(c: Context<AppEnv>): Locale {
  const chosen = getCookie(c, LOCALE_COOKIE);
  if (isLocale(chosen)) return chosen;
  return pickLocale(parseAcceptLanguage(c.req.header("accept-language")));
}

/** A rendered page differs by language, which comes from these two headers: caches must know. */
const PAGE_VARY = "Accept-Language, Cookie";

const escapeHtml = (t: string) => t.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

function headTags(head: PageHead, nonce: string): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...head.og.map(([k, v]) =>
      k.startsWith("twitter:")
        ? `<meta name="${k}" content="${escapeHtml(v)}" />`
        : `<meta property="${k}" content="${escapeHtml(v)}" />`,
    ),
  ];
  if (head.jsonLd) {
    // `<` escaped so no text can end the element.
    const json = JSON.stringify(head.jsonLd).replace(/</g, "\\u003c");
    tags.push(`<script type="application/ld+json" nonce="${nonce}">${json}</script>`);
  }
  return tags.join("\n    ");
}

export class LandingPages {
  private entry: Promise<SsrEntry> | null = null;
  private template: { mtimeMs: number; checkedAt: number; value: Template } | null = null;
  private built: { checkedAt: number; shell: boolean; entry: boolean } | null = null;
  private readonly indexPath: string;
  private readonly entryPath: string;
  private readonly manifestPath: string;
  private manifest: { mtimeMs: number; value: Record<string, ManifestChunk> } | null = null;
  private readonly cache: PageCache;

  constructor(
    private readonly deps: AppDeps,
    /** The app's own handler: the pages' API calls go through it in-process. */
    private readonly appFetch: (req: Request) => Response | Promise<Response>,
  ) {
    const client = path.resolve(deps.env.CLIENT_DIR);
    this.indexPath = path.join(client, "index.html");
    this.entryPath = path.join(client, "..", "server", "entry-server.js");
    this.manifestPath = path.join(client, ".vite", "manifest.json");
    this.cache = new PageCache({
      writes: () => deps.database.writes(),
      now: () => deps.clock.now(),
      maxAgeMs: PAGE_SHARED_MAX_AGE_S * 1000,
      staleMs: PAGE_STALE_S * 1000,
      maxBytes: 32 * 1024 * 1024,
    });
  }

  /** The client build's manifest (chunks and their imports), or none when the build has none. */
  private async readManifest(): Promise<Record<string, ManifestChunk>> {
    const stat = await fs.promises.stat(this.manifestPath).catch(() => null);
    if (!stat) return {};
    if (this.manifest?.mtimeMs === stat.mtimeMs) return this.manifest.value;
    const value = JSON.parse(await fs.promises.readFile(this.manifestPath, "utf8")) as Record<
      string,
      ManifestChunk
    >;
    this.manifest = { mtimeMs: stat.mtimeMs, value };
    return value;
  }

  /**
   * The API as a page's render calls it: this app's handler, in-process, with no credentials, in
   * the page's language (the answers' category names and row titles follow Accept-Language).
   */
  private apiFetch(locale: Locale): typeof fetch {
    return async (input, init) => {
      const req = new Request(new URL(String(input), "http://ssr.internal"), init as RequestInit);
      if (!req.headers.has("accept-language")) req.headers.set("Accept-Language", INTL_TAG[locale]);
      return this.appFetch(req);
    };
  }

  /** What of the build is on disk, looked at once a second at most (not on every page). */
  private onDisk(): { shell: boolean; entry: boolean } {
    const now = Date.now();
    if (!this.built || now - this.built.checkedAt > DISK_CHECK_MS) {
      this.built = {
        checkedAt: now,
        shell: fs.existsSync(this.indexPath),
        entry: fs.existsSync(this.entryPath),
      };
    }
    return this.built;
  }

  /** Whether the client is built (its shell, index.html): without it no page can be served. */
  hasShell(): boolean {
    return this.onDisk().shell;
  }

  /** Whether the build has a server entry (a client-only build still serves every page). */
  available(): boolean {
    const built = this.onDisk();
    return built.shell && built.entry;
  }

  /** Whether no route of the app answers `pathname` (false when that cannot be told: no server entry). */
  async unknownPage(pathname: string): Promise<boolean> {
    if (!this.available()) return false;
    const entry = await this.load();
    return entry.hasPage ? !entry.hasPage(pathname) : false;
  }

  private load(): Promise<SsrEntry> {
    this.entry ??= import(pathToFileURL(this.entryPath).href) as Promise<SsrEntry>;
    return this.entry;
  }

  private async readTemplate(): Promise<Template> {
    const checkedAt = Date.now();
    if (this.template && checkedAt - this.template.checkedAt <= DISK_CHECK_MS) return this.template.value;
    const { mtimeMs } = await fs.promises.stat(this.indexPath);
    if (this.template?.mtimeMs === mtimeMs) {
      this.template.checkedAt = checkedAt;
      return this.template.value;
    }
    const html = await fs.promises.readFile(this.indexPath, "utf8");
    const open = html.indexOf(APP_OPEN);
    const close = html.indexOf(APP_CLOSE);
    if (open < 0 || close < open) throw new Error("index.html lacks the app placeholder markers");
    const value = {
      before: html.slice(0, open).replace("<html", "<html data-ssr"),
      after: html.slice(close + APP_CLOSE.length),
      hash: createHash("sha1").update(html).digest("base64url").slice(0, 16),
    };
    this.template = { mtimeMs, checkedAt, value };
    return value;
  }

  /**
   * `/itemDetail/sinCode/{sinCode}` resolved on the server: the item page's path, or null (the
   * browser then runs rules/product.md §2's failure path: a toast and the code itself as the id).
   */
  async itemBySinCode(sinCode: string): Promise<string | null> {
    const res = await this.appFetch(
      new Request(
        `http://ssr.internal/api/item/itemNumberBySinCode?sinCode=${encodeURIComponent(sinCode.trim())}`,
        {
          headers: { Accept: "application/json", platform: "hweb" },
        },
      ),
    );
    const env = (await res.json().catch(() => null)) as {
      status_code?: number;
      res_data?: { itemNumber?: string };
    } | null;
    const itemNumber = env?.status_code === 1 ? env.res_data?.itemNumber : undefined;
    return itemNumber ? `/itemDetail/${encodeURIComponent(itemNumber)}` : null;
  }

  /**
   * The page shell for a page the browser renders alone, its head in the visitor's language (the
   * same choice as a rendered page's, so the same Vary). The app itself then starts in the
   * language it stored or the browser's (src/client/i18n/choose-locale.ts).
   */
  async shell(c: Context<AppEnv>, status: 200 | 404 = 200): Promise<Response> {
    const html = await fs.promises.readFile(this.indexPath, "utf8");
    const locale = pageLocale(c);
    return c.html(localizeShell(html, locale, INTL_TAG[locale]), status, {
      "Cache-Control": "no-cache",
      Vary: PAGE_VARY,
    });
  }

  /**
   * `c`'s page, or null when the browser should render it alone: from the page cache when it holds
   * the page, else rendered (streamed to this visitor and kept whole for the next ones).
   */
  async render(c: Context<AppEnv>): Promise<Response | null> {
    const url = new URL(c.req.url);
    const locale = pageLocale(c);
    const userAgent = c.req.header("user-agent") ?? "";
    const template = await this.readTemplate();
    const key = `${template.hash}\0${locale}\0${isbot(userAgent) ? "bot" : ""}\0${url.pathname}${url.search}`;
    const ifNoneMatch = c.req.header("if-none-match");
    const found = this.cache.lookup(key);
    if (found.state === "stale") {
      this.cache.refresh(key, async () => {
        const rendered = await this.renderPage(url, locale, userAgent, template);
        return rendered.kind === "page" ? rendered.whole : null;
      });
    }
    if (found.state !== "missing") return answerFromCache(found.page, ifNoneMatch);
    const waiting = this.cache.inFlight(key);
    const earlier = waiting && (await waiting);
    if (earlier) return answerFromCache(earlier, ifNoneMatch);

    // This visitor's render is the one the cache keeps: the cache starts it (so it counts the
    // database's writes before the render reads) and this visitor gets the stream as it comes.
    let resolve!: (r: Rendered) => void;
    let reject!: (err: unknown) => void;
    const rendering = new Promise<Rendered>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    void this.cache.fill(key, async () => {
      let rendered: Rendered;
      try {
        rendered = await this.renderPage(url, locale, userAgent, template, c.req.raw.signal);
      } catch (err) {
        reject(err);
        return null;
      }
      resolve(rendered);
      return rendered.kind === "page" ? rendered.whole : null;
    });
    let rendered: Rendered;
    try {
      rendered = await rendering;
    } catch (err) {
      this.deps.log.warn("server rendering failed; the browser renders the page", {
        path: url.pathname,
        err: err instanceof Error ? err.message : String(err),
      });
      return null;
    }
    if (rendered.kind === "redirect") return c.redirect(rendered.location, 302);
    const headers = new Headers(rendered.headers);
    if (rendered.status === 200 && matchesEtag(ifNoneMatch, rendered.etag)) {
      await rendered.body.cancel();
      return notModified(headers);
    }
    return new Response(rendered.body, { status: rendered.status, headers });
  }

  /**
   * Renders a page: its headers, its body as a stream, and the whole page once the stream ends
   * (null for a page not to keep: not a 200, or abandoned by its visitor).
   */
  private async renderPage(
    url: URL,
    locale: Locale,
    userAgent: string,
    template: Template,
    signal?: AbortSignal,
  ): Promise<Rendered> {
    const nonce = freshNonce();
    const entry = await this.load();
    const origin = this.deps.env.PUBLIC_URL;
    // The request as the app sees it: same path and query, none of the caller's credentials.
    // (At the address it came to: the router keeps that origin, and links must stay on it.)
    const request = new Request(url, { headers: { "User-Agent": userAgent }, signal });
    const result = await entry.render({ request, origin, nonce, fetch: this.apiFetch(locale), locale });
    if (result.kind === "redirect") return result;

    const etag = `W/"${createHash("sha1")
      .update(
        `${template.hash}\0${url.pathname}${url.search}\0${locale}\0${result.status}\0${result.dataKey}`,
      )
      .digest("base64url")
      .slice(0, 27)}"`;
    const headers: Array<[string, string]> = [
      ["Content-Type", "text/html; charset=UTF-8"],
      // A page that says something is not there (404, 410) is asked for again every time: the item
      // may come back (an appeal reversed, a seller restored it), and a browser would otherwise show
      // its stored copy for the stale-while-revalidate window.
      ["Cache-Control", result.status === 200 ? PAGE_CACHE_CONTROL : "no-cache"],
      ["ETag", etag],
      ["Vary", PAGE_VARY],
      ["Content-Security-Policy", cspWithNonce(nonce)],
    ];
    // `<html lang>` names the page's language; the browser loads that catalogue before hydrating.
    const routeFiles = routeChunkFiles(await this.readManifest(), url.pathname);
    const head = localizeShell(template.before, locale, result.lang)
      .replace(/<html([^>]*?) lang="[^"]*"/, `<html$1 lang="${escapeHtml(result.lang)}"`)
      .replace(/ data-preload="([^"]*)"/, (_m, list: string) => {
        const all = [...new Set([...list.split(" ").filter(Boolean), ...routeFiles])];
        return ` data-preload="${escapeHtml(all.join(" "))}"`;
      })
      .replace(/\s*<title>[\s\S]*?<\/title>/, "")
      .replace(/\s*<meta name="description"[^>]*>/, "")
      .replace("</head>", `  ${headTags(result.head, nonce)}\n  </head>`);
    const encoder = new TextEncoder();
    const reader = result.body.getReader();
    let finish!: (page: CachedPage | null) => void;
    const whole = new Promise<CachedPage | null>((res) => {
      finish = res;
    });
    const parts: Uint8Array[] = [];
    const keep = result.status === 200;
    // Read as fast as the render writes (a page is small), not as fast as the visitor reads: the
    // visitors waiting on this render get the page when it is done, not when a slow phone is.
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        const send = (bytes: Uint8Array) => {
          controller.enqueue(bytes);
          if (keep) parts.push(bytes);
        };
        try {
          let first = true;
          for (;;) {
            const { done, value } = await reader.read();
            if (first) {
              // React puts the preloads it found (the largest image) first in what it renders; they
              // belong in <head>, where the browser finds them before any of the body. (latin1 keeps
              // one character per byte, so the match's length is a byte offset.)
              first = false;
              const bytes = value ?? new Uint8Array();
              const n = /^(?:<link [^>]*>)+/.exec(Buffer.from(bytes).toString("latin1"))?.[0].length ?? 0;
              const cut = head.lastIndexOf("</head>");
              send(encoder.encode(head.slice(0, cut)));
              send(bytes.subarray(0, n));
              send(encoder.encode(`\n  ${head.slice(cut)}`));
              send(bytes.subarray(n));
            } else if (value) send(value);
            if (done) break;
          }
          send(encoder.encode(template.after));
          controller.close();
          finish(keep ? { status: result.status, headers, body: Buffer.concat(parts), etag, nonce } : null);
        } catch (err) {
          finish(null);
          controller.error(err);
        }
      },
      cancel(reason) {
        finish(null);
        return reader.cancel(reason);
      },
    });
    return { kind: "page", status: result.status, headers, etag, body, whole };
  }
}

type Rendered =
  | Extract<RenderResult, { kind: "redirect" }>
  | {
      kind: "page";
      status: number;
      headers: Array<[string, string]>;
      etag: string;
      body: ReadableStream<Uint8Array>;
      whole: Promise<CachedPage | null>;
    };

const matchesEtag = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(/\s*,\s*/).includes(etag) ?? false;

/**
 * A nonce drawn for one answer. A page from the cache is the same bytes for everyone, so its inline
 * scripts' nonce is swapped for a fresh one on every answer: a nonce an attacker saw on one answer
 * lets nothing run on another.
 */
const freshNonce = () => randomBytes(16).toString("base64url");

/** A 304 leaves out the policy (platform/security.ts says why). */
function notModified(headers: Headers): Response {
  headers.delete("Content-Security-Policy");
  return new Response(null, { status: 304, headers });
}

function answerFromCache(page: CachedPage, ifNoneMatch: string | undefined): Response {
  const headers = new Headers(page.headers);
  if (page.status === 200 && matchesEtag(ifNoneMatch, page.etag)) return notModified(headers);
  const nonce = freshNonce();
  headers.set("Content-Security-Policy", cspWithNonce(nonce));
  return new Response(replaceAll(page.body, page.nonce, nonce), { status: page.status, headers });
}

/** `body` with every `from` replaced by `to` (same length: a nonce for a nonce). */
function replaceAll(body: Uint8Array<ArrayBuffer>, from: string, to: string): Uint8Array<ArrayBuffer> {
  const source = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  const out = Buffer.from(source);
  const needle = Buffer.from(from);
  const replacement = Buffer.from(to);
  for (let at = source.indexOf(needle); at >= 0; at = source.indexOf(needle, at + needle.length))
    replacement.copy(out, at);
  return out;
}
