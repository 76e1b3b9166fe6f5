import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { bidder, createAuction, users } from "./auctions.fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { openStream } from "./notifications.fixtures.ts";

const L = "/api/hweb/login/v1";
const dashboard = JSON.parse(
  fs.readFileSync(
    path.resolve(import.meta.dirname, "../../src/server/platform/metrics-dashboard.json"),
    "utf8",
  ),
) as { panels: Array<{ targets: Array<{ expr: string }> }> };
const CODE_LIMIT = 3;
const email = () => `op${Math.random().toString(36).slice(2, 10)}@test.local`;

/** Asks for a sign-up code for a fresh account (so only the per-address limit can refuse it). */
async function askCode(s: TestServer, forwardedFor?: string) {
  const r = await s.call("POST", `${L}/sendCode`, {
    body: { account: email(), scene: "register" },
    headers: forwardedFor ? { "x-forwarded-for": forwardedFor } : {},
  });
  return r.body.status_code;
}

describe("client address behind a trusted proxy (TRUST_PROXY=1, the test is the proxy)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ TRUST_PROXY: "1", SEND_CODE_IP_LIMIT: String(CODE_LIMIT) });
  });
  afterAll(() => s.close());

  it("gives two clients separate limits, and a client cannot escape its own by writing the header", async () => {
    // The proxy appends the address it saw: the last entry is the client.
    for (let i = 0; i < CODE_LIMIT; i++) expect(await askCode(s, "203.0.113.7")).toBe(Code.OK);
    expect(await askCode(s, "203.0.113.7")).toBe(Code.RATE_LIMITED);
    // Another client is not counted with the first.
    expect(await askCode(s, "203.0.113.8")).toBe(Code.OK);
    // The first client sends a header of its own; the proxy appends its real address after it.
    expect(await askCode(s, "198.51.100.1, 203.0.113.7")).toBe(Code.RATE_LIMITED);
    expect(await askCode(s, "198.51.100.2,203.0.113.7")).toBe(Code.RATE_LIMITED);
    // The same client over IPv6-mapped IPv4 and with a port is still the same client.
    expect(await askCode(s, "[::ffff:203.0.113.7]:5555")).toBe(Code.RATE_LIMITED);
  });

  it("falls back to the socket's peer when the header is missing or not an address", async () => {
    for (let i = 0; i < CODE_LIMIT; i++) expect(await askCode(s, "not-an-address")).toBe(Code.OK);
    // Both count as the proxy itself (127.0.0.1), like requests with no header.
    expect(await askCode(s)).toBe(Code.RATE_LIMITED);
  });
});

describe("client address with no trusted proxy (TRUST_PROXY unset)", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ SEND_CODE_IP_LIMIT: String(CODE_LIMIT) });
  });
  afterAll(() => s.close());

  it("ignores X-Forwarded-For: every request counts against the socket's address", async () => {
    for (let i = 0; i < CODE_LIMIT; i++) expect(await askCode(s, `203.0.113.${10 + i}`)).toBe(Code.OK);
    expect(await askCode(s, "203.0.113.99")).toBe(Code.RATE_LIMITED);
  });
});

