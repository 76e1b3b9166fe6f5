const CHUNK_ERROR =
  /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|Loading chunk/i;
const RELOADED_KEY = "chunkReloadAt";

/** A lazy chunk that fails to load (usually a new deploy) reloads the page once; then we show the error. */
export function isChunkLoadError(err: unknown): boolean {
  return err instanceof Error && CHUNK_ERROR.test(err.message);
}
export function reloadOnceForChunk(): boolean {
  const last = Number(sessionStorage.getItem(RELOADED_KEY) ?? 0);
  if (Date.now() - last < 30_000) return false;
  sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
  location.reload();
  return true;
}
