import type { Condition } from "#shared/contract/catalog";
import { CONDITIONS } from "#shared/contract/catalog";
import { type DemoAccounts, seedDemoAccounts } from "../modules/accounts/index.ts";
import { scheduleAuctionJobs } from "../modules/auctions/index.ts";
import {
  CATEGORY_TREE,
  countListings,
  ensureCategories,
  type ItemInsert,
  insertListings,
  newItemNumber,
  newSinCode,
} from "../modules/catalog/index.ts";
import type { AppDeps } from "../platform/context.ts";
import { saveGeneratedImage } from "../platform/files.ts";
import type { RandomInt } from "../platform/ids.ts";
import {
  CATEGORY_DETAILS,
  CONDITION_NOTES,
  DEMO_CITIES,
  DEMO_TITLES,
  LEAF_PRICES,
  WHY_SELLING,
} from "./catalog-data.ts";
import { clearPhotoCache, objectsFor, productPhoto } from "./pictures.ts";

const MINUTE = 60_000;
const PHOTO_COUNTS = [2, 3, 2, 4, 2, 2, 5, 2];
const HOUR = 60 * MINUTE;

/** Loads the demo catalogue and accounts into an empty database (SEED_DEMO=1). */
export async function seedDemo(deps: AppDeps): Promise<void> {
  const db = deps.database.db;
  if ((await countListings(db)) > 0) {
    deps.log.info("seed skipped: the database already has items");
    return;
  }
  const t0 = performance.now();
  await ensureCategories(db);
  const accounts = await seedDemoAccounts(deps);
  const count = await seedDemoCatalog(deps, accounts);
  deps.log.info("demo data loaded", { items: count, ms: Math.round(performance.now() - t0) });
}

/** mulberry32: small, fast and the same on every machine, so demo data and screenshots are stable. */
export function seededRandom(seed: number): { next: () => number; int: RandomInt } {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (n) => Math.floor(next() * n) };
}

type Plan = ItemInsert;

/**
 * The demo catalogue: four items per leaf category, every condition, both sale types, Demo Store
 * items, auctions ending from minutes to a week after now (some with reserve, some with buy-now),
 * a few sub-50-cent fixed prices, and 2–5 product photos per item. Returns how many items it made.
 */
