/**
 * What the live-stream benches (fanout.ts, tv-streams.ts) share: the watchers run in a child
 * process (the bench file again, with --client) so the server's memory per stream can be read from
 * its own heap; each watcher reads event blocks off a raw HTTP response.
 */
import { type ChildProcess, fork } from "node:child_process";
import http from "node:http";

/** Wall-clock milliseconds with sub-millisecond precision, comparable across processes. */
export const epochNow = () => performance.timeOrigin + performance.now();

export function pct(sorted: number[], p: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

/** Many streams at once: no pooling, no keep-alive (each stream holds its socket). */
export const streamAgent = () => new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

/**
 * Opens one event stream. Each event block (the text between blank lines) goes to `onBlock` with
 * the time its chunk arrived. `onChunk` sees each chunk first and may take it whole (returning
 * true), a cheap path for watchers that only count. Resolves false if the request fails.
 */
export function openStream(
  url: string,
  agent: http.Agent,
  onBlock: (block: string, at: number) => void,
  onChunk?: (chunk: string, at: number) => boolean,
): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (res) => {
      resolve(true);
      res.setEncoding("utf8");
      let buf = "";
      res.on("data", (chunk: string) => {
        const at = epochNow();
        if (onChunk?.(chunk, at)) return;
        buf += chunk;
        for (let i = buf.indexOf("\n\n"); i >= 0; i = buf.indexOf("\n\n")) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          onBlock(block, at);
        }
      });
    });
    req.on("error", () => resolve(false));
  });
}

/** Starts this bench file as the watchers' process. */
export function forkWatchers(benchFile: string, args: string[]): ChildProcess {
  return fork(benchFile, ["--client", ...args], { execArgv: ["--import", "tsx"] });
}

/** The watchers' messages, awaited by type (a message may come before anyone waits for it). */
export function inbox<M extends { type: string }>(child: ChildProcess) {
  const messages: M[] = [];
  child.on("message", (m: M) => messages.push(m));
  return <T extends M["type"]>(type: T) =>
    new Promise<Extract<M, { type: T }>>((resolve) => {
      const check = () => {
        const m = messages.find((x) => x.type === type);
        if (m) resolve(m as Extract<M, { type: T }>);
        else setTimeout(check, 50);
      };
      check();
    });
}

/** The server's memory growth, in all and per stream. */
export function memoryGrowth(before: NodeJS.MemoryUsage, after: NodeJS.MemoryUsage, streams: number) {
  const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
  const per = (x: number) => (x / Math.max(1, streams) / 1024).toFixed(1);
  const rss = after.rss - before.rss;
  const heap = after.heapUsed - before.heapUsed;
  return {
    total: `rss +${mb(rss)} MB, heap +${mb(heap)} MB`,
    perStream: `rss ${per(rss)} KB, heap ${per(heap)} KB`,
  };
}
