import { randomInt } from "node:crypto";
import type { z } from "zod";
import type { ItemSummary } from "#shared/contract/catalog";
import type { Page, PagingQuery } from "#shared/contract/common";
import {
  type PrintItem,
  type SaveTvDeviceInputSchema,
  TV_ITEMS_MAX,
  type TvDevice,
  type TvDisplay,
} from "#shared/contract/stores-admin";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { getStoreById, requireStoreIdentity } from "../accounts/index.ts";
import { findItemByNumber, summariesByNumbers } from "../catalog/index.ts";
import { searchItems } from "../search/index.ts";
import { listMyItems } from "../selling/index.ts";
import { isLiveOnTv, publishTvDevice, toTvDisplayItem } from "../tv-stream/index.ts";
import {
  deleteTvDevice,
  findTvDevice,
  findTvDeviceByCode,
  insertTvDevice,
  pageTvDevices,
  type TvDeviceRow,
  updateTvDevice,
} from "./stores-admin.repo.ts";

type SaveTvDeviceInput = z.output<typeof SaveTvDeviceInputSchema>;

/** No 0/O or 1/I/L: the code is read off one screen and typed on another. */
const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const CODE_LENGTH = 10;

export function newPairingCode(): string {
  let s = "";
  for (let i = 0; i < CODE_LENGTH; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return s;
}

const deviceNotFound = () => notFound("This TV device does not exist");

export function toTvDevice(r: TvDeviceRow): TvDevice {
  return {
    id: r.id,
    name: r.name,
    layout: r.layout as TvDevice["layout"],
    itemFilter: r.itemFilter as TvDevice["itemFilter"],
    itemNumbers: r.itemNumbers,
    rotationSeconds: r.rotationSeconds,
    pairingCode: r.pairingCode,
    createTime: r.createdAt,
    updateTime: r.updatedAt,
  };
}

export async function listTvDevices(deps: AppDeps, auth: AuthInfo, q: PagingQuery): Promise<Page<TvDevice>> {
  const storeId = requireStoreIdentity(auth);
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pageTvDevices(deps.database.db, storeId, q.pageSize, offset);
  return { list: rows.map(toTvDevice), total, hasNextPage: offset + rows.length < total };
}

export async function getTvDevice(deps: AppDeps, auth: AuthInfo, id: number): Promise<TvDevice> {
  const storeId = requireStoreIdentity(auth);
  const row = await findTvDevice(deps.database.db, storeId, id);
  if (!row) throw deviceNotFound();
  return toTvDevice(row);
}

/** Chosen items must be the store's own listings (another seller's item is 10004). */
async function checkChosenItems(deps: AppDeps, storeId: number, itemNumbers: string[]): Promise<string[]> {
  const unique = [...new Set(itemNumbers)];
  for (const n of unique) {
    const item = await findItemByNumber(deps.database.db, n);
    if (!item || item.storeId !== storeId || item.status === "draft")
      throw notFound(`Item ${n} is not one of this store's listings`);
  }
  return unique;
}

export async function saveTvDevice(
  deps: AppDeps,
  auth: AuthInfo,
  input: SaveTvDeviceInput,
): Promise<TvDevice> {
  const storeId = requireStoreIdentity(auth);
  const db = deps.database.db;
  const now = deps.clock.now();
  const itemNumbers =
    input.itemFilter === "chosen" ? await checkChosenItems(deps, storeId, input.itemNumbers) : [];
  const fields = {
    name: input.name,
    layout: input.layout,
    itemFilter: input.itemFilter,
    itemNumbers,
    rotationSeconds: input.rotationSeconds,
    updatedAt: now,
  };
  if (input.id !== undefined) {
    const id = input.id;
    return db.transaction(async (tx) => {
      const row = await updateTvDevice(tx, storeId, id, fields);
      if (!row) throw deviceNotFound();
      // The TV showing this device picks up its new layout, items and pace without a reload.
      await publishTvDevice(deps, tx, storeId, { id, removed: false });
      return toTvDevice(row);
    });
  }
  // A fresh random code; a collision (1 in 31^10) just draws again.
  for (let attempt = 0; attempt < 5; attempt++) {
    const row = await insertTvDevice(db, {
      ...fields,
      storeId,
      pairingCode: newPairingCode(),
      createdAt: now,
    });
    if (row) return toTvDevice(row);
  }
  throw new Error("Could not draw a unique pairing code");
}

export async function removeTvDevice(deps: AppDeps, auth: AuthInfo, id: number): Promise<void> {
  const storeId = requireStoreIdentity(auth);
  await deps.database.db.transaction(async (tx) => {
    if (!(await deleteTvDevice(tx, storeId, id))) throw deviceNotFound();
    await publishTvDevice(deps, tx, storeId, { id, removed: true });
  });
}

/** The store's live items, newest first (what a buyer could buy now), up to TV_ITEMS_MAX. */
async function storeActiveItems(deps: AppDeps, storeId: number): Promise<ItemSummary[]> {
  const out: ItemSummary[] = [];
  for (let page = 1; out.length < TV_ITEMS_MAX; page++) {
    const p = await searchItems(deps, { storeId, sort: "newest", currentPage: page, pageSize: 50 });
    out.push(...p.list);
    if (!p.hasNextPage) break;
  }
  return out.slice(0, TV_ITEMS_MAX);
}

/**
 * GET /tv/display: what the TV shows. Public on purpose: a TV is not signed in, the pairing code is
 * its key, and it only reveals listings that are public anyway.
 */
export async function tvDisplay(deps: AppDeps, pairingCode: string): Promise<TvDisplay> {
  const device = await findTvDeviceByCode(deps.database.db, pairingCode.trim().toUpperCase());
  if (!device) throw notFound("No TV device has this code");
  return displayOf(deps, device);
}

/** The paired device behind a TV's code (its stream follows the device's store), or null. */
export async function tvDeviceByCode(deps: AppDeps, pairingCode: string): Promise<TvDeviceRow | null> {
  return findTvDeviceByCode(deps.database.db, pairingCode.trim().toUpperCase());
}

/** What a device shows now: chosen items in the order chosen (those still live), or the newest. */
export async function displayOf(deps: AppDeps, device: TvDeviceRow): Promise<TvDisplay> {
  const db = deps.database.db;
  const now = deps.clock.now();
  const [store, list] = await Promise.all([
    getStoreById(db, device.storeId),
    device.itemFilter === "chosen"
      ? chosenLiveItems(deps, device.storeId, device.itemNumbers, now)
      : storeActiveItems(deps, device.storeId),
  ]);
  return {
    name: device.name,
    storeName: store?.storeName ?? "",
    layout: device.layout as TvDisplay["layout"],
    rotationSeconds: device.rotationSeconds,
    items: list.map(toTvDisplayItem),
    serverTime: deps.clock.now(),
  };
}

/** Looked up by number, not among the newest: a chosen item may be the store's thousandth. */
async function chosenLiveItems(
  deps: AppDeps,
  storeId: number,
  itemNumbers: string[],
  now: number,
): Promise<ItemSummary[]> {
  const found = await summariesByNumbers(deps.database.db, itemNumbers);
  const byNumber = new Map(
    found.filter((i) => i.storeId === storeId && isLiveOnTv(i, now)).map((i) => [i.itemNumber, i]),
  );
  return itemNumbers.map((n) => byNumber.get(n)).filter((i) => i !== undefined);
}

export const itemQrPath = (sinCode: string) => `/itemDetail/sinCode/${encodeURIComponent(sinCode)}`;

/** GET /print/items: the active listings of the identity (personal, or the store acted as) for labels. */
export async function printItems(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery & { q?: string | undefined },
): Promise<Page<PrintItem>> {
  const page = await listMyItems(deps, auth, "active", q, { narrow: { q: q.q } });
  return {
    list: page.list.map((i) => ({
      itemNumber: i.itemNumber,
      sinCode: i.sinCode,
      title: i.title,
      cover: i.cover,
      priceCents: i.priceCents,
      saleType: i.saleType,
      path: itemQrPath(i.sinCode),
    })),
    total: page.total,
    hasNextPage: page.hasNextPage,
  };
}
