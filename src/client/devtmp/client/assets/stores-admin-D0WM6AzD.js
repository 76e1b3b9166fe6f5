import { n as StoreSchema } from "./accounts-CKmLMj3-.js";
import {
  a as _enum,
  o as array,
  t as BoolFromForm,
  s as boolean,
  c as literal,
  l as number,
  i as number$1,
  u as object,
  r as PagingQuerySchema,
  d as preprocess,
  p as string,
} from "./common-CKgmGgc2.js";

// src/shared/contract/stores-admin.ts
var TV_LAYOUTS = ["grid", "slideshow"];
var TV_ITEM_FILTERS = ["all", "chosen"];
/** Form bodies send a list as JSON text or `itemNumbers[]`; JSON bodies as an array. */
var StringList = preprocess(
  (v) => {
    if (typeof v === "string") {
      const t = v.trim();
      if (t === "") return [];
      if (t.startsWith("["))
        try {
          return JSON.parse(t);
        } catch {
          return v;
        }
      return t.split(/[\s,]+/).filter(Boolean);
    }
    return v;
  },
  array(string().trim().min(1).max(2e3)),
);
object({
  id: number().int(),
  name: string(),
  layout: _enum(TV_LAYOUTS),
  itemFilter: _enum(TV_ITEM_FILTERS),
  itemNumbers: array(string()),
  rotationSeconds: number().int(),
  /** What the TV opens: `/tv-display?device=<pairingCode>`. */
  pairingCode: string(),
  createTime: number().int(),
  updateTime: number().int(),
});
object({
  id: number$1().int().min(1).optional(),
  name: string().trim().min(1, "Give the device a name").max(60, "A name is at most 60 characters"),
  layout: _enum(TV_LAYOUTS),
  itemFilter: _enum(TV_ITEM_FILTERS).default("all"),
  itemNumbers: StringList.pipe(array(string()).max(100)).default([]),
  rotationSeconds: number$1().int().min(3, `At least 3 seconds`).max(600, `At most 600 seconds`).default(10),
}).refine((v) => v.itemFilter === "all" || v.itemNumbers.length > 0, {
  path: ["itemNumbers"],
  message: "Choose at least one item",
});
object({ id: number$1().int().min(1).max(2147483647) });
object({ id: number$1().int().min(1).max(2147483647) });
object({ device: string().trim().min(4).max(32) });
var TvDisplayItemSchema = object({
  itemNumber: string(),
  sinCode: string(),
  title: string(),
  cover: string().nullable(),
  priceCents: number().int().nullable(),
  saleType: _enum(["auction", "fixed"]),
  endTime: number().int().nullable(),
  /** Bids so far (0 for fixed-price items). */
  bidCount: number().int(),
});
object({
  item: TvDisplayItemSchema,
  live: boolean(),
});
object({
  id: number().int(),
  removed: boolean(),
});
object({
  name: string(),
  storeName: string(),
  layout: _enum(TV_LAYOUTS),
  rotationSeconds: number().int(),
  items: array(TvDisplayItemSchema),
  /** The server's clock when this was read: a TV's countdowns follow the server, not its own clock. */
  serverTime: number().int(),
});
PagingQuerySchema.extend({ q: string().trim().max(100).optional() });
object({
  itemNumber: string(),
  sinCode: string(),
  title: string(),
  cover: string().nullable(),
  priceCents: number().int().nullable(),
  saleType: _enum(["auction", "fixed"]),
  /** The path a label's QR code opens, on whatever origin the app runs: `/itemDetail/sinCode/<sinCode>`. */
  path: string(),
});
var PLATFORM_SCOPES = [
  "items:read",
  "items:write",
  "orders:read",
  "orders:write",
  "store:read",
  "wallet:read",
];
var PLATFORM_SCOPE_LABELS = {
  "items:read": "Read the store's items",
  "items:write": "Post and edit the store's items",
  "orders:read": "Read the store's orders",
  "orders:write": "Handle the store's orders",
  "store:read": "Read the store's profile",
  "wallet:read": "Read the store's balance",
};
var HttpsUri = string()
  .trim()
  .max(2e3)
  .refine((u) => {
    try {
      const url = new URL(u);
      return url.protocol === "https:" && !url.hash && url.hostname !== "";
    } catch {
      return false;
    }
  }, "Redirect URIs must be https:// addresses without a #fragment");
