import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTTP } from "../http-status.ts";
import { createDatabase, type ServerProcess, startProcess, stopProcess } from "./cluster.ts";

/**
 * Tracing on through the standard variables, to an OTLP/HTTP receiver this test runs: a request's
 * server span arrives, and on PostgreSQL the queries it made arrive as its children; the request's
 * log line carries its trace id. On the embedded database there is no driver to trace: the query
 * half is checked only with TEST_DATABASE_URL.
 */
type Span = {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: Array<{ key: string; value: Record<string, unknown> }>;
};

const pgUrl = process.env.TEST_DATABASE_URL;

describe("OpenTelemetry tracing to an OTLP receiver", () => {
  let receiver: http.Server;
  const spans: Span[] = [];
  const contentTypes = new Set<string>();
  let proc: ServerProcess;
  let drop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    receiver = http.createServer((req, res) => {
      let body = "";
      req.setEncoding("utf8");
      req.on("data", (c: string) => {
        body += c;
      });
      req.on("end", () => {
        contentTypes.add(`${req.method} ${req.url} ${req.headers["content-type"]}`);
        try {
          const parsed = JSON.parse(body) as {
            resourceSpans: Array<{ scopeSpans: Array<{ spans: Span[] }> }>;
          };
          for (const rs of parsed.resourceSpans) for (const ss of rs.scopeSpans) spans.push(...ss.spans);
        } catch {}
        res.writeHead(200, { "content-type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve()));
    const endpoint = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
    const db = pgUrl ? await createDatabase(pgUrl) : null;
    drop = db?.drop;
    proc = await startProcess(
      {
        OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
        OTEL_BSP_SCHEDULE_DELAY: "200",
        OTEL_SERVICE_NAME: "bnomo-test",
        LOG_LEVEL: "info",
        ...(db ? { DATABASE_URL: db.url } : {}),
      },
      // Loading the SDK and its instrumentations adds seconds to the start on a busy machine.
      { startMs: 240_000 },
    );
  }, 300_000);

  afterAll(async () => {
    if (proc) await stopProcess(proc);
    await new Promise<void>((resolve) => receiver?.close(() => resolve()));
    await drop?.();
  });

  it("sends a server span for an HTTP request, with the request's queries under it, and logs its trace id", async () => {
    const res = await fetch(`${proc.url}/api/item/detail?itemNumber=NOSUCH`, {
      headers: { platform: "hweb" },
    });
    expect(res.status).toBe(HTTP.OK);
    const requestId = res.headers.get("x-request-id");

    await expect
      .poll(
        () =>
          spans.find((s) => s.kind === 2 && attr(s, "http.target", "url.path")?.includes("/api/item/detail")),
        {
          timeout: 15_000,
          interval: 200,
        },
      )
      .toBeTruthy();
    const server = spans.find(
      (s) => s.kind === 2 && attr(s, "http.target", "url.path")?.includes("/api/item/detail"),
    )!;
    expect(server.traceId).toMatch(/^[0-9a-f]{32}$/);
    // Probes are not traced.
    expect(spans.some((s) => attr(s, "http.target", "url.path")?.includes("/api/readyz"))).toBe(false);

    // The request's log line names its request id and its trace.
    await expect
      .poll(() => proc.output.find((l) => l.includes('"msg":"request"') && l.includes(requestId!)), {
        timeout: 5000,
      })
      .toBeTruthy();
    const line = JSON.parse(
      proc.output.find((l) => l.includes('"msg":"request"') && l.includes(requestId!))!,
    );
    expect(line.reqId).toBe(requestId);
    expect(line.traceId).toBe(server.traceId);

    if (pgUrl) {
      await expect
        .poll(
          () =>
            spans.filter((s) => s.traceId === server.traceId && attr(s, "db.system", "db.system.name"))
              .length,
          {
            timeout: 10_000,
            interval: 200,
          },
        )
        .toBeGreaterThan(0);
      const query = spans.find(
        (s) => s.traceId === server.traceId && attr(s, "db.system", "db.system.name"),
      )!;
      expect(attr(query, "db.system", "db.system.name")).toBe("postgresql");
    }
  }, 60_000);
});

/** A span attribute's string value under either of its semantic-convention names. */
function attr(s: Span, ...keys: string[]): string | undefined {
  for (const k of keys) {
    const a = s.attributes.find((x) => x.key === k);
    if (a) return String(a.value.stringValue ?? a.value.intValue ?? "");
  }
  return undefined;
}
