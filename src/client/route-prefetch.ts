/**
 * Starts a screen's request from a route loader without the screen's query module in the first bundle.
 *
 * `load` is a dynamic `import()` of the query module. It was written when loaders stayed in the
 * entry chunk, where a static import would have shipped every feature's query code to the first
 * visit; loaders now travel in their screen's chunk (vite.config.ts `codeSplittingOptions`), which
 * imports the same module, so the import resolves at once and the request starts right away.
 *
 * In the browser it is fire and forget: the loader does not hold the navigation (the screen shows
 * its cache or skeleton), and a failure here is the screen's query to report. On the server the
 * loader waits for it, so the page is rendered with its data and the data travels in the page.
 */
export function prefetchLazily<M>(
  load: () => Promise<M>,
  start: (m: M) => unknown,
): Promise<void> | undefined {
  const done = load()
    .then(start)
    .then(
      () => undefined,
      () => undefined,
    );
  return import.meta.env.SSR ? done : undefined;
}
