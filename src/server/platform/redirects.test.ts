import { describe, expect, it } from "vitest";
import { ownPath, requestOrigin } from "./redirects.ts";

describe("ownPath", () => {
  const site = "https://shop.example";
  it("keeps this site's paths and addresses, as a path", () => {
    expect(ownPath(site, "/withdraw?x=1#top")).toBe("/withdraw?x=1#top");
    expect(ownPath(site, "https://shop.example/a/b")).toBe("/a/b");
    expect(ownPath(site, "withdraw")).toBe("/withdraw");
  });
  it("refuses every other place", () => {
    for (const url of [
      "https://evil.example/",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "http://shop.example/x",
      "https://shop.example:8443/x",
      "https://shop.example.evil.example/",
    ])
      expect(ownPath(site, url), url).toBeNull();
  });
});

describe("requestOrigin", () => {
  const pub = "https://shop.example";
  const req = (url: string, headers: Record<string, string>) => {
    const r = new Request(url);
    // Request forbids setting Host itself; the server sees it as a header all the same.
    return { url: r.url, headers: new Headers(headers) } as unknown as Request;
  };
  it("is the address the request came to, with the scheme a proxy reports", () => {
    expect(requestOrigin(req("http://127.0.0.1:3000/api/x", { host: "127.0.0.1:3000" }), pub)).toBe(
      "http://127.0.0.1:3000",
    );
    expect(
      requestOrigin(req("http://x/api", { host: "Shop.Example", "x-forwarded-proto": "https, http" }), pub),
    ).toBe("https://shop.example");
    expect(requestOrigin(req("http://x/api", { host: "[::1]:8080" }), pub)).toBe("http://[::1]:8080");
  });
  it("falls back to PUBLIC_URL for a Host that is not one", () => {
    for (const host of ["", "evil.example/path", "a b", "x@evil.example"])
      expect(requestOrigin(req("http://x/api", { host }), pub), host).toBe(pub);
    expect(
      requestOrigin(req("http://x/api", { host: "a.example", "x-forwarded-proto": "javascript" }), pub),
    ).toBe("http://a.example");
  });
});
