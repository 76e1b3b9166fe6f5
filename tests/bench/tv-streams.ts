/**
 * Bench: TVS (2,000) store TV streams (`/rt/tv/{code}/events`) on one server process, for a store
 * with AUCTIONS (200) live auctions receiving RATE (100) bids a second for SECONDS (20).
 *   npx tsx --expose-gc tests/bench/tv-streams.ts     (DATABASE=postgres://… for PostgreSQL, else PGlite)
 * The server runs in this process; the TVs run in a child process (this file with --client) so the
 * server's memory per TV can be read from its own heap and RSS. Every TV counts the events it
 * gets; SAMPLE of them note when each bid's event arrived, for the bid-to-screen delay (from just
 * before the bid request to the event's arrival at the TV). Prints p50/p99 and memory per TV. Not a test.
 */
import { fileURLToPath } from "node:url";
import { epochNow, forkWatchers, inbox, memoryGrowth, openStream, pct, streamAgent } from "./stream-kit.ts";

const TVS = Number(process.env.TVS ?? 2000);
const AUCTIONS = Number(process.env.AUCTIONS ?? 200);
const RATE = Number(process.env.RATE ?? 100);
const SECONDS = Number(process.env.SECONDS ?? 20);
const SAMPLE = Number(process.env.SAMPLE ?? 200);

type FromClient =
  | { type: "ready"; open: number; failed: number }
  | { type: "report"; recv: Record<string, number[]>; byId: Record<string, number[]>; events: number };

const ITEM = "\nevent: item\n";

function note(into: Record<string, number[]>, key: string, at: number) {
  const list = into[key] ?? [];
  list.push(at);
  into[key] = list;
}

async function client(url: string, count: number) {
  const agent = streamAgent();
  const recv: Record<string, number[]> = {};
  const byId: Record<string, number[]> = {};
  let events = 0;
  let open = 0;
  let failed = 0;
  const connect = (sampled: boolean) =>
    new Promise<void>((resolve) => {
      let ready = false;
      let tail = "";
      void openStream(
        url,
        agent,
        (block, at) => {
          if (!ready && block.includes("event: display")) {
            // The display comes first on every stream: the TV is ready.
            ready = true;
            open++;
            resolve();
            return;
          }
          if (!block.includes("event: item")) return;
          events++;
          if (!sampled) return;
          const n = /"itemNumber":"([^"]+)"/.exec(block);
          const c = /"bidCount":(\d+)/.exec(block);
          const id = /^id: (\d+)$/m.exec(block);
          if (n && c) note(recv, `${n[1]}:${c[1]}`, at);
          if (id) note(byId, id[1]!, at);
        },
        (chunk) => {
          if (!ready || sampled) return false;
          // A TV that is not sampled only counts its events (a match ending in the carried tail was counted).
          const text = tail + chunk;
          for (let k = text.indexOf(ITEM); k >= 0; k = text.indexOf(ITEM, k + 1))
            if (k + ITEM.length > tail.length) events++;
          tail = text.slice(-ITEM.length);
          return true;
        },
      ).then((ok) => {
        if (!ok) {
          failed++;
          resolve();
        }
      });
    });
  for (let i = 0; i < count; i += 200)
    await Promise.all(Array.from({ length: Math.min(200, count - i) }, (_, k) => connect(i + k < SAMPLE)));
  process.send!({ type: "ready", open, failed } satisfies FromClient);
  process.on("message", (m: { type: string }) => {
    if (m.type === "report")
      process.send!({ type: "report", recv, byId, events } satisfies FromClient, () => process.exit(0));
  });
}

