import { and, desc, eq, isNull, lte, ne, or, sql } from "drizzle-orm";
import { CONDITION_LABELS } from "#shared/contract/catalog";
import type { Page } from "#shared/contract/common";
import type { SavedSearch, SavedSearchQuery } from "#shared/contract/search";
import { ANYWHERE } from "#shared/distance";
import { JumpType } from "#shared/jump-types";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";
import { formatCents } from "#shared/money";
import type { DbOrTx, Tx } from "../../db/client.ts";
import { items, savedSearchAlerts, savedSearches } from "../../db/schema/index.ts";
import type { AppDeps } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { fileUrl } from "../../platform/files.ts";
import {
  allCategories,
  CATEGORY_TREE,
  type CategoryRow,
  categoryName,
  filterLabel,
} from "../catalog/index.ts";
import { notify, registerNoticeValues } from "../notifications/index.ts";
import { allFiltersOf, filterParts, wordMatch } from "./search.service.ts";

export const SAVED_SEARCH_MATCH_JOB = "savedSearch.match";
/** At most one alert per saved search in this time. */
export const SAVED_SEARCH_ALERT_GAP_MS = 3_600_000;
const NOT_FOUND = "Saved search not found";

type Row = typeof savedSearches.$inferSelect;
type StoredQuery = Record<string, string | number>;

const KEYS = [
  "q",
  "cid",
  "condition",
  "type",
  "minPriceCents",
  "maxPriceCents",
  "lat",
  "lng",
  "radiusKm",
] as const;

/** The query without empty values, coordinates to about a metre, keys in a fixed order. */
export function canonicalQuery(input: SavedSearchQuery): StoredQuery {
  const out: StoredQuery = {};
  for (const k of KEYS) {
    let v = input[k];
    if (v === undefined || v === null || v === "") continue;
    if (k === "q") v = String(v).trim().replace(/\s+/g, " ");
    if (k === "lat" || k === "lng") v = Number(Number(v).toFixed(5));
    if (v === "") continue;
    out[k] = v;
  }
  return out;
}

/**
 * The in-app page that runs the search (the client takes the point from the chosen city). A search
 * saved without a radius was saved from anywhere, and opens so: without `radiusKm=any` the page
 * would narrow it to the reader's default radius.
 */
export function pathOf(query: StoredQuery): string {
  const params = new URLSearchParams();
  for (const k of KEYS) {
    if (k === "lat" || k === "lng") continue;
    const v = query[k];
    if (v !== undefined) params.set(k, String(v));
  }
  if (query.radiusKm === undefined) params.set("radiusKm", ANYWHERE);
  const qs = params.toString();
  return qs ? `/itemSearch?${qs}` : "/itemSearch";
}

/**
 * The label's own words; the query's words stay as typed. The Chinese are the search screen's
 * (features/search catalogue: 最低价, 最高价, "{km} 公里以内", 全部); conditions and sale types
 * take GET /home/filter's words (catalog's `filterLabel`), categories their Chinese names.
 */
const LABEL_WORDS: Record<
  Locale,
  {
    everything: string;
    someCategory: string;
    from: (price: string) => string;
    upTo: (price: string) => string;
    within: (km: string | number) => string;
  }
> = {
  en: {
    everything: "Everything",
    someCategory: "A category",
    from: (p) => `from ${p}`,
    upTo: (p) => `up to ${p}`,
    within: (km) => `within ${km} km`,
  },
  zh: {
    everything: "全部宝贝",
    someCategory: "某个分类",
    from: (p) => `最低 ${p}`,
    upTo: (p) => `最高 ${p}`,
    within: (km) => `${km} 公里以内`,
  },
};

/**
 * "“camera” · Cameras & Photo · Like new · $10.00–$50.00 · Auction · within 25 km" in `locale`
 * ("“camera” · 相机和摄影器材 · 几乎全新 · $10.00–$50.00 · 拍卖 · 25 公里以内");
 * `categoryNames`: the English names by id.
 */
