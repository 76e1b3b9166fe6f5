import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { z } from "zod";
import { Code } from "#shared/codes";
import { UPLOAD_MAX_BYTES } from "#shared/constants";
import { homeShell } from "./modules/catalog/home-shell.ts";
import { registerModules } from "./modules/index.ts";
import { Api } from "./platform/api.ts";
import type { AppDeps, AppEnv } from "./platform/context.ts";
import { envelope, errorResponse } from "./platform/envelope.ts";
import { ApiError } from "./platform/errors.ts";
import { registerDocs } from "./platform/openapi.ts";
import { securityHeaders } from "./platform/security.ts";

const API_BODY_LIMIT = 1024 * 1024;

/** The app factory: main.ts serves it, tests build the same one. */
export function createApp(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>();

  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 100) || randomUUID();
    c.set("deps", deps);
    c.set("requestId", requestId);
    c.set("auth", null);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    const url = new URL(c.req.url);
    if (url.pathname.startsWith("/api") || url.pathname.startsWith("/rt")) {
      deps.log.info("request", {
        reqId: requestId,
        method: c.req.method,
        path: url.pathname,
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("auth")?.userId,
      });
    }
  });
  app.use("*", securityHeaders());
  app.use("*", async (c, next) => {
    // SSE streams must not be buffered by compression.
    if (c.req.path.startsWith("/rt/") || c.req.header("accept") === "text/event-stream") return next();
    return compress()(c, next);
  });
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
      onError: (c2) =>
        c2.json(
          envelope(c2, Code.VALIDATION, "The request body is too large", {
            errors: [{ path: "", message: `at most ${limit} bytes` }],
          }),
          413,
        ),
    })(c, next);
  });
  app.use("/api/*", async (c, next) => {
    await next();
    c.header("Cache-Control", c.res.headers.get("Cache-Control") ?? "no-store");
  });

  const api = new Api(app);
  api.route({
    method: "get",
    path: "/health",
    tag: "platform",
    summary: "Ready check",
    response: z.object({ ok: z.boolean(), database: z.string() }),
    handler: async ({ deps }) => ({ ok: true, database: deps.database.kind }),
  });
  registerModules(api, deps);
  registerDocs(app);

  app.all("/api/*", (c) => c.json(envelope(c, Code.NOT_FOUND, "No such endpoint", {}), 404));
  app.all("/rt/*", (c) => c.json(envelope(c, Code.NOT_FOUND, "No such stream", {}), 404));

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

/** Serves the built app: hashed assets forever, the shell and the worker always revalidated. */
function mountClient(app: OpenAPIHono<AppEnv>, deps: AppDeps) {
  const root = path.resolve(deps.env.CLIENT_DIR);
  const indexPath = path.join(root, "index.html");
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
  // `/` is made per request (homeShell), not read from disk.
  if (fs.existsSync(root)) app.use("*", (c, next) => (c.req.path === "/" ? next() : files(c, next)));
  app.get("*", async (c) => {
    // Every other page is the single-page app; the client router decides (including "Page not found").
    const p = c.req.path;
    if (path.extname(p) && !p.endsWith(".html")) return c.notFound();
    if (!fs.existsSync(indexPath)) {
      return c.text("The app is not built yet. Run `npm run build` (npm start does it for you).", 503);
    }
    c.header("Cache-Control", "no-cache");
    const html = await fs.promises.readFile(indexPath, "utf8");
    return c.html(p === "/" ? await homeShell(deps, html) : html);
  });
}
