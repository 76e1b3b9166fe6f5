/**
 * Bench: a crowd of signed-in clients on a traffic mix (home, search, item pages, bids, watch), on
 * the embedded database and on PostgreSQL. Not a test: figures only.
 *   npx tsx tests/bench/mixed.ts        (CLIENTS=200 SECONDS=30 ENGINES=pglite,postgres DATABASE=postgres://…)
 * The server runs in its own process (a forked child, as in production) on a fresh database with a
 * catalogue of ITEMS listings (a tenth of them auctions); each client is a closed loop (next request
 * once answered) over a keep-alive connection. Prints requests/s, p50/p95/p99, the error rate (no
 * answer within 30 s, or an HTTP status other than 200), 503s (the server's bounded line), the
 * slowest request, and the server process' CPU time per request (steadier than requests/s when
 * other work shares the machine). BENCH_PROF=dir writes a CPU profile of the server during the load.
 * RATE=r paces each client at r requests a second instead (an offered load of CLIENTS × r, at random
 * phases): a request is due at its slot whether or not the last one was slow, and its latency counts
 * from that slot, so a server that falls behind shows it in the percentiles (no coordinated omission).
 */
import { fork } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";

const CLIENTS = Number(process.env.CLIENTS ?? 200);
const SECONDS = Number(process.env.SECONDS ?? 30);
const ITEMS = Number(process.env.ITEMS ?? 600);
const ENGINES = (process.env.ENGINES ?? "pglite,postgres").split(",");
/** Requests a second per client when paced; unset: closed loops. */
const RATE = process.env.RATE ? Number(process.env.RATE) : null;
const TIMEOUT_MS = 30_000;

type Setup = { type: "ready"; url: string; tokens: string[]; items: string[]; auctions: string[] };

const WORDS =
  "vintage camera lens bike chair table lamp guitar phone laptop watch boots jacket desk shelf sofa drill kettle speaker radio".split(
    " ",
  );

