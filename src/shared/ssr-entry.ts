import type { Locale } from "./locale.ts";

/**
 * What the server and the app's server entry (src/client/entry-server.tsx, built to
 * dist/server/entry-server.js and loaded by the server at run time) say to each other. Written once
 * here because the server cannot import the entry's source: it is client code.
 */

/** What the head of a page says (src/client/ssr/page-head.ts fills it in). */
export type PageHead = {
  title: string;
  description: string;
  canonical: string;
  /** Open Graph and Twitter card properties, in order. */
  og: Array<[string, string]>;
  /** schema.org JSON-LD, or null. */
  jsonLd: Record<string, unknown> | null;
};

export type RenderInput = {
  request: Request;
  /** This origin as the public sees it (canonical URLs, Open Graph). */
  origin: string;
  /** The CSP nonce of this answer, for the router's and React's inline scripts. */
  nonce: string;
  /** Where this page's API calls go: the app's own handler, in-process. */
  fetch: typeof fetch;
  /** The visitor's language (the server picks it: the `lang` cookie, else Accept-Language). */
  locale?: Locale;
};

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      head: PageHead;
      /** `<html lang>` of the page: the browser reads it to load the same catalogue before hydrating. */
      lang: string;
      /** What the page's data is, for the ETag (the same data gives the same page). */
      dataKey: string;
      body: ReadableStream<Uint8Array>;
    };

/** The built entry, as the server uses it. */
export type SsrEntry = {
  render(input: RenderInput): Promise<RenderResult>;
  /** Whether a route of the app answers `pathname` (unknown paths are the not-found page, 404). */
  hasPage?(pathname: string): boolean;
};
