import { createRequire } from "node:module";
import type { Env } from "../env.ts";
import { logTraceIds } from "./logger.ts";

/** Paths whose spans would only be noise: probes polled every few seconds, and the scrape. */
const UNTRACED = new Set(["/api/livez", "/api/readyz", "/api/health", "/metrics"]);

export function tracingConfigured(env: Env): boolean {
  const exporter = env.OTEL_TRACES_EXPORTER;
  if (exporter === "none") return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || exporter);
}

/**
 * OpenTelemetry tracing, off unless the standard `OTEL_*` variables ask for it
 * (`OTEL_EXPORTER_OTLP_ENDPOINT`, `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT` or `OTEL_TRACES_EXPORTER`;
 * the SDK reads the rest itself: headers, sampler, batch delays). Spans: every HTTP request in and
 * out, every PostgreSQL query made while one of those (or a job, platform/jobs.ts) is under way.
 * Must run before the server's modules are imported (main.ts imports server.ts after it): the
 * instrumentations patch `http` and `pg` as they are first required. Returns a flush-and-stop
 * function, or null when tracing is off.
 */
export async function startTracing(env: Env): Promise<(() => Promise<void>) | null> {
  if (!tracingConfigured(env)) return null;
  // Metrics are Prometheus' (GET /metrics) and logs go to stdout: the SDK exports traces only.
  process.env.OTEL_METRICS_EXPORTER ??= "none";
  process.env.OTEL_LOGS_EXPORTER ??= "none";
  const [{ NodeSDK }, { HttpInstrumentation }, { PgInstrumentation }, { OTLPTraceExporter }] =
    await Promise.all([
      import("@opentelemetry/sdk-node"),
      import("@opentelemetry/instrumentation-http"),
      import("@opentelemetry/instrumentation-pg"),
      import("@opentelemetry/exporter-trace-otlp-http"),
    ]);
  const exporter = env.OTEL_TRACES_EXPORTER;
  const sdk = new NodeSDK({
    serviceName: env.OTEL_SERVICE_NAME,
    // OTLP over HTTP (JSON) unless another exporter is named, which the SDK then builds itself.
    ...(!exporter || exporter === "otlp" ? { traceExporter: new OTLPTraceExporter() } : {}),
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? "").split("?")[0]!),
      }),
      // A query outside any request or job is the job runner polling: not worth a trace each time.
      new PgInstrumentation({ requireParentSpan: true }),
    ],
  });
  sdk.start();
  // The instrumentations patch a module when it is required after start(): load both now, through
  // CommonJS, before anything imports them (ESM imports of pg then share these patched exports).
  const require = createRequire(import.meta.url);
  require("node:http");
  require("pg");
  logTraceIds(true);
  return () => sdk.shutdown();
}
