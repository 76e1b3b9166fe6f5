import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { dateFormats } from "#shared/date-formats";
import type { Locale } from "#shared/locale";
import type { OrderAction, OrderListType, OrderStatus } from "#shared/order-states";

/** How each order status reads to a person (translated where shown: `i18n._`), and its colour. */
export type Tone = "amber" | "blue" | "green" | "slate" | "rose" | "violet";

export const STATUS_LABEL: Record<OrderStatus, MessageDescriptor> = {
  awaiting_payment: msg`Awaiting payment`,
  paid: msg`Paid`,
  cash_pending: msg`Cash on pickup`,
  ready_for_pickup: msg`Ready for pickup`,
  completed: msg`Completed`,
  cancelled: msg`Cancelled`,
  refund_requested: msg`Refund requested`,
  refunded: msg`Refunded`,
  partially_refunded: msg`Partially refunded`,
  refund_declined: msg`Refund declined`,
  reported: msg`Reported`,
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
export function statusHint(
  status: OrderStatus,
  role: "buyer" | "seller",
  completed: boolean,
): MessageDescriptor {
  const buyer = role === "buyer";
  switch (status) {
    case "awaiting_payment":
      return buyer
        ? msg`Pay before the deadline or the order is cancelled.`
        : msg`Waiting for the buyer to pay.`;
    case "paid":
      return buyer
        ? msg`Paid by card. Show your pickup code when you collect the item.`
        : msg`Paid by card. Hand the item over when the buyer shows the pickup code.`;
    case "cash_pending":
      return buyer
        ? msg`Pay in cash when you collect the item, and show your pickup code.`
        : msg`The buyer pays in cash at pickup. Take the cash and confirm the pickup code.`;
    case "ready_for_pickup":
      return buyer
        ? msg`Show this code to the seller when you collect the item.`
        : msg`The buyer has a pickup code. Confirm it when you hand the item over.`;
    case "completed":
      return buyer ? msg`You collected the item.` : msg`Handed over. The money is in your balance.`;
    case "cancelled":
      return msg`The order was not paid in time and was cancelled.`;
    case "refund_requested":
      return buyer
        ? msg`The seller will agree to or decline your refund.`
        : msg`The buyer asked for a refund.`;
    case "refunded":
      return buyer ? msg`The money went back to your card.` : msg`You refunded this order.`;
    case "partially_refunded":
      return completed || !buyer
        ? msg`Part of the payment was refunded.`
        : msg`Part of the payment was refunded. You can still collect the item.`;
    case "refund_declined":
      return buyer ? msg`The seller declined the refund.` : msg`You declined the refund.`;
    case "reported":
      return msg`This order was reported. Our team will look into it.`;
  }
}

/** Button labels of the actions a person can take (the server's `actions`). */
export const ACTION_LABEL: Partial<Record<OrderAction, MessageDescriptor>> = {
  pay: msg`Pay now`,
  payCash: msg`Pay cash in person`,
  generatePickupCode: msg`Show pickup code`,
  confirm: msg`Confirm pickup`,
  requestRefund: msg`Request a refund`,
  agreeRefund: msg`Respond to refund`,
  declineRefund: msg`Respond to refund`,
  report: msg`Report a problem`,
};

export const LIST_TABS: { type: OrderListType | "offers"; label: MessageDescriptor }[] = [
  { type: "all", label: msg`All` },
  { type: "unpaid", label: msg`Unpaid` },
  { type: "pickup", label: msg`Pickup` },
  { type: "completed", label: msg`Completed` },
  { type: "refund", label: msg`Refund` },
  { type: "offers", label: msg`Offers` },
];

/** An order's times (ordered, paid, pay by): type2, "Nov 25, 2026, 8:05 PM". */
export const formatDateTime = (ms: number, locale: Locale) => dateFormats.type2(locale, ms);
/** An order card's date: type1, "Nov 25, 2026". */
export const formatDate = (ms: number, locale: Locale) => dateFormats.type1(locale, ms);
