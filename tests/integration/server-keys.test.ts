import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { decodeProtectedHeader } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import webpush from "web-push";
import { serverKeys } from "#server/db/schema/index";
import { parseEnv } from "#server/env";
import { LEGACY_KID, loadServerKeys, retireTokenKey, rotateTokenKey } from "#server/platform/keys";
import { signAccessToken } from "#server/platform/tokens";
import { Code } from "#shared/codes";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const info = (s: TestServer, token: string) => s.call("GET", "/api/user/info", { token });

describe("server keys in the database", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => {
    await s?.close();
  });

  it("creates each key once, even when several processes start together", async () => {
    const db = s.deps.database.db;
    const rows = await db.select().from(serverKeys);
    expect(rows.map((r) => r.purpose).sort()).toEqual(["bidder-tag", "pickup", "secret", "token", "vapid"]);
    // Five more starts at once on the same database read what is there.
    const again = await Promise.all(
      Array.from({ length: 5 }, () =>
        loadServerKeys(db, s.deps.env, s.deps.clock, { readLegacyFiles: false }),
      ),
    );
    for (const k of again) {
      expect(k.token.signing).toEqual(s.deps.keys.token.signing);
      expect(k.vapid).toEqual(s.deps.keys.vapid);
      expect(Buffer.from(k.bidderTag).equals(Buffer.from(s.deps.keys.bidderTag))).toBe(true);
      expect(Buffer.from(k.pickup).equals(Buffer.from(s.deps.keys.pickup))).toBe(true);
      expect(Buffer.from(k.secret).equals(Buffer.from(s.deps.keys.secret))).toBe(true);
    }
    expect(await db.select().from(serverKeys)).toHaveLength(5);
    // The purposes do not share a secret.
    const secrets = new Set(rows.map((r) => r.material));
    expect(secrets.size).toBe(5);
  });

  it("rotates the token key without signing anyone out, and a retired key's tokens stop working", async () => {
    const u = await createUser(s);
    const oldKid = decodeProtectedHeader(u.token).kid!;
    expect(oldKid).toBe(s.deps.keys.token.signing.kid);
    expect((await info(s, u.token)).body.status_code).toBe(Code.OK);

    const newKid = await rotateTokenKey(s.deps.database.db, s.deps.bus, s.deps.clock);
    // Every process hears of the new key on the bus and signs with it.
    await expect.poll(() => s.deps.keys.token.signing.kid, { timeout: 3000 }).toBe(newKid);
    const fresh = await signAccessToken(
      s.deps.keys.token,
      s.deps.clock,
      { userId: u.id, sessionId: u.sessionId },
      60,
    );
    expect(decodeProtectedHeader(fresh.token).kid).toBe(newKid);
    expect((await info(s, fresh.token)).body.status_code).toBe(Code.OK);
    // The token signed before the rotation still works.
    expect((await info(s, u.token)).body.status_code).toBe(Code.OK);

    expect(await retireTokenKey(s.deps.database.db, s.deps.bus, s.deps.clock, oldKid)).toBe(true);
    await expect.poll(() => s.deps.keys.token.has(oldKid), { timeout: 3000 }).toBe(false);
    expect((await info(s, u.token)).body.status_code).toBe(Code.TOKEN_INVALID);
    expect((await info(s, fresh.token)).body.status_code).toBe(Code.OK);
    // The last key signing is never retired.
    await expect(retireTokenKey(s.deps.database.db, s.deps.bus, s.deps.clock, newKid)).rejects.toThrow(
      /last one/,
    );
  });

  it("refuses a token naming a key it does not have", async () => {
    const u = await createUser(s);
    const [h, p] = u.token.split(".");
    const header = JSON.parse(Buffer.from(h!, "base64url").toString());
    const forged = `${Buffer.from(JSON.stringify({ ...header, kid: "nope" })).toString("base64url")}.${p}.x`;
    expect((await info(s, forged)).body.status_code).toBe(Code.TOKEN_INVALID);
  });

  it("takes keys from the environment before the database", async () => {
    const t1 = randomBytes(32).toString("base64");
    const t2 = randomBytes(32).toString("base64url");
    const pair = webpush.generateVAPIDKeys();
    const env = parseEnv({
      DATA_DIR: s.deps.env.DATA_DIR,
      TOKEN_KEYS: `${t1},${t2}`,
      BIDDER_TAG_KEY: randomBytes(32).toString("base64"),
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
    });
    const k = await loadServerKeys(s.deps.database.db, env, s.deps.clock, { readLegacyFiles: false });
    expect(Buffer.from(k.token.signing.key).toString("base64")).toBe(t1);
    expect(k.token.signing.kid).toMatch(/^env-/);
    expect(await k.token.lookup(k.token.signing.kid)).toBe(k.token.signing.key);
    expect(k.vapid).toEqual(pair);
    expect(Buffer.from(k.bidderTag).toString("base64")).toBe(env.BIDDER_TAG_KEY);
    // Not given: the stored one.
    expect(Buffer.from(k.pickup).equals(Buffer.from(s.deps.keys.pickup))).toBe(true);
    await expect(
      loadServerKeys(s.deps.database.db, parseEnv({ TOKEN_KEYS: "c2hvcnQ=" }), s.deps.clock, {
        readLegacyFiles: false,
      }),
    ).rejects.toThrow(/TOKEN_KEYS must be at least 32 bytes/);
  });

  it("adopts the key files an older version kept in DATA_DIR/keys", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-legacy-"));
    try {
      const legacy = randomBytes(32);
      const pair = webpush.generateVAPIDKeys();
      fs.mkdirSync(path.join(dir, "keys"));
      fs.writeFileSync(path.join(dir, "keys", "token.key"), legacy.toString("base64"));
      fs.writeFileSync(path.join(dir, "keys", "vapid.json"), JSON.stringify(pair));
      const db = s.deps.database.db;
      await db.delete(serverKeys);
      const k = await loadServerKeys(db, parseEnv({ DATA_DIR: dir }), s.deps.clock, {
        readLegacyFiles: true,
      });
      expect(k.token.signing.kid).toBe(LEGACY_KID);
      expect(Buffer.from(k.token.signing.key).equals(legacy)).toBe(true);
      // Tokens from before key ids (no kid) are checked with it.
      expect(await k.token.lookup(undefined)).toBe(k.token.signing.key);
      expect(Buffer.from(k.bidderTag).equals(legacy)).toBe(true);
      expect(Buffer.from(k.pickup).equals(legacy)).toBe(true);
      expect(k.vapid).toEqual(pair);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
