import { describe, expect, it } from "vitest";
import { type CityResult, describeCity, pushCity } from "./city-history.ts";

const city = (name: string, adminName1 = "State"): CityResult => ({
  name,
  adminName1,
  toponymName: name,
  lat: 1,
  lng: 2,
});

describe("city history", () => {
  it("is unique, newest first, at most 10", () => {
    let list: CityResult[] = [];
    for (let i = 0; i < 12; i++) list = pushCity(list, city(`C${i}`));
    list = pushCity(list, city("C5"));
    expect(list).toHaveLength(10);
    expect(list.map((c) => c.name).slice(0, 3)).toEqual(["C5", "C11", "C10"]);
    expect(list.filter((c) => c.name === "C5")).toHaveLength(1);
  });

  it("tells apart cities with the same name in different regions", () => {
    const list = pushCity(pushCity([], city("Springfield", "Illinois")), city("Springfield", "Missouri"));
    expect(list.map(describeCity)).toEqual(["Springfield, Missouri", "Springfield, Illinois"]);
  });
});
