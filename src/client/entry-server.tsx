/**
 * The server's way into the app (built by `vite build --ssr` into dist/server/entry-server.js):
 * renders a landing page with the same routes and components the browser hydrates, streaming.
 *
 * Public by construction: the server holds no tokens (they live in the browser's storage), so
 * every page is the signed-out view, the same for everyone; the API is called in-process through
 * the `fetch` the server hands in, with no credentials.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { QueryClientProvider } from "@tanstack/react-query";
import { createRequestHandler, RouterServer, renderRouterToStream } from "@tanstack/react-router/ssr/server";
import { createStore, Provider as JotaiProvider } from "jotai";
import { setTransport } from "./api/http.ts";
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
};

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      head: PageHead;
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

async function renderPage({ request, origin, nonce }: RenderInput): Promise<RenderResult> {
  const queryClient = createQueryClient();
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
    head = pageHead(router, queryClient, origin);
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
        <JotaiProvider store={createStore()}>
          <QueryClientProvider client={queryClient}>
            <RouterServer router={router} />
          </QueryClientProvider>
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
    head: head ?? pageHead(null, queryClient, origin),
    dataKey,
    body: response.body ?? new ReadableStream({ start: (c) => c.close() }),
  };
}