describe("liveness, readiness and metrics", () => {
  let s: TestServer;
  const TOKEN = "metrics-secret-token";
  beforeAll(async () => {
    s = await startTestServer({ METRICS_TOKEN: TOKEN, AUCTION_MIN_SECONDS: "0" });
  });
  afterAll(() => s.close());

  it("answers livez and readyz with the envelope while the database answers; health stays", async () => {
    const live = await s.call("GET", "/api/livez");
    expect(live.status).toBe(HTTP.OK);
    expect(live.body.status_code).toBe(Code.OK);
    const ready = await s.call("GET", "/api/readyz");
    expect(ready.status).toBe(HTTP.OK);
    expect(ready.body.status_code).toBe(Code.OK);
    expect(ready.body.res_data.database).toBe(s.deps.database.kind);
    expect((await s.call("GET", "/api/health")).status).toBe(HTTP.OK);
  });

  it("refuses /metrics without the token, and with a wrong one", async () => {
    expect((await fetch(`${s.url}/metrics`)).status).toBe(HTTP.Unauthorized);
    const wrong = await fetch(`${s.url}/metrics`, { headers: { authorization: "Bearer nope" } });
    expect(wrong.status).toBe(HTTP.Unauthorized);
  });

  it("shows request counts by route pattern, latency histograms, process defaults and the product's own series", async () => {
    const [seller, alice, bob] = await users(s, 3);
    const item = await createAuction(s, seller!.id, { startPriceCents: 100 });
    const stream = await openStream(`${s.url}/rt/items/${item.itemNumber}/events`);
    await stream.waitFor("auction");
    expect(
      (await bidder(s, alice!).bid(item.itemNumber, 100, { "idempotency-key": "k1" })).body.status_code,
    ).toBe(Code.OK);
    // The same bid retried from the outbox: answered from the key store.
    expect(
      (await bidder(s, alice!).bid(item.itemNumber, 100, { "idempotency-key": "k1" })).body.status_code,
    ).toBe(Code.OK);
    // Too low: refused.
    expect((await bidder(s, bob!).bid(item.itemNumber, 100)).body.status_code).toBe(Code.BID_TOO_LOW);
    await s.call("GET", "/api/item/detail", { query: { itemNumber: item.itemNumber } });

    const res = await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(HTTP.OK);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const text = await res.text();
    stream.close();
    const value = (line: string) => {
      const found = text.split("\n").find((l) => l.startsWith(`${line} `));
      return found === undefined ? undefined : Number(found.slice(line.length + 1));
    };
    // Labelled by the route's pattern, not the raw path.
    expect(
      value('http_requests_total{method="POST",route="/api/item/bid",status="200"}'),
    ).toBeGreaterThanOrEqual(2);
    expect(
      value('http_requests_total{method="GET",route="/api/item/detail",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(
      value('http_requests_total{method="GET",route="/rt/items/:itemNumber/events",status="200"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
    expect(text).toMatch(
      /^http_request_duration_seconds_bucket\{le="0\.1",method="POST",route="\/api\/item\/bid",status="200"\} \d+$/m,
    );
    expect(text).not.toContain(item.itemNumber);
    // Process defaults.
    expect(text).toMatch(/^process_cpu_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // The product's own.
    expect(value("bnomo_live_streams")).toBeGreaterThanOrEqual(1);
    expect(value('bnomo_bids_total{outcome="accepted"}')).toBeGreaterThanOrEqual(1);
    expect(value('bnomo_bids_total{outcome="refused"}')).toBeGreaterThanOrEqual(1);
    expect(value("bnomo_bid_batch_size_count")).toBeGreaterThanOrEqual(2);
    expect(value("bnomo_outbox_replays_total")).toBeGreaterThanOrEqual(1);
    expect(value("bnomo_jobs_waiting")).toBeGreaterThanOrEqual(0);
    expect(value("bnomo_jobs_lag_seconds")).toBeGreaterThanOrEqual(0);
    expect(value("bnomo_admission_active")).toBeGreaterThanOrEqual(0);
    expect(value("bnomo_admission_waiting")).toBe(0);
    expect(text).toMatch(/^# TYPE bnomo_push_deliveries_total counter$/m);
  });

  it("charts in the Grafana dashboard only series that /metrics has", async () => {
    const text = await (
      await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const types = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]));
    const used = new Set<string>();
    for (const panel of dashboard.panels)
      for (const t of panel.targets)
        for (const m of t.expr.matchAll(/\b((?:bnomo|http|process|nodejs)_[a-z0-9_]+)/g))
          used.add(m[1]!.replace(/_(bucket|count|sum)$/, ""));
    expect(used.size).toBeGreaterThanOrEqual(10);
    expect([...used].filter((name) => !types.has(name))).toEqual([]);
  });

  it("reports jobs waiting and their lag from the jobs table", async () => {
    const now = s.clock.now();
    await s.deps.jobs.schedule(s.deps.database.db, { kind: "metrics-probe", runAt: now - 30_000 });
    const text = await (
      await fetch(`${s.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    ).text();
    const waiting = Number(/^bnomo_jobs_waiting (\S+)$/m.exec(text)?.[1]);
    const lag = Number(/^bnomo_jobs_lag_seconds (\S+)$/m.exec(text)?.[1]);
    expect(waiting).toBeGreaterThanOrEqual(1);
    expect(lag).toBeGreaterThanOrEqual(30);
  });
});
