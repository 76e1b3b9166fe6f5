import { Code } from "#shared/codes";
import type { Page } from "#shared/contract/common";
import type {
  MakeOfferInput,
  Offer,
  OfferAction,
  OfferListQuery,
  OfferStatus,
  RespondOfferInput,
} from "#shared/contract/offers";
import { JumpType } from "#shared/jump-types";
import { formatCents } from "#shared/money";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { say } from "../../i18n/messages.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, notFound, validationError } from "../../platform/errors.ts";
import { fileUrl } from "../../platform/files.ts";
import { randomCode } from "../../platform/ids.ts";
import { displayName, getStoreById, getUserById, isStoreTeamMember } from "../accounts/index.ts";
import {
  findItemByNumber,
  type ItemRow,
  itemRowsByIds,
  lockItemById,
  lockItemByNumber,
  updateAuctionRow,
} from "../catalog/index.ts";
import { assertMayTrade, onItemRemoved } from "../moderation/index.ts";
import { type NotifyInput, notifyMany } from "../notifications/index.ts";
import { createOrder } from "../orders/index.ts";
import { publishStoreItem } from "../tv-stream/index.ts";
import {
  findOfferById,
  findOfferByNumber,
  insertOffer,
  lockOffer,
  type OfferChange,
  type OfferRow,
  offerListWhere,
  openOfferOf,
  openOffersOfItem,
  pageOffers,
  updateOffer,
} from "./offers.repo.ts";

/*
 * Offers on fixed-price items (CONTRACT.md "Offers"). Every change to an offer happens with its
 * item's row locked first, the same lock Buy now and the seller's edits take: so an acceptance, a
 * Buy now and a second acceptance at the same moment are taken one after the other, and only the
 * first finds the item still for sale.
 */

export const OFFER_EXPIRE_JOB = "offer.expire";
const HOUR_MS = 3_600_000;

/** The answer to an offer below the seller's auto-decline amount: said kindly, pointing to a higher offer. */
export const AUTO_DECLINED_MESSAGE = say(
  "Thank you for your offer. The seller is hoping for a little more, so it was declined. You are welcome to make a higher offer.",
);

const OFFER_NOT_FOUND = "Offer not found";
const NOT_OPEN = "This offer is no longer open.";

const isOpen = (status: string) => status === "pending" || status === "countered";

// ---------------------------------------------------------------------------------------------
// Who may do what

async function isSellerSide(db: DbOrTx, item: Pick<ItemRow, "sellerId" | "storeId">, userId: number) {
  if (item.sellerId === userId) return true;
  return item.storeId !== null && (await isStoreTeamMember(db, item.storeId, userId));
}

/**
 * May this buyer deal with this item's seller at all? A restricted account answers 9999 and a
 * seller who blocked the buyer 10003 (CONTRACT.md "Trust and safety"), for making an offer and for
 * accepting a counter-offer alike.
 */
async function assertMayTransact(_deps: AppDeps, tx: Tx, buyerId: number, item: ItemRow): Promise<void> {
  await assertMayTrade(tx, buyerId, item.sellerId);
}

/** The actions the caller may take now (the buttons a screen shows). */
function actionsFor(row: OfferRow, role: "buyer" | "seller", item: ItemRow | undefined, now: number) {
  if (!isOpen(row.status) || row.expiresAt <= now || item?.status !== "active") return [];
  if (role === "seller") return row.status === "pending" ? (["accept", "decline", "counter"] as const) : [];
  return row.status === "pending" ? (["withdraw"] as const) : (["accept", "decline"] as const);
}

// ---------------------------------------------------------------------------------------------
// Views

type Names = { users: Map<number, string>; stores: Map<number, string> };

async function namesFor(db: DbOrTx, rows: OfferRow[]): Promise<Names> {
  const users = new Map<number, string>();
  const stores = new Map<number, string>();
  for (const id of new Set(rows.flatMap((r) => [r.buyerId, r.sellerId]))) {
    const u = await getUserById(db, id);
    users.set(id, u ? displayName(u) : "Member");
  }
  for (const id of new Set(rows.map((r) => r.storeId).filter((s): s is number => s !== null))) {
    const store = await getStoreById(db, id);
    if (store) stores.set(id, store.storeName);
  }
  return { users, stores };
}

