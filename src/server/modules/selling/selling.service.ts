import { Code } from "#shared/codes";
import type { Page } from "#shared/contract/common";
import type {
  AuctionSettings,
  FreeItemLimit,
  SaveItemInput,
  SellerItem,
  SellerItemSummary,
} from "#shared/contract/selling";
import type { DbOrTx, Tx } from "../../db/client.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { ApiError, type FieldError, notFound, validationError } from "../../platform/errors.ts";
import { fileOwners } from "../../platform/files.ts";
import { getUserById, isStoreTeamMember, type UserRow } from "../accounts/index.ts";
import { auctionEventOf, itemChannel, scheduleAuctionJobs } from "../auctions/index.ts";
import {
  countPersonalLiveItems,
  deleteItem,
  findItemByNumber,
  finishedListings,
  type ItemInsert,
  type ItemRow,
  insertItem,
  isLeafCategory,
  type ListFilter,
  type ListNarrowing,
  type ListOrder,
  listSellerItems,
  lockItemByNumber,
  newItemNumber,
  newSinCode,
  updateItemVersioned,
} from "../catalog/index.ts";
import { assertNotRestricted } from "../moderation/index.ts";
import { closeOpenOffers, openOfferCounts } from "../offers/index.ts";
import { scheduleSavedSearchMatch } from "../search/index.ts";
import { publishStoreItem } from "../tv-stream/index.ts";
import {
  auctionLengthError,
  differs,
  EDITABLE_FIELDS,
  type Editable,
  givenChanges,
  liveEditRefusal,
  missingForPublish,
  newDraft,
  relationErrors,
} from "./selling.rules.ts";
import { toAuctionSettings, toSellerSummary, toSellerView } from "./selling.view.ts";

// ---------------------------------------------------------------------------------------------
// May this user post? (GET /item/checkIfUserCanUploadItem, and again at publish)

/**
 * rules/product.md §8: the first failing check answers, in this order. The free-item limit counts the user's
 * live personal listings and applies only to personal posting (a store identity lifts it).
 */
export async function assertCanPost(
  deps: AppDeps,
  db: DbOrTx,
  userId: number,
  opts: { personal: boolean },
): Promise<void> {
  const user = await getUserById(db, userId);
  if (!user) throw notFound("Account not found");
  const failure = profileFailure(user);
  if (failure) throw new ApiError(failure.code, failure.message);
  if (opts.personal) {
    const limit = deps.env.PERSONAL_FREE_ITEM_LIMIT;
    const live = await countPersonalLiveItems(db, userId);
    if (live >= limit)
      throw new ApiError(
        Code.NEEDS_STORE_IDENTITY,
        `A personal account can have ${limit} live listings for free, and you have reached that limit. Switch to a store identity to post more.`,
      );
  }
}

function profileFailure(u: UserRow): { code: number; message: string } | null {
  const has = (v: string | null) => !!v?.trim();
  if (u.restricted || u.deactivatedAt !== null)
    return {
      code: Code.ACCOUNT_RESTRICTED,
      message: "Your account is restricted, so you cannot post items right now. Please contact support.",
    };
  if (!has(u.nickName) && !has(u.firstName) && !has(u.lastName))
    return {
      code: Code.PROFILE_NAME_MISSING,
      message:
        "Please add your name (first and last name, or a nickname) to your profile before posting an item.",
    };
  if (!has(u.userName))
    return { code: Code.USERNAME_NOT_SET, message: "Please choose a username before posting an item." };
  if (!u.emailVerified)
    return {
      code: Code.EMAIL_NOT_VERIFIED,
      message: "Please verify your email address before posting an item.",
    };
  if (!u.mobileVerified)
    return {
      code: Code.MOBILE_NOT_VERIFIED,
      message: "Please verify your mobile number before posting an item.",
    };
  if (!has(u.city))
    return {
      code: Code.CITY_NOT_SET,
      message: "Please set your city in your profile before posting an item.",
    };
  return null;
}

/** GET /item/freeItemLimit */
export async function freeItemLimit(deps: AppDeps, auth: AuthInfo): Promise<FreeItemLimit> {
  const limit = deps.env.PERSONAL_FREE_ITEM_LIMIT;
  const used = await countPersonalLiveItems(deps.database.db, auth.userId);
  return { limit, used, remaining: Math.max(0, limit - used), applies: auth.storeId === null };
}

export async function checkCanUpload(deps: AppDeps, auth: AuthInfo): Promise<Record<string, never>> {
  await assertCanPost(deps, deps.database.db, auth.userId, { personal: auth.storeId === null });
  return {};
}

