import { describe, expect, it } from "vitest";
import { safePostingPath } from "./posting-return.ts";

describe("safePostingPath", () => {
  it("keeps the posting form's own paths", () => {
    expect(safePostingPath("/postItem")).toBe("/postItem");
    expect(safePostingPath("/postItem?draft=abc")).toBe("/postItem?draft=abc");
    expect(safePostingPath("/editItem?itemNumber=12")).toBe("/editItem?itemNumber=12");
  });
  it("refuses other sites and other pages", () => {
    expect(safePostingPath("//evil.example/postItem")).toBeNull();
    expect(safePostingPath("https://evil.example/postItem")).toBeNull();
    expect(safePostingPath("/\\evil.example")).toBeNull();
    expect(safePostingPath("/postItemX")).toBeNull();
    expect(safePostingPath("/wallet")).toBeNull();
    expect(safePostingPath(null)).toBeNull();
  });
});
