import { describe, expect, it } from "vitest";
import { SavePlatformAppInputSchema, SaveTvDeviceInputSchema } from "./stores-admin.ts";

describe("SavePlatformAppInputSchema", () => {
  const base = { name: "App", scopes: ["items:read"] };
  it("takes redirect URIs as an array, JSON text or one per line", () => {
    for (const redirectUris of [
      ["https://a.example/cb", "https://b.example/cb"],
      '["https://a.example/cb","https://b.example/cb"]',
      "https://a.example/cb\n https://b.example/cb \n",
    ]) {
      const r = SavePlatformAppInputSchema.parse({ ...base, redirectUris });
      expect(r.redirectUris).toEqual(["https://a.example/cb", "https://b.example/cb"]);
    }
  });
  it("refuses anything but https without a fragment", () => {
    for (const uri of [
      "http://a.example/cb",
      "ftp://a.example",
      "https://a.example/#x",
      "not a url",
      "https://",
    ]) {
      expect(SavePlatformAppInputSchema.safeParse({ ...base, redirectUris: [uri] }).success, uri).toBe(false);
    }
  });
  it("knows only the fixed scopes", () => {
    expect(
      SavePlatformAppInputSchema.safeParse({ ...base, redirectUris: ["https://a.example"], scopes: "root" })
        .success,
    ).toBe(false);
    expect(
      SavePlatformAppInputSchema.parse({
        ...base,
        redirectUris: ["https://a.example"],
        scopes: "items:read,orders:read",
      }).scopes,
    ).toEqual(["items:read", "orders:read"]);
  });
});

describe("SaveTvDeviceInputSchema", () => {
  it("defaults to all items every 10 seconds", () => {
    expect(SaveTvDeviceInputSchema.parse({ name: " TV ", layout: "grid" })).toEqual({
      name: "TV",
      layout: "grid",
      itemFilter: "all",
      itemNumbers: [],
      rotationSeconds: 10,
    });
  });
  it("needs at least one item when the items are chosen", () => {
    const r = SaveTvDeviceInputSchema.safeParse({ name: "TV", layout: "grid", itemFilter: "chosen" });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(["itemNumbers"]);
  });
});
