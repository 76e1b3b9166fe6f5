/** What other modules use of orders, the one way in (scripts/check-walls.mjs). */
export {
  createOrder,
  getOrderDetail,
  listOrders,
  orderForUser,
  orderTitles,
  storeOrderIds,
} from "./orders.service.ts";
