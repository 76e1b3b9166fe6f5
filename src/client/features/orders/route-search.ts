import type { OrderListType } from "#shared/order-states";
import { field, searchSchema } from "../../route-search.ts";

/*
 * Search params of the order and payment routes (in the first bundle with the route files, so
 * order-states is imported for its type only; the check below keeps the list in step with it).
 * A bad value falls back instead of failing the page.
 */
const ORDER_LIST_TYPES = [
  "all",
  "unpaid",
  "pickup",
  "completed",
  "refund",
] as const satisfies readonly OrderListType[];
const everyType: Exclude<OrderListType, (typeof ORDER_LIST_TYPES)[number]> extends never ? true : false =
  true;
void everyType;

const text = field.text();

/** The lists' tabs: the order statuses, and the offers (the buyer's, or those on the seller's items). */
export type OrderListTab = OrderListType | "offers";
const ORDER_LIST_TABS = [...ORDER_LIST_TYPES, "offers"] as const satisfies readonly OrderListTab[];

export const OrderListSearchSchema = searchSchema({ type: field.oneOf(ORDER_LIST_TABS, "all") });
export const AddCardSearchSchema = searchSchema({ orderNumber: text });
export const PaySearchSchema = searchSchema({ orderNumber: text, paymentMethodId: text });
export const PaymentResultSearchSchema = searchSchema({ orderNumber: text, status: text });
