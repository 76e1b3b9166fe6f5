import { randomUUID } from "node:crypto";
import { type APIRequestContext, expect } from "@playwright/test";
import { Code } from "#shared/codes";
import { DEMO_PASSWORD } from "./helpers.ts";

/** API shortcuts for specs that make their own listings (TV, wallet): set-up only, the screens are driven in the page. */
type Env<T> = { status_code: number; message: string; res_data: T };
export type Actor = { token: string; storeToken?: string };

export async function api<T>(
  request: APIRequestContext,
  method: "GET" | "POST",
  p: string,
  who: Actor | null,
  data?: Record<string, unknown>,
): Promise<T> {
  const headers: Record<string, string> = { platform: "hweb" };
  if (who) headers.Authorization = `Bearer ${who.token}`;
  if (who?.storeToken) headers["X-Identity-Token"] = who.storeToken;
  if (method === "POST") headers["Idempotency-Key"] = randomUUID();
  const send = () =>
    method === "GET"
      ? request.get(`/api${p}`, { params: data as Record<string, string>, headers })
      : request.post(`/api${p}`, { data, headers });
  // A kept-alive connection the server closed just then resets once in a long series of calls: send
  // again (with the same Idempotency-Key).
  const res = await send().catch((err: Error) => {
    if (!/ECONNRESET/.test(err.message)) throw err;
    return send();
  });
  const env = (await res.json()) as Env<T>;
  expect(env.status_code, `${p}: ${env.message}`).toBe(Code.OK);
  return env.res_data;
}

export async function login(request: APIRequestContext, account: string): Promise<Actor> {
  const t = await api<{ token: string }>(request, "POST", "/hweb/login/v1/login", null, {
    account,
    password: DEMO_PASSWORD,
  });
  return { token: t.token };
}

/** What a listing needs besides its own fields: a photo of the seller's (a demo cover uploaded again) and a leaf category. */
export async function listingBasics(request: APIRequestContext, seller: Actor) {
  const demo = await api<{ list: { cover: string | null }[] }>(request, "GET", "/search/items", null, {
    pageSize: "5",
  });
  const cover = demo.list.find((i) => i.cover)!.cover!.replace(/\/320\.webp$/, "/640.webp");
  const bytes = await (await request.get(cover)).body();
  const upload = await request.post("/api/file/upload", {
    headers: { platform: "hweb", Authorization: `Bearer ${seller.token}` },
    multipart: { file: { name: "cover.webp", mimeType: "image/webp", buffer: bytes } },
  });
  const fileId = ((await upload.json()) as Env<{ fileId: string }>).res_data.fileId;
  type Cat = { id: number; children?: Cat[] };
  const tree = await api<Cat[]>(request, "GET", "/category/list", null);
  const leaf = (c: Cat): Cat => (c.children?.length ? leaf(c.children[0]!) : c);
  return {
    images: [fileId],
    categoryId: leaf(tree[0]!).id,
    condition: "good",
    description: "Made by a test",
  };
}

/** Saves and publishes a listing; answers its item number. */
export async function publish(
  request: APIRequestContext,
  seller: Actor,
  fields: Record<string, unknown>,
): Promise<string> {
  const draft = await api<{ itemNumber: string; version: number }>(
    request,
    "POST",
    "/item/save",
    seller,
    fields,
  );
  await api(request, "POST", "/item/publish", seller, draft);
  return draft.itemNumber;
}
