/**
 * Starts a screen's request from a route loader without the screen's query module in the first bundle.
 *
 * Route files stay in the entry chunk (the router plugin splits only components), so a loader that
 * imported `…-queries.ts` statically would ship every feature's query code to the first visit.
 * `load` is a dynamic `import()` of the query module: it downloads next to the screen's chunk
 * (which imports the same module, so Vite shares one chunk) and the request starts as soon as it
 * arrives. Fire and forget: the loader does not hold the navigation, and a failure here is the
 * screen's query to report.
 */
export function prefetchLazily<M>(load: () => Promise<M>, start: (m: M) => unknown): void {
  void load()
    .then(start)
    .catch(() => {});
}
