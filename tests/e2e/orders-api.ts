import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { Code } from "#shared/codes";
import { DEMO_PASSWORD } from "./helpers.ts";

/** API shortcuts for the orders specs (set-up and checks; the screens are driven through the UI). */
type Env<T> = { status_code: number; message: string; res_data: T };

export async function apiLogin(request: APIRequestContext, account: string) {
  const res = await request.post("/api/hweb/login/v1/login", {
    form: { account, password: DEMO_PASSWORD },
    headers: { platform: "hweb" },
  });
  const env = (await res.json()) as Env<{ token: string; user: { id: number } }>;
  expect(env.status_code, `sign in ${account}: ${env.message}`).toBe(Code.OK);
  return { token: env.res_data.token, id: env.res_data.user.id, account };
}
export type ApiUser = Awaited<ReturnType<typeof apiLogin>>;

export async function call<T = unknown>(
  request: APIRequestContext,
  method: "GET" | "POST",
  path: string,
  user: ApiUser | null,
  data: Record<string, string | number> = {},
  idempotencyKey?: string,
): Promise<Env<T>> {
  const headers: Record<string, string> = { platform: "hweb" };
  if (user) headers.Authorization = `Bearer ${user.token}`;
  if (idempotencyKey) headers["Idempotency-Key"] = idempotencyKey;
  const res =
    method === "GET"
      ? await request.get(`/api${path}`, { params: data, headers })
      : await request.post(`/api${path}`, { form: data, headers });
  return (await res.json()) as Env<T>;
}

export async function ok<T = unknown>(...args: Parameters<typeof call>): Promise<T> {
  const env = await call<T>(...args);
  expect(env.status_code, `${args[1]} ${args[2]}: ${env.message}`).toBe(Code.OK);
  return env.res_data;
}

/** Saves a sandbox card for `who` (by default one that pays without a challenge); its payment method. */
export function saveSandboxCard(request: APIRequestContext, who: ApiUser, cardNumber = "4242424242424242") {
  return ok<{ paymentMethodId: string; last4: string }>(
    request,
    "POST",
    "/payment/sandbox/card",
    who,
    { cardNumber, expMonth: 12, expYear: new Date().getFullYear() + 2, cvc: "123" },
    crypto.randomUUID(),
  );
}

type Summary = { itemNumber: string; title: string; saleType: string; priceCents: number | null };
type Detail = {
  itemNumber: string;
  title: string;
  status: string;
  saleType: string;
  priceCents: number | null;
  seller: { id: number; storeId: number | null };
  auction?: { buyNowPriceCents: number | null; status: string } | null;
};

/**
 * Active fixed-price items sold by a personal seller (no store) whose login we know, priced for a
 * card payment. `taken` keeps the specs from choosing the same item twice, and a claim in
 * E2E_CLAIMS_DIR keeps a spec in another worker from choosing it at the same time.
 */
export async function findItems(
  request: APIRequestContext,
  sellers: ApiUser[],
  count: number,
  taken: Set<string>,
) {
  const found: Array<Detail & { sellerUser: ApiUser }> = [];
  for (let page = 1; page <= 6 && found.length < count; page++) {
    const list = await ok<{ list: Summary[] }>(request, "GET", "/search/items", null, {
      type: "fixed",
      sort: "newest",
      pageSize: 50,
      currentPage: page,
    });
    for (const s of list.list) {
      if (found.length >= count) break;
      if (taken.has(s.itemNumber) || (s.priceCents ?? 0) < 100) continue;
      const d = await ok<Detail>(request, "GET", "/item/detail", null, { itemNumber: s.itemNumber });
      const sellerUser = sellers.find((u) => u.id === d.seller.id);
      if (d.status !== "active" || d.seller.storeId !== null || !sellerUser) continue;
      taken.add(d.itemNumber);
      if (!claim(d.itemNumber)) continue;
      found.push({ ...d, sellerUser });
    }
  }
  expect(found.length, "enough active fixed-price items of personal demo sellers").toBe(count);
  return found;
}

/** True for the one worker that takes this item first (an exclusive create of a file named after it). */
function claim(itemNumber: string): boolean {
  const dir = process.env.E2E_CLAIMS_DIR;
  if (!dir) return true;
  try {
    fs.writeFileSync(path.join(dir, encodeURIComponent(itemNumber)), String(process.pid), { flag: "wx" });
    return true;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw e;
  }
}

/**
 * For a spec that only looks at an item: true when no other worker has it, and then no other worker
 * buys it while this one looks (the journeys run on two workers). An item this worker holds already
 * is its own to look at again.
 */
export function reserveItem(itemNumber: string): boolean {
  if (claim(itemNumber)) return true;
  const dir = process.env.E2E_CLAIMS_DIR!;
  return fs.readFileSync(path.join(dir, encodeURIComponent(itemNumber)), "utf8") === String(process.pid);
}

/**
 * Buys through the item page: Buy now opens the review, Confirm purchase (card) creates the order
 * and opens its payment page. Answers the order number.
 */
export async function buy(page: Page, request: APIRequestContext, buyer: ApiUser, itemNumber: string) {
  await page.goto(`/itemDetail/${encodeURIComponent(itemNumber)}`);
  await page.getByRole("main").getByRole("button", { name: "Buy now", exact: true }).click();
  const review = page.getByRole("dialog", { name: "Review your purchase" });
  await expect(review.getByRole("radio", { name: /Card/ })).toBeChecked();
  await review.getByRole("button", { name: "Confirm purchase" }).click();
  await page.waitForURL(/\/payment\//, { timeout: 10_000 });
  const mine = await ok<{ list: Array<{ orderNumber: string; item: { itemNumber: string } }> }>(
    request,
    "GET",
    "/order/buying",
    buyer,
    { type: "unpaid" },
  );
  const created = mine.list.find((o) => o.item.itemNumber === itemNumber);
  expect(created, "the confirmed review created the order").toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/payment/${created!.orderNumber}$`));
  return created!.orderNumber;
}
