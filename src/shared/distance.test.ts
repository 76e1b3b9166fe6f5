import { describe, expect, it } from "vitest";
import {
  ANYWHERE,
  defaultRadiusKm,
  distanceIn,
  distanceKm,
  distanceUnitFor,
  FAR_PICKUP_KM,
  radiusInEffect,
  radiusKmOf,
  widerRadiusKm,
} from "./distance.ts";

const NEW_YORK = { lat: 40.7128, lng: -74.006 };
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const BOSTON = { lat: 42.3601, lng: -71.0589 };

describe("distance", () => {
  it("measures great-circle kilometres", () => {
    expect(distanceKm(NEW_YORK, AUSTIN)).toBeGreaterThan(2425);
    expect(distanceKm(NEW_YORK, AUSTIN)).toBeLessThan(2440);
    expect(distanceKm(NEW_YORK, BOSTON)).toBeGreaterThan(300);
    expect(distanceKm(NEW_YORK, NEW_YORK)).toBe(0);
    expect(distanceKm(NEW_YORK, AUSTIN)).toBeGreaterThan(FAR_PICKUP_KM);
  });

  it("reads miles in US English and kilometres in Chinese and metric English regions", () => {
    expect(distanceUnitFor("en", ["en-US", "en"])).toBe("mi");
    expect(distanceUnitFor("en", ["en"])).toBe("mi");
    expect(distanceUnitFor("en", [])).toBe("mi");
    expect(distanceUnitFor("en", ["en-GB"])).toBe("mi");
    expect(distanceUnitFor("en", ["en-AU"])).toBe("km");
    expect(distanceUnitFor("en", ["fr-FR", "en-CA"])).toBe("km");
    expect(distanceUnitFor("zh", ["zh-CN"])).toBe("km");
    expect(distanceUnitFor("zh", ["en-US"])).toBe("km");
  });

  it("rounds as people say it", () => {
    expect(distanceIn(2424, "mi")).toBe(1506);
    expect(distanceIn(2424, "km")).toBe(2424);
    expect(distanceIn(3.21, "km")).toBe(3.2);
    expect(distanceIn(0.01, "km")).toBe(0.1);
    expect(radiusKmOf(50, "mi")).toBe(80.47);
    expect(radiusKmOf(50, "km")).toBe(50);
  });
});

describe("radius", () => {
  it("starts lists within the far-pickup distance: 50 mi, or 50 km", () => {
    expect(defaultRadiusKm("mi")).toBe(80.47);
    expect(defaultRadiusKm("km")).toBe(50);
  });

  it("takes the URL's radius, else the device's, else the default; none without a place", () => {
    expect(radiusInEffect(undefined, null, "mi", true)).toBe(80.47);
    expect(radiusInEffect(undefined, 160.93, "mi", true)).toBe(160.93);
    expect(radiusInEffect(40.23, 160.93, "mi", true)).toBe(40.23);
    expect(radiusInEffect(ANYWHERE, 40.23, "mi", true)).toBeNull();
    expect(radiusInEffect(undefined, ANYWHERE, "km", true)).toBeNull();
    expect(radiusInEffect(40.23, null, "mi", false)).toBeNull();
  });

  it("widens one step in the reader's unit", () => {
    expect(widerRadiusKm(80.47, "mi")).toBe(160.93);
    expect(widerRadiusKm(50, "km")).toBe(100);
    expect(widerRadiusKm(60, "km")).toBe(100);
    expect(widerRadiusKm(500, "km")).toBeNull();
  });
});