export function labelOf(
  query: StoredQuery,
  categoryNames: Map<number, string>,
  locale: Locale = DEFAULT_LOCALE,
): string {
  const words = LABEL_WORDS[locale];
  const parts: string[] = [];
  if (query.q) parts.push(`“${query.q}”`);
  if (query.cid !== undefined) {
    const id = Number(query.cid);
    const english = categoryNames.get(id);
    parts.push(english === undefined ? words.someCategory : categoryName(id, english, locale));
  }
  if (query.condition) {
    const value = String(query.condition);
    const english = CONDITION_LABELS[value as keyof typeof CONDITION_LABELS] ?? value;
    parts.push(filterLabel("conditions", value, english, locale));
  }
  const min = query.minPriceCents;
  const max = query.maxPriceCents;
  if (min !== undefined && max !== undefined)
    parts.push(`${formatCents(Number(min))}–${formatCents(Number(max))}`);
  else if (min !== undefined) parts.push(words.from(formatCents(Number(min))));
  else if (max !== undefined) parts.push(words.upTo(formatCents(Number(max))));
  if (query.type) {
    const value = query.type === "auction" ? "auction" : "fixed";
    parts.push(filterLabel("saleTypes", value, value === "auction" ? "Auction" : "Fixed price", locale));
  }
  if (query.radiusKm !== undefined) parts.push(words.within(query.radiusKm));
  return parts.length ? parts.join(" · ") : words.everything;
}

/** The category tree's English names by id, from the code (what the database's rows are written from). */
let treeNames: Map<number, string> | undefined;
function treeCategoryNames(): Map<number, string> {
  treeNames ??= new Map(CATEGORY_TREE.flatMap((top) => [[top.id, top.name] as const, ...top.children]));
  return treeNames;
}

/**
 * A new-match notice's label in the reader's language, built again from the notice's jumpId (the
 * saved search's query string, as `pathOf` writes it: every filter the label names), so the notice
 * reads in the language of whoever reads it, when they read it (old notices too).
 */
export function matchNoticeValues(jumpId: string | null, locale: Locale): { label: string } | null {
  if (jumpId === null) return null;
  const query: StoredQuery = {};
  for (const [k, v] of new URLSearchParams(jumpId))
    if ((KEYS as readonly string[]).includes(k) && !(k === "radiusKm" && v === ANYWHERE)) query[k] = v;
  return { label: labelOf(query, treeCategoryNames(), locale) };
}

async function categoryNames(db: DbOrTx): Promise<Map<number, string>> {
  return new Map((await allCategories(db)).map((c) => [c.id, c.name]));
}

async function toView(
  db: DbOrTx,
  row: Row,
  locale: Locale,
  names?: Map<number, string>,
): Promise<SavedSearch> {
  names ??= await categoryNames(db);
  return {
    id: row.id,
    name: labelOf(row.query, names, locale),
    query: row.query as SavedSearchQuery,
    path: pathOf(row.query),
    alerts: row.alerts,
    createTime: row.createdAt,
    lastAlertTime: row.lastAlertAt,
  };
}

/** Save a search; the same query and filters saved again keep the one row (and turn its alerts on). */
export async function saveSearch(
  deps: AppDeps,
  userId: number,
  input: SavedSearchQuery,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SavedSearch> {
  const db = deps.database.db;
  const query = canonicalQuery(input);
  const [row] = await db
    .insert(savedSearches)
    .values({ userId, query, queryKey: JSON.stringify(query), alerts: true, createdAt: deps.clock.now() })
    .onConflictDoUpdate({ target: [savedSearches.userId, savedSearches.queryKey], set: { alerts: true } })
    .returning();
  return toView(db, row!, locale);
}

export async function listSavedSearches(
  deps: AppDeps,
  userId: number,
  page: { currentPage: number; pageSize: number },
  locale: Locale = DEFAULT_LOCALE,
): Promise<Page<SavedSearch>> {
  const db = deps.database.db;
  const rows = await db
    .select()
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id))
    .limit(page.pageSize)
    .offset((page.currentPage - 1) * page.pageSize);
  const [c] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(savedSearches)
    .where(eq(savedSearches.userId, userId));
  const total = c?.n ?? 0;
  const names = await categoryNames(db);
  const list = [];
  for (const r of rows) list.push(await toView(db, r, locale, names));
  return { list, total, hasNextPage: page.currentPage * page.pageSize < total };
}

export async function setAlerts(
  deps: AppDeps,
  userId: number,
  id: number,
  alerts: boolean,
  locale: Locale = DEFAULT_LOCALE,
): Promise<SavedSearch> {
  const db = deps.database.db;
  const [row] = await db
    .update(savedSearches)
    .set({ alerts })
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning();
  if (!row) throw notFound(NOT_FOUND);
  return toView(db, row, locale);
}

export async function deleteSavedSearch(
  deps: AppDeps,
  userId: number,
  id: number,
): Promise<Record<string, never>> {
  const gone = await deps.database.db
    .delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId)))
    .returning({ id: savedSearches.id });
  if (!gone.length) throw notFound(NOT_FOUND);
  return {};
}