object({
  id: number$1().int().min(1).optional(),
  name: string().trim().min(1, "Give the app a name").max(60, "A name is at most 60 characters"),
  redirectUris: StringList.pipe(
    array(HttpsUri).min(1, "Add at least one redirect URI").max(10, `At most 10 redirect URIs`),
  ),
  scopes: StringList.pipe(array(_enum(PLATFORM_SCOPES)).min(1, "Choose at least one scope")),
});
object({
  id: number().int(),
  name: string(),
  clientId: string(),
  redirectUris: array(string()),
  scopes: array(_enum(PLATFORM_SCOPES)),
  createTime: number().int(),
  updateTime: number().int(),
  secretRotatedAt: number().int(),
}).extend({ clientSecret: string().nullable() });
var SOFT_CLOSE_MAX_SECONDS = 3600;
var PICKUP_INSTRUCTIONS_MAX = 1e3;
object({
  /** Soft close for the store's new auctions (0 turns the extension off). */
  defaultSoftCloseSeconds: number().int(),
  pickupInstructions: string(),
  acceptCash: boolean(),
  notifyNewOrder: boolean(),
  notifyChatMessage: boolean(),
  notifyAuctionEnded: boolean(),
  updateTime: number().int().nullable(),
});
object({
  defaultSoftCloseSeconds: number$1()
    .int()
    .min(0, "0 or more seconds")
    .max(SOFT_CLOSE_MAX_SECONDS, `At most ${SOFT_CLOSE_MAX_SECONDS} seconds`),
  pickupInstructions: string()
    .trim()
    .max(PICKUP_INSTRUCTIONS_MAX, `At most ${PICKUP_INSTRUCTIONS_MAX} characters`)
    .default(""),
  acceptCash: BoolFromForm,
  notifyNewOrder: BoolFromForm.default(true),
  notifyChatMessage: BoolFromForm.default(true),
  notifyAuctionEnded: BoolFromForm.default(true),
});
/** OAuth's `scope`: scopes separated by spaces (commas are accepted too), duplicates ignored. */
var ScopeParam = string()
  .trim()
  .min(1, "Ask for at least one scope")
  .max(500)
  .transform((s) => [...new Set(s.split(/[\s,]+/).filter(Boolean))])
  .pipe(array(_enum(PLATFORM_SCOPES, { message: `Scopes are ${PLATFORM_SCOPES.join(", ")}` })));
/** What `/authorize` asks the server before showing the consent screen. */
var AuthorizeQuerySchema = object({
  clientId: string().trim().min(1, "The link names no app (client_id)").max(100),
  redirectUri: string().trim().min(1, "The link names no redirect URI (redirect_uri)").max(2e3),
  scope: ScopeParam,
});
object({
  app: object({
    name: string(),
    clientId: string(),
    developer: string(),
  }),
  redirectUri: string(),
  scopes: array(_enum(PLATFORM_SCOPES)),
  /** The stores the user may grant for: where they are owner or admin. */
  stores: array(
    object({
      id: number().int(),
      storeName: string(),
    }),
  ),
});
AuthorizeQuerySchema.extend({
  storeId: number$1().int().min(1, "Choose a store"),
  state: string().max(500).optional(),
  codeChallenge: string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, "A PKCE code challenge is 43 to 128 URL-safe characters")
    .optional(),
  codeChallengeMethod: literal("S256", { message: "Only S256 is supported" }).optional(),
});
object({ redirectTo: string() });
object({
  grant_type: _enum(["authorization_code", "refresh_token"], {
    message: "grant_type is authorization_code or refresh_token",
  }),
  client_id: string().trim().min(1, "client_id is required").max(100),
  client_secret: string().min(1, "client_secret is required").max(200),
  code: string().max(200).optional(),
  redirect_uri: string().max(2e3).optional(),
  code_verifier: string().max(128).optional(),
  refresh_token: string().max(200).optional(),
});
object({
  access_token: string(),
  token_type: literal("Bearer"),
  expires_in: number().int(),
  refresh_token: string(),
  scope: string(),
  store_id: number().int(),
});
StoreSchema.omit({
  ownerId: true,
  role: true,
});
object({
  appId: number().int(),
  name: string(),
  clientId: string(),
  scopes: array(_enum(PLATFORM_SCOPES)),
  connectedBy: string(),
  connectTime: number().int(),
});
object({ appId: number$1().int().min(1) });

export {
  PICKUP_INSTRUCTIONS_MAX as t,
  PLATFORM_SCOPE_LABELS as r,
  PLATFORM_SCOPES as n,
  SOFT_CLOSE_MAX_SECONDS as i,
};
