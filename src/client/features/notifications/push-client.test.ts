import { describe, expect, it } from "vitest";
import { sameBytes, urlBase64ToBytes } from "./push-client.ts";

describe("VAPID key bytes", () => {
  it("decodes base64url without padding", () => {
    const bytes = new Uint8Array(65).map((_, i) => (i * 37) % 256);
    const b64url = Buffer.from(bytes).toString("base64url");
    expect(b64url).not.toContain("=");
    expect(Array.from(urlBase64ToBytes(b64url))).toEqual(Array.from(bytes));
    expect(sameBytes(bytes.buffer, urlBase64ToBytes(b64url))).toBe(true);
  });
  it("tells keys apart", () => {
    const a = urlBase64ToBytes("AQID");
    expect(sameBytes(new Uint8Array([1, 2, 3]).buffer, a)).toBe(true);
    expect(sameBytes(new Uint8Array([1, 2, 4]).buffer, a)).toBe(false);
    expect(sameBytes(new Uint8Array([1, 2]).buffer, a)).toBe(false);
    expect(sameBytes(null, a)).toBe(false);
  });
});

describe("syncPushSubscription", () => {
  it("does not keep a finished run: each later call starts afresh", async () => {
    const { syncPushSubscription } = await import("./push-client.ts");
    // No push support here (Node): every run ends at once, without awaiting anything.
    const first = syncPushSubscription();
    expect(await first).toBe(false);
    const second = syncPushSubscription();
    expect(second).not.toBe(first);
    expect(await second).toBe(false);
  });
});
