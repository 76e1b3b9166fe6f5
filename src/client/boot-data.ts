/** Takes (once) the answer src/client/boot.ts fetched early for `path`, or null. */
export async function takeBootData<T>(path: string): Promise<T | null> {
  const w = window as Window & { __bootData?: Record<string, Promise<unknown>> };
  const p = w.__bootData?.[path];
  if (!p) return null;
  delete w.__bootData![path];
  return ((await p) as T | null) ?? null;
}
