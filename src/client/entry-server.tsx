/**
 * The server's way into the app (built by `vite build --ssr` into dist/server/entry-server.js):
 * renders a landing page with the same routes and components the browser hydrates, streaming.
 *
 * Public by construction: the server holds no tokens (they live in the browser's storage), so
 * every page is the signed-out view, the same for everyone; the API is called in-process through
 * the `fetch` the server hands in, with no credentials.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { I18nProvider } from "@lingui/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRequestHandler, RouterServer, renderRouterToStream } from "@tanstack/react-router/ssr/server";
import { createStore, Provider as JotaiProvider } from "jotai";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";
import { setTransport } from "./api/http.ts";
import { createI18n, htmlLang } from "./i18n/i18n.ts";
import { localeAtom } from "./i18n/locale.ts";
import { createQueryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";
import { type PageHead, pageHead } from "./ssr/page-head.ts";

export type { PageHead } from "./ssr/page-head.ts";

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

/** Each render's API calls go to the `fetch` it was given (a process may serve several apps: tests). */
const currentFetch = new AsyncLocalStorage<typeof fetch>();
setTransport((input, init) => {
  const f = currentFetch.getStore();
  if (!f) throw new Error("An API call outside a server render");
  return f(input, init);
});

export function render(input: RenderInput): Promise<RenderResult> {
  return currentFetch.run(input.fetch, () => renderPage(input));
}

async function renderPage({
  request,
  origin,
  nonce,
  locale = DEFAULT_LOCALE,
}: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
  // A translator and a store of this request's own: other renders run meanwhile in other languages.
  const i18n = await createI18n(locale);
  const store = createStore();
  store.set(localeAtom, locale);
  let head: PageHead | null = null;
  let dataKey = "";
  const handler = createRequestHandler({
    request,
    createRouter: () => {
      const router = createAppRouter(queryClient);
      router.update({ ...router.options, ssr: { nonce } });
      return router;
    },
  });
  const response = await handler(async ({ request, router, responseHeaders }) => {
    head = pageHead(router, queryClient, origin, i18n);
    dataKey = JSON.stringify(
      queryClient
        .getQueryCache()
        .getAll()
        .map((q) => [q.queryHash, q.state.data]),
    );
    return renderRouterToStream({
      request,
      router,
      responseHeaders,
      children: (
        <JotaiProvider store={store}>
          <I18nProvider i18n={i18n}>
            <QueryClientProvider client={queryClient}>
              <RouterServer router={router} />
            </QueryClientProvider>
          </I18nProvider>
        </JotaiProvider>
      ),
    });
  });
  if (response.status >= 300 && response.status < 400) {
    await response.body?.cancel();
    return { kind: "redirect", status: 302, location: response.headers.get("Location") ?? "/" };
  }
  return {
    kind: "page",
    status: response.status,
    head: head ?? pageHead(null, queryClient, origin, i18n),
    lang: htmlLang(locale),
    dataKey,
    body: response.body ?? new ReadableStream({ start: (c) => c.close() }),
  };
}