/** Called when a listing goes live (in the publishing transaction): match it against saved searches. */
export async function scheduleSavedSearchMatch(deps: AppDeps, tx: DbOrTx, itemId: number): Promise<void> {
  await deps.jobs.schedule(tx, {
    kind: SAVED_SEARCH_MATCH_JOB,
    runAt: deps.clock.now(),
    payload: { itemId },
  });
}

/** Does the item (by id) match the saved query now, with its words and every filter? */
async function matches(
  tx: DbOrTx,
  query: StoredQuery,
  itemId: number,
  now: number,
  categoryRows: CategoryRow[],
): Promise<boolean> {
  const parts = await filterParts(tx, query as SavedSearchQuery, now, categoryRows);
  if (parts.impossible) return false;
  const conds = allFiltersOf(parts);
  if (query.q) {
    const m = await wordMatch(tx, String(query.q), undefined, categoryRows);
    if (!m) return false;
    conds.push(m.where);
  }
  const [hit] = await tx
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.id, itemId), ...conds));
  return !!hit;
}

/**
 * The due-work runner's job for a new listing. The runner locks the job (FOR UPDATE SKIP LOCKED), so
 * one process runs it; the alert row's key (saved search, item) keeps an alert from ever going
 * twice; the conditional update of last_alert_at lets one alert an hour through per saved search,
 * whichever process sends it. A listing withdrawn (or sold) before the job runs alerts nobody, and
 * the seller is never told about their own listing.
 */
export async function matchNewListing(deps: AppDeps, tx: Tx, itemId: number): Promise<number> {
  const now = deps.clock.now();
  const [item] = await tx
    .select({
      id: items.id,
      title: items.title,
      status: items.status,
      sellerId: items.sellerId,
      images: items.images,
      priceCents: items.listPriceCents,
    })
    .from(items)
    .where(eq(items.id, itemId));
  if (item?.status !== "active") return 0;
  const candidates = await tx
    .select()
    .from(savedSearches)
    .where(
      and(
        eq(savedSearches.alerts, true),
        ne(savedSearches.userId, item.sellerId),
        or(
          isNull(savedSearches.lastAlertAt),
          lte(savedSearches.lastAlertAt, now - SAVED_SEARCH_ALERT_GAP_MS),
        ),
      ),
    );
  let sent = 0;
  // Read once for every candidate (the category tree does not change while this runs).
  const categoryRows = await allCategories(tx);
  const names = new Map(categoryRows.map((c) => [c.id, c.name]));
  for (const s of candidates) {
    if (!(await matches(tx, s.query, item.id, now, categoryRows))) continue;
    // The alert's key first: a replayed match of the same listing stops here, before it could
    // spend the hour's allowance.
    const [fresh] = await tx
      .insert(savedSearchAlerts)
      .values({ savedSearchId: s.id, itemId: item.id, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: savedSearchAlerts.savedSearchId });
    if (!fresh) continue;
    // The row lock makes a concurrent match of another listing wait and then see the new time.
    const [open] = await tx
      .update(savedSearches)
      .set({ lastAlertAt: now })
      .where(
        and(
          eq(savedSearches.id, s.id),
          eq(savedSearches.alerts, true),
          or(
            isNull(savedSearches.lastAlertAt),
            lte(savedSearches.lastAlertAt, now - SAVED_SEARCH_ALERT_GAP_MS),
          ),
        ),
      )
      .returning({ id: savedSearches.id });
    if (!open) {
      await tx
        .delete(savedSearchAlerts)
        .where(and(eq(savedSearchAlerts.savedSearchId, s.id), eq(savedSearchAlerts.itemId, item.id)));
      continue;
    }
    const path = pathOf(s.query);
    const price = item.priceCents === null ? "" : ` for ${formatCents(item.priceCents)}`;
    await notify(deps, tx, {
      userId: s.userId,
      title: "New match for your saved search",
      content: `${item.title}${price} matches ${labelOf(s.query, names)}.`,
      jumpType: JumpType.SAVED_SEARCH,
      jumpId: path.includes("?") ? path.slice(path.indexOf("?") + 1) : "",
      pic: item.images[0] ? fileUrl(item.images[0], 320) : null,
      push: { topic: `saved-search-${s.id}` },
    });
    sent++;
  }
  return sent;
}

export function registerSavedSearchJobs(deps: AppDeps): void {
  // The notice's text is stored in English; its label is shown in the reader's language.
  registerNoticeValues(JumpType.SAVED_SEARCH, (row, locale) => matchNoticeValues(row.jumpId, locale));
  deps.jobs.register(SAVED_SEARCH_MATCH_JOB, async (tx, payload) => {
    await matchNewListing(deps, tx, Number(payload.itemId));
  });
}
