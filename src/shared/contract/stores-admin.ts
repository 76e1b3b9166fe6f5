import { z } from "zod";
import { StoreSchema } from "./accounts.ts";
import { BoolFromForm, PagingQuerySchema } from "./common.ts";

// ---------- TV display ----------

export const TV_LAYOUTS = ["grid", "slideshow"] as const;
export const TV_ITEM_FILTERS = ["all", "chosen"] as const;
export const TV_ROTATION_MIN = 3;
export const TV_ROTATION_MAX = 600;
/** A device shows at most this many chosen items (and the newest this many of "all"). */
export const TV_ITEMS_MAX = 100;

/** Form bodies send a list as JSON text or `itemNumbers[]`; JSON bodies as an array. */
const StringList = z.preprocess(
  (v) => {
    if (typeof v === "string") {
      const t = v.trim();
      if (t === "") return [];
      if (t.startsWith("[")) {
        try {
          return JSON.parse(t);
        } catch {
          return v;
        }
      }
      return t.split(/[\s,]+/).filter(Boolean);
    }
    return v;
  },
  z.array(z.string().trim().min(1).max(2000)),
);

export const TvDeviceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  layout: z.enum(TV_LAYOUTS),
  itemFilter: z.enum(TV_ITEM_FILTERS),
  itemNumbers: z.array(z.string()),
  rotationSeconds: z.number().int(),
  /** What the TV opens: `/tv-display?device=<pairingCode>`. */
  pairingCode: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type TvDevice = z.infer<typeof TvDeviceSchema>;

export const SaveTvDeviceInputSchema = z
  .object({
    id: z.coerce.number().int().min(1).optional(),
    name: z.string().trim().min(1, "Give the device a name").max(60, "A name is at most 60 characters"),
    layout: z.enum(TV_LAYOUTS),
    itemFilter: z.enum(TV_ITEM_FILTERS).default("all"),
    itemNumbers: StringList.pipe(z.array(z.string()).max(TV_ITEMS_MAX)).default([]),
    rotationSeconds: z.coerce
      .number()
      .int()
      .min(TV_ROTATION_MIN, `At least ${TV_ROTATION_MIN} seconds`)
      .max(TV_ROTATION_MAX, `At most ${TV_ROTATION_MAX} seconds`)
      .default(10),
  })
  .refine((v) => v.itemFilter === "all" || v.itemNumbers.length > 0, {
    path: ["itemNumbers"],
    message: "Choose at least one item",
  });
export type SaveTvDeviceInput = z.input<typeof SaveTvDeviceInputSchema>;

export const IdInputSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const TvDeviceQuerySchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const TvDisplayQuerySchema = z.object({
  device: z.string().trim().min(4).max(32),
});

/** An item as a store shows it off its site: on a TV and on a printed label. */
const StoreShownItemSchema = z.object({
  itemNumber: z.string(),
  sinCode: z.string(),
  title: z.string(),
  cover: z.string().nullable(),
  priceCents: z.number().int().nullable(),
  saleType: z.enum(["auction", "fixed"]),
});

export const TvDisplayItemSchema = StoreShownItemSchema.extend({
  endTime: z.number().int().nullable(),
  /** Bids so far (0 for fixed-price items). */
  bidCount: z.number().int(),
});
export type TvDisplayItem = z.infer<typeof TvDisplayItemSchema>;

/**
 * Events of the TV stream `GET /rt/tv/{pairingCode}/events` (Server-Sent Events, `Last-Event-ID`):
 * `display` (a `TvDisplay`, first on every connection), `item` (one item changed: a bid, a new
 * listing, an edit; `live: false` means it sold, ended or was withdrawn and leaves the screen) and
 * `device` (the device was edited or removed: load the display again).
 */
export const TvItemEventSchema = z.object({ item: TvDisplayItemSchema, live: z.boolean() });
export type TvItemEvent = z.infer<typeof TvItemEventSchema>;
export const TvDeviceEventSchema = z.object({ id: z.number().int(), removed: z.boolean() });
export type TvDeviceEvent = z.infer<typeof TvDeviceEventSchema>;

/** What the TV shows (public, by pairing code). */
export const TvDisplaySchema = z.object({
  name: z.string(),
  storeName: z.string(),
  layout: z.enum(TV_LAYOUTS),
  rotationSeconds: z.number().int(),
  items: z.array(TvDisplayItemSchema),
  /** The server's clock when this was read: a TV's countdowns follow the server, not its own clock. */
  serverTime: z.number().int(),
});
export type TvDisplay = z.infer<typeof TvDisplaySchema>;

