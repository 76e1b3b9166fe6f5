import { describe, expect, it } from "vitest";
import { isCjkWord, queryWords, senseOf } from "./search-terms.ts";

// Part of the tree (ids as in CATEGORY_TREE; the Chinese names come from category-names.ts by id).
const tree: [number, string, number[]][] = [
  [1, "Electronics", [101, 102, 103, 104, 105, 106]],
  [4, "Sporting Goods", [401, 402]],
];
const rows = tree.flatMap(([id, name, children], i) => [
  { id, parentId: null, name, sort: i },
  ...children.map((c, j) => ({ id: c, parentId: id, name: `Leaf ${c}`, sort: j })),
]);

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

describe("senseOf in Chinese", () => {
  it("names a category by a part of its Chinese name, with the category's synonyms", () => {
    expect(senseOf(rows, "相机")).toMatchObject({ categoryIds: [103] });
    expect(senseOf(rows, "相机").synonyms).toContain("dslr");
    expect(senseOf(rows, "自行车").categoryIds).toEqual([401]);
    // A parent's name names its children; a part shared by two names names both.
    expect(senseOf(rows, "数码").categoryIds).toEqual([1, 101, 102, 103, 104, 105, 106]);
    expect(senseOf(rows, "器材").categoryIds).toEqual([103, 402]);
  });

  it("names nothing with one character or across the parts of a name", () => {
    expect(senseOf(rows, "车").categoryIds).toEqual([]);
    expect(senseOf(rows, "和平").categoryIds).toEqual([]); // 电脑和平板
    expect(senseOf(rows, "二手")).toEqual({ categoryIds: [], synonyms: [] });
  });
});
