import { CHUNK_LOAD_TIMEOUT_MS } from "#shared/constants";

/** A lazily loaded chunk that did not arrive within the chunk load timeout. */
export class ChunkTimeoutError extends Error {
  constructor() {
    super(`Loading chunk timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = "ChunkTimeoutError";
  }
}

/**
 * `load()`, failed with ChunkTimeoutError when it has not settled within `ms` (rules/product.md §2 and
 * §9: 120000 ms), so a chunk stuck on a stalled network ends in the part's retry instead of a
 * placeholder for good.
 */
export function loadWithin<T>(load: () => Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkTimeoutError()), ms);
    load().then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  });
}
