import { z } from "zod";
import { PageSchema, PagingQuerySchema } from "./common.ts";
import { OrderNumberSchema } from "./orders.ts";

/**
 * Feedback after a completed order: the buyer rates the seller and the seller rates the buyer,
 * once each, editable for FEEDBACK_EDIT_DAYS, with one answer from the rated person.
 */

export const FEEDBACK_EDIT_DAYS = 7;
export const FEEDBACK_EDIT_MS = FEEDBACK_EDIT_DAYS * 24 * 3600_000;
export const FEEDBACK_COMMENT_MAX = 1000;
export const FEEDBACK_REPLY_MAX = 1000;
/** A rating at or above this counts as positive in the 12-month share. */
export const FEEDBACK_POSITIVE_MIN = 4;

const rating = z.coerce
  .number({ error: "must be a whole number from 1 to 5" })
  .int({ error: "must be a whole number from 1 to 5" })
  .min(1, { error: "must be a whole number from 1 to 5" })
  .max(5, { error: "must be a whole number from 1 to 5" });

const optionalText = (max: number) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? undefined : v),
    z
      .string({ error: "must be text" })
      .trim()
      .max(max, { error: `at most ${max} characters` })
      .optional(),
  );

export const LeaveFeedbackInputSchema = z.object({
  orderNumber: OrderNumberSchema,
  rating,
  comment: optionalText(FEEDBACK_COMMENT_MAX),
});
export type LeaveFeedbackInput = z.infer<typeof LeaveFeedbackInputSchema>;

export const ReplyFeedbackInputSchema = z.object({
  feedbackId: z.coerce.number({ error: "must be a feedback id" }).int().min(1),
  reply: z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: "Write an answer" })
    .max(FEEDBACK_REPLY_MAX, { error: `at most ${FEEDBACK_REPLY_MAX} characters` }),
});
export type ReplyFeedbackInput = z.infer<typeof ReplyFeedbackInputSchema>;

export const FeedbackSchema = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  /** The author's side: `buyer` rated the seller, `seller` rated the buyer. */
  authorRole: z.enum(["buyer", "seller"]),
  author: z.object({ id: z.number().int(), name: z.string() }),
  ratedId: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  reply: z.string().nullable(),
  replyTime: z.number().int().nullable(),
  itemTitle: z.string(),
  createTime: z.number().int(),
  updateTime: z.number().int(),
  /** Until when the author may still change it. */
  editableUntil: z.number().int(),
});
export type Feedback = z.infer<typeof FeedbackSchema>;

/** GET /feedback/order: the two ratings of one order, as one of its parties sees them. */
export const OrderFeedbackSchema = z.object({
  orderNumber: z.string(),
  role: z.enum(["buyer", "seller"]),
  /** Whether the caller may leave (or still edit) their rating now. */
  canLeave: z.boolean(),
  canEdit: z.boolean(),
  mine: FeedbackSchema.nullable(),
  theirs: FeedbackSchema.nullable(),
  /** Whether the caller may answer the other's rating (once). */
  canReply: z.boolean(),
});
export type OrderFeedback = z.infer<typeof OrderFeedbackSchema>;

export const UserIdQuerySchema = z.object({
  userId: z.coerce.number({ error: "must be a user id" }).int().min(1),
  /** A store of the member's team: its own ratings (its buyers'), not the member's. */
  storeId: z.coerce.number({ error: "must be a store id" }).int().min(1).optional(),
});

/** GET /feedback/profile: what a buyer wants to know about a member before trusting them. */
export const MemberProfileSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  /** Average of all ratings received (one decimal), null without any. */
  average: z.number().nullable(),
  count: z.number().int(),
  /** Ratings received in the last 12 months, and the share of them at 4 or 5 stars (0–100). */
  count12m: z.number().int(),
  positivePercent12m: z.number().int().nullable(),
  latest: z.array(FeedbackSchema),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  memberSince: z.number().int(),
  /** Median minutes to the first answer in chats where others wrote first; null without data. */
  responseMinutes: z.number().int().nullable(),
});
export type MemberProfile = z.infer<typeof MemberProfileSchema>;

export const FeedbackListQuerySchema = PagingQuerySchema.extend(UserIdQuerySchema.shape);
export const FeedbackPageSchema = PageSchema(FeedbackSchema);
