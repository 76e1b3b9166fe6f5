/**
 * Takes (once) the request src/client/boot.ts started early for `path`, for `call`'s `started`
 * option (its answer is read like any other), or undefined when there is none.
 */
export function takeBootRequest(path: string): Promise<Response | null> | undefined {
  if (typeof window === "undefined") return undefined;
  const w = window as Window & { __bootData?: Record<string, Promise<Response | null>> };
  const p = w.__bootData?.[path];
  if (p) delete w.__bootData![path];
  return p;
}
