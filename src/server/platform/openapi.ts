import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./context.ts";

const require = createRequire(import.meta.url);

/**
 * /api/openapi.json is generated from the same zod schemas that validate requests; /api/docs renders
 * it with a self-hosted Swagger UI (no script from another origin, no inline script: CSP-clean).
 */
export function registerDocs(app: OpenAPIHono<AppEnv>) {
  app.openAPIRegistry.registerComponent("securitySchemes", "bearer", {
    type: "http",
    scheme: "bearer",
    bearerFormat: "JWT",
  });
  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Buy Now Or Miss Out API",
      version: "1.0.0",
      description:
        "Every answer is `{ status_code, message, res_data, server_time }`; success is status_code 1. Send `platform: hweb`.\n\n" +
        // The streams live beside the API (the contract puts the real-time service at /rt), and the
        // paths below are the API's alone, so they are described here.
        "Real-time streams (Server-Sent Events, outside /api, all honour `Last-Event-ID`):\n" +
        "- `GET /rt/items/{itemNumber}/events`: `auction` events with the auction state and the leader's `leaderTag` (a bidder's pseudonym on that item, which `/api/item/myBids` tells each bidder); public.\n" +
        "- `GET /rt/me/events`: `notification`, `unread` and `chat` events of the signed-in user (Bearer token, or `ticket` in the query: a one-use ticket from `POST /rt/ticket`, valid 60 s, for EventSource).\n" +
        "- `POST /rt/ticket` (Bearer token): `{ ticket, expiresAt }` in the envelope, a ticket for one opening of `/rt/me/events` within 60 s by the same sign-in session; an access token in a stream's URL is not read.\n" +
        "- `GET /rt/tv/{pairingCode}/events`: a store TV's one stream: `display` (what `/api/tv/display` answers) first on every connection, then `item` (`{ item, live }`: a bid, a new listing, an edit; `live: false` leaves the screen) for the device's items and `device` (`{ id, removed }`: load the display again); public, by pairing code.",
    },
  });
  const uiDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));
  const page = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API docs · Buy Now Or Miss Out</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/api/docs/swagger-ui.css"></head>
<body><div id="swagger-ui"></div><script src="/api/docs/swagger-ui-bundle.js"></script><script src="/api/docs/init.js"></script></body></html>`;
  const init = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#swagger-ui", deepLinking: true });`;
  app.get("/api/docs", (c) => c.html(page));
  app.get("/api/docs/init.js", (c) =>
    c.body(init, 200, { "Content-Type": "text/javascript; charset=utf-8" }),
  );
  for (const file of ["swagger-ui.css", "swagger-ui-bundle.js"]) {
    app.get(`/api/docs/${file}`, async (c) => {
      const body = await fs.promises.readFile(path.join(uiDir, file));
      const type = file.endsWith(".css") ? "text/css; charset=utf-8" : "text/javascript; charset=utf-8";
      return c.body(body, 200, { "Content-Type": type, "Cache-Control": "public, max-age=86400" });
    });
  }
}
