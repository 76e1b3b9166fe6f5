import { z } from "zod";
import { NOTIFICATION_PAGE_SIZE, PAGE_SIZE_MAX } from "../constants.ts";
import { BoolFromForm, IntFromForm } from "./common.ts";

/** rules/product.md §3 Notification, as the list and the `notification` stream event carry it. */
export const NotificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  pic: z.string().nullable(),
  isRead: z.boolean(),
  /** Epoch ms. */
  createDate: z.number().int(),
  /** rules/product.md §4: 5/13 buying, 6/14 orders, 8 item, 16 buyer order, 15 seller order. */
  jumpType: z.number().int(),
  jumpId: z.string().nullable(),
  orderNumber: z.string().nullable(),
});
export type Notification = z.infer<typeof NotificationSchema>;

/** An empty query value (`isRead=`) means "not given". */
const blankAsUndefined = (v: unknown) => (v === "" ? undefined : v);

export const NotificationListQuerySchema = z.object({
  currentPage: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(NOTIFICATION_PAGE_SIZE),
  /** Omit for all; `true`/`1` read only, `false`/`0` unread only. */
  isRead: z.preprocess(blankAsUndefined, BoolFromForm.optional()),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuerySchema>;

export const NotificationPageSchema = z.object({
  total: z.number().int(),
  list: z.array(NotificationSchema),
  hasNextPage: z.boolean(),
});
export type NotificationPage = z.infer<typeof NotificationPageSchema>;

/** Unread counts (rules/product.md §3): notifications, and chat messages (`unreadCount`). Also the `unread` stream event. */
export const UnreadCountsSchema = z.object({
  unreadCountNotifications: z.number().int(),
  unreadCount: z.number().int(),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

export const MarkReadInputSchema = z.object({
  notificationId: IntFromForm.pipe(z.number().int().positive()),
  /** true marks it read, false unread again; defaults to read. */
  read: BoolFromForm.default(true),
});
export type MarkReadInput = z.infer<typeof MarkReadInputSchema>;
/** The same fields, each optional: the server takes them from the body or, failing that, the query. */
export const MarkReadPartsSchema = z.object({
  notificationId: IntFromForm.pipe(z.number().int().positive()).optional(),
  read: BoolFromForm.optional(),
});

const base64Url = z.string().regex(/^[A-Za-z0-9_-]+=*$/, "must be base64url");

/** A browser PushSubscription's JSON (`subscription.toJSON()`). Only https push services. */
export const PushSubscriptionInputSchema = z.preprocess(
  // Form bodies cannot nest: accept `p256dh` and `auth` at the top level too.
  (v) => {
    if (v && typeof v === "object" && !("keys" in v) && ("p256dh" in v || "auth" in v)) {
      const { p256dh, auth, ...rest } = v as Record<string, unknown>;
      return { ...rest, keys: { p256dh, auth } };
    }
    return v;
  },
  z.object({
    endpoint: z
      .string()
      .max(2048)
      .url()
      .refine((u) => u.startsWith("https://"), "must be an https URL"),
    expirationTime: z.preprocess(blankAsUndefined, z.coerce.number().int().nullable().optional()),
    keys: z.object({
      /** The browser's P-256 public key, uncompressed (65 bytes), base64url. */
      p256dh: base64Url.refine((k) => decodedLength(k) === 65, "must be a 65-byte P-256 public key"),
      /** The 16-byte auth secret, base64url. */
      auth: base64Url.refine((k) => decodedLength(k) === 16, "must be a 16-byte secret"),
    }),
  }),
);
export type PushSubscriptionInput = z.infer<typeof PushSubscriptionInputSchema>;

export const PushUnsubscribeInputSchema = z.object({
  endpoint: z.string().min(1).max(2048),
});

export const VapidPublicKeySchema = z.object({
  /** The application server key (base64url, uncompressed P-256 point) for `pushManager.subscribe`. */
  publicKey: z.string(),
});

/** What a push message carries (JSON, at most 3,993 bytes); the service worker shows and routes it. */
export const PushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The in-app path to open (`notificationPath()`), e.g. `/orderDetail/{orderNumber}`. */
  url: z.string(),
  /** Notifications with the same tag replace each other in the tray. */
  tag: z.string(),
  notificationId: z.number().int(),
});
export type PushPayload = z.infer<typeof PushPayloadSchema>;
export const PUSH_PAYLOAD_MAX_BYTES = 3993;

function decodedLength(b64url: string): number {
  const s = b64url.replace(/=+$/, "");
  return Math.floor((s.length * 3) / 4);
}

/**
 * `POST /rt/ticket` (auth): what opens the user's stream as `GET /rt/me/events?ticket=…`, so no
 * access token travels in a URL. One use, `expiresAt` 60 s after it was made.
 */
export const StreamTicketSchema = z.object({ ticket: z.string(), expiresAt: z.number().int() });
export type StreamTicket = z.infer<typeof StreamTicketSchema>;
