import { describe, expect, it } from "vitest";
import { ownPath } from "./redirects.ts";

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
