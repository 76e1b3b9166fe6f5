import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import { Code } from "#shared/codes";
import { UPLOAD_MAX_BYTES } from "#shared/constants";
import { contractRoute } from "#shared/contract/routes";
import { startLocale } from "./i18n/request-locale.ts";
import { registerModules } from "./modules/index.ts";
import { isLandingPath, LandingPages, registerSeoRoutes } from "./modules/pages/index.ts";
import { AdmissionGate } from "./platform/admission.ts";
import { compressAnswers, setAnswerHeader } from "./platform/answer-headers.ts";
import { Api } from "./platform/api.ts";
import { resolveClientAddress } from "./platform/client-address.ts";
import type { AppDeps, AppEnv } from "./platform/context.ts";
import { envelope, errorResponse, sendEnvelope } from "./platform/envelope.ts";
import { ApiError, isDatabaseUnavailable } from "./platform/errors.ts";
import { lifecycleOf, PROBE_PATHS, registerHealth } from "./platform/health.ts";
import { lingerAfterAnswer } from "./platform/linger.ts";
import { withRequestId } from "./platform/logger.ts";
import { addMetricsSource, observeRequest, registerMetrics } from "./platform/metrics-routes.ts";
import { registerDocs } from "./platform/openapi.ts";
import { securityHeaders } from "./platform/security.ts";

const API_BODY_LIMIT = 1024 * 1024;
/** What an answer during a database outage asks the client to wait (a restart takes a few seconds). */
const OUTAGE_RETRY_SECONDS = 2;

/** The app factory: main.ts serves it, tests build the same one. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();
  const lifecycle = lifecycleOf(deps);

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("auth", null);
    c.set("clientIp", resolveClientAddress(c, deps.env.TRUST_PROXY));
    startLocale(c);
    const started = performance.now();
    lifecycle.enter();
    try {
      await withRequestId(requestId, next);
    } finally {
      lifecycle.leave();
    }
    setAnswerHeader(c, "X-Request-Id", requestId);
    observeRequest(c, started);
    const pathname = c.req.path;
    if (pathname.startsWith("/api") || pathname.startsWith("/rt")) {
      deps.log.info("request", {
        reqId: requestId,
        method: c.req.method,
        path: pathname,
        ip: c.get("clientIp"),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("auth")?.userId,
      });
    }
  });
  app.use("*", securityHeaders());
  const compression = compressAnswers();
  app.use("*", async (c, next) => {
    // SSE streams must not be buffered by compression.
    if (c.req.path.startsWith("/rt/") || c.req.header("accept") === "text/event-stream") return next();
    return compression(c, next);
  });
  const gate = new AdmissionGate(
    deps.env.API_MAX_ACTIVE ?? (deps.database.kind === "pglite" ? 8 : 40),
    deps.env.API_QUEUE_MAX,
    deps.env.API_QUEUE_WAIT_MS,
  );
  const inLine: MiddlewareHandler<AppEnv> = async (c, next) => {
    // The health checks stay outside the line: a busy process is not a dead one.
    if (PROBE_PATHS.has(c.req.path)) return next();
    if (!(await gate.enter())) {
      c.header("Retry-After", "1");
      return sendEnvelope(
        c,
        Code.SERVER_BUSY,
        "The server is busy right now. Please try again in a moment.",
        { retryAfter: 1 },
        503,
      );
    }
    try {
      await next();
    } finally {
      gate.leave();
    }
  };
  app.use("/api/*", inLine);
  // A stream's ticket is a database write like any call (the streams themselves last, and stay out).
  app.use("/rt/ticket", inLine);
  app.use("/api/*", async (c, next) => {
    const limit = c.req.path === "/api/file/upload" ? UPLOAD_MAX_BYTES + 64 * 1024 : API_BODY_LIMIT;
    // A declared length is checked from the header alone: hono's bodyLimit touches `req.body`
    // first, which turns the server's cheap body read into a web stream on every request.
    const declared = c.req.header("content-length");
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    if (declared !== undefined && !c.req.header("transfer-encoding") && Number(declared) <= limit)
      return next();
    return bodyLimit({
      maxSize: limit,
      // The rest of the body is never read, so the connection cannot carry another request:
      // say so, and Node closes it after this answer instead of announcing keep-alive.
      onError: (c2) => {
        lingerAfterAnswer(c2);
        return c2.json(
          envelope(c2, Code.VALIDATION, "The request body is too large", {
            errors: [{ path: "", message: `at most ${limit} bytes` }],
          }),
          413,
          { Connection: "close" },
        );
      },
    })(c, next);
  });
  app.use("/api/*", async (c, next) => {
    await next();
    if (!c.res.headers.has("Cache-Control")) setAnswerHeader(c, "Cache-Control", "no-store");
    // Messages speak the request's language (i18n/request-locale.ts), so shared caches must key on it.
    setAnswerHeader(c, "Vary", "Accept-Language", true);
  });

  const api = new Api(app);
  api.route({
    ...contractRoute("GET /health"),
    tag: "platform",
    summary: "Ready check",
    handler: async ({ deps }) => ({ ok: true, database: deps.database.kind }),
  });
  registerHealth(api);
  registerModules(api, deps);
  registerDocs(app);
  lifecycle.onClose(
    addMetricsSource({
      admission: () => ({ active: gate.busy, waiting: gate.waiting }),
      jobs: () => deps.jobs.backlog(),
    }),
  );
  registerMetrics(app, deps);

  app.all("/api/*", (c) => c.json(envelope(c, Code.NOT_FOUND, "No such endpoint", {}), 404));
  app.all("/rt/*", (c) => c.json(envelope(c, Code.NOT_FOUND, "No such stream", {}), 404));

  registerSeoRoutes(app, deps);
  mountClient(app, deps);

  app.notFound((c) => c.json(envelope(c, Code.NOT_FOUND, "Not found", {}), 404));
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof HTTPException) {
      const status = err.status;
      const code = status === 413 || status === 400 || status === 415 ? Code.VALIDATION : Code.NOT_FOUND;
      return c.json(
        envelope(c, code, err.message || "Bad request", { errors: [{ path: "", message: err.message }] }),
        status,
      );
    }
    // A value the validation let through but the database cannot hold (an id past the integer
    // range, say): the request is at fault, not the server.
    if (isDataException(err))
      return sendEnvelope(
        c,
        Code.VALIDATION,
        "A value in the request is out of range or malformed",
        { errors: [{ path: "", message: "out of range or malformed" }] },
        400,
      );
    if (isDatabaseUnavailable(err)) {
      deps.log.warn("database unavailable", { reqId: c.get("requestId"), err: String(err) });
      c.header("Retry-After", String(OUTAGE_RETRY_SECONDS));
      return sendEnvelope(
        c,
        Code.SERVER_BUSY,
        "The service is briefly unavailable. Please try again in a moment.",
        { retryAfter: OUTAGE_RETRY_SECONDS },
        503,
      );
    }
    deps.log.error("unhandled error", {
      reqId: c.get("requestId"),
      // A failed query's cause is the database's own message.
      err:
        err instanceof Error
          ? `${err.stack}${err.cause ? `\ncause: ${String(err.cause)}` : ""}`
          : String(err),
    });
    return c.json(envelope(c, 500, "Something went wrong on our side. Please try again.", {}), 500);
  });
  return app;
}

/**
 * Serves the built app: hashed assets forever, the shell and the worker always revalidated. The
 * landing pages are rendered on the server (modules/pages); every other page is the shell the
 * browser renders alone.
 */
