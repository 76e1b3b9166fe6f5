import { trace } from "@opentelemetry/api";
import { currentScope, inScope } from "./request-scope.ts";

/**
 * Structured logs: one JSON object a line on stdout. A line written while a request is being
 * answered carries its request id (`reqId`), and with tracing on (platform/tracing.ts) the active
 * span's trace id (`traceId`), so a log line leads to its trace. Kept by hand rather than pino: a
 * line is one JSON.stringify and one write either way, and the lines keep the shape (ISO time,
 * level names) that operators and tests already read.
 */
export type Level = "debug" | "info" | "warn" | "error";
const order: Record<Level | "silent", number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 99 };

export interface Logger {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/** Runs a request's work with its id (app.ts, for each request), which its log lines then carry. */
export function withRequestId<T>(reqId: string, run: () => T): T {
  return inScope({ reqId }, run);
}

let tracing = false;
/** Called by platform/tracing.ts once spans are recorded: then lines carry the trace id. */
export function logTraceIds(on: boolean): void {
  tracing = on;
}

export function createLogger(level: Level | "silent" = "info"): Logger {
  const min = order[level];
  const write = (lvl: Level, msg: string, fields?: Record<string, unknown>) => {
    if (order[lvl] < min) return;
    const line: Record<string, unknown> = { time: new Date().toISOString(), level: lvl, msg };
    const reqId = currentScope()?.reqId;
    if (reqId) line.reqId = reqId;
    if (tracing) {
      const span = trace.getActiveSpan()?.spanContext();
      if (span) {
        line.traceId = span.traceId;
        line.spanId = span.spanId;
      }
    }
    const text = JSON.stringify(fields ? Object.assign(line, fields) : line);
    if (lvl === "error" || lvl === "warn") process.stderr.write(`${text}\n`);
    else process.stdout.write(`${text}\n`);
  };
  return {
    debug: (m, f) => write("debug", m, f),
    info: (m, f) => write("info", m, f),
    warn: (m, f) => write("warn", m, f),
    error: (m, f) => write("error", m, f),
  };
}
