import type { CommandKinds } from "../offline/command-kinds.ts";

/**
 * Every kind of command that waits in the offline queue, and who sends it: registered once, at
 * start-up (main.tsx). Each sender's module loads the first time a command of its kind has to go.
 *
 * The three offline paths, each readable from its feature's file:
 * - an item edit or publish: features/selling/item-commands.ts;
 * - a pickup confirmation: features/orders/confirm-queue.ts;
 * - a bid: features/auctions/pending-bids.ts (an offer: features/offers/pending-offers.ts).
 */
export const commandKinds: CommandKinds = {
  save: { send: () => import("../features/selling/item-commands.ts").then((m) => m.itemCommands) },
  publish: { send: () => import("../features/selling/item-commands.ts").then((m) => m.itemCommands) },
  confirm: { send: () => import("../features/orders/confirm-queue.ts").then((m) => m.confirmCommands) },
  // Confirmed again by its bidder on the auction (features/auctions/pending-bids.ts).
  bid: { parked: true },
  // Sent again by its buyer on the item (features/offers/pending-offers.ts).
  offer: { parked: true },
};
