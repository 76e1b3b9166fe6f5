import { timingSafeEqual } from "node:crypto";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { routePath } from "hono/route";
import type { AppDeps, AppEnv } from "./context.ts";
import { httpDuration, httpRequests, registry, scrape } from "./metrics.ts";

export { addMetricsSource } from "./metrics.ts";

/** Counts one answered request under its route's pattern (`/api/item/:itemNumber`), never its raw path. */
export function observeRequest(c: Context<AppEnv>, started: number): void {
  const labels = { method: c.req.method, route: routePath(c) || "unmatched", status: String(c.res.status) };
  httpRequests.inc(labels);
  httpDuration.observe(labels, (performance.now() - started) / 1000);
}

/** GET /metrics in Prometheus' text format; with METRICS_TOKEN set, only for `Authorization: Bearer <token>`. */
export function registerMetrics(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  const token = deps.env.METRICS_TOKEN ? Buffer.from(`Bearer ${deps.env.METRICS_TOKEN}`) : null;
  app.get("/metrics", async (c) => {
    if (token) {
      const given = Buffer.from(c.req.header("authorization") ?? "");
      if (given.length !== token.length || !timingSafeEqual(given, token))
        return c.text("Unauthorized\n", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const body = await scrape();
    return c.body(body, 200, { "Content-Type": registry.contentType, "Cache-Control": "no-store" });
  });
}
