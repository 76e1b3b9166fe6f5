/**
 * Bench: WATCHERS (10,000) SSE watchers of one item on one server process.
 *   npx tsx tests/bench/fanout.ts          (WATCHERS=10000 BIDS=20; DATABASE=postgres://… or PGlite)
 * The server runs in this process; the watchers run in a child process (this file with --client) so
 * the server's memory per connection can be read from its own heap and RSS. Prints bid-to-event
 * latency p50/p99 over every (watcher, bid) pair and memory per connection. Not a test.
 */
import { fileURLToPath } from "node:url";
import { epochNow, forkWatchers, inbox, memoryGrowth, openStream, pct, streamAgent } from "./stream-kit.ts";

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const BIDS = Number(process.env.BIDS ?? 20);
const GAP_MS = Number(process.env.GAP_MS ?? 1000);

type FromClient = { type: "ready"; open: number } | { type: "report"; recv: Record<string, number[]> };

async function client(url: string, count: number) {
  const agent = streamAgent();
  const recv: Record<string, number[]> = {};
  let initial = 0;
  let failed = 0;
  const open = () =>
    new Promise<void>((resolve) => {
      let first = true;
      void openStream(url, agent, (block, at) => {
        if (!block.includes("event: auction")) return;
        if (first) {
          // The current state comes first on every stream: the watcher is ready.
          first = false;
          initial++;
          resolve();
          return;
        }
        const m = /"bidCount":(\d+)/.exec(block);
        if (!m) return;
        const list = recv[m[1]!] ?? [];
        list.push(at);
        recv[m[1]!] = list;
      }).then((ok) => {
        if (!ok) {
          failed++;
          resolve();
        }
      });
    });
  for (let i = 0; i < count; i += 500)
    await Promise.all(Array.from({ length: Math.min(500, count - i) }, open));
  process.send!({ type: "ready", open: initial, failed } satisfies FromClient & { failed: number });
  process.on("message", (m: { type: string }) => {
    if (m.type === "report")
      process.send!({ type: "report", recv } satisfies FromClient, () => process.exit(0));
  });
}

async function server() {
  if (process.env.DATABASE) process.env.TEST_DATABASE_URL ??= process.env.DATABASE;
  const { startTestServer } = await import("../integration/harness.ts");
  const { createUser } = await import("../integration/fixtures.ts");
  const { createAuction } = await import("../integration/auctions.fixtures.ts");
  const { bidIncrement } = await import("#shared/auction");
  const s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000", LOG_LEVEL: "silent" });
  try {
    const seller = await createUser(s);
    const a = await createUser(s);
    const b = await createUser(s);
    const item = await createAuction(s, seller.id, { startPriceCents: 100, softCloseSeconds: 0 });
    const url = `${s.url}/rt/items/${item.itemNumber}/events`;
    global.gc?.();
    const before = process.memoryUsage();
    const child = forkWatchers(fileURLToPath(import.meta.url), [url, String(WATCHERS)]);
    const next = inbox<FromClient>(child);
    const t0 = performance.now();
    const ready = await next("ready");
    const openMs = performance.now() - t0;
    global.gc?.();
    const after = process.memoryUsage();
    const { watcherCount } = await import("#server/platform/live-stream");
    const watching = watcherCount(s.deps, `item:${item.itemNumber}`);

    const sent: Record<string, number> = {};
    let price = 100;
    for (let i = 0; i < BIDS; i++) {
      const who = i % 2 ? b : a;
      const amountCents = i === 0 ? 100 : price + bidIncrement(price);
      sent[String(i + 1)] = epochNow();
      const r = await s.call("POST", "/api/item/bid", {
        token: who.token,
        body: { itemNumber: item.itemNumber, amountCents },
      });
      if (r.body.status_code !== 1) throw new Error(`bid refused: ${JSON.stringify(r.body)}`);
      price = r.body.res_data.currentPriceCents;
      await new Promise((r2) => setTimeout(r2, GAP_MS));
    }
    await new Promise((r) => setTimeout(r, 2000));
    child.send({ type: "report" });
    const report = await next("report");
    const lat: number[] = [];
    let delivered = 0;
    for (const [count, times] of Object.entries(report.recv)) {
      const t = sent[count];
      if (t === undefined) continue;
      delivered += times.length;
      for (const x of times) lat.push(x - t);
    }
    lat.sort((x, y) => x - y);
    const memory = memoryGrowth(before, after, watching);
    console.log(
      `database: ${s.deps.database.kind}, watchers asked: ${WATCHERS}, streams open: ${ready.open}, watchers held by the server: ${watching}, opened in ${(openMs / 1000).toFixed(1)} s`,
    );
    console.log(`bids: ${BIDS}, events delivered: ${delivered} of ${BIDS * ready.open}`);
    console.log(
      `bid-to-event ms: p50 ${pct(lat, 50).toFixed(1)}  p99 ${pct(lat, 99).toFixed(1)}  max ${pct(lat, 100).toFixed(1)}`,
    );
    console.log(`server memory: ${memory.total}`);
    console.log(`per connection: ${memory.perStream}`);
  } finally {
    await s.close();
  }
}

if (process.argv.includes("--client")) {
  const i = process.argv.indexOf("--client");
  await client(process.argv[i + 1]!, Number(process.argv[i + 2]));
} else {
  await server();
  process.exit(0);
}