// ---------------------------------------------------------------------------------------------
// Who may manage an item

/**
 * A store's item: any member of its team. A personal item: its seller. Anyone else gets 10004, as if
 * the item did not exist.
 */
async function canManage(db: DbOrTx, auth: AuthInfo, row: ItemRow): Promise<boolean> {
  if (row.storeId !== null)
    return auth.storeId === row.storeId || (await isStoreTeamMember(db, row.storeId, auth.userId));
  return row.sellerId === auth.userId;
}

const ITEM_NOT_FOUND = "Item not found";

async function lockManaged(tx: Tx, auth: AuthInfo, itemNumber: string): Promise<ItemRow> {
  const row = await lockItemByNumber(tx, itemNumber);
  if (!row || !(await canManage(tx, auth, row))) throw notFound(ITEM_NOT_FOUND);
  return row;
}

function assertEditable(row: ItemRow): void {
  if (row.status === "draft" || row.status === "active") return;
  const what =
    row.status === "sold" ? "has been sold" : row.status === "withdrawn" ? "was withdrawn" : "has ended";
  throw new ApiError(
    Code.FORBIDDEN,
    `This listing ${what} and can no longer be edited. Use "Sell again" to list it anew.`,
  );
}

/** 10009 with both sides: the server's seller view and what the client sent. */
async function assertVersion(
  deps: AppDeps,
  tx: Tx,
  row: ItemRow,
  version: number,
  yours: Record<string, unknown>,
): Promise<void> {
  if (row.version === version) return;
  throw new ApiError(
    Code.CONFLICT,
    "This item was changed elsewhere since you opened it. Compare both versions and choose what to keep.",
    { current: await toSellerView(tx, row, deps.clock.now()), yours },
  );
}

// ---------------------------------------------------------------------------------------------
// Field checks that need the database

/** The category must exist and be a leaf; new photos must be uploads of this seller. */
async function referenceErrors(
  tx: Tx,
  given: Partial<Editable>,
  allowedOwners: number[],
  existingImages: string[],
): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  if (given.categoryId !== undefined && given.categoryId !== null) {
    if (!(await isLeafCategory(tx, given.categoryId)))
      errors.push({ path: "categoryId", message: "choose one of the listed (most specific) categories" });
  }
  if (given.images?.length) {
    const fresh = given.images.filter((id) => !existingImages.includes(id));
    const owners = await fileOwners(tx, fresh);
    given.images.forEach((id, i) => {
      if (!fresh.includes(id)) return;
      if (!owners.has(id)) errors.push({ path: `images.${i}`, message: "no such uploaded photo" });
      else if (!allowedOwners.includes(owners.get(id) ?? -1))
        errors.push({ path: `images.${i}`, message: "this photo was not uploaded by you" });
    });
  }
  return errors;
}

function editableOf(row: ItemRow): Editable {
  const out: Record<string, unknown> = {};
  for (const k of EDITABLE_FIELDS) out[k] = row[k];
  return out as Editable;
}

// ---------------------------------------------------------------------------------------------
// POST /item/save

export async function saveItem(
  deps: AppDeps,
  auth: AuthInfo,
  input: SaveItemInput,
): Promise<{ itemNumber: string; version: number }> {
  const given = givenChanges(input);
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    await assertNotRestricted(tx, auth.userId);
    if (input.itemNumber === undefined) return createDraft(tx, auth, given, now);

    const row = await lockManaged(tx, auth, input.itemNumber);
    assertEditable(row);
    await assertVersion(deps, tx, row, input.version!, echo(input));
    const updated = await applyEdit(deps, tx, auth, row, given, now);
    return { itemNumber: updated.itemNumber, version: updated.version };
  });
}

function echo(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
}

