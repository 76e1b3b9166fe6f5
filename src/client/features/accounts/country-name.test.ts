import { describe, expect, it } from "vitest";
import { countryName } from "./country-name.ts";

describe("countryName", () => {
  it("names a country in the page's language", () => {
    expect(countryName({ code: "US", name: "United States" }, "zh")).toBe("美国");
    expect(countryName({ code: "DE", name: "Germany" }, "zh")).toBe("德国");
    expect(countryName({ code: "US", name: "United States" }, "en")).toBe("United States");
  });

  it("keeps the server's name for a code the browser cannot name", () => {
    expect(countryName({ code: "XK1", name: "Somewhere" }, "zh")).toBe("Somewhere");
  });
});
