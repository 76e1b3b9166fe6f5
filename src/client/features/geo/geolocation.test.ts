import { describe, expect, it } from "vitest";
import { failureOf, LOCATION_MESSAGES, LocationError, locate } from "./geolocation.ts";

describe("locate", () => {
  it("asks for a fresh, precise position within 5 s", async () => {
    let seen: PositionOptions | undefined;
    const geo = {
      getCurrentPosition: (ok: PositionCallback, _err: PositionErrorCallback, o?: PositionOptions) => {
        seen = o;
        ok({ coords: { latitude: 1.5, longitude: 2.5 } } as GeolocationPosition);
      },
    } as unknown as Geolocation;
    await expect(locate(geo)).resolves.toEqual({ lat: 1.5, lng: 2.5 });
    expect(seen).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 0 });
  });

  it("maps error codes to the spec's messages", async () => {
    const failing = (code: number) =>
      ({
        getCurrentPosition: (_ok: PositionCallback, err: PositionErrorCallback) =>
          err({ code } as GeolocationPositionError),
      }) as unknown as Geolocation;
    await expect(locate(failing(1))).rejects.toThrow(LOCATION_MESSAGES.denied);
    await expect(locate(failing(3))).rejects.toThrow("GPS request timeout.");
    await expect(locate(failing(2))).rejects.toThrow(LOCATION_MESSAGES.unavailable);
    expect(failureOf(99)).toBe("unknown");
  });

  it("without geolocation says the device does not support it", async () => {
    const err = await locate(undefined as unknown as Geolocation).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LocationError);
    expect((err as Error).message).toBe("Sorry, Your device does not support geographic location.");
  });
});
