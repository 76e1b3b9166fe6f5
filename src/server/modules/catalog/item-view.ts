import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { ItemDetail, ItemSummary } from "#shared/contract/catalog";
import { type DbOrTx, prepared } from "../../db/client.ts";
import { categories, items, watches } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fileUrl } from "../../platform/files.ts";
import {
  displayName,
  getStoreById,
  getUserById,
  isStoreTeamMember,
  publicStores,
  publicUsers,
} from "../accounts/index.ts";
import { auctionStateOf, bidderTag } from "./auction-state.ts";
import { allCategories, categoryPath } from "./categories.ts";

export type ItemRow = typeof items.$inferSelect;

/** The columns a list needs (lists never load descriptions or the search vector). */
export const summaryColumns = {
  id: items.id,
  itemNumber: items.itemNumber,
  sinCode: items.sinCode,
  title: items.title,
  images: items.images,
  saleType: items.saleType,
  priceCents: items.priceCents,
  startPriceCents: items.startPriceCents,
  currentPriceCents: items.currentPriceCents,
  buyNowPriceCents: items.buyNowPriceCents,
  condition: items.condition,
  city: items.city,
  lat: items.lat,
  lng: items.lng,
  endTime: items.endTime,
  bidCount: items.bidCount,
  status: items.status,
};
export type SummaryRow = Pick<ItemRow, keyof typeof summaryColumns>;

/** What a buyer pays now: the fixed price, or the auction's start price until a bid, then its price. */
export function currentPriceOf(
  row: Pick<ItemRow, "saleType" | "priceCents" | "startPriceCents" | "currentPriceCents" | "bidCount">,
): number | null {
  if (row.saleType !== "auction") return row.priceCents;
  if (row.bidCount === 0) return row.startPriceCents;
  return row.currentPriceCents ?? row.startPriceCents;
}

export function toItemSummary(row: SummaryRow, extra: { distanceKm?: number | null } = {}): ItemSummary {
  const cover = row.images[0];
  const summary: ItemSummary = {
    itemNumber: row.itemNumber,
    sinCode: row.sinCode,
    title: row.title,
    cover: cover ? fileUrl(cover, 320) : null,
    saleType: row.saleType === "auction" ? "auction" : "fixed",
    priceCents: currentPriceOf(row),
    condition: (row.condition as ItemSummary["condition"]) ?? null,
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    endTime: row.saleType === "auction" ? row.endTime : null,
    bidCount: row.bidCount,
    status: row.status as ItemSummary["status"],
    buyNowPriceCents: row.saleType === "auction" ? row.buyNowPriceCents : null,
  };
  if (extra.distanceKm !== undefined && extra.distanceKm !== null) {
    summary.distanceKm = Math.round(extra.distanceKm * 10) / 10;
  }
  return summary;
}

/**
 * Drafts, withdrawn items and items removed by an operator's decision are seen only by their seller
 * (or the store's team for store items).
 */
export async function canSeeItem(db: DbOrTx, row: ItemRow, viewerUserId: number | null): Promise<boolean> {
  if (row.status !== "draft" && row.status !== "withdrawn" && row.status !== "removed") return true;
  if (viewerUserId === null) return false;
  if (row.sellerId === viewerUserId) return true;
  return row.storeId !== null && (await isStoreTeamMember(db, row.storeId, viewerUserId));
}

/** What an item page shows besides the item's own row. */
export type ItemExtras = {
  /** The store's name for a store's item, else the seller's display name. */
  sellerName: string;
  sellerPic: string | null;
  categoryPath: { id: number; name: string }[];
  watching: boolean;
};

/** The seller's name and picture, and the store's, from the accounts module (which owns both tables). */
const seller = publicUsers("seller");
const store = publicStores("store");

/**
 * An item page's row and its extras in one prepared statement (an item page was six queries): the
 * seller and the store joined, the category's path walked up in SQL (root first, at most ten
 * levels, as `categoryPath`), and whether the viewer watches it.
 */
const itemPageQuery = prepared((db) =>
  db
    .select({
      item: getTableColumns(items),
      sellerUserName: seller.userName,
      sellerNickName: seller.nickName,
      sellerFirstName: seller.firstName,
      sellerLastName: seller.lastName,
      sellerPic: seller.pic,
      storeName: store.storeName,
      storeLogo: store.logo,
      categoryPath: sql<{ id: number; name: string }[]>`(
        WITH RECURSIVE up(id, name, parent_id, depth) AS (
          SELECT c.id, c.name, c.parent_id, 0 FROM ${categories} c WHERE c.id = ${items.categoryId}
          UNION ALL
          SELECT c.id, c.name, c.parent_id, up.depth + 1 FROM ${categories} c JOIN up ON c.id = up.parent_id
          WHERE up.depth < 9
        ) SELECT coalesce(json_agg(json_build_object('id', id, 'name', name) ORDER BY depth DESC), '[]'::json) FROM up)`,
      watching: sql<boolean>`EXISTS (SELECT 1 FROM ${watches} WHERE ${watches.userId} = ${sql.placeholder("viewer")} AND ${watches.itemId} = ${items.id})`,
    })
    .from(items)
    .leftJoin(seller, eq(seller.id, items.sellerId))
    .leftJoin(store, eq(store.id, items.storeId))
    .where(eq(items.itemNumber, sql.placeholder("itemNumber")))
    .prepare("catalog_item_page"),
);