function toOffer(
  row: OfferRow,
  item: ItemRow | undefined,
  names: Names,
  role: "buyer" | "seller",
  now: number,
): Offer {
  // Past its time but not yet reached by the expiry job: already expired for everyone.
  const status: OfferStatus =
    isOpen(row.status) && row.expiresAt <= now ? "expired" : (row.status as OfferStatus);
  return {
    offerId: row.offerNumber,
    itemNumber: item?.itemNumber ?? "",
    amountCents: row.amountCents,
    counterCents: row.counterCents,
    status,
    buyer: { id: row.buyerId, name: names.users.get(row.buyerId) ?? "Member" },
    createTime: row.createTime,
    expiresAt: row.expiresAt,
    orderNumber: row.orderNumber,
    agreedCents: row.agreedCents,
    decidedBy: status === "expired" ? "system" : (row.decidedBy as Offer["decidedBy"]),
    updateTime: row.updateTime,
    item: {
      title: item?.title ?? "",
      cover: item?.images[0] ? fileUrl(item.images[0], 320) : null,
      priceCents: item?.priceCents ?? null,
      status: (item?.status ?? "withdrawn") as Offer["item"]["status"],
    },
    seller: {
      id: row.sellerId,
      name:
        (row.storeId !== null ? names.stores.get(row.storeId) : undefined) ??
        names.users.get(row.sellerId) ??
        "Member",
      storeId: row.storeId,
    },
    role,
    actions: [...actionsFor(row, role, item, now)],
  };
}

async function viewOf(
  deps: AppDeps,
  db: DbOrTx,
  row: OfferRow,
  item: ItemRow,
  role: "buyer" | "seller",
): Promise<Offer> {
  return toOffer(row, item, await namesFor(db, [row]), role, deps.clock.now());
}

// ---------------------------------------------------------------------------------------------
// Notices

/** A notice about an offer: it opens the item (or, once accepted, the order). */
function notice(
  item: ItemRow,
  n: Pick<NotifyInput, "userId" | "title" | "content" | "jumpType"> & { orderNumber?: string },
): NotifyInput {
  return { ...n, jumpId: item.itemNumber, pic: item.images[0] ? fileUrl(item.images[0], 320) : null };
}

// ---------------------------------------------------------------------------------------------
// POST /offer/make

export type MadeOffer = { offer: Offer; message: string | null };

export async function makeOffer(deps: AppDeps, auth: AuthInfo, input: MakeOfferInput): Promise<MadeOffer> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const item = await lockItemByNumber(tx, input.itemNumber);
    if (!item || item.status === "draft" || item.status === "removed") throw notFound("Item not found");
    if (await isSellerSide(tx, item, auth.userId))
      throw new ApiError(Code.OWN_ITEM, "You cannot make an offer on your own item.");
    if (item.status !== "active")
      throw new ApiError(Code.ITEM_UNAVAILABLE, "This item is no longer available.");
    if (item.saleType === "auction" || !item.acceptsOffers || item.priceCents === null)
      throw validationError([{ path: "itemNumber", message: "this item does not take offers" }]);
    if (input.amountCents >= item.priceCents)
      throw validationError([
        {
          path: "amountCents",
          message: `an offer must be below the price (${formatCents(item.priceCents)}); to pay the full price, use Buy now`,
        },
      ]);
    await assertMayTransact(deps, tx, auth.userId, item);
    let open = await openOfferOf(tx, item.id, auth.userId);
    // One past its time that the expiry job has not reached yet no longer stands in the way.
    if (open && open.expiresAt <= now) {
      await expireLocked(deps, tx, item, open);
      open = null;
    }
    if (open)
      throw new ApiError(
        Code.CONFLICT,
        "You already have an open offer on this item. Withdraw it to make another.",
        await viewOf(deps, tx, open, item, "buyer"),
      );

    let row = await insertOffer(tx, {
      offerNumber: randomCode(12),
      itemId: item.id,
      buyerId: auth.userId,
      sellerId: item.sellerId,
      storeId: item.storeId,
      amountCents: input.amountCents,
      status: "pending",
      expiresAt: now + deps.env.OFFER_HOURS * HOUR_MS,
      createTime: now,
      updateTime: now,
    });

    // The seller's thresholds answer at once: below auto-decline, at or above auto-accept.
    if (item.autoDeclineCents !== null && input.amountCents < item.autoDeclineCents) {
      row = await updateOffer(tx, row.id, { status: "declined", decidedBy: "auto", updateTime: now });
      return { offer: await viewOf(deps, tx, row, item, "buyer"), message: AUTO_DECLINED_MESSAGE };
    }
    if (item.autoAcceptCents !== null && input.amountCents >= item.autoAcceptCents) {
      const done = await acceptOffer(deps, tx, item, row, "auto");
      return { offer: await viewOf(deps, tx, done.offer, done.item, "buyer"), message: null };
    }

    await scheduleExpiry(deps, tx, row);
    await notifyMany(deps, tx, [
      notice(item, {
        userId: item.sellerId,
        jumpType: JumpType.OFFER_SELLER,
        title: "New offer",
        content: `You have a new offer of ${formatCents(row.amountCents)} for "${item.title}".`,
      }),
    ]);
    return { offer: await viewOf(deps, tx, row, item, "buyer"), message: null };
  });
}

