import { Ft as get, It as set } from "./index-BAN1tMZn.js";

// src/client/features/catalog/recently-viewed-store.ts
var KEY = "recentlyViewed";
function toViewed(item, viewedAt) {
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
function pushViewed(list, entry) {
  return [entry, ...list.filter((x) => x.itemNumber !== entry.itemNumber)].slice(0, 60);
}
async function loadViewed() {
  try {
    const v = await get(KEY);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}
var chain = Promise.resolve();
/** Writes run one after another so two quick views never lose each other. */
function recordViewed(item, viewedAt = Date.now()) {
  const next = chain.then(async () => {
    const list = pushViewed(await loadViewed(), toViewed(item, viewedAt));
    await set(KEY, list).catch(() => void 0);
    return list;
  });
  chain = next.catch(() => void 0);
  return next;
}
async function removeViewed(itemNumber) {
  const list = (await loadViewed()).filter((x) => x.itemNumber !== itemNumber);
  await set(KEY, list).catch(() => void 0);
  return list;
}
async function clearViewed() {
  await set(KEY, []).catch(() => void 0);
}

export { clearViewed as t, loadViewed as n, recordViewed as r, removeViewed as i };
