import { sql } from "drizzle-orm";
import type { CategoryNode } from "#shared/contract/catalog";
import { type DbOrTx, prepared } from "../../db/client.ts";
import { categories } from "../../db/schema/index.ts";

/**
 * The marketplace's category tree. Ids are fixed (top level 1..12, leaves parent*100 + n) so links
 * and demo data stay stable; items are posted into leaves.
 */
export const CATEGORY_TREE: ReadonlyArray<{ id: number; name: string; children: [number, string][] }> = [
  {
    id: 1,
    name: "Electronics",
    children: [
      [101, "Cell Phones & Smartphones"],
      [102, "Computers & Tablets"],
      [103, "Cameras & Photo"],
      [104, "Headphones & Audio"],
      [105, "Video Games & Consoles"],
      [106, "TV & Home Theater"],
    ],
  },
  {
    id: 2,
    name: "Home & Garden",
    children: [
      [201, "Furniture"],
      [202, "Kitchen & Dining"],
      [203, "Tools & Workshop"],
      [204, "Yard & Garden"],
      [205, "Home Decor"],
      [206, "Appliances"],
    ],
  },
  {
    id: 3,
    name: "Clothing & Accessories",
    children: [
      [301, "Women's Clothing"],
      [302, "Men's Clothing"],
      [303, "Shoes"],
      [304, "Bags & Handbags"],
      [305, "Jewelry & Watches"],
    ],
  },
  {
    id: 4,
    name: "Sporting Goods",
    children: [
      [401, "Bicycles"],
      [402, "Fitness Equipment"],
      [403, "Camping & Hiking"],
      [404, "Team Sports"],
      [405, "Water Sports"],
      [406, "Golf"],
    ],
  },
  {
    id: 5,
    name: "Collectibles & Art",
    children: [
      [501, "Coins & Currency"],
      [502, "Trading Cards"],
      [503, "Art & Prints"],
      [504, "Antiques"],
      [505, "Stamps"],
    ],
  },
  {
    id: 6,
    name: "Toys & Hobbies",
    children: [
      [601, "Building Toys"],
      [602, "Dolls & Action Figures"],
      [603, "Model Trains & Kits"],
      [604, "Board Games & Puzzles"],
      [605, "RC & Drones"],
    ],
  },
  {
    id: 7,
    name: "Books, Movies & Music",
    children: [
      [701, "Books"],
      [702, "Vinyl Records"],
      [703, "Movies & DVDs"],
      [704, "Musical Instruments"],
    ],
  },
  {
    id: 8,
    name: "Vehicles & Parts",
    children: [
      [801, "Car & Truck Parts"],
      [802, "Motorcycle Parts"],
      [803, "Wheels & Tires"],
      [804, "Car Electronics"],
    ],
  },
  {
    id: 9,
    name: "Baby & Kids",
    children: [
      [901, "Strollers & Car Seats"],
      [902, "Kids' Clothing"],
      [903, "Nursery Furniture"],
    ],
  },
  {
    id: 10,
    name: "Pet Supplies",
    children: [
      [1001, "Dog Supplies"],
      [1002, "Cat Supplies"],
      [1003, "Fish & Aquariums"],
    ],
  },
  {
    id: 11,
    name: "Health & Beauty",
    children: [
      [1101, "Fragrances"],
      [1102, "Skin Care"],
      [1103, "Hair Care & Styling"],
    ],
  },
  {
    id: 12,
    name: "Business & Industrial",
    children: [
      [1201, "Office Equipment"],
      [1202, "Restaurant & Food Service"],
      [1203, "Heavy Equipment Parts"],
    ],
  },
];

export type CategoryRow = typeof categories.$inferSelect;

const ensured = new WeakSet<object>();

/**
 * Categories are reference data every database needs (posting works without the demo data), so
 * they are written on first use; a fixed id makes this idempotent and safe with several processes.
 */
export async function ensureCategories(db: DbOrTx): Promise<void> {
  if (ensured.has(db)) return;
  const rows = CATEGORY_TREE.flatMap((top, i) => [
    { id: top.id, parentId: null, name: top.name, sort: i },
    ...top.children.map(([id, name], j) => ({ id, parentId: top.id, name, sort: j })),
  ]);
  await db.insert(categories).values(rows).onConflictDoNothing();
  ensured.add(db);
}

const allCategoriesQuery = prepared((db) =>
  db
    .select()
    .from(categories)
    .orderBy(sql`${categories.sort}`, sql`${categories.id}`)
    .prepare("catalog_all_categories"),
);

export async function allCategories(db: DbOrTx): Promise<CategoryRow[]> {
  await ensureCategories(db);
  return allCategoriesQuery(db);
}

export function buildTree(rows: CategoryRow[]): CategoryNode[] {
  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) nodes.set(r.id, { id: r.id, name: r.name, children: [] });
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The category and every category under it. */
export function descendantIds(rows: CategoryRow[], id: number): number[] {
  const out = [id];
  for (let i = 0; i < out.length; i++) {
    for (const r of rows) if (r.parentId === out[i]) out.push(r.id);
  }
  return rows.some((r) => r.id === id) ? out : [];
}

/** Root-first path to a category, for breadcrumbs. */
export function categoryPath(rows: CategoryRow[], id: number | null): { id: number; name: string }[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const path: { id: number; name: string }[] = [];
  let cur = id === null ? undefined : byId.get(id);
  while (cur && path.length < 10) {
    path.unshift({ id: cur.id, name: cur.name });
    cur = cur.parentId === null ? undefined : byId.get(cur.parentId);
  }
  return path;
}

/** For the selling module: may an item be posted into this category (an existing leaf)? */
export async function isLeafCategory(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await allCategories(db);
  return rows.some((r) => r.id === id) && !rows.some((r) => r.parentId === id);
}
