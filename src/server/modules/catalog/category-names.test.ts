import { describe, expect, it } from "vitest";
import { CATEGORY_TREE } from "./categories.ts";
import {
  CATEGORY_NAMES_ZH,
  localizeHomeSections,
  localizeItemCategory,
  localizeSuggestions,
  localizeTree,
} from "./category-names.ts";

const ids = CATEGORY_TREE.flatMap((top) => [top.id, ...top.children.map(([id]) => id)]);
const englishTree = CATEGORY_TREE.map((top) => ({
  id: top.id,
  name: top.name,
  children: top.children.map(([id, name]) => ({ id, name, children: [] })),
}));

describe("category names in Chinese", () => {
  it("name every category of the tree, and nothing else, each once", () => {
    expect(
      Object.keys(CATEGORY_NAMES_ZH)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual([...ids].sort((a, b) => a - b));
    const names = Object.values(CATEGORY_NAMES_ZH);
    expect(new Set(names).size).toBe(names.length);
    // Written in Chinese (an abbreviation such as DVD may stay).
    for (const n of names) expect(n).toMatch(/\p{Script=Han}/u);
  });

  it("serve the tree, an item's path, suggestions and the home rows in the reader's language", () => {
    expect(localizeTree(englishTree, "en")).toBe(englishTree);
    const zh = localizeTree(englishTree, "zh");
    expect(zh[0]).toMatchObject({ id: 1, name: "数码电子" });
    expect(zh[0]!.children[2]).toMatchObject({ id: 103, name: "相机和摄影器材" });

    const item = {
      categoryName: "Cameras & Photo",
      categoryPath: [
        { id: 1, name: "Electronics" },
        { id: 103, name: "Cameras & Photo" },
      ],
    };
    expect(localizeItemCategory(item, "en")).toBe(item);
    expect(localizeItemCategory(item, "zh")).toEqual({
      categoryName: "相机和摄影器材",
      categoryPath: [
        { id: 1, name: "数码电子" },
        { id: 103, name: "相机和摄影器材" },
      ],
    });

    const suggestions = {
      list: [{ id: 103, name: "Cameras & Photo", path: ["Electronics", "Cameras & Photo"], score: 1 }],
    };
    expect(localizeSuggestions(suggestions, englishTree, "zh").list[0]).toMatchObject({
      name: "相机和摄影器材",
      path: ["数码电子", "相机和摄影器材"],
    });

    const rows = [
      { key: "ending", title: "Ending soon" },
      { key: "buy-now", title: "Buy it now" },
      { key: "category-2", title: "Home & Garden" },
    ];
    expect(localizeHomeSections(rows, "en")).toBe(rows);
    expect(localizeHomeSections(rows, "zh").map((r) => r.title)).toEqual(["即将结束", "一口价", "家居园艺"]);
  });
});
