import { TV_ITEMS_MAX, type TvDisplay, type TvItemEvent } from "#shared/contract/stores-admin";

/** Grid pages hold six items; the slideshow one. */
export const TV_GRID_PAGE = 6;
/** The last minutes of an auction are shown as "ending soon". */
export const TV_ENDING_SOON_MS = 5 * 60_000;

/**
 * One `item` event of the TV stream applied to what the TV shows: a live item takes its new state
 * in place (or, as a new listing, joins at the front); an item that sold, ended or was
 * withdrawn leaves. The list never grows past what the server would send.
 */
export function applyTvItem(display: TvDisplay, e: TvItemEvent): TvDisplay {
  const at = display.items.findIndex((i) => i.itemNumber === e.item.itemNumber);
  if (!e.live) {
    if (at < 0) return display;
    return { ...display, items: display.items.filter((_, i) => i !== at) };
  }
  if (at >= 0) {
    // An older state arriving late (a replay after a fresher display) never rolls a price back.
    if (e.item.bidCount < display.items[at]!.bidCount) return display;
    const items = display.items.slice();
    items[at] = e.item;
    return { ...display, items };
  }
  // Only a new listing (no bids yet) joins: a bid on one of a big store's older items, beyond the
  // newest the display holds, does not push it in.
  if (e.item.bidCount > 0) return display;
  return { ...display, items: [e.item, ...display.items].slice(0, TV_ITEMS_MAX) };
}

/** Items still worth showing at `now`: an auction whose end has passed leaves even before its close event. */
export function liveItems(display: TvDisplay, now: number): TvDisplay["items"] {
  return display.items.filter((i) => i.saleType !== "auction" || i.endTime === null || i.endTime > now);
}

/** How many pages a layout makes of `count` items, and the items of page `page` (wrapping). */
export function pageOf<T>(
  items: T[],
  perPage: number,
  page: number,
): { pages: number; index: number; shown: T[] } {
  const pages = Math.max(1, Math.ceil(items.length / perPage));
  const index = ((page % pages) + pages) % pages;
  return { pages, index, shown: items.slice(index * perPage, index * perPage + perPage) };
}