// ---------- printable QR labels ----------

/** Live items for labels and the TV item picker: paged, optionally narrowed by words of the title or the code. */
export const PrintItemsQuerySchema = PagingQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

export const PrintItemSchema = StoreShownItemSchema.extend({
  /** The path a label's QR code opens, on whatever origin the app runs: `/itemDetail/sinCode/<sinCode>`. */
  path: z.string(),
});
export type PrintItem = z.infer<typeof PrintItemSchema>;

// ---------- open platform ----------

export const PLATFORM_SCOPES = [
  "items:read",
  "items:write",
  "orders:read",
  "orders:write",
  "store:read",
  "wallet:read",
] as const;
export type PlatformScope = (typeof PLATFORM_SCOPES)[number];
export const PLATFORM_SCOPE_LABELS: Record<PlatformScope, string> = {
  "items:read": "Read the store's items",
  "items:write": "Post and edit the store's items",
  "orders:read": "Read the store's orders",
  "orders:write": "Handle the store's orders",
  "store:read": "Read the store's profile",
  "wallet:read": "Read the store's balance",
};
export const PLATFORM_REDIRECT_URIS_MAX = 10;

const HttpsUri = z
  .string()
  .trim()
  .max(2000)
  .refine((u) => {
    try {
      const url = new URL(u);
      return url.protocol === "https:" && !url.hash && url.hostname !== "";
    } catch {
      return false;
    }
  }, "Redirect URIs must be https:// addresses without a #fragment");

export const SavePlatformAppInputSchema = z.object({
  id: z.coerce.number().int().min(1).optional(),
  name: z.string().trim().min(1, "Give the app a name").max(60, "A name is at most 60 characters"),
  redirectUris: StringList.pipe(
    z
      .array(HttpsUri)
      .min(1, "Add at least one redirect URI")
      .max(PLATFORM_REDIRECT_URIS_MAX, `At most ${PLATFORM_REDIRECT_URIS_MAX} redirect URIs`),
  ),
  scopes: StringList.pipe(z.array(z.enum(PLATFORM_SCOPES)).min(1, "Choose at least one scope")),
});
export type SavePlatformAppInput = z.input<typeof SavePlatformAppInputSchema>;

export const PlatformAppSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  redirectUris: z.array(z.string()),
  scopes: z.array(z.enum(PLATFORM_SCOPES)),
  createTime: z.number().int(),
  updateTime: z.number().int(),
  secretRotatedAt: z.number().int(),
});
export type PlatformApp = z.infer<typeof PlatformAppSchema>;

/** Creation and rotation answer with the secret, once; it is never shown again. */
export const PlatformAppWithSecretSchema = PlatformAppSchema.extend({ clientSecret: z.string().nullable() });
export type PlatformAppWithSecret = z.infer<typeof PlatformAppWithSecretSchema>;

// ---------- configurations ----------

export const SOFT_CLOSE_MAX_SECONDS = 3600;
export const PICKUP_INSTRUCTIONS_MAX = 1000;

export const StoreConfigurationSchema = z.object({
  /** Soft close for the store's new auctions (0 turns the extension off). */
  defaultSoftCloseSeconds: z.number().int(),
  pickupInstructions: z.string(),
  acceptCash: z.boolean(),
  notifyNewOrder: z.boolean(),
  notifyChatMessage: z.boolean(),
  notifyAuctionEnded: z.boolean(),
  updateTime: z.number().int().nullable(),
});
export type StoreConfiguration = z.infer<typeof StoreConfigurationSchema>;

export const DEFAULT_STORE_CONFIGURATION: StoreConfiguration = {
  defaultSoftCloseSeconds: 300,
  pickupInstructions: "",
  acceptCash: true,
  notifyNewOrder: true,
  notifyChatMessage: true,
  notifyAuctionEnded: true,
  updateTime: null,
};

