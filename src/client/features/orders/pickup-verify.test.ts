import { exportJWK, generateKeyPair, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { looksSigned, type VerifyKey, verifyPickupQr } from "./pickup-verify.ts";

async function keys() {
  const { publicKey, privateKey } = await generateKeyPair("ES256", { extractable: true });
  const jwk = await exportJWK(publicKey);
  const key: VerifyKey = { alg: "ES256", kid: "k1", jwk: jwk as Record<string, unknown> };
  const sign = (claims: Record<string, unknown>, typ = "bnomo-pickup") =>
    new SignJWT(claims).setProtectedHeader({ alg: "ES256", kid: "k1", typ }).setIssuedAt().sign(privateKey);
  return { key, sign };
}

describe("offline pickup QR check", () => {
  it("accepts a QR signed with the server's key and reads its order and code", async () => {
    const { key, sign } = await keys();
    const qr = await sign({ orderNumber: "O123", pickupCode: "042917" });
    expect(looksSigned(qr)).toBe(true);
    expect(await verifyPickupQr(qr, key)).toEqual({ orderNumber: "O123", pickupCode: "042917" });
  });
  it("refuses another key's signature, a tampered payload, another type and a wrong shape", async () => {
    const mine = await keys();
    const other = await keys();
    const forged = await other.sign({ orderNumber: "O123", pickupCode: "000000" });
    expect(await verifyPickupQr(forged, mine.key)).toBeNull();
    const good = await mine.sign({ orderNumber: "O123", pickupCode: "042917" });
    const [h, , s] = good.split(".");
    const body = Buffer.from(JSON.stringify({ orderNumber: "O999", pickupCode: "042917" })).toString(
      "base64url",
    );
    expect(await verifyPickupQr(`${h}.${body}.${s}`, mine.key)).toBeNull();
    expect(
      await verifyPickupQr(await mine.sign({ orderNumber: "O1", pickupCode: "1" }, "JWT"), mine.key),
    ).toBeNull();
    expect(await verifyPickupQr(await mine.sign({ orderNumber: 5 }), mine.key)).toBeNull();
    expect(await verifyPickupQr("123456", mine.key)).toBeNull();
    expect(looksSigned("123456")).toBe(false);
  });
});