/** An item by number with what its page shows (`viewerUserId` for `watching`), or null. */
export async function findItemPage(
  db: DbOrTx,
  itemNumber: string,
  viewerUserId: number | null,
): Promise<{ row: ItemRow; extras: ItemExtras } | null> {
  const [r] = await itemPageQuery(db, { itemNumber, viewer: viewerUserId });
  if (!r) return null;
  const seller = {
    userName: r.sellerUserName,
    nickName: r.sellerNickName,
    firstName: r.sellerFirstName,
    lastName: r.sellerLastName,
  };
  return {
    row: r.item,
    extras: {
      sellerName: r.storeName ?? displayName(seller),
      sellerPic: r.storeLogo ?? r.sellerPic,
      categoryPath: r.categoryPath,
      watching: Boolean(r.watching),
    },
  };
}

/** The public item of the contract, its extras read one by one (see `findItemPage` for all at once). */
export async function toItemDetail(
  deps: AppDeps,
  db: DbOrTx,
  row: ItemRow,
  viewerUserId: number | null,
): Promise<ItemDetail> {
  const [seller, store, cats, watch] = await Promise.all([
    getUserById(db, row.sellerId),
    row.storeId === null ? Promise.resolve(null) : getStoreById(db, row.storeId),
    allCategories(db),
    viewerUserId === null
      ? Promise.resolve([])
      : db
          .select({ itemId: watches.itemId })
          .from(watches)
          .where(and(eq(watches.userId, viewerUserId), eq(watches.itemId, row.id))),
  ]);
  return itemDetailOf(deps, row, viewerUserId, {
    sellerName: store?.storeName ?? (seller ? displayName(seller) : "Member"),
    sellerPic: store?.logo ?? seller?.pic ?? null,
    categoryPath: categoryPath(cats, row.categoryId),
    watching: watch.length > 0,
  });
}

/** The public item of the contract. The reserve amount never leaves the server. */
export function itemDetailOf(
  deps: AppDeps,
  row: ItemRow,
  viewerUserId: number | null,
  extras: ItemExtras,
): ItemDetail {
  const path = extras.categoryPath;
  const auction = auctionStateOf(row, deps.clock.now());
  return {
    itemNumber: row.itemNumber,
    sinCode: row.sinCode,
    title: row.title,
    description: row.description,
    images: row.images.map((id) => fileUrl(id)),
    imageSet: row.images.map((id) => ({
      fileId: id,
      small: fileUrl(id, 320),
      medium: fileUrl(id, 640),
      large: fileUrl(id, 1280),
    })),
    cover: row.images[0] ? fileUrl(row.images[0]) : null,
    categoryId: row.categoryId,
    categoryName: path.at(-1)?.name ?? null,
    categoryPath: path,
    condition: (row.condition as ItemDetail["condition"]) ?? null,
    saleType: row.saleType === "auction" ? "auction" : "fixed",
    priceCents: row.saleType === "auction" ? null : row.priceCents,
    currentPriceCents: currentPriceOf(row),
    status: row.status as ItemDetail["status"],
    seller: {
      id: row.sellerId,
      name: extras.sellerName,
      storeId: row.storeId,
      pic: extras.sellerPic,
    },
    city: row.city,
    pickupNote: row.pickupNote,
    lat: row.lat,
    lng: row.lng,
    version: row.version,
    // The auctions module's public state (it never carries the reserve amount).
    auction: auction ? { ...auction } : null,
    watching: extras.watching,
    watchCount: row.watchCount,
    isOwner: viewerUserId !== null && viewerUserId === row.sellerId,
    myBidderTag: auction && viewerUserId !== null ? bidderTag(deps, row.itemNumber, viewerUserId) : null,
    leaderTag: auction && row.leaderId !== null ? bidderTag(deps, row.itemNumber, row.leaderId) : null,
    createTime: row.createdAt,
    publishTime: row.publishedAt,
    endTime: row.saleType === "auction" ? row.endTime : null,
    // Whether offers are taken, never the seller's auto-accept and auto-decline amounts.
    acceptsOffers: row.saleType !== "auction" && row.acceptsOffers,
    offerHours: deps.env.OFFER_HOURS,
  };
}
