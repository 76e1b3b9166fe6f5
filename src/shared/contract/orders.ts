import { z } from "zod";
import { ORDER_ACTIONS, ORDER_LIST_TYPES, ORDER_STATUSES } from "../order-states.ts";
import { PageSchema, PagingQuerySchema } from "./common.ts";

/** Orders and card payments (rules/http-contract.md §3.5). Amounts in cents, times in epoch ms. */

const MAX_CENTS = 1_000_000_000;

/** Form bodies carry strings: accept "123" as 123. */
const intField = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const OrderNumberSchema = z.string().trim().min(1).max(64);

export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const OrderActionSchema = z.enum(ORDER_ACTIONS);

export const OrderPartySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pic: z.string().nullable(),
});

export const OrderSchema = z.object({
  orderNumber: z.string(),
  status: OrderStatusSchema,
  amountCents: z.number().int(),
  refundedCents: z.number().int(),
  /** What the buyer asked back in a pending (or last) refund request. */
  refundRequestCents: z.number().int().nullable(),
  refundReason: z.string().nullable(),
  /** Refundable now (card orders): amount minus what was refunded. */
  refundableCents: z.number().int(),
  /** Platform fee on what remains, and what the seller keeps (shown to the seller). */
  feeCents: z.number().int(),
  sellerNetCents: z.number().int(),
  source: z.string(),
  item: z.object({
    id: z.number().int(),
    itemNumber: z.string(),
    title: z.string(),
    cover: z.string().nullable(),
    /** Where the item is picked up: its city and the seller's pickup note. */
    city: z.string().nullable(),
    pickupNote: z.string().nullable(),
    /** The listing's pickup point (the order page's distance and map). */
    lat: z.number().nullable(),
    lng: z.number().nullable(),
  }),
  buyer: OrderPartySchema,
  /**
   * For a store's order, `name` and `pic` are the store's (its name and logo) and `storeName` is set;
   * `id` stays the member who listed the item.
   */
  seller: OrderPartySchema.extend({
    storeId: z.number().int().nullable(),
    storeName: z.string().nullable(),
  }),
  /** card | cash once chosen. */
  paymentMethod: z.enum(["card", "cash"]).nullable(),
  /** The card's brand and last 4 digits when paid by card. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Cards are refused under this amount (40001): cash in person only. */
  cashOnly: z.boolean(),
  /** Only in the buyer's view, once issued. */
  pickupCode: z.string().nullable(),
  reportReason: z.string().nullable(),
  /** Which side of the order the caller is on, and what they can do next. */
  role: z.enum(["buyer", "seller"]),
  actions: z.array(OrderActionSchema),
  payDeadlineTime: z.number().int(),
  paidTime: z.number().int().nullable(),
  completeTime: z.number().int().nullable(),
  cancelTime: z.number().int().nullable(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderNumberQuerySchema = z.object({ orderNumber: OrderNumberSchema });
export const OrderNumberBodySchema = z.object({ orderNumber: OrderNumberSchema });

export const OrderListQuerySchema = PagingQuerySchema.extend({
  type: z.enum(ORDER_LIST_TYPES).default("all"),
});
export const OrderPageSchema = PageSchema(OrderSchema);

export const PaymentMethodSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const SandboxCardInputSchema = z.object({
  cardNumber: z
    .string()
    .transform((s) => s.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "must be 12 to 19 digits")),
  expMonth: intField(1, 12),
  expYear: z.coerce
    .number()
    .int()
    .min(0)
    .max(9999)
    // Two-digit years mean 20xx.
    .transform((y) => (y < 100 ? 2000 + y : y)),
  cvc: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .pipe(z.string().regex(/^\d{3,4}$/, "must be 3 or 4 digits")),
});
export const SandboxCardSchema = z.object({
  paymentMethodId: z.string(),
  brand: z.string(),
  last4: z.string(),
});

/** Stripe: attach a card tokenised in the browser by Stripe.js (pm_…). */
export const AttachCardInputSchema = z.object({ providerPaymentMethodId: z.string().min(3).max(255) });

export const PaymentMethodIdBodySchema = z.object({ paymentMethodId: z.string().min(1).max(255) });

/** GET /payment/config: which card provider is on (the sandbox's test cards are shown only then). */
export const PaymentConfigSchema = z.object({
  provider: z.enum(["sandbox", "stripe"]),
  /** Buyers pay no fee on top of the price; the seller's fee comes out of the price. */
  buyerFeeCents: z.literal(0),
});
export type PaymentConfig = z.infer<typeof PaymentConfigSchema>;

export const PayInputSchema = z.object({
  orderNumber: OrderNumberSchema,
  paymentMethodId: z.string().min(1).max(255),
});
export const PayResultSchema = z.object({
  status: z.enum(["paid", "requires_action", "declined"]),
  orderNumber: z.string(),
  actionUrl: z.string().optional(),
  message: z.string().optional(),
});
export type PayResult = z.infer<typeof PayResultSchema>;

export const PickupCodeSchema = z.object({
  pickupCode: z.string(),
  /** An SVG data URL of a QR code holding `qrPayload`. */
  qr: z.string(),
  /** A compact JWS (ES256) of { orderNumber, pickupCode } signed by the server. */
  qrPayload: z.string(),
});

export const PickupVerifyKeySchema = z.object({
  alg: z.literal("ES256"),
  kid: z.string(),
  /** Public JWK for offline verification of the pickup QR. */
  jwk: z.record(z.string(), z.unknown()),
});

export const ConfirmInputSchema = z.object({
  orderNumber: OrderNumberSchema,
  /** The 6 digits, or the signed QR payload scanned from the buyer's screen. */
  pickupCode: z.string().trim().min(1).max(2000),
});

export const RefundRequestInputSchema = z.object({
  orderNumber: OrderNumberSchema,
  amountCents: intField(1, MAX_CENTS),
  reason: z.string().trim().min(1, "Please say why").max(1000),
});

export const ReportInputSchema = z.object({
  orderNumber: OrderNumberSchema,
  reason: z.string().trim().min(1, "Please say what went wrong").max(1000),
});
