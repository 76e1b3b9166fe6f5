/**
 * Starts a screen's request from a route loader without the screen's query module in the first bundle.
 *
 * Route files stay in the entry chunk (the router plugin splits only components), so a loader that
 * imported `…-queries.ts` statically would ship every feature's query code to the first visit.
 * `load` is a dynamic `import()` of the query module: it downloads next to the screen's chunk
 * (which imports the same module, so Vite shares one chunk) and the request starts as soon as it
 * arrives.
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