async function server() {
  if (process.env.DATABASE) process.env.TEST_DATABASE_URL ??= process.env.DATABASE;
  const { startTestServer } = await import("../integration/harness.ts");
  const { createStore, createUser } = await import("../integration/fixtures.ts");
  const { createAuction } = await import("../integration/auctions.fixtures.ts");
  const { storeIdentity } = await import("../integration/stores-admin.fixtures.ts");
  const { bidIncrement } = await import("#shared/auction");
  const s = await startTestServer({ ACCESS_TOKEN_SECONDS: "864000", LOG_LEVEL: "silent" });
  try {
    const owner = await createUser(s);
    const storeId = await createStore(s, owner.id, "Bench Store");
    const actor = await storeIdentity(s, owner, storeId);
    const auctions: { itemNumber: string; price: number; bids: number; leader: number }[] = [];
    for (let i = 0; i < AUCTIONS; i++) {
      const a = await createAuction(s, owner.id, { storeId, startPriceCents: 100, softCloseSeconds: 0 });
      auctions.push({ itemNumber: a.itemNumber, price: 100, bids: 0, leader: -1 });
    }
    const bidders = [await createUser(s), await createUser(s), await createUser(s)];
    const saved = await s.call("POST", "/api/tv/devices/save", {
      token: actor.token,
      headers: actor.headers,
      body: { name: "Bench TV", layout: "grid", itemFilter: "all", rotationSeconds: 10 },
    });
    const code = saved.body.res_data.pairingCode as string;
    const url = `${s.url}/rt/tv/${code}/events`;

    global.gc?.();
    const before = process.memoryUsage();
    const child = forkWatchers(fileURLToPath(import.meta.url), [url, String(TVS)]);
    const next = inbox<FromClient>(child);
    const t0 = performance.now();
    const ready = await next("ready");
    console.error(`opened ${ready.open} TVs`);
    const openMs = performance.now() - t0;
    global.gc?.();
    const after = process.memoryUsage();
    const { watcherCount } = await import("#server/platform/live-stream");
    const held = watcherCount(s.deps, `store:${storeId}`);

    // RATE bids a second, round the auctions (each gets one every AUCTIONS/RATE seconds, so its
    // previous bid has long been answered), alternating bidders so nobody outbids themselves.
    const sent = new Map<string, number>();
    let accepted = 0;
    let refused = 0;
    let failedCalls = 0;
    const inflight: Promise<void>[] = [];
    const total = RATE * SECONDS;
    const start = performance.now();
    for (let i = 0; i < total; i++) {
      const due = start + (i * 1000) / RATE;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      const a = auctions[i % AUCTIONS]!;
      const who = bidders.findIndex((_, k) => k !== a.leader && k === (a.bids + i) % bidders.length);
      const bidder = who >= 0 ? who : (a.leader + 1) % bidders.length;
      const amountCents = a.bids === 0 ? a.price : a.price + bidIncrement(a.price);
      sent.set(`${a.itemNumber}:${a.bids + 1}`, epochNow());
      a.bids++;
      a.leader = bidder;
      a.price = amountCents;
      inflight.push(
        s
          .call("POST", "/api/item/bid", {
            token: bidders[bidder]!.token,
            body: { itemNumber: a.itemNumber, amountCents },
          })
          .then(
            (r) => {
              if (r.body.status_code === 1) accepted++;
              else refused++;
              // Follow the auction's real state, so one refusal does not make the next ones wrong.
              const st = r.body.res_data as {
                currentPriceCents?: number;
                bidCount?: number;
                minNextBidCents?: number;
              };
              if (typeof st?.bidCount === "number" && st.bidCount >= a.bids) {
                a.bids = st.bidCount;
                a.price = st.currentPriceCents ?? a.price;
              } else if (typeof st?.minNextBidCents === "number")
                a.price = st.minNextBidCents - bidIncrement(a.price);
            },
            () => {
              failedCalls++;
            },
          ),
      );
    }
    const bidSeconds = (performance.now() - start) / 1000;
    console.error(`sent ${total} bids`);
    await Promise.all(inflight);
    await new Promise((r) => setTimeout(r, 3000));
    child.send({ type: "report" });
    const report = await next("report");
    const lat: number[] = [];
    for (const [key, times] of Object.entries(report.recv)) {
      const t = sent.get(key);
      if (t !== undefined) for (const x of times) lat.push(x - t);
    }
    lat.sort((x, y) => x - y);
    // From the event's publication (in the bid's transaction) to the TV: the stream's own share.
    const { events: eventLog } = await import("#server/db/schema/index");
    const { eq } = await import("drizzle-orm");
    const published = await s.deps.database.db
      .select({ id: eventLog.id, at: eventLog.createdAt })
      .from(eventLog)
      .where(eq(eventLog.channel, `store:${storeId}`));
    // The server's clock in tests is wall time plus an offset (zero here): epoch ms like the TVs' stamps.
    const pubAt = new Map(published.map((r) => [String(r.id), Number(r.at)]));
    const fan: number[] = [];
    for (const [id, times] of Object.entries(report.byId)) {
      const t = pubAt.get(id);
      if (t !== undefined) for (const x of times) fan.push(x - t);
    }
    fan.sort((x, y) => x - y);
    const memory = memoryGrowth(before, after, held);
    console.log(
      `database: ${s.deps.database.kind}; TVs asked ${TVS}, open ${ready.open} (failed ${ready.failed}), held by the server ${held}, opened in ${(openMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `bids: ${total} sent in ${bidSeconds.toFixed(1)} s (${(total / bidSeconds).toFixed(0)}/s) on ${AUCTIONS} auctions; accepted ${accepted}, refused ${refused}, failed calls ${failedCalls}`,
    );
    console.log(
      `item events delivered: ${report.events} (expected ${accepted} × ${ready.open} = ${accepted * ready.open}); delays measured on ${Math.min(SAMPLE, ready.open)} TVs: ${lat.length}`,
    );
    console.log(
      `bid-to-TV delay ms: p50 ${pct(lat, 50).toFixed(1)}  p99 ${pct(lat, 99).toFixed(1)}  max ${pct(lat, 100).toFixed(1)}`,
    );
    console.log(
      `event-published-to-TV delay ms: p50 ${pct(fan, 50).toFixed(1)}  p99 ${pct(fan, 99).toFixed(1)}  max ${pct(fan, 100).toFixed(1)}`,
    );
    console.log(`server memory for the TVs: ${memory.total}; per TV: ${memory.perStream}`);
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
