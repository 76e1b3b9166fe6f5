/**
 * Bench: WATCHERS (10,000) SSE watchers of one item on one server process.
 *   npx tsx tests/bench/fanout.ts          (WATCHERS=10000 BIDS=20; DATABASE=postgres://… or PGlite)
 * The server runs in this process; the watchers run in a child process (this file with --client) so
 * the server's memory per connection can be read from its own heap and RSS. Prints bid-to-event
 * latency p50/p99 over every (watcher, bid) pair and memory per connection. Not a test.
 */
import { fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";

const WATCHERS = Number(process.env.WATCHERS ?? 10_000);
const BIDS = Number(process.env.BIDS ?? 20);
const GAP_MS = Number(process.env.GAP_MS ?? 1000);

type FromClient = { type: "ready"; open: number } | { type: "report"; recv: Record<string, number[]> };

async function client(url: string, count: number) {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const recv: Record<string, number[]> = {};
  let initial = 0;
  let failed = 0;
  const open = (): Promise<void> =>
    new Promise((resolve) => {
      const req = http.get(url, { agent, headers: { accept: "text/event-stream" } }, (res) => {
        res.setEncoding("utf8");
        let buf = "";
        let first = true;
        res.on("data", (chunk: string) => {
          const at = performance.timeOrigin + performance.now();
          buf += chunk;
          let i = buf.indexOf("\n\n");
          while (i >= 0) {
            const block = buf.slice(0, i);
            buf = buf.slice(i + 2);
            i = buf.indexOf("\n\n");
            if (!block.includes("event: auction")) continue;
            if (first) {
              first = false;
              initial++;
              resolve();
              continue;
            }
            const m = /"bidCount":(\d+)/.exec(block);
            if (m) {
              const list = recv[m[1]!] ?? [];
              list.push(at);
              recv[m[1]!] = list;
            }
          }
        });
      });
      req.on("error", () => {
        failed++;
        resolve();
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

function pct(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
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
    const child = fork(fileURLToPath(import.meta.url), ["--client", url, String(WATCHERS)], {
      execArgv: ["--import", "tsx"],
    });
    const messages: FromClient[] = [];
    const next = <T extends FromClient["type"]>(type: T) =>
      new Promise<Extract<FromClient, { type: T }>>((resolve) => {
        const check = () => {
          const m = messages.find((x) => x.type === type);
          if (m) resolve(m as Extract<FromClient, { type: T }>);
          else setTimeout(check, 50);
        };
        check();
      });
    child.on("message", (m: FromClient) => messages.push(m));
    const t0 = performance.now();
    const ready = await next("ready");
    const openMs = performance.now() - t0;
    global.gc?.();
    const after = process.memoryUsage();
    const { watcherCount } = await import("#server/modules/auctions/live");
    const watching = watcherCount(s.deps, `item:${item.itemNumber}`);

    const sent: Record<string, number> = {};
    let price = 100;
    for (let i = 0; i < BIDS; i++) {
      const who = i % 2 ? b : a;
      const amountCents = i === 0 ? 100 : price + bidIncrement(price);
      sent[String(i + 1)] = performance.timeOrigin + performance.now();
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
    const mb = (x: number) => (x / 1024 / 1024).toFixed(1);
    const perConn = (x: number) => (x / Math.max(1, watching) / 1024).toFixed(1);
    console.log(
      `database: ${s.deps.database.kind}, watchers asked: ${WATCHERS}, streams open: ${ready.open}, watchers held by the server: ${watching}, opened in ${(openMs / 1000).toFixed(1)} s`,
    );
    console.log(`bids: ${BIDS}, events delivered: ${delivered} of ${BIDS * ready.open}`);
    console.log(
      `bid-to-event ms: p50 ${pct(lat, 50).toFixed(1)}  p99 ${pct(lat, 99).toFixed(1)}  max ${pct(lat, 100).toFixed(1)}`,
    );
    console.log(
      `server memory: rss +${mb(after.rss - before.rss)} MB, heap +${mb(after.heapUsed - before.heapUsed)} MB`,
    );
    console.log(
      `per connection: rss ${perConn(after.rss - before.rss)} KB, heap ${perConn(after.heapUsed - before.heapUsed)} KB`,
    );
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
