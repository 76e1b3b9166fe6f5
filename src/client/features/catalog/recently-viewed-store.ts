import type { ItemDetail, ItemSummary } from "#shared/contract/catalog";
import { cacheKv } from "../../offline/kv.ts";

const KEY = "recentlyViewed";
/** Kept on the device so /recentlyViewed works for guests and offline. */
export const RECENTLY_VIEWED_MAX = 60;

export type ViewedItem = ItemSummary & { viewedAt: number };

export function toViewed(item: ItemDetail, viewedAt: number): ViewedItem {
  return {
    itemNumber: item.itemNumber,
    sinCode: item.sinCode,
    title: item.title,
    cover: item.imageSet[0]?.small ?? item.cover,
    saleType: item.saleType,
    priceCents: item.currentPriceCents ?? item.priceCents,
    condition: item.condition,
    city: item.city,
    lat: item.lat,
    lng: item.lng,
    endTime: item.auction?.endTime ?? item.endTime,
    bidCount: item.auction?.bidCount ?? 0,
    status: item.status,
    buyNowPriceCents: item.auction?.buyNowPriceCents ?? null,
    viewedAt,
  };
}

/** Newest first, one entry per item. */
export function pushViewed(list: readonly ViewedItem[], entry: ViewedItem): ViewedItem[] {
  return [entry, ...list.filter((x) => x.itemNumber !== entry.itemNumber)].slice(0, RECENTLY_VIEWED_MAX);
}

export async function loadViewed(): Promise<ViewedItem[]> {
  try {
    const v = await cacheKv.get<ViewedItem[]>(KEY);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

let chain: Promise<unknown> = Promise.resolve();
/** Writes run one after another so two quick views never lose each other. */
export function recordViewed(item: ItemDetail, viewedAt = Date.now()): Promise<ViewedItem[]> {
  const next = chain.then(async () => {
    const list = pushViewed(await loadViewed(), toViewed(item, viewedAt));
    await cacheKv.set(KEY, list).catch(() => undefined);
    return list;
  });
  chain = next.catch(() => undefined);
  return next;
}

export async function removeViewed(itemNumber: string): Promise<ViewedItem[]> {
  const list = (await loadViewed()).filter((x) => x.itemNumber !== itemNumber);
  await cacheKv.set(KEY, list).catch(() => undefined);
  return list;
}

export async function clearViewed(): Promise<void> {
  await cacheKv.set(KEY, []).catch(() => undefined);
}
