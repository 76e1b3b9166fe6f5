/** Where a notification leads, by jumpType (rules/product.md §4). Shared by the app and the service worker. */
export type NotificationTarget = {
  jumpType: number;
  jumpId?: string | null;
  orderNumber?: string | null;
};

export const JumpType = {
  BUYING: 5,
  ORDERS: 6,
  ITEM: 8,
  BUYING_ALT: 13,
  ORDERS_ALT: 14,
  SELLER_ORDER: 15,
  BUYER_ORDER: 16,
  /** A new listing matches a saved search; jumpId is the search's query string. */
  SAVED_SEARCH: 20,
  /**
   * An offer, told to its buyer: jumpId is the item number; once accepted, orderNumber is the
   * buyer's order and the notice opens it.
   */
  OFFER_BUYER: 21,
  /** An offer, told to the seller: jumpId is the item number; once accepted it opens the seller's order. */
  OFFER_SELLER: 22,
  /** An invitation to a store's team, waiting for an answer: it opens the user's stores. */
  TEAM_INVITATION: 23,
  /** An operator's decision about the user or their content; jumpId is the decisionId. */
  DECISION: 30,
} as const;

/** The in-app path a notification opens, or null when its jumpType leads nowhere. */
export function notificationPath(n: NotificationTarget): string | null {
  const id = n.jumpId ?? "";
  switch (n.jumpType) {
    case JumpType.BUYING:
    case JumpType.BUYING_ALT:
      return `/buying?type=${encodeURIComponent(id)}`;
    case JumpType.ORDERS:
    case JumpType.ORDERS_ALT:
      return `/orders?type=${encodeURIComponent(id)}`;
    case JumpType.ITEM:
      return `/itemDetail/${encodeURIComponent(id)}`;
    case JumpType.BUYER_ORDER:
      return `/orderDetail/${encodeURIComponent(n.orderNumber ?? id)}`;
    case JumpType.SAVED_SEARCH:
      return id ? `/itemSearch?${id}` : "/itemSearch";
    case JumpType.TEAM_INVITATION:
      return "/stores";
    case JumpType.DECISION:
      return `/decision/${encodeURIComponent(id)}`;
    case JumpType.SELLER_ORDER:
      return `/sellerOrderDetail/${encodeURIComponent(n.orderNumber ?? id)}`;
    case JumpType.OFFER_BUYER:
      return n.orderNumber
        ? `/orderDetail/${encodeURIComponent(n.orderNumber)}`
        : `/itemDetail/${encodeURIComponent(id)}`;
    case JumpType.OFFER_SELLER:
      return n.orderNumber
        ? `/sellerOrderDetail/${encodeURIComponent(n.orderNumber)}`
        : `/itemDetail/${encodeURIComponent(id)}`;
    default:
      return null;
  }
}