async function scheduleExpiry(deps: AppDeps, tx: Tx, row: OfferRow): Promise<void> {
  await deps.jobs.schedule(tx, {
    kind: OFFER_EXPIRE_JOB,
    runAt: row.expiresAt,
    payload: { offerId: row.id },
    dedupeKey: `${OFFER_EXPIRE_JOB}:${row.offerNumber}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Agreement

/**
 * The offer becomes the buyer's order at the agreed amount (as Buy now: awaiting payment, card or
 * cash under $0.50, pickup, feedback), the item is sold, and every other open offer on it is
 * declined. The caller holds the item's lock and has checked the offer is open.
 */
async function acceptOffer(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow,
  offer: OfferRow,
  decidedBy: "buyer" | "seller" | "auto",
): Promise<{ offer: OfferRow; item: ItemRow }> {
  const now = deps.clock.now();
  const offered =
    offer.status === "countered" ? (offer.counterCents ?? offer.amountCents) : offer.amountCents;
  // A price lowered since never makes the buyer pay more than it.
  const agreed = Math.min(offered, item.priceCents ?? offered);
  const sold = await updateAuctionRow(tx, item.id, { status: "sold", closedAt: now, updatedAt: now });
  // The seller hears of the sale from the order itself ("You made a sale").
  const { orderNumber } = await createOrder(deps, tx, {
    itemId: item.id,
    buyerId: offer.buyerId,
    amountCents: agreed,
    source: "offer",
  });
  const accepted = await updateOffer(tx, offer.id, {
    status: "accepted",
    decidedBy,
    agreedCents: agreed,
    orderNumber,
    updateTime: now,
  });
  const notices: NotifyInput[] = [
    notice(item, {
      userId: offer.buyerId,
      jumpType: JumpType.OFFER_BUYER,
      title: "Offer accepted",
      content: `Your offer of ${formatCents(agreed)} for "${item.title}" was accepted. Pay to complete your order.`,
      orderNumber,
    }),
  ];
  notices.push(...(await closeOthers(deps, tx, sold, offer.id, "sold")));
  await notifyMany(deps, tx, notices);
  await publishStoreItem(deps, tx, sold);
  return { offer: accepted, item: sold };
}

/** Declines every open offer on the item but `exceptId`; the notices to send. */
async function closeOthers(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow,
  exceptId: number | null,
  why: "sold" | "unavailable",
): Promise<NotifyInput[]> {
  const now = deps.clock.now();
  const out: NotifyInput[] = [];
  for (const other of await openOffersOfItem(tx, item.id)) {
    if (other.id === exceptId) continue;
    await updateOffer(tx, other.id, { status: "declined", decidedBy: "system", updateTime: now });
    out.push(
      notice(item, {
        userId: other.buyerId,
        jumpType: JumpType.OFFER_BUYER,
        title: "Offer declined",
        content:
          why === "sold"
            ? `"${item.title}" was sold to another buyer, so your offer was declined.`
            : `"${item.title}" no longer takes offers, so your offer was declined.`,
      }),
    );
  }
  return out;
}

/**
 * For the modules that end a sale or a listing under the item's lock (Buy now, withdrawing the
 * item, turning offers off): every open offer on it is declined and its buyer told why.
 */
export async function closeOpenOffers(
  deps: AppDeps,
  tx: Tx,
  item: ItemRow,
  why: "sold" | "unavailable",
): Promise<void> {
  const notices = await closeOthers(deps, tx, item, null, why);
  if (notices.length) await notifyMany(deps, tx, notices);
}

// ---------------------------------------------------------------------------------------------
// POST /offer/respond

/** Which side may take each action: accept and decline are the seller's on a pending offer, the buyer's on a counter. */
const SELLER_ACTIONS: readonly OfferAction[] = ["accept", "decline", "counter"];
const BUYER_ACTIONS: readonly OfferAction[] = ["accept", "decline", "withdraw"];

export async function respondOffer(deps: AppDeps, auth: AuthInfo, input: RespondOfferInput): Promise<Offer> {
  return deps.database.db.transaction(async (tx) => {
    const found = await findOfferByNumber(tx, input.offerId);
    if (!found) throw notFound(OFFER_NOT_FOUND);
    const item = await lockItemById(tx, found.itemId);
    const row = await lockOffer(tx, found.id);
    if (!item || !row) throw notFound(OFFER_NOT_FOUND);
    const role =
      row.buyerId === auth.userId ? "buyer" : (await isSellerSide(tx, item, auth.userId)) ? "seller" : null;
    if (role === null) throw notFound(OFFER_NOT_FOUND);
    if (!(role === "seller" ? SELLER_ACTIONS : BUYER_ACTIONS).includes(input.action))
      throw notFound(OFFER_NOT_FOUND);

    const now = deps.clock.now();
    if (!isOpen(row.status)) throw new ApiError(Code.ILLEGAL_ORDER_STATE, NOT_OPEN);
    if (row.expiresAt <= now) throw new ApiError(Code.ILLEGAL_ORDER_STATE, "This offer has expired.");
    const needs = role === "seller" || input.action === "withdraw" ? "pending" : "countered";
    if (row.status !== needs)
      throw new ApiError(
        Code.ILLEGAL_ORDER_STATE,
        needs === "pending"
          ? "This offer has already been answered with a counter-offer."
          : "This offer is waiting for the seller's answer.",
      );
    if (item.status !== "active" || item.priceCents === null)
      throw new ApiError(Code.ITEM_UNAVAILABLE, "This item is no longer available.");

    let updated: OfferRow;
    let after = item;
    const notices: NotifyInput[] = [];
    const title = item.title;
    switch (input.action) {
      case "accept":
        if (role === "buyer") await assertMayTransact(deps, tx, row.buyerId, item);
        ({ offer: updated, item: after } = await acceptOffer(deps, tx, item, row, role));
        break;
      case "counter": {
        const amount = input.amountCents as number;
        if (amount <= row.amountCents || amount >= item.priceCents)
          throw validationError([
            {
              path: "amountCents",
              message: `a counter-offer must be above the offer (${formatCents(row.amountCents)}) and below the price (${formatCents(item.priceCents)})`,
            },
          ]);
        const set: OfferChange = {
          status: "countered",
          counterCents: amount,
          expiresAt: now + deps.env.OFFER_HOURS * HOUR_MS,
          updateTime: now,
        };
        updated = await updateOffer(tx, row.id, set);
        await scheduleExpiry(deps, tx, updated);
        notices.push(
          notice(item, {
            userId: row.buyerId,
            jumpType: JumpType.OFFER_BUYER,
            title: "Counter-offer",
            content: `The seller countered your offer for "${title}" with ${formatCents(amount)}.`,
          }),
        );
        break;
      }
      case "decline":
        updated = await updateOffer(tx, row.id, { status: "declined", decidedBy: role, updateTime: now });
        notices.push(
          role === "seller"
            ? notice(item, {
                userId: row.buyerId,
                jumpType: JumpType.OFFER_BUYER,
                title: "Offer declined",
                content: `The seller declined your offer of ${formatCents(row.amountCents)} for "${title}".`,
              })
            : notice(item, {
                userId: item.sellerId,
                jumpType: JumpType.OFFER_SELLER,
                title: "Counter-offer declined",
                content: `The buyer declined your counter-offer of ${formatCents(row.counterCents ?? 0)} for "${title}".`,
              }),
        );
        break;
      case "withdraw":
        updated = await updateOffer(tx, row.id, { status: "withdrawn", decidedBy: "buyer", updateTime: now });
        notices.push(
          notice(item, {
            userId: item.sellerId,
            jumpType: JumpType.OFFER_SELLER,
            title: "Offer withdrawn",
            content: `The buyer withdrew their offer of ${formatCents(row.amountCents)} for "${title}".`,
          }),
        );
        break;
    }
    if (notices.length) await notifyMany(deps, tx, notices);
    return viewOf(deps, tx, updated, after, role);
  });
}

// ---------------------------------------------------------------------------------------------
// Expiry (the job runner, OFFER_HOURS after an offer or a counter)

export async function expireOffer(deps: AppDeps, tx: Tx, offerId: number): Promise<void> {
  // The item's lock first, as every other change to an offer takes them.
  const found = await findOfferById(tx, offerId);
  if (!found || !isOpen(found.status)) return;
  const item = await lockItemById(tx, found.itemId);
  const row = await lockOffer(tx, offerId);
  if (!item || !row || !isOpen(row.status)) return;
  const now = deps.clock.now();
  if (row.expiresAt > now) {
    // A counter moved the deadline after this run was queued: come back then.
    await deps.jobs.schedule(tx, {
      kind: OFFER_EXPIRE_JOB,
      runAt: row.expiresAt,
      payload: { offerId: row.id },
      dedupeKey: `${OFFER_EXPIRE_JOB}:${row.offerNumber}:${row.expiresAt}`,
    });
    return;
  }
  await expireLocked(deps, tx, item, row);
}

/** Close an open offer whose time is up and tell both sides (the item and the offer are locked). */
async function expireLocked(deps: AppDeps, tx: Tx, item: ItemRow, row: OfferRow): Promise<void> {
  const now = deps.clock.now();
  await updateOffer(tx, row.id, { status: "expired", decidedBy: "system", updateTime: now });
  const countered = row.status === "countered";
  const amount = formatCents(countered ? (row.counterCents ?? 0) : row.amountCents);
  await notifyMany(deps, tx, [
    notice(item, {
      userId: row.buyerId,
      jumpType: JumpType.OFFER_BUYER,
      title: "Offer expired",
      content: countered
        ? `The counter-offer of ${amount} for "${item.title}" expired.`
        : `Your offer of ${amount} for "${item.title}" expired without an answer.`,
    }),
    notice(item, {
      userId: item.sellerId,
      jumpType: JumpType.OFFER_SELLER,
      title: "Offer expired",
      content: countered
        ? `Your counter-offer of ${amount} for "${item.title}" expired.`
        : `The offer of ${amount} for "${item.title}" expired without an answer.`,
    }),
  ]);
}

export function registerOfferJobs(deps: AppDeps): void {
  // An item an operator removed is no longer for sale: its open offers are declined, buyers told.
  onItemRemoved((d, tx, item) => closeOpenOffers(d, tx, item, "unavailable"));
  deps.jobs.register(OFFER_EXPIRE_JOB, (tx, payload) => expireOffer(deps, tx, Number(payload.offerId)));
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function listOffers(deps: AppDeps, auth: AuthInfo, q: OfferListQuery): Promise<Page<Offer>> {
  const db = deps.database.db;
  let itemId: number | undefined;
  if (q.itemNumber !== undefined) {
    const item = await findItemByNumber(db, q.itemNumber);
    if (!item) return { list: [], total: 0, hasNextPage: false };
    itemId = item.id;
  }
  const where = offerListWhere({
    role: q.role,
    userId: auth.userId,
    storeId: auth.storeId,
    itemId,
    status: q.status,
  });
  const { rows, total } = await pageOffers(db, where, q.currentPage, q.pageSize);
  const [items, names] = await Promise.all([
    itemRowsByIds(db, [...new Set(rows.map((r) => r.itemId))]),
    namesFor(db, rows),
  ]);
  const now = deps.clock.now();
  return {
    list: rows.map((r) => toOffer(r, items.get(r.itemId), names, q.role, now)),
    total,
    hasNextPage: q.currentPage * q.pageSize < total,
  };
}

export async function getOffer(deps: AppDeps, auth: AuthInfo, offerId: string): Promise<Offer> {
  const db = deps.database.db;
  const row = await findOfferByNumber(db, offerId);
  if (!row) throw notFound(OFFER_NOT_FOUND);
  const items = await itemRowsByIds(db, [row.itemId]);
  const item = items.get(row.itemId);
  if (!item) throw notFound(OFFER_NOT_FOUND);
  const role =
    row.buyerId === auth.userId ? "buyer" : (await isSellerSide(db, item, auth.userId)) ? "seller" : null;
  if (role === null) throw notFound(OFFER_NOT_FOUND);
  return viewOf(deps, db, row, item, role);
}

export { openOfferCounts } from "./offers.repo.ts";
