import { Code } from "#shared/codes";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import { clientAddress } from "../../platform/client-address.ts";
import type { AppDeps } from "../../platform/context.ts";
import { envelope } from "../../platform/envelope.ts";
import { liveStream } from "../../platform/live-stream.ts";
import { searchItems } from "../search/index.ts";
import { storeChannel, TV_DEVICE_EVENT, TV_ITEM_EVENT } from "../tv-stream/index.ts";
import * as config from "./configurations.service.ts";
import * as apps from "./platform-apps.service.ts";
import * as oauth from "./platform-oauth.service.ts";
import * as tv from "./tv.service.ts";

/** A TV shows a change within this much of the commit, and its stream takes a write per flush, not per bid. */
const TV_COALESCE_MS = 200;
const STORE = "Needs a store identity (X-Identity-Token), else 10003.";
/**
 * Store tools: TV display devices, printable QR labels, open-platform apps and their authorization,
 * store configurations.
 */
export function registerStoresAdmin(api: Api, _deps: AppDeps): void {
  // ---------- TV display ----------
  api.route({
    ...contractRoute("GET /tv/devices"),
    tag: "tv",
    summary: "The store's TV display devices",
    description: STORE,
    auth: "required",
    handler: ({ query, auth, deps }) => tv.listTvDevices(deps, auth, query),
  });
  api.route({
    ...contractRoute("GET /tv/device"),
    tag: "tv",
    summary: "One of the store's TV devices",
    description: STORE,
    auth: "required",
    handler: ({ query, auth, deps }) => tv.getTvDevice(deps, auth, query.id),
  });
  api.route({
    ...contractRoute("POST /tv/devices/save"),
    tag: "tv",
    summary: "Add a TV device (with a new pairing code) or edit one (with id)",
    description: STORE,
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => tv.saveTvDevice(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /tv/devices/delete"),
    tag: "tv",
    summary: "Remove a TV device (its pairing code stops working)",
    description: STORE,
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await tv.removeTvDevice(deps, auth, body.id);
      return {};
    },
  });
  api.route({
    ...contractRoute("GET /tv/display"),
    tag: "tv",
    summary: "What a paired TV shows: the store's live items (public, by pairing code)",
    handler: ({ query, deps }) => tv.tvDisplay(deps, query.device),
  });

  // The TV's one stream for all its items (outside /api: a stream, not an envelope). The store's
  // channel carries every change of its items; a device of chosen items keeps only those. The
  // display itself comes first on every (re)connection, so a TV is whole again after any gap.
  api.app.get("/rt/tv/:code/events", async (c) => {
    const deps = c.get("deps");
    const device = await tv.tvDeviceByCode(deps, c.req.param("code"));
    if (!device) return c.json(envelope(c, Code.NOT_FOUND, "No TV device has this code", {}), 404);
    const chosen = device.itemFilter === "chosen" ? new Set(device.itemNumbers) : null;
    return liveStream(
      c,
      storeChannel(device.storeId),
      async () => {
        const now = await tv.tvDeviceByCode(deps, device.pairingCode);
        return now ? { event: "display", data: await tv.displayOf(deps, now) } : null;
      },
      (e) => {
        if (e.type === TV_DEVICE_EVENT) return (e.data as { id: number }).id === device.id;
        if (e.type !== TV_ITEM_EVENT) return false;
        return chosen === null || chosen.has((e.data as { item: { itemNumber: string } }).item.itemNumber);
      },
      TV_COALESCE_MS,
    );
  });

  // ---------- printable QR labels ----------
  api.route({
    ...contractRoute("GET /print/items"),
    tag: "print",
    summary:
      "Active listings of the current identity (personal or store) for QR labels and TV pickers; `q` narrows by title words or code",
    auth: "required",
    handler: ({ query, auth, deps }) => tv.printItems(deps, auth, query),
  });

  // ---------- open platform ----------
  api.route({
    ...contractRoute("GET /platform/apps"),
    tag: "platform",
    summary: "The store's third-party apps (secrets are never listed)",
    description: STORE,
    auth: "required",
    handler: ({ query, auth, deps }) => apps.listPlatformApps(deps, auth, query),
  });
  api.route({
    ...contractRoute("POST /platform/apps/save"),
    tag: "platform",
    summary: "Register an app (answers clientSecret once) or edit one (with id; clientSecret null)",
    description: `${STORE} Owner or admin only.`,
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => apps.savePlatformApp(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /platform/apps/rotateSecret"),
    tag: "platform",
    summary: "Replace an app's client secret (answers the new one once)",
    description: `${STORE} Owner or admin only.`,
    auth: "required",
    idempotent: true,
    handler: ({ body, auth, deps }) => apps.rotatePlatformAppSecret(deps, auth, body.id),
  });
  api.route({
    ...contractRoute("POST /platform/apps/delete"),
    tag: "platform",
    summary: "Remove an app",
    description: `${STORE} Owner or admin only.`,
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await apps.removePlatformApp(deps, auth, body.id);
      return {};
    },
  });

  // ---------- app authorization (OAuth 2.0 authorization code + PKCE) ----------
  api.route({
    ...contractRoute("GET /platform/authorize"),
    tag: "platform",
    summary: "What /authorize asks: the app, the scopes, and the stores the user may connect it to",
    description:
      "10004 for an unknown client id; 10001 (redirectUri, scope) for a redirect URI the app did not register or a scope it does not have. Stores listed are those where the user is owner or admin.",
    auth: "required",
    handler: ({ query, auth, deps }) => oauth.describeAuthorization(deps, auth, query),
  });
  api.route({
    ...contractRoute("POST /platform/authorize"),
    tag: "platform",
    summary:
      "Allow the app for a store: answers the redirect URI with a single-use code (10 minutes) and state",
    description: "The user must be the store's owner or an admin (else 10003). PKCE: S256 only.",
    auth: "required",
    handler: ({ body, auth, deps }) => oauth.approveAuthorization(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /platform/token"),
    tag: "platform",
    summary: "Exchange a code (authorization_code) or a refresh token (refresh_token) for tokens",
    description:
      "OAuth field names, form or JSON. 20050 for a wrong client_id or client_secret; 10001 (code, redirect_uri, code_verifier, refresh_token) for a grant that does not hold. Refresh tokens rotate: each works once, and a second use ends the grant.",
    handler: ({ body, deps, c }) => oauth.exchangeToken(deps, body, clientAddress(c)),
  });
  api.route({
    ...contractRoute("GET /platform/connections"),
    tag: "platform",
    summary: "The apps connected to the store (one row per app, its newest live grant)",
    description: STORE,
    auth: "required",
    handler: ({ auth, deps }) => oauth.connectedApps(deps, auth),
  });
  api.route({
    ...contractRoute("POST /platform/connections/disconnect"),
    tag: "platform",
    summary: "Disconnect an app: its tokens for the store stop working at once",
    description: `${STORE} Owner or admin only; 10004 when the app is not connected.`,
    auth: "required",
    handler: async ({ body, auth, deps }) => {
      await oauth.disconnectApp(deps, auth, body.appId);
      return {};
    },
  });
  api.route({
    ...contractRoute("GET /platform/v1/store"),
    tag: "platform",
    summary: "For apps: the store the token acts for (scope store:read)",
    description:
      "Authorization: Bearer <app access token>. 10020 when it expired, 20050 when revoked or unknown.",
    handler: async ({ deps, c }) =>
      oauth.appStore(deps, (await oauth.requireAppToken(deps, c, "store:read")).storeId),
  });
  api.route({
    ...contractRoute("GET /platform/v1/items"),
    tag: "platform",
    summary: "For apps: the store's items for sale, newest first (scope items:read)",
    description: "Authorization: Bearer <app access token>.",
    handler: async ({ query, deps, c }) => {
      const { storeId } = await oauth.requireAppToken(deps, c, "items:read");
      return searchItems(deps, { storeId, sort: "newest", ...query });
    },
  });

  api.route({
    ...contractRoute("GET /platform/v1/orders"),
    tag: "platform",
    summary: "For apps: the store's sales, newest first (scope orders:read)",
    description: "Authorization: Bearer <app access token>. `type` filters like GET /order/selling.",
    handler: async ({ query, deps, c }) =>
      oauth.appOrders(deps, await oauth.requireAppToken(deps, c, "orders:read"), query),
  });

  // ---------- configurations ----------
  api.route({
    ...contractRoute("GET /store/configurations"),
    tag: "stores",
    summary: "The store's settings (defaults until saved)",
    description: STORE,
    auth: "required",
    handler: ({ auth, deps }) => config.getConfiguration(deps, auth),
  });
  api.route({
    ...contractRoute("POST /store/configurations"),
    tag: "stores",
    summary: "Save the store's settings",
    description: `${STORE} Owner or admin only.`,
    auth: "required",
    handler: ({ body, auth, deps }) => config.saveConfiguration(deps, auth, body),
  });
}