function mountClient(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const root = path.resolve(deps.env.CLIENT_DIR);
  const pages = new LandingPages(deps, (req) => app.fetch(req));
  const files = serveStatic({
    root: path.relative(process.cwd(), root) || ".",
    precompressed: true,
    onFound: (filePath, c) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`) || filePath.includes("/assets/")) {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      } else {
        c.header("Cache-Control", "no-cache");
      }
    },
  });
  // The landing pages are rendered per request, not read from disk (nor looked for there: three
  // file lookups a page, with the compressed variants).
  if (fs.existsSync(root)) app.use("*", (c, next) => (isLandingPath(c.req.path) ? next() : files(c, next)));
  app.get("*", async (c) => {
    const p = c.req.path;
    if (path.extname(p) && !p.endsWith(".html")) return c.notFound();
    if (!pages.hasShell()) {
      return c.text("The app is not built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    const sinCode = /^\/itemDetail\/sinCode\/([^/]+)$/.exec(p);
    if (sinCode) {
      const to = await pages.itemBySinCode(decodeURIComponent(sinCode[1]!));
      if (to) return c.redirect(to, 302);
    } else if (isLandingPath(p) && pages.available()) {
      const page = await pages.render(c);
      if (page) return page;
    } else if (await pages.unknownPage(p)) {
      // No page of the app lives here: the not-found page, rendered, with its status.
      return (await pages.render(c)) ?? pages.shell(c, 404);
    }
    // The single-page app decides (including "Page not found").
    return pages.shell(c);
  });
}

/** SQLSTATE class 22 (data exception) anywhere in the error's cause chain. */
function isDataException(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  )
    if (typeof e.code === "string" && e.code.startsWith("22")) return true;
  return false;
}
