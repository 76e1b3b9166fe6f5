import { z } from "zod";
import { BoolFromForm, PageSchema, PagingQuerySchema } from "./common.ts";

/**
 * Trust and safety (CONTRACT.md "Trust and safety"): reports, decisions, appeals, blocks, the
 * operators' console and its audit log. Times in epoch ms, amounts in cents.
 */

export const REPORT_DETAILS_MAX = 2000;
export const DECISION_NOTE_MAX = 2000;
export const APPEAL_TEXT_MAX = 2000;

/** What a member may report. */
export const REPORT_TARGET_TYPES = ["item", "user", "message"] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];
/** What the queue holds: members' reports, plus reported orders (the order flow's own report). */
export const QUEUE_TARGET_TYPES = ["item", "user", "message", "order"] as const;
export type QueueTargetType = (typeof QUEUE_TARGET_TYPES)[number];

export const REPORT_REASONS = [
  "prohibited",
  "counterfeit",
  "fraud",
  "shill_bidding",
  "harassment",
  "spam",
  "other",
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Reasons the server raises itself (signals): a bidder sharing a device or address with the
 * seller, a new account's burst of bids, a winner who let an order expire unpaid (a strike; the
 * third restricts the account), and a reported order. Shown in the queue like members' reasons.
 */
export const SYSTEM_REASONS = [
  "shared_address",
  "bid_burst",
  "unpaid_order",
  "strikes",
  "order_report",
] as const;
export const QUEUE_REASONS = [...REPORT_REASONS, ...SYSTEM_REASONS] as const;
export type QueueReason = (typeof QUEUE_REASONS)[number];

export const ReportInputSchema = z.object({
  targetType: z.enum(REPORT_TARGET_TYPES),
  /** itemNumber for items, the user's `id` for users, the chat message's id for messages. */
  targetId: z.coerce.string().trim().min(1).max(64),
  reason: z.enum(REPORT_REASONS),
  details: z.string().trim().max(REPORT_DETAILS_MAX).default(""),
});
export type ReportInput = z.infer<typeof ReportInputSchema>;
export const ReportAnswerSchema = z.object({ reportId: z.number().int() });

export const BlockInputSchema = z.object({
  userId: z.coerce.number().int().positive(),
  block: BoolFromForm,
});
export const BlockAnswerSchema = z.object({ blocked: z.boolean() });
export const BlockedUserSchema = z.object({ id: z.number().int(), name: z.string() });
export const BlockedPageSchema = PageSchema(BlockedUserSchema);

export const AppealInputSchema = z.object({
  decisionId: z.coerce.number().int().positive(),
  text: z.string().trim().min(1, "Write your appeal").max(APPEAL_TEXT_MAX),
});
export const AppealAnswerSchema = z.object({ appealId: z.number().int() });

// ---------- decisions ----------

export const DECISION_ACTIONS = [
  "dismiss",
  "remove_item",
  "restrict_user",
  "suspend_user",
  /** Reported orders only: the buyer gets everything back / the money goes to the seller. */
  "refund_buyer",
  "release_seller",
] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const DECISION_STATUSES = ["in_force", "upheld", "reversed"] as const;
export const APPEAL_STATUSES = ["open", "upheld", "reversed"] as const;

/** GET /decision/detail?decisionId=: the affected user's statement of reasons (or an operator's). */
export const DecisionQuerySchema = z.object({ decisionId: z.coerce.number().int().positive() });
export const DecisionDetailSchema = z.object({
  decisionId: z.number().int(),
  action: z.enum(DECISION_ACTIONS),
  targetType: z.enum(QUEUE_TARGET_TYPES),
  targetId: z.string(),
  /** What the target is called: the item's title, the user's name, the order's item. */
  targetLabel: z.string().nullable(),
  reason: z.enum(QUEUE_REASONS),
  /** The statement of reasons. */
  note: z.string(),
  status: z.enum(DECISION_STATUSES),
  createTime: z.number().int(),
  /** Null when nobody appealed yet; at most one per decision. */
  appeal: z
    .object({
      appealId: z.number().int(),
      text: z.string(),
      status: z.enum(APPEAL_STATUSES),
      createTime: z.number().int(),
      resolveTime: z.number().int().nullable(),
    })
    .nullable(),
  /** The caller is the affected user and no appeal exists yet (a dismissal has nothing to appeal). */
  canAppeal: z.boolean(),
});
export type DecisionDetail = z.infer<typeof DecisionDetailSchema>;

// ---------- operators ----------

export const AdminReportsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(["open", "resolved"]).default("open"),
});
export const AdminReportSchema = z.object({
  reportId: z.number().int(),
  targetType: z.enum(QUEUE_TARGET_TYPES),
  targetId: z.string(),
  /** The first report's reason and details (the others are in the detail). */
  reason: z.enum(QUEUE_REASONS),
  details: z.string(),
  /** How many reports this entry groups (one per reporter; system signals count once each). */
  reports: z.number().int(),
  /** The oldest report's time. */
  createTime: z.number().int(),
  status: z.enum(["open", "resolved"]),
  /** Raised by the server (a signal), not only by members. */
  system: z.boolean(),
  /** A short name for the target, for the list: item title, user name, message text, order's item. */
  targetLabel: z.string().nullable(),
  /** The actions that fit this target. */
  actions: z.array(z.enum(DECISION_ACTIONS)),
  /** Once resolved: the decision taken. */
  decisionId: z.number().int().nullable(),
});
export type AdminReport = z.infer<typeof AdminReportSchema>;
export const AdminReportPageSchema = PageSchema(AdminReportSchema);

