/**
 * The order state machine: the one place that says which order transitions exist and who may make
 * them. The server refuses everything else with 40005; the client uses `allowedActions` to show
 * only the buttons that would work.
 *
 * | action            | from                                                        | to                                   | by     |
 * |-------------------|-------------------------------------------------------------|--------------------------------------|--------|
 * | pay               | awaiting_payment                                            | paid (card accepted)                 | buyer  |
 * | payCash           | awaiting_payment                                            | cash_pending                         | buyer  |
 * | expire            | awaiting_payment (unpaid past the deadline, 72 h)           | cancelled                            | system |
 * | generatePickupCode| paid, cash_pending, partially_refunded*, refund_declined*   | ready_for_pickup                     | buyer  |
 * | confirm           | ready_for_pickup (pickup code or signed QR checked)         | completed                            | seller |
 * | requestRefund     | paid, ready_for_pickup, completed, partially_refunded (card)| refund_requested                     | buyer  |
 * | agreeRefund       | refund_requested                                            | refunded / partially_refunded        | seller |
 * | declineRefund     | refund_requested                                            | refund_declined                      | seller |
 * | report            | paid, cash_pending, ready_for_pickup, completed,            | reported                             | buyer or seller |
 * |                   | refund_requested, refund_declined, partially_refunded       |                                      |        |
 *
 * `*` only while the item has not been handed over yet (no completeTime): after a partial refund or
 * a declined refund of an order that was not picked up, the buyer can still collect it.
 * Terminal: cancelled, refunded, reported, and completed (except for a refund request or a report).
 */
export const ORDER_STATUSES = [
  "awaiting_payment",
  "paid",
  "cash_pending",
  "ready_for_pickup",
  "completed",
  "cancelled",
  "refund_requested",
  "refunded",
  "partially_refunded",
  "refund_declined",
  "reported",
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export type OrderParty = "buyer" | "seller" | "system";

export const ORDER_ACTIONS = [
  "pay",
  "payCash",
  "expire",
  "generatePickupCode",
  "confirm",
  "requestRefund",
  "agreeRefund",
  "declineRefund",
  "report",
] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

/** What a transition rule may look at besides the status. */
export type OrderFacts = {
  status: OrderStatus;
  paymentMethod: "card" | "cash" | null;
  /** Set once the seller confirmed the handoff (money released). */
  completeTime: number | null;
};

type Rule = {
  from: readonly OrderStatus[];
  by: readonly OrderParty[];
  /** The state reached; agreeRefund picks between two at run time. */
  to: readonly OrderStatus[];
  when?: (o: OrderFacts) => boolean;
};

export const ORDER_TRANSITIONS: Record<OrderAction, Rule> = {
  pay: { from: ["awaiting_payment"], by: ["buyer", "system"], to: ["paid"] },
  payCash: { from: ["awaiting_payment"], by: ["buyer"], to: ["cash_pending"] },
  expire: { from: ["awaiting_payment"], by: ["system"], to: ["cancelled"] },
  generatePickupCode: {
    from: ["paid", "cash_pending", "partially_refunded", "refund_declined"],
    by: ["buyer"],
    to: ["ready_for_pickup"],
    when: (o) => o.completeTime === null,
  },
  confirm: { from: ["ready_for_pickup"], by: ["seller"], to: ["completed"] },
  requestRefund: {
    from: ["paid", "ready_for_pickup", "completed", "partially_refunded"],
    by: ["buyer"],
    to: ["refund_requested"],
    // Cash changes hands in person: there is nothing online to refund.
    when: (o) => o.paymentMethod === "card",
  },
  agreeRefund: { from: ["refund_requested"], by: ["seller"], to: ["refunded", "partially_refunded"] },
  declineRefund: { from: ["refund_requested"], by: ["seller"], to: ["refund_declined"] },
  report: {
    from: [
      "paid",
      "cash_pending",
      "ready_for_pickup",
      "completed",
      "refund_requested",
      "refund_declined",
      "partially_refunded",
    ],
    by: ["buyer", "seller"],
    to: ["reported"],
  },
};

/** Whether `party` may take `action` on an order in this state. */
export function canTransition(o: OrderFacts, action: OrderAction, party: OrderParty): boolean {
  const rule = ORDER_TRANSITIONS[action];
  if (!rule.from.includes(o.status) || !rule.by.includes(party)) return false;
  return rule.when ? rule.when(o) : true;
}

/** The actions a buyer or seller could take now (the client shows these buttons). */
export function allowedActions(o: OrderFacts, party: "buyer" | "seller"): OrderAction[] {
  return ORDER_ACTIONS.filter((a) => canTransition(o, a, party));
}

/** Tabs of /buying and /orders (query `type`) and the statuses each one lists. */
export const ORDER_LIST_TYPES = ["all", "unpaid", "pickup", "completed", "refund"] as const;
export type OrderListType = (typeof ORDER_LIST_TYPES)[number];
export const ORDER_LIST_STATUSES: Record<Exclude<OrderListType, "all">, readonly OrderStatus[]> = {
  unpaid: ["awaiting_payment"],
  pickup: ["paid", "cash_pending", "ready_for_pickup"],
  completed: ["completed"],
  refund: ["refund_requested", "refunded", "partially_refunded", "refund_declined"],
};

/** Unpaid orders are cancelled this long after they were created. */
export const ORDER_PAYMENT_DEADLINE_MS = 72 * 3600 * 1000;

/** The platform fee on an amount, in whole cents (half up). Shared so the client shows the same figure. */
export function platformFeeCents(amountCents: number, feeBps: number): number {
  return Math.floor((amountCents * feeBps + 5000) / 10_000);
}
