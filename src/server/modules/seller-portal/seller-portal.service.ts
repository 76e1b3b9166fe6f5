import { Code } from "#shared/codes";
import type { Page } from "#shared/contract/common";
import type {
  BulkActionInput,
  BulkActionResult,
  Performance,
  PortalItemsQuery,
} from "#shared/contract/seller-portal";
import type { SellerItemSummary } from "#shared/contract/selling";
import { formatCents } from "#shared/money";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError } from "../../platform/errors.ts";
import { requireStoreManager } from "../accounts/index.ts";
import * as selling from "../selling/index.ts";
import { itemQrPath } from "../stores-admin/index.ts";
import { revenue } from "../wallet/index.ts";

/**
 * The seller portal's calls. Every change goes through the selling module's own rules (the same
 * ones the app's single-item calls apply), one item at a time, so a bulk action can only do what
 * the seller could do item by item, and says per item what happened.
 */

/** GET /portal/items: the identity's listings, searched, filtered and sorted. */
export function portalItems(
  deps: AppDeps,
  auth: AuthInfo,
  q: PortalItemsQuery,
): Promise<Page<SellerItemSummary>> {
  const order = q.sort === "newest" ? "created" : q.sort;
  return selling.listMyItems(deps, auth, q.status, q, {
    order,
    narrow: { q: q.q || undefined, saleType: q.saleType },
  });
}

type ItemResult = BulkActionResult["results"][number];
const blank = (itemNumber: string): ItemResult => ({
  itemNumber,
  statusCode: 1,
  message: "",
  newItemNumber: null,
  item: null,
  label: null,
});

const DAY_MS = 86_400_000;

/** POST /portal/items/bulk */
export async function bulkAction(
  deps: AppDeps,
  auth: AuthInfo,
  input: BulkActionInput,
): Promise<BulkActionResult> {
  const results: ItemResult[] = [];
  // One after another, in the order given: each is its own transaction, like the single call.
  for (const itemNumber of [...new Set(input.itemNumbers)]) {
    const out = blank(itemNumber);
    try {
      Object.assign(out, await applyOne(deps, auth, input, itemNumber));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      out.statusCode = err.code;
      out.message = err.message;
    }
    results.push(out);
  }
  return { action: input.action, okCount: results.filter((r) => r.statusCode === 1).length, results };
}

async function applyOne(
  deps: AppDeps,
  auth: AuthInfo,
  input: BulkActionInput,
  itemNumber: string,
): Promise<Partial<ItemResult>> {
  switch (input.action) {
    case "withdraw": {
      await selling.withdrawItem(deps, auth, { itemNumber });
      return { message: "Withdrawn" };
    }
    case "setPrice": {
      const item = await selling.getSellerItem(deps, auth, itemNumber);
      if (item.saleType !== "fixed")
        throw new ApiError(Code.FORBIDDEN, "Only a fixed-price listing has a price to change.");
      const priceCents = input.priceCents as number;
      await selling.saveItem(deps, auth, { itemNumber, version: item.version, priceCents });
      return { message: `Price set to ${formatCents(priceCents)}` };
    }
    case "setOffers": {
      const item = await selling.getSellerItem(deps, auth, itemNumber);
      if (item.saleType !== "fixed")
        throw new ApiError(Code.FORBIDDEN, "Only a fixed-price listing takes offers.");
      // Through the same save as a single edit: its rules (thresholds below the price) apply.
      await selling.saveItem(deps, auth, {
        itemNumber,
        version: item.version,
        acceptsOffers: input.acceptsOffers,
        autoAcceptCents: input.autoAcceptCents,
        autoDeclineCents: input.autoDeclineCents,
      });
      return { message: input.acceptsOffers ? "Offers on" : "Offers off" };
    }
    case "relist":
      return relist(deps, auth, itemNumber);
    case "qrLabels": {
      const item = await selling.getSellerItem(deps, auth, itemNumber);
      return {
        message: "Label ready",
        label: {
          sinCode: item.sinCode,
          title: item.title,
          url: `${deps.env.PUBLIC_URL}${itemQrPath(item.sinCode)}`,
        },
      };
    }
  }
}

/**
 * Relist as new: "sell again" (a draft copied from the finished listing), then publish it. An
 * auction runs as long as the old one did (at least the minimum), starting now.
 */
async function relist(deps: AppDeps, auth: AuthInfo, itemNumber: string): Promise<Partial<ItemResult>> {
  const source = await selling.getSellerItem(deps, auth, itemNumber);
  let draft = await selling.sellAgain(deps, auth, itemNumber);
  try {
    if (source.saleType === "auction") {
      const minMs = deps.env.AUCTION_MIN_SECONDS * 1000;
      const was = source.startTime && source.endTime ? source.endTime - source.startTime : 7 * DAY_MS;
      draft = await selling.saveItem(deps, auth, {
        itemNumber: draft.itemNumber,
        version: draft.version,
        endTime: deps.clock.now() + Math.max(was, minMs) + 60_000,
      });
    }
    const row = await selling.publishItem(deps, auth, draft);
    return {
      message: `Relisted as ${row.itemNumber}`,
      newItemNumber: row.itemNumber,
      item: selling.toSellerSummary(row, deps.clock.now()),
    };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return {
      statusCode: err.code,
      message: `Saved as draft ${draft.itemNumber}, not published: ${err.message}`,
      newItemNumber: draft.itemNumber,
    };
  }
}

/**
 * GET /portal/performance: revenue and sales from the ledger (the same sums as GET /wallet/revenue
 * over the range), sell-through and days to sell from the listings that finished in it. A store's
 * figures are for its owner and admins.
 */
export async function performance(
  deps: AppDeps,
  auth: AuthInfo,
  q: { days: number; tzOffsetMinutes: number },
): Promise<Performance> {
  if (auth.storeId !== null)
    await requireStoreManager(deps, auth, "Only the store's owner and admins see its performance.");
  const endTime = deps.clock.now();
  const startTime = endTime - (q.days - 1) * DAY_MS;
  const money = await revenue(deps, auth, { startTime, endTime, tzOffsetMinutes: q.tzOffsetMinutes });
  const outcomes = await selling.listingOutcomes(deps, auth, startTime, endTime);
  return {
    days: q.days,
    startTime,
    endTime,
    revenueCents: money.totalCents,
    salesCount: money.orderCount,
    soldCount: outcomes.soldCount,
    finishedCount: outcomes.finishedCount,
    sellThroughBps: outcomes.finishedCount
      ? Math.round((outcomes.soldCount * 10_000) / outcomes.finishedCount)
      : null,
    avgDaysToSell: outcomes.avgDaysToSell,
    series: money.series,
  };
}
