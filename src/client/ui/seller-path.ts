/**
 * Where a seller's name leads: a store's page for a store's listing or order (the face the buyer saw
 * on the item), else the person's own page.
 */
export function sellerPagePath(seller: { id: number; storeId?: number | null }): string {
  return seller.storeId
    ? `/sellerInformation/${seller.id}?storeId=${seller.storeId}`
    : `/sellerInformation/${seller.id}`;
}

/** All of a seller's items: the store's for a store, else the person's. */
export function sellerItemsPath(seller: { id: number; storeId?: number | null }): string {
  return seller.storeId ? `/sellerItems/${seller.id}?storeId=${seller.storeId}` : `/sellerItems/${seller.id}`;
}
