import { describe, expect, it } from "vitest";
import webpush from "web-push";
import { parseEnv } from "../env.ts";
import { defaultSubject, vapidPairFromEnv } from "./push.ts";

describe("vapidPairFromEnv", () => {
  it("is null when neither key is set (the stored pair is used, see keys.test.ts)", () => {
    expect(vapidPairFromEnv(parseEnv({}))).toBeNull();
  });

  it("takes the pair from the environment", () => {
    const keys = webpush.generateVAPIDKeys();
    const env = parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey });
    expect(vapidPairFromEnv(env)).toEqual(keys);
  });

  it("refuses half a pair or malformed keys", () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => vapidPairFromEnv(parseEnv({ VAPID_PUBLIC_KEY: keys.publicKey }))).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      vapidPairFromEnv(parseEnv({ VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey })),
    ).toThrow(/VAPID keys/);
  });
});

describe("defaultSubject", () => {
  it("is a mailto: address at PUBLIC_URL's host", () => {
    expect(defaultSubject("https://market.example:8443")).toBe("mailto:push@market.example");
    expect(defaultSubject("http://localhost:8080")).toBe("mailto:push@localhost");
  });
});
