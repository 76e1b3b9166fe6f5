import { describe, expect, it } from "vitest";
import { distanceIn, distanceKm, distanceUnitFor, FAR_PICKUP_KM, radiusKmOf } from "./distance.ts";

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
