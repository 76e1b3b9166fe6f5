import client from "prom-client";

/**
 * What GET /metrics shows (Prometheus' text format, written by prom-client). One registry per
 * process: the counters are incremented where things happen; the gauges that describe a state
 * (jobs waiting, the admission line) are read when scraped, from the sources each running server
 * registers (`addMetricsSource`). src/server/platform/metrics-dashboard.json charts these series.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpRequests = new client.Counter({
  name: "http_requests_total",
  help: "HTTP requests answered, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});

export const httpDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer an HTTP request (to the headers for streams), by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const liveStreams = new client.Gauge({
  name: "bnomo_live_streams",
  help: "Open live event streams (SSE) in this process",
  registers: [registry],
});

export const bids = new client.Counter({
  name: "bnomo_bids_total",
  help: "Bids and auto-bids decided, by outcome (accepted or refused)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});

export const bidBatchSize = new client.Histogram({
  name: "bnomo_bid_batch_size",
  help: "Actions applied together in one transaction on one item",
  buckets: [1, 2, 5, 10, 20, 50, 100, 200],
  registers: [registry],
});

export const pushDeliveries = new client.Counter({
  name: "bnomo_push_deliveries_total",
  help: "Web Push sends, by result (ok or failed)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const outboxReplays = new client.Counter({
  name: "bnomo_outbox_replays_total",
  help: "Retried state changes answered from the Idempotency-Key store instead of running again",
  registers: [registry],
});

/** A running server's state, read on each scrape. */
export type MetricsSource = {
  /** Jobs due now and not done, and how late the oldest of them is (seconds). */
  jobs(): Promise<{ waiting: number; lagSeconds: number }>;
  admission(): { active: number; waiting: number };
};
const sources = new Set<MetricsSource>();

export function addMetricsSource(source: MetricsSource): () => void {
  sources.add(source);
  return () => sources.delete(source);
}

/** One reading a scrape for both job gauges (prom-client collects them at once); a scrape that cannot reach the database leaves them out. */
let reading: Promise<{ waiting: number; lagSeconds: number } | null> | null = null;
function jobsNow() {
  reading ??= readJobs();
  return reading;
}

/** Prometheus' text for one scrape (the state gauges read afresh). */
export async function scrape(): Promise<string> {
  reading = null;
  return registry.metrics();
}

async function readJobs(): Promise<{ waiting: number; lagSeconds: number } | null> {
  const all = await Promise.all([...sources].map((s) => s.jobs().catch(() => null)));
  const ok = all.filter((x) => x !== null);
  if (ok.length === 0) return null;
  // Processes in one deployment share the table: the largest reading is the table's.
  return {
    waiting: Math.max(...ok.map((x) => x.waiting)),
    lagSeconds: Math.max(...ok.map((x) => x.lagSeconds)),
  };
}

new client.Gauge({
  name: "bnomo_jobs_waiting",
  help: "Background jobs due and not yet done (shared by every process on the database)",
  registers: [registry],
  async collect() {
    const jobs = await jobsNow();
    if (jobs) this.set(jobs.waiting);
  },
});

new client.Gauge({
  name: "bnomo_jobs_lag_seconds",
  help: "How long the oldest due job has waited past its time",
  registers: [registry],
  async collect() {
    const jobs = await jobsNow();
    if (jobs) this.set(jobs.lagSeconds);
  },
});

new client.Gauge({
  name: "bnomo_admission_active",
  help: "API requests being worked on (the admission gate's places in use)",
  registers: [registry],
  collect() {
    let n = 0;
    for (const s of sources) n += s.admission().active;
    this.set(n);
  },
});

new client.Gauge({
  name: "bnomo_admission_waiting",
  help: "API requests waiting in line for a place",
  registers: [registry],
  collect() {
    let n = 0;
    for (const s of sources) n += s.admission().waiting;
    this.set(n);
  },
});