export async function seedDemoCatalog(deps: AppDeps, accounts: DemoAccounts): Promise<number> {
  const db = deps.database.db;
  const rnd = seededRandom(20_240_601);
  const pick = <T>(list: readonly T[]) => list[rnd.int(list.length)]!;
  const now = deps.clock.now();
  const leaves = CATEGORY_TREE.flatMap((top) =>
    top.children.map(([id, name]) => ({ id, name, topId: top.id })),
  );
  const plans: Plan[] = [];
  let n = 0;
  for (const leaf of leaves) {
    for (const title of DEMO_TITLES[leaf.id] ?? []) {
      const k = n++;
      const condition: Condition = CONDITIONS[k % CONDITIONS.length]!;
      // Seller by turn; seller1 and seller2 list every other item of theirs as the Demo Store.
      const sellerIdx = k % 3;
      const sellerId = accounts.sellers[sellerIdx]!;
      const storeId = sellerIdx < 2 && k % 2 === 0 ? accounts.demoStoreId : null;
      const place = DEMO_CITIES[(k * 7 + rnd.int(3)) % DEMO_CITIES.length]!;
      const auction = k % 9 === 1 || k % 9 === 4 || k % 9 === 6 || k % 9 === 8;
      const base = priceFor(leaf.id, leaf.topId, rnd.next(), condition);
      const publishedAt = now - (k % 40) * 37 * MINUTE - rnd.int(30) * MINUTE;
      const plan: Plan = {
        itemNumber: newItemNumber(rnd.int),
        sinCode: newSinCode(rnd.int),
        sellerId,
        storeId,
        title,
        description: describeListing(title, condition, leaf.topId, pick(WHY_SELLING), place.city, k),
        categoryId: leaf.id,
        condition,
        images: [],
        saleType: auction ? "auction" : "fixed",
        // Roughly ±2 km around the city centre so "nearest" has something to sort.
        city: place.city,
        // By turn, not by the random stream, so item numbers and places stay as they were.
        pickupNote: k % 5 === 4 ? null : PICKUP_NOTES[k % PICKUP_NOTES.length]!,
        lat: Math.round((place.lat + (rnd.next() - 0.5) * 0.04) * 1e5) / 1e5,
        lng: Math.round((place.lng + (rnd.next() - 0.5) * 0.04) * 1e5) / 1e5,
        status: "active",
        createdAt: publishedAt - 10 * MINUTE,
        updatedAt: publishedAt,
        publishedAt,
      };
      if (auction) {
        // From a few minutes to seven days ahead; the first few end within the hour.
        const endIn =
          k < 40 ? 5 * MINUTE + k * 3 * MINUTE : HOUR + rnd.int(7 * 24) * HOUR + rnd.int(60) * MINUTE;
        plan.startPriceCents = Math.max(100, Math.round((base * 0.6) / 100) * 100);
        plan.currentPriceCents = plan.startPriceCents;
        plan.startTime = now - (1 + rnd.int(48)) * HOUR;
        plan.endTime = now + endIn;
        if (k % 3 === 0) plan.reservePriceCents = Math.round((base * 1.1) / 100) * 100;
        if (k % 4 === 2 || k % 4 === 1) plan.buyNowPriceCents = Math.round((base * 1.5) / 100) * 100;
      } else {
        // A few cheap odds and ends below the $0.50 online-payment minimum (cash only).
        plan.priceCents = k % 50 === 3 ? 25 + (k % 3) * 10 : base;
      }
      plans.push(plan);
    }
  }
  // Two drafts for seller1 so /draft has something.
  for (const [i, title] of ["Vintage Polaroid SX-70 (draft)", "Oak Bookshelf (draft)"].entries()) {
    plans.push({
      itemNumber: newItemNumber(rnd.int),
      sinCode: newSinCode(rnd.int),
      sellerId: accounts.sellers[0]!,
      title,
      description: "Still writing this one up.",
      categoryId: i === 0 ? 103 : 201,
      condition: "good",
      images: [],
      saleType: "fixed",
      priceCents: 4500,
      status: "draft",
      createdAt: now - HOUR,
      updatedAt: now - HOUR,
    });
  }

  // Photos: composed locally (no downloads), 2–5 per item, a few at a time so both cores stay busy.
  const fileRand = seededRandom(7_331);
  const fileIds: string[][] = plans.map(() => []);
  const jobs = plans.flatMap((p, i) => {
    const objects = objectsFor(p.title!, p.categoryId ?? null);
    // Two to five photos; most listings have two or three, as on real marketplaces.
    const count = p.status === "draft" ? 1 : PHOTO_COUNTS[i % PHOTO_COUNTS.length]!;
    // Drawn here, in a fixed order, before anything runs in parallel.
    return Array.from({ length: count }, (_, shot) => ({
      i,
      shot,
      object: objects[shot % objects.length]!,
      look: i % 6,
      rand: fixedIds(fileRand.int, 20),
    }));
  });
  const BATCH = 8;
  for (let at = 0; at < jobs.length; at += BATCH) {
    await Promise.all(
      jobs.slice(at, at + BATCH).map(async (j) => {
        const saved = await saveGeneratedImage(
          deps,
          plans[j.i]!.sellerId,
          await productPhoto(j.object, j.look, j.shot),
          { width: 640, height: 480 },
          { rand: j.rand, effort: 0 },
        );
        fileIds[j.i]![j.shot] = saved.fileId;
      }),
    );
  }

  clearPhotoCache();

  await db.transaction(async (tx) => {
    const rows = plans.map((p, i) => ({ ...p, images: fileIds[i]! }));
    const inserted = await insertListings(tx, rows);
    for (const row of inserted) {
      if (row.saleType !== "auction" || row.status !== "active" || row.endTime === null) continue;
      await scheduleAuctionJobs(deps, tx, row);
    }
  });
  return plans.filter((p) => p.status === "active").length;
}

/** Draws `count` numbers from the seeded generator now, so parallel work keeps a fixed order. */
function fixedIds(int: RandomInt, count: number): RandomInt {
  const values = Array.from({ length: count }, () => int(32));
  let at = 0;
  return (n) => values[at++ % count]! % n;
}

/** A believable price in cents for the leaf category, a little lower for worn items. */
function priceFor(leafId: number, topId: number, r: number, condition: Condition): number {
  const [lo, hi] = LEAF_PRICES[leafId] ?? LEAF_PRICES[topId * 100 + 1] ?? [10, 100];
  const factor = { new: 1, like_new: 0.85, good: 0.7, fair: 0.5, for_parts: 0.25 }[condition];
  const raw = (lo + (hi - lo) * r * r) * 100 * factor;
  // Prices end in 99 or 00 like real listings.
  return Math.max(99, Math.round(raw / 100) * 100 - (r > 0.5 ? 1 : 0));
}

/** A description a seller might write: why they sell, the state it is in, what comes with it. */
function describeListing(
  title: string,
  condition: Condition,
  topId: number,
  why: string,
  city: string,
  k: number,
): string {
  const details = CATEGORY_DETAILS[topId] ?? [];
  const detail = details.length ? ` ${details[k % details.length]}` : "";
  return `${title}. ${why} ${CONDITION_NOTES[condition]}${detail}\n\nPickup in ${city}. Ask me anything before you buy.`;
}

/** What sellers write about the handoff. */
const PICKUP_NOTES = [
  "Weekday evenings after 6 pm, or Saturday mornings. Message me to set a time.",
  "Pickup from my building's lobby; I can usually meet within a day.",
  "Happy to meet at the public library or a coffee shop downtown.",
  "Weekends only. Please bring a bag; cash or card through the app.",
  "I work from home, so most daytimes are fine. Let me know an hour ahead.",
] as const;