export const AdminReportQuerySchema = z.object({ reportId: z.coerce.number().int().positive() });

const PartySchema = z.object({ id: z.number().int(), name: z.string(), pic: z.string().nullable() });

/** GET /admin/reports/detail?reportId=: the target as the reporters saw it. */
export const AdminReportDetailSchema = z.object({
  report: AdminReportSchema,
  /** Every report grouped in this entry, oldest first. */
  reporters: z.array(
    z.object({
      /** Null for a system signal. */
      reporter: PartySchema.nullable(),
      reason: z.enum(QUEUE_REASONS),
      details: z.string(),
      createTime: z.number().int(),
    }),
  ),
  /** Items (and a message's or an order's item): what the listing showed, removed or not. */
  item: z
    .object({
      itemNumber: z.string(),
      title: z.string(),
      description: z.string(),
      images: z.array(z.string()),
      status: z.string(),
      saleType: z.enum(["auction", "fixed"]),
      priceCents: z.number().int().nullable(),
      seller: PartySchema,
    })
    .nullable(),
  /** Users (the reported one, a message's sender, an item's seller). */
  user: z
    .object({
      id: z.number().int(),
      name: z.string(),
      pic: z.string().nullable(),
      email: z.string().nullable(),
      createTime: z.number().int(),
      restricted: z.boolean(),
      suspended: z.boolean(),
      strikes: z.number().int(),
      /** Latest listings, newest first (at most 10). */
      recentItems: z.array(
        z.object({
          itemNumber: z.string(),
          title: z.string(),
          cover: z.string().nullable(),
          status: z.string(),
        }),
      ),
      /** Latest feedback received, newest first (at most 10). */
      recentFeedback: z.array(
        z.object({ rating: z.number().int(), comment: z.string().nullable(), createTime: z.number().int() }),
      ),
    })
    .nullable(),
  /** Messages: the reported one and up to 10 before and after it, oldest first. */
  messages: z
    .array(
      z.object({
        id: z.number().int(),
        senderId: z.number().int(),
        senderName: z.string(),
        content: z.string(),
        createTime: z.number().int(),
        reported: z.boolean(),
      }),
    )
    .nullable(),
  /** Orders: the order as both sides saw it. */
  order: z
    .object({
      orderNumber: z.string(),
      status: z.string(),
      amountCents: z.number().int(),
      reportReason: z.string().nullable(),
      buyer: PartySchema,
      seller: PartySchema,
    })
    .nullable(),
});
export type AdminReportDetail = z.infer<typeof AdminReportDetailSchema>;

export const ResolveReportInputSchema = z.object({
  reportId: z.coerce.number().int().positive(),
  action: z.enum(DECISION_ACTIONS),
  note: z.string().trim().min(1, "Write the reasons").max(DECISION_NOTE_MAX),
});
export const ResolveReportAnswerSchema = z.object({ decisionId: z.number().int() });

export const AdminAppealsQuerySchema = PagingQuerySchema.extend({
  status: z.enum(["open", "resolved"]).default("open"),
});
export const AdminAppealSchema = z.object({
  appealId: z.number().int(),
  decisionId: z.number().int(),
  text: z.string(),
  createTime: z.number().int(),
  status: z.enum(APPEAL_STATUSES),
  /** The decision appealed, for the console. */
  decision: z.object({
    action: z.enum(DECISION_ACTIONS),
    targetType: z.enum(QUEUE_TARGET_TYPES),
    targetId: z.string(),
    targetLabel: z.string().nullable(),
    note: z.string(),
    createTime: z.number().int(),
  }),
  appellant: PartySchema,
});
export type AdminAppeal = z.infer<typeof AdminAppealSchema>;
export const AdminAppealPageSchema = PageSchema(AdminAppealSchema);

export const ResolveAppealInputSchema = z.object({
  appealId: z.coerce.number().int().positive(),
  uphold: BoolFromForm,
  /** Optional words to the appellant (sent with the outcome). */
  note: z.string().trim().max(DECISION_NOTE_MAX).default(""),
});

export const AUDIT_ACTIONS = [...DECISION_ACTIONS, "appeal_upheld", "appeal_reversed"] as const;
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  /** Who: the operator's e-mail, or `system` for automatic decisions (three strikes). */
  operator: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  targetType: z.string(),
  targetId: z.string(),
  note: z.string(),
  createTime: z.number().int(),
  decisionId: z.number().int().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
export const AuditPageSchema = PageSchema(AuditEntrySchema);

// ---------- disputes ----------

export const DISPUTE_STATUSES = ["open", "won", "lost"] as const;
export const AdminDisputesQuerySchema = PagingQuerySchema.extend({
  status: z.enum(["open", "closed", "all"]).default("open"),
});
export const AdminDisputeSchema = z.object({
  disputeId: z.string(),
  orderNumber: z.string(),
  amountCents: z.number().int(),
  status: z.enum(DISPUTE_STATUSES),
  reason: z.string().nullable(),
  seller: PartySchema,
  buyer: PartySchema,
  createTime: z.number().int(),
  closeTime: z.number().int().nullable(),
});
export type AdminDispute = z.infer<typeof AdminDisputeSchema>;
export const AdminDisputePageSchema = PageSchema(AdminDisputeSchema);
