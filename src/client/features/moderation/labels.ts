import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { DecisionAction, QueueReason, QueueTargetType, ReportReason } from "#shared/contract/moderation";

/** What a member may choose as the reason of a report, in words, in the contract's order. */
export const REPORT_REASON_LABELS: Record<ReportReason, MessageDescriptor> = {
  prohibited: msg`Prohibited item`,
  counterfeit: msg`Counterfeit or fake`,
  fraud: msg`Fraud or scam`,
  shill_bidding: msg`Shill bidding (bids to push the price up)`,
  harassment: msg`Harassment or abuse`,
  spam: msg`Spam`,
  other: msg`Something else`,
};

/** Every reason an entry of the queue may carry: members' reasons and the server's own signals. */
export const QUEUE_REASON_LABELS: Record<QueueReason, MessageDescriptor> = {
  ...REPORT_REASON_LABELS,
  shared_address: msg`A bidder shares a device or network address with the seller`,
  bid_burst: msg`A new account's burst of bids`,
  unpaid_order: msg`A winner let the order expire unpaid`,
  strikes: msg`Three unpaid orders (strikes)`,
  order_report: msg`A party reported the order`,
};

/** The operator's buttons. */
export const ACTION_LABELS: Record<DecisionAction, MessageDescriptor> = {
  dismiss: msg({ message: "Dismiss", context: "report" }),
  remove_item: msg`Remove item`,
  restrict_user: msg`Restrict user`,
  suspend_user: msg`Suspend user`,
  refund_buyer: msg`Refund buyer in full`,
  release_seller: msg`Release to seller`,
};

/** What the affected member reads a decision did. */
export const ACTION_OUTCOMES: Record<DecisionAction, MessageDescriptor> = {
  dismiss: msg`The report was dismissed: nothing changes.`,
  remove_item: msg`The listing was removed from the marketplace.`,
  restrict_user: msg`The account was restricted: reading, paying, picking up and withdrawing still work; bidding, buying, offering and posting do not.`,
  suspend_user: msg`The account was suspended: it cannot sign in.`,
  refund_buyer: msg`The buyer was refunded in full.`,
  release_seller: msg`The payment was released to the seller.`,
};

export const TARGET_LABELS: Record<QueueTargetType, MessageDescriptor> = {
  item: msg`Item`,
  user: msg({ message: "Member", context: "reported" }),
  message: msg`Chat message`,
  order: msg`Order`,
};

export const AUDIT_ACTION_LABELS: Record<
  DecisionAction | "appeal_upheld" | "appeal_reversed",
  MessageDescriptor
> = {
  ...ACTION_LABELS,
  appeal_upheld: msg`Appeal: decision upheld`,
  appeal_reversed: msg`Appeal: decision reversed`,
};
