import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import webpush from "web-push";
import { parseEnv } from "../env.ts";
import { defaultSubject, loadVapidKeys } from "./push.ts";

const dirs: string[] = [];
const tmp = () => {
  const d = fs.mkdtempSync(path.join(os.tmpdir(), "vapid-"));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
});

describe("loadVapidKeys", () => {
  it("generates a pair on first start into DATA_DIR/keys/vapid.json and keeps it", () => {
    const dir = tmp();
    const env = parseEnv({ DATA_DIR: dir });
    const a = loadVapidKeys(env);
    expect(Buffer.from(a.publicKey, "base64url").length).toBe(65);
    expect(Buffer.from(a.privateKey, "base64url").length).toBe(32);
    const file = path.join(dir, "keys", "vapid.json");
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(env)).toEqual(a);
    expect(a.subject).toBe("mailto:push@localhost");
  });

  it("prefers keys and subject from the environment", () => {
    const keys = webpush.generateVAPIDKeys();
    const dir = tmp();
    const env = parseEnv({
      DATA_DIR: dir,
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "https://market.example/contact",
    });
    expect(loadVapidKeys(env)).toEqual({ ...keys, subject: "https://market.example/contact" });
    expect(fs.existsSync(path.join(dir, "keys", "vapid.json"))).toBe(false);
  });

  it("refuses half a pair or malformed keys", () => {
    const keys = webpush.generateVAPIDKeys();
    expect(() => loadVapidKeys(parseEnv({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: keys.publicKey }))).toThrow(
      /VAPID_PRIVATE_KEY/,
    );
    expect(() =>
      loadVapidKeys(
        parseEnv({ DATA_DIR: tmp(), VAPID_PUBLIC_KEY: "abc", VAPID_PRIVATE_KEY: keys.privateKey }),
      ),
    ).toThrow(/VAPID keys/);
  });
});

describe("defaultSubject", () => {
  it("is a mailto: address at PUBLIC_URL's host", () => {
    expect(defaultSubject("https://market.example:8443")).toBe("mailto:push@market.example");
    expect(defaultSubject("http://localhost:8080")).toBe("mailto:push@localhost");
  });
});
