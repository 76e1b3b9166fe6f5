/**
 * Rendered landing pages kept in memory for a few seconds, as a shared cache in front of the server
 * would keep them (the pages say `s-maxage=10, stale-while-revalidate=30`): a burst of visitors on
 * one item link costs one render, not one each. A page is the same for everyone (rendered signed
 * out), so the key is only what it is rendered from: the build, the address, the language and
 * whether a crawler asked (a crawler gets the page whole, not streamed in parts).
 *
 * Fresh means: this process has written nothing to the database since the render began (any
 * write, the page's or not: a write it missed would show a wrong price) and the page is younger
 * than `maxAgeMs`. Another process's writes are seen within `maxAgeMs`, which is what the page
 * promises shared caches anyway. A page whose only fault is its age is still served for
 * `staleMs` more while one render replaces it; one changed by a write is rendered again first.
 */

export type CachedPage = {
  status: number;
  headers: Array<[string, string]>;
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  /** The nonce the body's inline scripts carry; each answer swaps it for one of its own. */
  nonce: string;
};

/** Stale pages rendered again at once, at most. */
const MAX_REFRESHES = 2;

type Entry = { page: CachedPage; renderedAt: number; writes: number; size: number };

export type Lookup =
  | { state: "fresh"; page: CachedPage }
  /** Serve it, and start one render in its place. */
  | { state: "stale"; page: CachedPage }
  | { state: "missing" };

export class PageCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders under way, by key: a second visitor waits for the first's render instead of its own. */
  private readonly pending = new Map<string, Promise<CachedPage | null>>();
  private bytes = 0;
  private refreshes = 0;

  constructor(
    private readonly opts: {
      /** The database's write count (db/client.ts `Database.writes`). */
      writes: () => number;
      now: () => number;
      maxAgeMs: number;
      staleMs: number;
      maxBytes: number;
    },
  ) {}

  lookup(key: string): Lookup {
    const entry = this.entries.get(key);
    if (!entry) return { state: "missing" };
    const age = this.opts.now() - entry.renderedAt;
    if (entry.writes !== this.opts.writes() || age > this.opts.maxAgeMs + this.opts.staleMs) {
      this.drop(key, entry);
      return { state: "missing" };
    }
    // Most recently used last: the first entries are the ones to let go when full.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return age <= this.opts.maxAgeMs
      ? { state: "fresh", page: entry.page }
      : { state: "stale", page: entry.page };
  }

  /**
   * Starts a render in place of `key`'s stale page, unless one is under way or MAX_REFRESHES others
   * are: pages kept at the same time go stale at the same time, and their renders all at once
   * would hold up the visitors the cache answers meanwhile (the next visitor asks again).
   */
  refresh(key: string, render: () => Promise<CachedPage | null>): void {
    if (this.pending.has(key) || this.refreshes >= MAX_REFRESHES) return;
    this.refreshes++;
    void this.fill(key, render).finally(() => this.refreshes--);
  }

  /** The render of `key` under way, if any. */
  inFlight(key: string): Promise<CachedPage | null> | undefined {
    return this.pending.get(key);
  }

  /**
   * Runs `render` as the one render of `key`: the write count and time are taken before it reads
   * anything, so a write made while it runs leaves its page already stale. It resolves with the
   * page (null: not a page to keep, or the render failed or was abandoned).
   */
  fill(key: string, render: () => Promise<CachedPage | null>): Promise<CachedPage | null> {
    const writes = this.opts.writes();
    const renderedAt = this.opts.now();
    const done = render()
      .catch(() => null)
      .then((page) => {
        if (page) this.store(key, { page, renderedAt, writes, size: page.body.byteLength + 512 });
        return page;
      })
      // A render started after this one (this one failed its waiters) stays the one to wait for.
      .finally(() => {
        if (this.pending.get(key) === done) this.pending.delete(key);
      });
    this.pending.set(key, done);
    return done;
  }

  private store(key: string, entry: Entry): void {
    if (entry.size > this.opts.maxBytes / 8) return;
    const old = this.entries.get(key);
    if (old) this.drop(key, old);
    this.entries.set(key, entry);
    this.bytes += entry.size;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.opts.maxBytes) break;
      this.drop(k, e);
    }
  }

  private drop(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
