import type { APIRequestContext } from "@playwright/test";
import { expect } from "@playwright/test";
import sharp from "sharp";
import { Code } from "#shared/codes";
import { call } from "./notifications.api.ts";
import { reserveItem } from "./orders-api.ts";

/**
 * A fixed-price listing with one photo, saved and published through the API as the app would. It is
 * the posting spec's own: reserved, so that no purchase in another worker takes it (the newest
 * listings are the first that `findItems` looks at).
 */
export async function postFixedItem(
  request: APIRequestContext,
  token: string,
  item: { title: string; categoryId: number; priceCents: number; description: string; color: string },
): Promise<void> {
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: item.color } })
    .png()
    .toBuffer();
  const up = await request.post("/api/file/upload", {
    headers: { platform: "hweb", Authorization: `Bearer ${token}` },
    multipart: { file: { name: "photo.png", mimeType: "image/png", buffer: png } },
  });
  const file = (await up.json()) as { res_data: { fileId: string } };
  const saved = await call<{ itemNumber: string; version: number }>(request, "POST", "/item/save", token, {
    title: item.title,
    description: item.description,
    categoryId: item.categoryId,
    condition: "good",
    images: file.res_data.fileId,
    saleType: "fixed",
    priceCents: item.priceCents,
  });
  expect(saved.status_code, `/item/save: ${saved.message}`).toBe(Code.OK);
  reserveItem(saved.res_data.itemNumber);
  const published = await call(request, "POST", "/item/publish", token, saved.res_data);
  expect(published.status_code, `/item/publish: ${published.message}`).toBe(Code.OK);
}
