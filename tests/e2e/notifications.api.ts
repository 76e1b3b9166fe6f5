import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { Code } from "#shared/codes";
import { DEMO_PASSWORD } from "./helpers.ts";

/** Small API helpers for the notifications and push specs (real server, real actions). */

export type Env<T = Record<string, unknown>> = { status_code: number; message: string; res_data: T };

export async function apiLogin(request: APIRequestContext, account: string): Promise<string> {
  const res = await request.post("/api/hweb/login/v1/login", {
    form: { account, password: DEMO_PASSWORD },
    headers: { platform: "hweb" },
  });
  const env = (await res.json()) as Env<{ token: string }>;
  expect(env.status_code, `sign in ${account}: ${env.message}`).toBe(Code.OK);
  return env.res_data.token;
}

export async function call<T = Record<string, unknown>>(
  request: APIRequestContext,
  method: "GET" | "POST" | "PUT",
  path: string,
  token: string | null,
  data?: Record<string, string | number | boolean>,
): Promise<Env<T>> {
  const headers: Record<string, string> = { platform: "hweb", "Idempotency-Key": randomUUID() };
  if (token) headers.Authorization = `Bearer ${token}`;
  const res = await request.fetch(`/api${path}`, {
    method,
    headers,
    ...(method === "GET" ? { params: data } : { form: data ?? {} }),
  });
  return (await res.json()) as Env<T>;
}

export type NotificationRow = {
  id: number;
  title: string;
  content: string;
  isRead: boolean;
  jumpType: number;
  jumpId: string | null;
  orderNumber: string | null;
};

export async function unreadCount(request: APIRequestContext, token: string): Promise<number> {
  const env = await call<{ unreadCountNotifications: number }>(
    request,
    "GET",
    "/notification/unreadCount",
    token,
  );
  expect(env.status_code).toBe(Code.OK);
  return env.res_data.unreadCountNotifications;
}

export async function listNotifications(request: APIRequestContext, token: string, pageSize = 20) {
  const env = await call<{ list: NotificationRow[]; total: number }>(
    request,
    "GET",
    "/notification/list",
    token,
    {
      currentPage: 1,
      pageSize,
    },
  );
  expect(env.status_code).toBe(Code.OK);
  return env.res_data.list;
}

type Summary = { itemNumber: string; saleType: string; endTime: number | null };
type Detail = {
  itemNumber: string;
  status: string;
  auction?: { minNextBidCents: number; status: string; endTime: number } | null;
};

/** An open demo auction that ends well after the test (so no soft close or close interferes). */
export async function findOpenAuction(request: APIRequestContext, skip: string[] = []): Promise<Detail> {
  const env = await call<{ list: Summary[] }>(request, "GET", "/search/items", null, {
    type: "auction",
    sort: "newest",
    pageSize: 50,
  });
  expect(env.status_code).toBe(Code.OK);
  for (const s of env.res_data.list) {
    if (skip.includes(s.itemNumber) || !s.endTime || s.endTime < Date.now() + 3 * 3600_000) continue;
    const d = await call<Detail>(request, "GET", "/item/detail", null, { itemNumber: s.itemNumber });
    if (d.status_code === Code.OK && d.res_data.status === "active" && d.res_data.auction?.status === "open")
      return d.res_data;
  }
  throw new Error("no open demo auction found");
}

/**
 * Two buyers take turns bidding the minimum on one auction until `victim` has been outbid `times`
 * times (each one a real "You've been outbid" notification for the victim).
 */
export async function outbid(
  request: APIRequestContext,
  itemNumber: string,
  victimToken: string,
  rivalToken: string,
  times: number,
): Promise<void> {
  const detail = await call<Detail>(request, "GET", "/item/detail", null, { itemNumber });
  let min = detail.res_data.auction!.minNextBidCents;
  let victimLeads = false;
  let done = 0;
  let guard = 0;
  while (done < times) {
    expect(guard++, "too many bids").toBeLessThan(times * 4 + 10);
    const bidder: string = victimLeads ? rivalToken : victimToken;
    const env = await call<{ minNextBidCents: number; isHighBidder: boolean }>(
      request,
      "POST",
      "/item/bid",
      bidder,
      { itemNumber, amountCents: min },
    );
    if (env.status_code === Code.BID_TOO_LOW || env.status_code === Code.ALREADY_HIGH_BIDDER) {
      const d = await call<Detail>(request, "GET", "/item/detail", null, { itemNumber });
      min = d.res_data.auction!.minNextBidCents;
      if (env.status_code === Code.ALREADY_HIGH_BIDDER) victimLeads = bidder === victimToken;
      continue;
    }
    expect(env.status_code, env.message).toBe(Code.OK);
    min = env.res_data.minNextBidCents;
    if (bidder === victimToken) victimLeads = env.res_data.isHighBidder;
    else if (env.res_data.isHighBidder) {
      done++;
      victimLeads = false;
    }
  }
}

/** Buys a fixed-price demo item: the buyer gets "Purchase confirmed" (jumpType 16, with the order number). */
export async function buySomething(request: APIRequestContext, token: string): Promise<string> {
  const env = await call<{ list: Summary[] }>(request, "GET", "/search/items", null, {
    type: "fixed",
    sort: "newest",
    pageSize: 50,
  });
  expect(env.status_code).toBe(Code.OK);
  const list = env.res_data.list.sort(() => Math.random() - 0.5);
  for (const s of list) {
    const r = await call<{ orderNumber: string }>(request, "POST", "/item/buyNow", token, {
      itemNumber: s.itemNumber,
    });
    if (r.status_code === Code.OK) return r.res_data.orderNumber;
  }
  throw new Error("could not buy any demo item");
}
