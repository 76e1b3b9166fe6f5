import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
import type { OrderAction, OrderListType, OrderStatus } from "#shared/order-states";

/** How each order status reads to a person, and its colour. */
export type Tone = "amber" | "blue" | "green" | "slate" | "rose" | "violet";

export const STATUS_LABEL: Record<OrderStatus, string> = {
  awaiting_payment: "Awaiting payment",
  paid: "Paid",
  cash_pending: "Cash on pickup",
  ready_for_pickup: "Ready for pickup",
  completed: "Completed",
  cancelled: "Cancelled",
  refund_requested: "Refund requested",
  refunded: "Refunded",
  partially_refunded: "Partially refunded",
  refund_declined: "Refund declined",
  reported: "Reported",
};

export const STATUS_TONE: Record<OrderStatus, Tone> = {
  awaiting_payment: "amber",
  paid: "blue",
  cash_pending: "blue",
  ready_for_pickup: "violet",
  completed: "green",
  cancelled: "slate",
  refund_requested: "amber",
  refunded: "slate",
  partially_refunded: "slate",
  refund_declined: "rose",
  reported: "rose",
};

/** One sentence under the status: what happens next, from the reader's side of the order. */
export function statusHint(status: OrderStatus, role: "buyer" | "seller", completed: boolean): string {
  const buyer = role === "buyer";
  switch (status) {
    case "awaiting_payment":
      return buyer ? "Pay before the deadline or the order is cancelled." : "Waiting for the buyer to pay.";
    case "paid":
      return buyer
        ? "Paid by card. Show your pickup code when you collect the item."
        : "Paid by card. Hand the item over when the buyer shows the pickup code.";
    case "cash_pending":
      return buyer
        ? "Pay in cash when you collect the item, and show your pickup code."
        : "The buyer pays in cash at pickup. Take the cash and confirm the pickup code.";
    case "ready_for_pickup":
      return buyer
        ? "Show this code to the seller when you collect the item."
        : "The buyer has a pickup code. Confirm it when you hand the item over.";
    case "completed":
      return buyer ? "You collected the item." : "Handed over. The money is in your balance.";
    case "cancelled":
      return "The order was not paid in time and was cancelled.";
    case "refund_requested":
      return buyer ? "The seller will agree to or decline your refund." : "The buyer asked for a refund.";
    case "refunded":
      return buyer ? "The money went back to your card." : "You refunded this order.";
    case "partially_refunded":
      return completed || !buyer
        ? "Part of the payment was refunded."
        : "Part of the payment was refunded. You can still collect the item.";
    case "refund_declined":
      return buyer ? "The seller declined the refund." : "You declined the refund.";
    case "reported":
      return "This order was reported. Our team will look into it.";
  }
}

/** Button labels of the actions a person can take (the server's `actions`). */
export const ACTION_LABEL: Partial<Record<OrderAction, string>> = {
  pay: "Pay now",
  payCash: "Pay cash in person",
  generatePickupCode: "Show pickup code",
  confirm: "Confirm pickup",
  requestRefund: "Request a refund",
  agreeRefund: "Respond to refund",
  declineRefund: "Respond to refund",
  report: "Report a problem",
};

export const LIST_TABS: { type: OrderListType; label: string }[] = [
  { type: "all", label: "All" },
  { type: "unpaid", label: "Unpaid" },
  { type: "pickup", label: "Pickup" },
  { type: "completed", label: "Completed" },
  { type: "refund", label: "Refund" },
];

/** An order's times (ordered, paid, pay by): type2, "Nov 25, 2026, 8:05 PM". */
export const formatDateTime = (ms: number, locale: Locale) => dateFormats.type2(locale, ms);
/** An order card's date: type1, "Nov 25, 2026". */
export const formatDate = (ms: number, locale: Locale) => dateFormats.type1(locale, ms);
