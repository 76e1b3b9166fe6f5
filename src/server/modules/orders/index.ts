/** What other modules use of orders, the one way in (scripts/check-walls.mjs). */
export { createOrder, getOrderDetail, listOrders, orderForUser } from "./orders.service.ts";
