import type { ItemSummary } from "#shared/contract/catalog";
import type { TvDeviceEvent, TvDisplayItem, TvItemEvent } from "#shared/contract/stores-admin";
import type { DbOrTx } from "../../db/client.ts";
import type { BusEvent } from "../../platform/bus.ts";
import type { AppDeps } from "../../platform/context.ts";
import { type ItemRow, toItemSummary } from "../catalog/index.ts";

/**
 * The store's channel on the event bus: what its TVs follow. One event per change of one of the
 * store's items (published in the transaction that made it, next to the item's own `auction`
 * event), so a TV needs one stream for all its items and any server process can serve it.
 */
export const storeChannel = (storeId: number) => `store:${storeId}`;

export const TV_ITEM_EVENT = "item";
export const TV_DEVICE_EVENT = "device";

export function toTvDisplayItem(s: ItemSummary): TvDisplayItem {
  return {
    itemNumber: s.itemNumber,
    sinCode: s.sinCode,
    title: s.title,
    cover: s.cover,
    priceCents: s.priceCents,
    saleType: s.saleType,
    endTime: s.endTime,
    bidCount: s.saleType === "auction" ? s.bidCount : 0,
  };
}

/** On the screen: a listing a buyer could still buy (the same rule as search's default). */
export function isLiveOnTv(row: Pick<ItemRow, "status" | "saleType" | "endTime">, now: number): boolean {
  if (row.status !== "active") return false;
  return row.saleType !== "auction" || (row.endTime !== null && row.endTime > now);
}

/** The store event for an item's new state; none for a personal seller's item or a draft. */
export function storeItemEvent(row: ItemRow, now: number): Omit<BusEvent, "id"> | null {
  if (row.storeId === null || row.status === "draft") return null;
  const data: TvItemEvent = { item: toTvDisplayItem(toItemSummary(row)), live: isLiveOnTv(row, now) };
  return { channel: storeChannel(row.storeId), type: TV_ITEM_EVENT, data };
}

/** Tell the store's TVs about an item change (pass the transaction: it goes out on commit). */
export async function publishStoreItem(deps: AppDeps, tx: DbOrTx, row: ItemRow): Promise<void> {
  const e = storeItemEvent(row, deps.clock.now());
  if (e) await deps.bus.publish(tx, e.channel, e.type, e.data);
}

/** A device was edited or removed: its TV loads its display again. */
export async function publishTvDevice(
  deps: AppDeps,
  tx: DbOrTx,
  storeId: number,
  data: TvDeviceEvent,
): Promise<void> {
  await deps.bus.publish(tx, storeChannel(storeId), TV_DEVICE_EVENT, data);
}
