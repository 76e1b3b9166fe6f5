import { describe, expect, it } from "vitest";
import { localeFromHeader } from "./request-locale.ts";

describe("localeFromHeader", () => {
  it("takes the first language the app speaks, by weight", () => {
    expect(localeFromHeader("zh-CN,zh;q=0.9,en;q=0.8")).toBe("zh");
    expect(localeFromHeader("en-GB,en;q=0.9")).toBe("en");
    expect(localeFromHeader("fr-FR,zh;q=0.5,en;q=0.4")).toBe("zh");
    expect(localeFromHeader("en;q=0.2,zh-Hans;q=0.8")).toBe("zh");
  });

  it("names none when the header names no language the app speaks (the saved one may apply)", () => {
    expect(localeFromHeader(undefined)).toBeNull();
    expect(localeFromHeader("")).toBeNull();
    expect(localeFromHeader("*")).toBeNull();
    expect(localeFromHeader("fr-FR,de;q=0.5")).toBeNull();
  });
});