async function createDraft(
  tx: Tx,
  auth: AuthInfo,
  given: Partial<Editable>,
  now: number,
): Promise<{ itemNumber: string; version: number }> {
  const merged: Editable = { ...newDraft(), ...given };
  // The location defaults to the seller's city when the draft names none.
  if (merged.city === null && merged.lat === null && merged.lng === null) {
    const user = await getUserById(tx, auth.userId);
    if (user?.city) Object.assign(merged, { city: user.city, lat: user.cityLat, lng: user.cityLng });
  }
  const errors = [...(await referenceErrors(tx, given, [auth.userId], [])), ...relationErrors(merged, given)];
  if (errors.length) throw validationError(errors);
  const values: ItemInsert = {
    ...merged,
    itemNumber: newItemNumber(),
    sinCode: newSinCode(),
    sellerId: auth.userId,
    storeId: auth.storeId,
    status: "draft",
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
  const row = await insertItem(tx, values);
  return { itemNumber: row.itemNumber, version: row.version };
}

/** An edit of a draft or a live listing, already locked, access- and version-checked. */
async function applyEdit(
  deps: AppDeps,
  tx: Tx,
  auth: AuthInfo,
  row: ItemRow,
  given: Partial<Editable>,
  now: number,
): Promise<ItemRow> {
  const merged: Editable = { ...editableOf(row), ...given };
  const live = row.status === "active";
  if (live) {
    const refusal = liveEditRefusal(row, given, now);
    if (refusal) throw new ApiError(Code.FORBIDDEN, refusal.message, { errors: [refusal] });
  }
  const errors = [
    ...(await referenceErrors(tx, given, [auth.userId, row.sellerId], row.images)),
    ...relationErrors(merged, given),
  ];
  if (live) {
    errors.push(...missingForPublish(merged));
    if (row.saleType === "auction") errors.push(...liveTimeErrors(deps, row, merged, now));
  }
  if (errors.length) throw validationError(dedupe(errors));

  const changes: Partial<ItemInsert> = { ...given, updatedAt: now };
  const auction = live && row.saleType === "auction";
  // Before the first bid the current price follows the start price.
  if (auction && row.bidCount === 0 && merged.startPriceCents !== null)
    changes.currentPriceCents = merged.startPriceCents;
  const updated = await updateItemVersioned(tx, row.id, row.version, changes);
  if (!updated)
    throw new ApiError(Code.CONFLICT, "This item was changed elsewhere; reload it and try again.");
  if (auction) await afterLiveAuctionChange(deps, tx, row, updated);
  // Offers turned off: the open ones are declined, and their buyers told.
  if (live && row.acceptsOffers && !updated.acceptsOffers)
    await closeOpenOffers(deps, tx, updated, "unavailable");
  // A store's TVs show the new title, price or cover at once.
  if (live) await publishStoreItem(deps, tx, updated);
  return updated;
}

/** Moving the times of a live auction: never into the past, and not shorter than the minimum. */
function liveTimeErrors(deps: AppDeps, row: ItemRow, m: Editable, now: number): FieldError[] {
  const errors: FieldError[] = [];
  if (differs(m.startTime, row.startTime) && m.startTime !== null && m.startTime < now)
    errors.push({ path: "startTime", message: "the start time cannot be in the past" });
  const endMoved = differs(m.endTime, row.endTime);
  if ((endMoved || differs(m.startTime, row.startTime)) && m.endTime !== null) {
    if (m.endTime <= now) errors.push({ path: "endTime", message: "the end time must be in the future" });
    // Shortening (or a later start) must keep the minimum length; extending is always fine.
    else if (row.endTime === null || m.endTime < row.endTime || differs(m.startTime, row.startTime)) {
      const e = auctionLengthError(m.startTime, m.endTime, now, deps.env.AUCTION_MIN_SECONDS);
      if (e) errors.push(e);
    }
  }
  return errors;
}

/** Reschedule the close when the end moved, and tell watchers the new state. */
async function afterLiveAuctionChange(deps: AppDeps, tx: Tx, before: ItemRow, after: ItemRow): Promise<void> {
  if (after.endTime !== null && after.endTime !== before.endTime) await scheduleAuctionJobs(deps, tx, after);
  await publishAuctionState(deps, tx, after);
}

/** The same `auction` event the auctions module sends, so every watcher sees a change at once. */
async function publishAuctionState(deps: AppDeps, tx: Tx, row: ItemRow): Promise<void> {
  const event = auctionEventOf(deps, row, deps.clock.now());
  if (event) await deps.bus.publish(tx, itemChannel(row.itemNumber), "auction", event);
}

function dedupe(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter((e) => {
    const k = `${e.path}\n${e.message}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

// ---------------------------------------------------------------------------------------------
// POST /item/publish

export async function publishItem(
  deps: AppDeps,
  auth: AuthInfo,
  input: { itemNumber: string; version: number },
): Promise<ItemRow> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockManaged(tx, auth, input.itemNumber);
    if (row.status !== "draft")
      throw new ApiError(
        Code.FORBIDDEN,
        row.status === "active" ? "This item is already live." : "Only a draft can be published.",
      );
    await assertVersion(deps, tx, row, input.version, echo(input));
    await assertNotRestricted(tx, auth.userId);
    await assertCanPost(deps, tx, auth.userId, { personal: row.storeId === null });

    const m = editableOf(row);
    if (m.city === null && m.lat === null && m.lng === null) {
      const user = await getUserById(tx, auth.userId);
      if (user?.city) Object.assign(m, { city: user.city, lat: user.cityLat, lng: user.cityLng });
    }
    const auction = m.saleType === "auction";
    // The start defaults to now, and a start already past begins now.
    if (auction) m.startTime = Math.max(m.startTime ?? now, now);

    const missing = missingForPublish(m);
    if (missing.length)
      throw validationError(
        missing,
        `To publish, add: ${missing.map((e) => e.message.replace(/ is required to publish$/, "")).join(", ")}.`,
      );
    const errors = [
      // Re-checked: a category may have gained children since the draft was saved.
      ...(await referenceErrors(tx, { categoryId: m.categoryId }, [], [])),
      ...relationErrors(m, {}),
    ];
    if (auction) {
      const e = auctionLengthError(m.startTime, m.endTime!, now, deps.env.AUCTION_MIN_SECONDS);
      if (e) errors.push(e);
    }
    if (errors.length) throw validationError(dedupe(errors));

    // A listing carries the prices of its sale type only (a switched draft may hold both).
    const other: Partial<Editable> = auction
      ? { priceCents: null, acceptsOffers: false, autoAcceptCents: null, autoDeclineCents: null }
      : {
          startPriceCents: null,
          reservePriceCents: null,
          buyNowPriceCents: null,
          startTime: null,
          endTime: null,
        };
    const published = await updateItemVersioned(tx, row.id, row.version, {
      ...m,
      ...other,
      status: "active",
      publishedAt: now,
      updatedAt: now,
      currentPriceCents: auction ? m.startPriceCents : m.priceCents,
      bidCount: 0,
      leaderId: null,
      closedAt: null,
    });
    if (!published)
      throw new ApiError(Code.CONFLICT, "This item was changed elsewhere; reload it and try again.");
    // The close at endTime (and the ending-soon notice) are the auctions module's jobs.
    if (auction) await scheduleAuctionJobs(deps, tx, published);
    // A new listing joins the store's "all items" TVs.
    await publishStoreItem(deps, tx, published);
    // People whose saved searches match hear of it (search module's job, after this commits).
    await scheduleSavedSearchMatch(deps, tx, published.id);
    return published;
  });
}

// ---------------------------------------------------------------------------------------------
// Reads

export async function getSellerItem(deps: AppDeps, auth: AuthInfo, itemNumber: string): Promise<SellerItem> {
  const db = deps.database.db;
  const row = await findItemByNumber(db, itemNumber);
  if (!row || !(await canManage(db, auth, row))) throw notFound(ITEM_NOT_FOUND);
  return toSellerView(db, row, deps.clock.now());
}

export async function listMyItems(
  deps: AppDeps,
  auth: AuthInfo,
  filter: ListFilter,
  page: { currentPage: number; pageSize: number },
  opts: { order?: ListOrder; narrow?: ListNarrowing } = {},
): Promise<Page<SellerItemSummary>> {
  const now = deps.clock.now();
  const { rows, total } = await listSellerItems(
    deps.database.db,
    { userId: auth.userId, storeId: auth.storeId },
    filter,
    now,
    page,
    opts.order ?? (filter === "draft" ? "updated" : "created"),
    opts.narrow,
  );
  const open = await openOfferCounts(
    deps.database.db,
    rows.filter((r) => r.acceptsOffers).map((r) => r.id),
  );
  return {
    list: rows.map((r) => toSellerSummary(r, now, open.get(r.id) ?? 0)),
    total,
    hasNextPage: page.currentPage * page.pageSize < total,
  };
}

const DAY_MS = 86_400_000;

/** Sell-through and time to sell over the listings of the identity that finished in the range. */
export async function listingOutcomes(
  deps: AppDeps,
  auth: AuthInfo,
  startTime: number,
  endTime: number,
): Promise<{ soldCount: number; finishedCount: number; avgDaysToSell: number | null }> {
  const rows = await finishedListings(
    deps.database.db,
    { userId: auth.userId, storeId: auth.storeId },
    startTime,
    endTime,
  );
  const sold = rows.filter((r) => r.status === "sold" && r.publishedAt !== null && r.closedAt !== null);
  const days = sold.reduce(
    (sum, r) => sum + ((r.closedAt as number) - (r.publishedAt as number)) / DAY_MS,
    0,
  );
  return {
    soldCount: rows.filter((r) => r.status === "sold").length,
    finishedCount: rows.length,
    avgDaysToSell: sold.length ? Math.round((days / sold.length) * 10) / 10 : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Withdraw, delete a draft, sell again

export async function withdrawItem(
  deps: AppDeps,
  auth: AuthInfo,
  input: { itemNumber: string; version?: number | undefined },
): Promise<SellerItem> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const row = await lockManaged(tx, auth, input.itemNumber);
    if (row.status !== "active") throw new ApiError(Code.FORBIDDEN, "Only a live listing can be withdrawn.");
    if (input.version !== undefined) await assertVersion(deps, tx, row, input.version, echo(input));
    if (row.bidCount > 0)
      throw new ApiError(Code.FORBIDDEN, "This auction has bids, so it can no longer be withdrawn.");
    const updated = await updateItemVersioned(tx, row.id, row.version, {
      status: "withdrawn",
      closedAt: now,
      updatedAt: now,
    });
    if (!updated)
      throw new ApiError(Code.CONFLICT, "This item was changed elsewhere; reload it and try again.");
    // closedAt makes the pending close job a no-op; watchers learn the auction is over.
    if (updated.saleType === "auction") await publishAuctionState(deps, tx, updated);
    else await closeOpenOffers(deps, tx, updated, "unavailable");
    await publishStoreItem(deps, tx, updated);
    return toSellerView(tx, updated, now);
  });
}

export async function deleteDraft(
  deps: AppDeps,
  auth: AuthInfo,
  itemNumber: string,
): Promise<Record<string, never>> {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockManaged(tx, auth, itemNumber);
    if (row.status !== "draft") throw new ApiError(Code.FORBIDDEN, "Only a draft can be deleted.");
    await deleteItem(tx, row.id);
  });
  return {};
}

/** What selling again copies: every field the seller edits but the times, which are chosen anew. */
const SELL_AGAIN_FIELDS = EDITABLE_FIELDS.filter((k) => k !== "startTime" && k !== "endTime");

/** A new draft prefilled from an ended, sold or withdrawn listing (times are chosen anew). */
export async function sellAgain(
  deps: AppDeps,
  auth: AuthInfo,
  itemNumber: string,
): Promise<{ itemNumber: string; version: number }> {
  return deps.database.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const source = await lockManaged(tx, auth, itemNumber);
    if (source.status === "draft" || source.status === "active")
      throw new ApiError(Code.FORBIDDEN, "Only an ended, sold or withdrawn listing can be sold again.");
    const copy: Partial<ItemInsert> = {};
    for (const k of SELL_AGAIN_FIELDS) Object.assign(copy, { [k]: source[k] });
    const row = await insertItem(tx, {
      ...copy,
      itemNumber: newItemNumber(),
      sinCode: newSinCode(),
      sellerId: auth.userId,
      storeId: source.storeId,
      status: "draft",
      version: 1,
      sourceItemNumber: source.itemNumber,
      createdAt: now,
      updatedAt: now,
    });
    return { itemNumber: row.itemNumber, version: row.version };
  });
}

// ---------------------------------------------------------------------------------------------
// Auction settings

export async function getAuctionSettings(
  deps: AppDeps,
  auth: AuthInfo,
  itemNumber: string,
): Promise<AuctionSettings> {
  const db = deps.database.db;
  const row = await findItemByNumber(db, itemNumber);
  if (!row || !(await canManage(db, auth, row))) throw notFound(ITEM_NOT_FOUND);
  if (row.saleType !== "auction") throw new ApiError(Code.FORBIDDEN, "This item is not an auction.");
  return toAuctionSettings(row);
}

/** The auction's settings, changed under the same rules as any other edit. */
export async function updateAuctionSettings(
  deps: AppDeps,
  auth: AuthInfo,
  input: {
    itemNumber: string;
    version: number;
    softCloseSeconds?: number | undefined;
    reservePriceCents?: number | null | undefined;
    buyNowPriceCents?: number | null | undefined;
    endTime?: number | null | undefined;
  },
): Promise<AuctionSettings> {
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const row = await lockManaged(tx, auth, input.itemNumber);
    if (row.saleType !== "auction") throw new ApiError(Code.FORBIDDEN, "This item is not an auction.");
    assertEditable(row);
    await assertVersion(deps, tx, row, input.version, echo(input));
    const { itemNumber: _n, version: _v, ...fields } = input;
    const updated = await applyEdit(deps, tx, auth, row, givenChanges(fields), now);
    return toAuctionSettings(updated);
  });
}
