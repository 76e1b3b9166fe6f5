import { describe, expect, it } from "vitest";
import { isCjkWord, queryWords } from "./search-terms.ts";

describe("queryWords", () => {
  it("keeps English words as they were", () => {
    expect(queryWords("Women's café, 2-pack LEGO")).toEqual(["womens", "cafe", "2", "pack", "lego"]);
  });

  it("keeps a run of Chinese or Japanese characters apart from the letters around it", () => {
    expect(queryWords("二手iPhone 13")).toEqual(["二手", "iphone", "13"]);
    expect(queryWords("二手 自行车，九成新")).toEqual(["二手", "自行车", "九成新"]);
    // Kana that decompose (が = か + a voicing mark) come back whole; a middle dot separates.
    expect(queryWords("がっこう・テスト")).toEqual(["がっこう", "テスト"]);
    // A character outside the Basic Multilingual Plane (CJK extension B).
    expect(queryWords("𠀀字x")).toEqual(["𠀀字", "x"]);
  });

  it("tells CJK words from others", () => {
    expect(isCjkWord("相机")).toBe(true);
    expect(isCjkWord("カメラ")).toBe(true);
    expect(isCjkWord("camera")).toBe(false);
    expect(isCjkWord("카메라")).toBe(false); // Korean is written with spaces between words
  });
});