export const SaveStoreConfigurationInputSchema = z.object({
  defaultSoftCloseSeconds: z.coerce
    .number()
    .int()
    .min(0, "0 or more seconds")
    .max(SOFT_CLOSE_MAX_SECONDS, `At most ${SOFT_CLOSE_MAX_SECONDS} seconds`),
  pickupInstructions: z
    .string()
    .trim()
    .max(PICKUP_INSTRUCTIONS_MAX, `At most ${PICKUP_INSTRUCTIONS_MAX} characters`)
    .default(""),
  acceptCash: BoolFromForm,
  notifyNewOrder: BoolFromForm.default(true),
  notifyChatMessage: BoolFromForm.default(true),
  notifyAuctionEnded: BoolFromForm.default(true),
});
export type SaveStoreConfigurationInput = z.input<typeof SaveStoreConfigurationInputSchema>;

// ---------- authorization of apps (OAuth 2.0 authorization code with PKCE) ----------

/** An authorization code is exchanged at once by the app's server; ten minutes is plenty. */
export const PLATFORM_CODE_TTL_MS = 10 * 60_000;
export const PLATFORM_ACCESS_TTL_SECONDS = 60 * 60;
export const PLATFORM_REFRESH_TTL_MS = 30 * 24 * 60 * 60_000;

/** OAuth's `scope`: scopes separated by spaces (commas are accepted too), duplicates ignored. */
const ScopeParam = z
  .string()
  .trim()
  .min(1, "Ask for at least one scope")
  .max(500)
  .transform((s) => [...new Set(s.split(/[\s,]+/).filter(Boolean))])
  .pipe(z.array(z.enum(PLATFORM_SCOPES, { message: `Scopes are ${PLATFORM_SCOPES.join(", ")}` })));

/** What `/authorize` asks the server before showing the consent screen. */
export const AuthorizeQuerySchema = z.object({
  clientId: z.string().trim().min(1, "The link names no app (client_id)").max(100),
  redirectUri: z.string().trim().min(1, "The link names no redirect URI (redirect_uri)").max(2000),
  scope: ScopeParam,
});

export const AuthorizeRequestSchema = z.object({
  app: z.object({ name: z.string(), clientId: z.string(), developer: z.string() }),
  redirectUri: z.string(),
  scopes: z.array(z.enum(PLATFORM_SCOPES)),
  /** The stores the user may grant for: where they are owner or admin. */
  stores: z.array(z.object({ id: z.number().int(), storeName: z.string() })),
});
export type AuthorizeRequest = z.infer<typeof AuthorizeRequestSchema>;

export const AuthorizeInputSchema = AuthorizeQuerySchema.extend({
  storeId: z.coerce.number().int().min(1, "Choose a store"),
  state: z.string().max(500).optional(),
  codeChallenge: z
    .string()
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, "A PKCE code challenge is 43 to 128 URL-safe characters")
    .optional(),
  codeChallengeMethod: z.literal("S256", { message: "Only S256 is supported" }).optional(),
});

/** Where the browser goes next: the app's redirect URI with `code` and `state`. */
export const AuthorizeResultSchema = z.object({ redirectTo: z.string() });

/** The token endpoint takes OAuth's own field names, as an app's OAuth library sends them. */
export const PlatformTokenInputSchema = z.object({
  grant_type: z.enum(["authorization_code", "refresh_token"], {
    message: "grant_type is authorization_code or refresh_token",
  }),
  client_id: z.string().trim().min(1, "client_id is required").max(100),
  client_secret: z.string().min(1, "client_secret is required").max(200),
  code: z.string().max(200).optional(),
  redirect_uri: z.string().max(2000).optional(),
  code_verifier: z.string().max(128).optional(),
  refresh_token: z.string().max(200).optional(),
});

export const PlatformTokenSchema = z.object({
  access_token: z.string(),
  token_type: z.literal("Bearer"),
  expires_in: z.number().int(),
  refresh_token: z.string(),
  scope: z.string(),
  store_id: z.number().int(),
});
export type PlatformToken = z.infer<typeof PlatformTokenSchema>;

/** What an app reads with `store:read`: the store's profile, without the team. */
export const PlatformStoreSchema = StoreSchema.omit({ ownerId: true, role: true });

/** An app connected to the acting store (its newest live grant). */
export const ConnectedAppSchema = z.object({
  appId: z.number().int(),
  name: z.string(),
  clientId: z.string(),
  scopes: z.array(z.enum(PLATFORM_SCOPES)),
  connectedBy: z.string(),
  connectTime: z.number().int(),
});
export type ConnectedApp = z.infer<typeof ConnectedAppSchema>;

export const DisconnectAppInputSchema = z.object({ appId: z.coerce.number().int().min(1) });
