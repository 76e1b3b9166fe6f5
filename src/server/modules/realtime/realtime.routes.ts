import type { Context } from "hono";
import { Code } from "#shared/codes";
import type { Api } from "../../platform/api.ts";
import { authenticate } from "../../platform/auth.ts";
import type { AppDeps, AppEnv, AuthInfo } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { liveStream } from "../../platform/live-stream.ts";
import { getUnreadCounts, userChannel } from "../notifications/index.ts";
import { authenticateQueryToken } from "./stream-auth.ts";

/** What the user's stream carries; other event types on the channel stay server-side. */
const USER_EVENTS = new Set(["notification", "unread", "chat"]);

export function registerRealtime(api: Api, _deps: AppDeps): void {
  // Outside /api (contract: the real-time service lives at /rt), so not through api.route.
  api.app.get("/rt/me/events", async (c) => {
    const auth = await authenticateStream(c);
    if (!auth) throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: please sign in", {}, 401);
    c.set("auth", auth);
    const deps = c.get("deps");
    return liveStream(
      c,
      userChannel(auth.userId),
      // Every (re)connection starts from the current counts, so a badge is right even after a gap.
      async () => ({ event: "unread", data: await getUnreadCounts(deps, deps.database.db, auth.userId) }),
      (e) => USER_EVENTS.has(e.type),
    );
  });
}

/** `Authorization: Bearer` like every call, or `access_token` in the query: EventSource cannot set headers. */
async function authenticateStream(c: Context<AppEnv>): Promise<AuthInfo | null> {
  if (c.req.header("authorization")) return authenticate(c);
  const token = c.req.query("access_token");
  if (!token) return null;
  return authenticateQueryToken(c.get("deps"), token);
}
