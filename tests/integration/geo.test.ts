import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
  // Warm: the index builds in the background right after start.
  await s.call("GET", "/api/geo/reverse", { query: { latitude: 0, longitude: 0 } });
});
afterAll(async () => {
  await s?.close();
});

describe("GET /geo/citySearch", () => {
  it("answers GeoNames' shape with numbers for coordinates", async () => {
    const r = await s.call("GET", "/api/geo/citySearch", {
      query: { q: "Springfield", maxRows: 100, lang: "en" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const { totalResultsCount, geonames } = r.body.res_data;
    expect(totalResultsCount).toBeGreaterThan(10);
    expect(geonames.length).toBe(Math.min(100, totalResultsCount));
    expect(geonames[0]).toMatchObject({
      name: "Springfield",
      adminName1: "Illinois",
      toponymName: "Springfield",
    });
    for (const g of geonames) {
      expect(typeof g.lat).toBe("number");
      expect(typeof g.lng).toBe("number");
      expect(typeof g.adminName1).toBe("string");
    }
  });

  it("puts big cities first, folds accents and case, and respects maxRows", async () => {
    const ny = await s.call("GET", "/api/geo/citySearch", { query: { q: "new york" } });
    expect(ny.body.res_data.geonames[0]).toMatchObject({ name: "New York City", adminName1: "New York" });
    const sf = await s.call("GET", "/api/geo/citySearch", { query: { q: "san fran", maxRows: 3 } });
    expect(sf.body.res_data.geonames).toHaveLength(3);
    expect(sf.body.res_data.geonames[0]).toMatchObject({ name: "San Francisco", adminName1: "California" });
    const mtl = await s.call("GET", "/api/geo/citySearch", { query: { q: "MONTREAL" } });
    expect(mtl.body.res_data.geonames[0].name).toBe("Montréal");
    const none = await s.call("GET", "/api/geo/citySearch", { query: { q: "qqqqzzzz" } });
    expect(none.body.res_data).toEqual({ totalResultsCount: 0, geonames: [] });
  });

  it("refuses an empty q with 10001", async () => {
    for (const query of [{ q: "" }, { q: "   " }, {}, { q: "Paris", maxRows: 0 }]) {
      const r = await s.call("GET", "/api/geo/citySearch", { query });
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
  });
});

describe("GET /geo/reverse", () => {
  it("answers the nearest city and its state", async () => {
    const r = await s.call("GET", "/api/geo/reverse", { query: { latitude: 39.8017, longitude: -89.6437 } });
    expect(r.body.res_data).toMatchObject({ city: "Springfield", principalSubdivision: "Illinois" });
    const sf = await s.call("GET", "/api/geo/reverse", {
      query: { latitude: 37.7749, longitude: -122.4194 },
    });
    expect(sf.body.res_data).toMatchObject({ city: "San Francisco", principalSubdivision: "California" });
    const paris = await s.call("GET", "/api/geo/reverse", {
      query: { latitude: 48.8566, longitude: 2.3522 },
    });
    expect(paris.body.res_data.principalSubdivision).toBe("Île-de-France");
  });

  it("refuses missing or impossible coordinates with 10001", async () => {
    for (const query of [
      {},
      { latitude: 10 },
      { latitude: 91, longitude: 0 },
      { latitude: "x", longitude: 2 },
    ]) {
      const r = await s.call("GET", "/api/geo/reverse", { query });
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
  });
});

describe("GET /geo/reverse: places, not districts", () => {
  const reverse = async (latitude: number, longitude: number) =>
    (await s.call("GET", "/api/geo/reverse", { query: { latitude, longitude } })).body.res_data;

  it("answers Paris for its arrondissements, London for Westminster, New York City for Brooklyn", async () => {
    // Central Paris (4th), the 15th, Montmartre (18th).
    for (const [lat, lng] of [
      [48.8566, 2.3522],
      [48.8412, 2.3003],
      [48.8867, 2.3431],
    ])
      expect(await reverse(lat!, lng!)).toMatchObject({
        city: "Paris",
        principalSubdivision: "Île-de-France",
      });
    expect(await reverse(51.4975, -0.1357)).toMatchObject({
      city: "London",
      principalSubdivision: "England",
    });
    expect(await reverse(40.6501, -73.9496)).toMatchObject({
      city: "New York City",
      principalSubdivision: "New York",
    });
    // A city of its own next door stays itself.
    expect(await reverse(40.7282, -74.0776)).toMatchObject({
      city: "Jersey City",
      principalSubdivision: "New Jersey",
    });
  });

  it("ranks cities above their districts in city search", async () => {
    const names = async (q: string) =>
      (await s.call("GET", "/api/geo/citySearch", { query: { q, maxRows: 100 } })).body.res_data.geonames.map(
        (c: { name: string }) => c.name,
      );
    const paris = await names("paris");
    expect(paris[0]).toBe("Paris");
    const firstDistrict = paris.findIndex((n: string) => /^Paris \d/.test(n));
    expect(firstDistrict).toBeGreaterThan(paris.lastIndexOf("Paris"));
    const brooklyn = (await s.call("GET", "/api/geo/citySearch", { query: { q: "brooklyn", maxRows: 100 } }))
      .body.res_data.geonames;
    const nyBrooklyn = brooklyn.findIndex((c: { adminName1: string }) => c.adminName1 === "New York");
    expect(nyBrooklyn).toBeGreaterThan(0);
  });
});