/** Child: a real server on a fresh database, with the users and the catalogue. */
async function server(engine: string) {
  if (engine === "postgres")
    process.env.TEST_DATABASE_URL ??= process.env.DATABASE ?? "postgres://postgres@127.0.0.1:5432/postgres";
  else delete process.env.TEST_DATABASE_URL;
  const { startTestServer } = await import("../integration/harness.ts");
  const { createUser, createItem } = await import("../integration/fixtures.ts");
  const { createAuction } = await import("../integration/auctions.fixtures.ts");
  // PGlite on disk, as `npm start` runs it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-mixed-"));
  const s = await startTestServer(
    {
      ACCESS_TOKEN_SECONDS: "864000",
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "silent",
      LOGIN_FAIL_IP_LIMIT: "100000",
      // The bounded line's settings pass through, to compare.
      ...Object.fromEntries(
        ["API_MAX_ACTIVE", "API_QUEUE_MAX", "API_QUEUE_WAIT_MS"].flatMap((k) =>
          process.env[k] ? [[k, process.env[k]!]] : [],
        ),
      ),
    },
    engine === "pglite" ? { dataDir } : null,
  );
  const sellers = await Promise.all([1, 2, 3, 4, 5].map(() => createUser(s)));
  const tokens: string[] = [];
  for (let i = 0; i < CLIENTS; i++) tokens.push((await createUser(s)).token);
  const items: string[] = [];
  const auctions: string[] = [];
  for (let i = 0; i < ITEMS; i++) {
    const title = `${WORDS[i % WORDS.length]} ${WORDS[(i * 7) % WORDS.length]} ${i}`;
    const sellerId = sellers[i % sellers.length]!.id;
    // The fixtures' generated short codes can collide over hundreds of items: number them.
    const sinCode = `MX${i.toString(36).toUpperCase().padStart(6, "0")}`;
    if (i % 10 === 0) {
      const a = await createAuction(s, sellerId, {
        title,
        sinCode,
        endTime: s.clock.now() + 24 * 3_600_000,
        softCloseSeconds: 0,
      });
      auctions.push(a.itemNumber);
      items.push(a.itemNumber);
    } else {
      const it = await createItem(s, { sellerId, title, sinCode, priceCents: 500 + i });
      items.push(it.itemNumber);
    }
  }
  const prof = process.env.BENCH_PROF ? new (await import("node:inspector/promises")).Session() : null;
  if (prof) {
    prof.connect();
    await prof.post("Profiler.enable");
    await prof.post("Profiler.setSamplingInterval", { interval: 200 });
  }
  process.send!({ type: "ready", url: s.url, tokens, items, auctions } satisfies Setup);
  let cpuAtStart = process.cpuUsage();
  process.on("message", async (m: { type: string }) => {
    if (m.type === "start") {
      cpuAtStart = process.cpuUsage();
      if (prof) await prof.post("Profiler.start");
    }
    if (m.type === "stop") {
      const cpu = process.cpuUsage(cpuAtStart);
      process.send!({ type: "cpu", ms: (cpu.user + cpu.system) / 1000 });
      if (prof) {
        const { profile } = await prof.post("Profiler.stop");
        fs.mkdirSync(process.env.BENCH_PROF!, { recursive: true });
        fs.writeFileSync(
          path.join(process.env.BENCH_PROF!, `server-${engine}.cpuprofile`),
          JSON.stringify(profile),
        );
      }
      await s.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 10 });

function call(
  base: URL,
  method: "GET" | "POST",
  p: string,
  token: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; code: number }> {
  return new Promise((resolve) => {
    const data = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        path: p,
        method,
        agent,
        timeout: TIMEOUT_MS,
        headers: {
          platform: "hweb",
          authorization: `Bearer ${token}`,
          ...(data ? { "content-type": "application/json", "content-length": Buffer.byteLength(data) } : {}),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          let code = -1;
          try {
            code = JSON.parse(Buffer.concat(chunks).toString()).status_code;
          } catch {}
          resolve({ status: res.statusCode ?? 0, code });
        });
        res.on("error", () => resolve({ status: 0, code: -1 }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => resolve({ status: 0, code: -1 }));
    req.end(data);
  });
}

const pick = <T>(list: T[]) => list[Math.floor(Math.random() * list.length)]!;

async function bench(engine: string) {
  const child = fork(fileURLToPath(import.meta.url), ["--server", engine], { execArgv: ["--import", "tsx"] });
  const setup = await new Promise<Setup>((resolve, reject) => {
    child.once("message", (m: Setup) => resolve(m));
    child.once("exit", (code) => reject(new Error(`server exited (${code})`)));
  });
  const base = new URL(setup.url);
  const lat: number[] = [];
  const byKind = new Map<string, number[]>();
  let errors = 0;
  let busy = 0;
  let slowest = { ms: 0, what: "" };
  let phaseStart = performance.now();
  const bidAt = new Map<string, number>(setup.auctions.map((a) => [a, 100]));
  // `due`: the moment a paced request was meant to leave (its latency counts from there).
  const one = async (token: string, due?: number) => {
    const r = Math.random();
    let kind: string;
    let run: () => Promise<{ status: number; code: number }>;
    if (r < 0.25) {
      kind = "home";
      run = () => call(base, "GET", "/api/home/template", token);
    } else if (r < 0.5) {
      kind = "search";
      const q = Math.random() < 0.7 ? `?q=${pick(WORDS)}` : "?sort=ending&type=auction";
      run = () => call(base, "GET", `/api/search/items${q}`, token);
    } else if (r < 0.8) {
      kind = "item";
      run = () => call(base, "GET", `/api/item/detail?itemNumber=${pick(setup.items)}`, token);
    } else if (r < 0.9) {
      kind = "bid";
      const itemNumber = pick(setup.auctions);
      // Rising amounts: most bids are accepted, some lose a race (30001), as in a crowd.
      const amountCents = (bidAt.get(itemNumber) ?? 100) + 100;
      bidAt.set(itemNumber, amountCents);
      run = () =>
        call(
          base,
          "POST",
          "/api/item/bid",
          token,
          { itemNumber, amountCents },
          { "Idempotency-Key": crypto.randomUUID() },
        );
    } else {
      kind = "watch";
      run = () =>
        call(base, "POST", "/api/item/watch", token, {
          itemNumber: pick(setup.items),
          watch: Math.random() < 0.7,
        });
    }
    const t0 = due ?? performance.now();
    const res = await run();
    const ms = performance.now() - t0;
    lat.push(ms);
    if (!byKind.has(kind)) byKind.set(kind, []);
    byKind.get(kind)!.push(ms);
    if (res.status === 503) busy++;
    if (res.status !== 200) errors++;
    if (ms > slowest.ms)
      slowest = {
        ms,
        what: `${kind} (HTTP ${res.status}, code ${res.code}, sent at +${((t0 - phaseStart) / 1000).toFixed(1)} s)`,
      };
  };
  // Warm-up, not counted: every client connects and makes a first request, then a few seconds of
  // the same traffic, so the figures are of a steady crowd rather than of 200 connections opening.
  const warm = performance.now() + 3000;
  await Promise.all(
    setup.tokens.map(async (t) => {
      do await one(t);
      while (performance.now() < warm);
    }),
  );
  lat.length = 0;
  byKind.clear();
  errors = 0;
  busy = 0;
  slowest = { ms: 0, what: "" };
  child.send({ type: "start" });
  const started = performance.now();
  phaseStart = started;
  const until = started + SECONDS * 1000;
  await Promise.all(
    setup.tokens.map(async (t) => {
      if (RATE === null) {
        while (performance.now() < until) await one(t);
        return;
      }
      const interval = 1000 / RATE;
      for (let due = started + Math.random() * interval; due < until; due += interval) {
        const wait = due - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        await one(t, due);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const serverCpuMs = new Promise<number>((resolve) =>
    child.on("message", (m: { type: string; ms: number }) => m.type === "cpu" && resolve(m.ms)),
  );
  child.send({ type: "stop" });
  const cpuMs = await serverCpuMs;
  await new Promise((r) => child.once("exit", r));
  const sorted = [...lat].sort((a, b) => a - b);
  const q = (s: number[], p: number) => s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  const f = (ms: number) => `${ms.toFixed(ms < 10 ? 1 : 0)} ms`;
  console.log(
    `${engine}: ${CLIENTS} clients${RATE === null ? "" : ` at ${RATE}/s (offered ${CLIENTS * RATE} req/s)`}, ${elapsed.toFixed(1)} s, ${lat.length} requests, ${(lat.length / elapsed).toFixed(0)} req/s; ` +
      `p50 ${f(q(sorted, 50))}, p95 ${f(q(sorted, 95))}, p99 ${f(q(sorted, 99))}; ` +
      `errors ${((100 * errors) / Math.max(1, lat.length)).toFixed(2)} % (503: ${busy}); slowest ${f(slowest.ms)} ${slowest.what}; ` +
      `server CPU ${(cpuMs / Math.max(1, lat.length)).toFixed(2)} ms/request (${((100 * cpuMs) / 1000 / elapsed).toFixed(0)} % of a core)`,
  );
  for (const [kind, list] of [...byKind].sort()) {
    const s = list.sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(6)} ${String(list.length).padStart(6)}  p50 ${f(q(s, 50))}  p99 ${f(q(s, 99))}`,
    );
  }
}

if (process.argv[2] === "--server") await server(process.argv[3]!);
else {
  for (const engine of ENGINES) await bench(engine);
  agent.destroy();
}
