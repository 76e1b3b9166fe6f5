import { and, eq } from "drizzle-orm";
import type { ItemDetail, ItemSummary } from "#shared/contract/catalog";
import type { DbOrTx } from "../../db/client.ts";
import { items, watches } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { fileUrl } from "../../platform/files.ts";
import { displayName, getStoreById, getUserById, isStoreTeamMember } from "../accounts/accounts.service.ts";
import { auctionStateOf, bidderTag } from "../auctions/auction-state.ts";
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

/** Drafts and withdrawn items are seen only by their seller (or the store's team for store items). */
export async function canSeeItem(db: DbOrTx, row: ItemRow, viewerUserId: number | null): Promise<boolean> {
  if (row.status !== "draft" && row.status !== "withdrawn") return true;
  if (viewerUserId === null) return false;
  if (row.sellerId === viewerUserId) return true;
  return row.storeId !== null && (await isStoreTeamMember(db, row.storeId, viewerUserId));
}

/** The public item of the contract. The reserve amount never leaves the server. */
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
  const path = categoryPath(cats, row.categoryId);
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
      name: store?.storeName ?? (seller ? displayName(seller) : "Member"),
      storeId: row.storeId,
      pic: store?.logo ?? seller?.pic ?? null,
    },
    city: row.city,
    pickupNote: row.pickupNote,
    lat: row.lat,
    lng: row.lng,
    version: row.version,
    // The auctions module's public state (it never carries the reserve amount).
    auction: auction ? { ...auction } : null,
    watching: watch.length > 0,
    watchCount: row.watchCount,
    isOwner: viewerUserId !== null && viewerUserId === row.sellerId,
    myBidderTag: auction && viewerUserId !== null ? bidderTag(deps, row.itemNumber, viewerUserId) : null,
    leaderTag: auction && row.leaderId !== null ? bidderTag(deps, row.itemNumber, row.leaderId) : null,
    createTime: row.createdAt,
    publishTime: row.publishedAt,
    endTime: row.saleType === "auction" ? row.endTime : null,
  };
}
