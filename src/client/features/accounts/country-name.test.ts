import { describe, expect, it } from "vitest";
import { localCountryName } from "./country-name.ts";

describe("localCountryName", () => {
  it("names a country in the page's language", () => {
    expect(localCountryName({ code: "US", name: "United States" }, "zh")).toBe("美国");
    expect(localCountryName({ code: "DE", name: "Germany" }, "zh")).toBe("德国");
    expect(localCountryName({ code: "US", name: "United States" }, "en")).toBe("United States");
  });

  it("keeps the server's name for a code the browser cannot name", () => {
    expect(localCountryName({ code: "XK1", name: "Somewhere" }, "zh")).toBe("Somewhere");
  });
});
