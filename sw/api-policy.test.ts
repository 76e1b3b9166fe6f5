import { describe, expect, it } from "vitest";
import { apiPolicy } from "./api-policy.ts";

const origin = "https://bnomo.test";
const req = (method = "GET", token = false) => ({
  method,
  headers: new Headers(token ? { Authorization: "Bearer t" } : {}),
});
const at = (path: string, o = origin) => new URL(path, o);

describe("apiPolicy", () => {
  it("keeps home sections and categories stale-while-revalidate, signed in or not", () => {
    expect(apiPolicy(at("/api/home/template"), req(), origin)).toBe("swr");
    expect(apiPolicy(at("/api/category/list"), req("GET", true), origin)).toBe("swr");
  });

  it("asks the network first for search results and item detail", () => {
    expect(apiPolicy(at("/api/search/items?q=lamp"), req(), origin)).toBe("fresh");
    expect(apiPolicy(at("/api/search/items?q=lamp"), req("GET", true), origin)).toBe("fresh");
    expect(apiPolicy(at("/api/item/detail?itemNumber=1"), req(), origin)).toBe("fresh");
  });

  it("never caches a signed-in item detail (it carries the user's watching flag)", () => {
    expect(apiPolicy(at("/api/item/detail?itemNumber=1"), req("GET", true), origin)).toBeNull();
  });

  it("leaves writes, other endpoints and other origins to the network", () => {
    expect(apiPolicy(at("/api/search/items"), req("POST"), origin)).toBeNull();
    expect(apiPolicy(at("/api/item/bid"), req(), origin)).toBeNull();
    expect(apiPolicy(at("/api/item/detail/extra"), req(), origin)).toBeNull();
    expect(apiPolicy(at("/api/home/template", "https://evil.test"), req(), origin)).toBeNull();
  });
});
