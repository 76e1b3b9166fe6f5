import type { Context } from "hono";
import { Code } from "#shared/codes";
import type { StreamTicket } from "#shared/contract/notifications";
import type { Api } from "../../platform/api.ts";
import { authenticate } from "../../platform/auth.ts";
import type { AppDeps, AppEnv, AuthInfo } from "../../platform/context.ts";
import { sendEnvelope } from "../../platform/envelope.ts";
import { ApiError } from "../../platform/errors.ts";
import { liveStream } from "../../platform/live-stream.ts";
import { getUnreadCounts, userChannel } from "../notifications/index.ts";
import { issueTicket, redeemTicket } from "./stream-auth.ts";

/** What the user's stream carries; other event types on the channel stay server-side. */
const USER_EVENTS = new Set(["notification", "unread", "chat"]);

export function registerRealtime(api: Api, _deps: AppDeps): void {
  // Outside /api (contract: the real-time service lives at /rt), so not through api.route; the
  // OpenAPI document describes the /rt paths in its introduction (platform/openapi.ts).
  api.app.post("/rt/ticket", async (c) => {
    const auth = await authenticate(c);
    if (!auth) throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: please sign in", {}, 401);
    c.set("auth", auth);
    const ticket: StreamTicket = await issueTicket(c.get("deps"), auth);
    return sendEnvelope(c, Code.OK, "success", ticket);
  });

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
      0,
      // Signing out, a password change or reset, or an operator's suspension ends the stream at once.
      { userId: auth.userId, sessionId: auth.sessionId },
    );
  });
}

/**
 * `Authorization: Bearer` like every call (fetch-based clients), or a `ticket` from POST /rt/ticket
 * (EventSource cannot set headers). An access token in the URL is not read: it would sit in logs.
 * Both at once must name the same session: a ticket is spent, never lent to someone else's stream.
 */
async function authenticateStream(c: Context<AppEnv>): Promise<AuthInfo | null> {
  const ticket = c.req.query("ticket");
  const byHeader = c.req.header("authorization") ? await authenticate(c) : null;
  if (!ticket) return byHeader;
  const byTicket = await redeemTicket(c.get("deps"), ticket);
  if (byHeader && (byHeader.userId !== byTicket.userId || byHeader.sessionId !== byTicket.sessionId))
    throw new ApiError(Code.TOKEN_INVALID, "Request unauthorized: this stream ticket is not valid", {}, 401);
  return byTicket;
}
