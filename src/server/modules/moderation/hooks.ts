import type { DbOrTx, Tx } from "../../db/client.ts";
import type { AppDeps } from "../../platform/context.ts";
import type { ItemRow } from "../catalog/index.ts";

/**
 * What other modules do when a decision lands, and what they tell the console about targets they
 * own. Modules that depend on moderation (auctions, chat, orders) register here at start, so
 * moderation never imports them (no cycle between module folders, scripts/check-walls.mjs).
 */
export type MessageView = {
  id: number;
  sessionId: number;
  senderId: number;
  content: string;
  createTime: number;
  /** The conversation's two sides: only they may report one of its messages. */
  participants: [number, number];
  itemNumber: string;
};

export type OrderView = {
  orderNumber: string;
  status: string;
  amountCents: number;
  reportReason: string | null;
  buyerId: number;
  sellerId: number;
  itemNumber: string;
  itemTitle: string;
};

type Hooks = {
  /** The latest feedback a member received, newest first. */
  recentFeedback:
    | ((
        db: DbOrTx,
        userId: number,
        limit: number,
      ) => Promise<Array<{ rating: number; comment: string | null; createTime: number }>>)
    | null;
  /** The item is now `removed`: stop its sale, tell its bidders, drop it from live screens. */
  itemRemoved: Array<(deps: AppDeps, tx: Tx, item: ItemRow) => Promise<void>>;
  /** A reversal put the item back as it was. */
  itemRestored: Array<(deps: AppDeps, tx: Tx, item: ItemRow) => Promise<void>>;
  message: ((deps: AppDeps, tx: Tx, id: number) => Promise<MessageView | null>) | null;
  /** The messages around one, oldest first (up to `around` on each side). */
  messagesAround: ((deps: AppDeps, tx: Tx, id: number, around: number) => Promise<MessageView[]>) | null;
  order: ((deps: AppDeps, tx: Tx, orderNumber: string) => Promise<OrderView | null>) | null;
  /** Reported orders: the operator settles it (a full refund, or the money to the seller). */
  settleOrder:
    | ((
        deps: AppDeps,
        tx: Tx,
        orderNumber: string,
        how: "refund_buyer" | "release_seller",
        note: string,
      ) => Promise<void>)
    | null;
};

export const hooks: Hooks = {
  recentFeedback: null,
  itemRemoved: [],
  itemRestored: [],
  message: null,
  messagesAround: null,
  order: null,
  settleOrder: null,
};

/** Registers once per process: a second server in the same process brings the same functions. */
export function onItemRemoved(fn: Hooks["itemRemoved"][number]): void {
  if (!hooks.itemRemoved.includes(fn)) hooks.itemRemoved.push(fn);
}
export function onItemRestored(fn: Hooks["itemRestored"][number]): void {
  if (!hooks.itemRestored.includes(fn)) hooks.itemRestored.push(fn);
}
export function provideMessages(
  one: NonNullable<Hooks["message"]>,
  around: NonNullable<Hooks["messagesAround"]>,
) {
  hooks.message = one;
  hooks.messagesAround = around;
}
export function provideOrders(one: NonNullable<Hooks["order"]>, settle: Hooks["settleOrder"]) {
  hooks.order = one;
  hooks.settleOrder = settle;
}
export function provideFeedback(fn: NonNullable<Hooks["recentFeedback"]>) {
  hooks.recentFeedback = fn;
}
