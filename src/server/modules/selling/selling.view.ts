import { MIN_ONLINE_PAYMENT_CENTS } from "#shared/constants";
import type { AuctionSettings, SellerItem, SellerItemSummary } from "#shared/contract/selling";
import type { DbOrTx } from "../../db/client.ts";
import { fileUrl } from "../../platform/files.ts";
import { displayName, getStoreById, getUserById } from "../accounts/index.ts";
import { auctionStateOf, currentPriceOf, type ItemRow } from "../catalog/index.ts";
import { openOfferCounts } from "../offers/index.ts";

/** A fixed price under the minimum online payment ($0.50) is paid in cash in person only. */
export function isCashOnly(row: Pick<ItemRow, "saleType" | "priceCents">): boolean {
  return row.saleType === "fixed" && row.priceCents !== null && row.priceCents < MIN_ONLINE_PAYMENT_CENTS;
}

/** draft | scheduled (an active auction whose start is ahead) | active | ended | sold | withdrawn */
export function listingState(row: ItemRow, now: number): SellerItem["listingState"] {
  if (row.status === "active" && row.saleType === "auction" && row.startTime !== null && row.startTime > now)
    return "scheduled";
  return row.status as SellerItem["listingState"];
}

async function sellerRef(db: DbOrTx, row: ItemRow): Promise<SellerItem["seller"]> {
  const user = await getUserById(db, row.sellerId);
  const store = row.storeId !== null ? await getStoreById(db, row.storeId) : null;
  return {
    id: row.sellerId,
    name: store?.storeName ?? (user ? displayName(user) : "Member"),
    storeId: row.storeId,
    pic: store?.logo ?? user?.pic ?? null,
  };
}

/** The seller's full view: the reserve, the version and drafts included. Only ever sent to its seller. */
export async function toSellerView(db: DbOrTx, row: ItemRow, now: number): Promise<SellerItem> {
  const images = row.images.map((id) => fileUrl(id));
  const cashOnly = isCashOnly(row);
  return {
    itemNumber: row.itemNumber,
    sinCode: row.sinCode,
    title: row.title,
    description: row.description,
    images,
    imageIds: [...row.images],
    cover: images[0] ?? null,
    categoryId: row.categoryId,
    condition: row.condition as SellerItem["condition"],
    saleType: row.saleType as SellerItem["saleType"],
    priceCents: row.priceCents,
    cashOnly,
    paymentMethods: cashOnly ? ["cash"] : ["card", "cash"],
    status: row.status as SellerItem["status"],
    seller: await sellerRef(db, row),
    storeId: row.storeId,
    city: row.city,
    pickupNote: row.pickupNote,
    lat: row.lat,
    lng: row.lng,
    version: row.version,
    ...auctionTerms(row),
    currentPriceCents: currentPriceOf(row),
    bidCount: row.bidCount,
    acceptsOffers: row.acceptsOffers,
    autoAcceptCents: row.autoAcceptCents,
    autoDeclineCents: row.autoDeclineCents,
    openOffers: row.acceptsOffers ? ((await openOfferCounts(db, [row.id])).get(row.id) ?? 0) : 0,
    auction: row.status === "draft" ? null : auctionStateOf(row, now),
    listingState: listingState(row, now),
    sourceItemNumber: row.sourceItemNumber,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
  };
}

/** `openOffers`: the item's pending and countered offers, counted by the caller for a whole page at once. */
export function toSellerSummary(row: ItemRow, now: number, openOffers = 0): SellerItemSummary {
  return {
    itemNumber: row.itemNumber,
    sinCode: row.sinCode,
    title: row.title,
    cover: row.images[0] ? fileUrl(row.images[0], 320) : null,
    saleType: row.saleType as SellerItemSummary["saleType"],
    priceCents: currentPriceOf(row),
    status: row.status as SellerItemSummary["status"],
    listingState: listingState(row, now),
    city: row.city,
    lat: row.lat,
    lng: row.lng,
    version: row.version,
    bidCount: row.bidCount,
    startTime: row.startTime,
    endTime: row.endTime,
    cashOnly: isCashOnly(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    acceptsOffers: row.acceptsOffers,
    autoAcceptCents: row.autoAcceptCents,
    autoDeclineCents: row.autoDeclineCents,
    openOffers,
  };
}

/** The terms an auction's seller sets: its prices, its times and its soft close. */
function auctionTerms(row: ItemRow) {
  return {
    startPriceCents: row.startPriceCents,
    reservePriceCents: row.reservePriceCents,
    buyNowPriceCents: row.buyNowPriceCents,
    startTime: row.startTime,
    endTime: row.endTime,
    softCloseSeconds: row.softCloseSeconds,
  };
}

export function toAuctionSettings(row: ItemRow): AuctionSettings {
  return {
    itemNumber: row.itemNumber,
    version: row.version,
    status: row.status as AuctionSettings["status"],
    ...auctionTerms(row),
    bidCount: row.bidCount,
    currentPriceCents: currentPriceOf(row),
  };
}
