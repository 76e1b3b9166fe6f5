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
import { DEFAULT_LOCALE } from "#shared/locale";
import type { PageHead, RenderInput, RenderResult } from "#shared/ssr-entry";
import { setTransport } from "./api/wire.ts";
import { createI18n, htmlLang } from "./i18n/i18n.ts";
import { localeAtom } from "./i18n/locale.ts";
import { createQueryClient } from "./query-client.ts";
import { createAppRouter } from "./router.tsx";
import { pageHead } from "./ssr/page-head.ts";

export type { PageHead, RenderInput, RenderResult } from "#shared/ssr-entry";

/** Each render's API calls go to the `fetch` it was given (a process may serve several apps: tests). */
const currentFetch = new AsyncLocalStorage<typeof fetch>();
setTransport((input, init) => {
  const f = currentFetch.getStore();
  if (!f) throw new Error("An API call outside a server render");
  return f(input, init);
});

let matcher: ReturnType<typeof createAppRouter> | null = null;

/** Whether the app has a page at `pathname` (else the server answers 404 with the not-found page). */
export function hasPage(pathname: string): boolean {
  matcher ??= createAppRouter(createQueryClient());
  // A fuzzy match (a route with path segments left over, in "**") is no page either.
  const [, params, found] = matcher.getMatchedRoutes(pathname);
  return found !== undefined && !params["**"];
}

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
