import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blobs } from "#server/db/schema/index";
import { parseEnv } from "#server/env";
import { databaseStorage, folderStorage, type ObjectStorage, s3Storage } from "#server/platform/storage";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { S3RVER_KEY, startS3, type TestS3 } from "./s3-service.ts";

let s3: TestS3;
let db: TestServer;
let dir: string;

beforeAll(async () => {
  s3 = await startS3();
  db = await startTestServer();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-folder-"));
});
afterAll(async () => {
  await db?.close();
  await s3?.close();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const adapters: [string, () => ObjectStorage][] = [
  ["folder", () => folderStorage(dir)],
  ["database", () => databaseStorage(db.deps.database, db.deps.clock)],
  [
    "S3-compatible",
    () =>
      s3Storage({
        bucket: s3.bucket,
        region: "us-east-1",
        endpoint: s3.endpoint,
        forcePathStyle: true,
        accessKeyId: S3RVER_KEY,
        secretAccessKey: S3RVER_KEY,
      }),
  ],
];

describe.each(adapters)("the %s adapter", (_name, make) => {
  // Every byte value, so nothing on the way treats the data as text.
  const bytes = Buffer.from(Array.from({ length: 2048 }, (_, i) => (i * 7) % 256));

  it("stores, reads, describes, replaces and deletes an object by key", async () => {
    const st = make();
    const key = `abcdefghij${Date.now()}/640.webp`;
    expect(await st.get(key)).toBeNull();
    expect(await st.stat(key)).toBeNull();
    await st.put(key, bytes, "image/webp");
    const got = await st.get(key);
    expect(got!.contentType).toBe("image/webp");
    expect(got!.size).toBe(bytes.length);
    expect(got!.data.equals(bytes)).toBe(true);
    expect(await st.stat(key)).toEqual({ contentType: "image/webp", size: bytes.length });
    await st.put(key, bytes.subarray(0, 10), "image/webp");
    expect((await st.get(key))!.data.equals(bytes.subarray(0, 10))).toBe(true);
    await st.delete(key);
    expect(await st.get(key)).toBeNull();
    // Deleting what is not there is fine.
    await st.delete(key);
  });

  it("refuses keys that could leave their place", async () => {
    const st = make();
    for (const key of ["../x.webp", "a/../../x.webp", "/etc/passwd", "a//b", "a\\b", ""])
      await expect(st.put(key, bytes, "image/webp")).rejects.toThrow(/Invalid storage key/);
  });
});

describe("STORAGE", () => {
  it("is the folder when embedded and the database with DATABASE_URL; s3 needs a bucket", () => {
    expect(parseEnv({}).STORAGE).toBe("local");
    expect(parseEnv({ DATABASE_URL: "postgres://h/db" }).STORAGE).toBe("postgres");
    expect(parseEnv({ DATABASE_URL: "postgres://h/db", STORAGE: "local" }).STORAGE).toBe("local");
    expect(() => parseEnv({ STORAGE: "s3" })).toThrow(/S3_BUCKET/);
    expect(() => parseEnv({ STORAGE: "disk" })).toThrow(/STORAGE/);
  });
});

async function png(): Promise<Blob> {
  const buf = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  return new Blob([new Uint8Array(buf)], { type: "image/png" });
}

async function uploadThrough(s: TestServer): Promise<string> {
  const u = await createUser(s);
  const form = new FormData();
  form.append("file", await png(), "p.png");
  const r = await fetch(`${s.url}/api/file/upload`, {
    method: "POST",
    headers: { platform: "hweb", authorization: `Bearer ${u.token}` },
    body: form,
  }).then((res) => res.json() as Promise<{ status_code: number; res_data: { fileId: string } }>);
  expect(r.status_code).toBe(Code.OK);
  return r.res_data.fileId;
}

describe.each([
  ["s3", () => s3.env],
  ["postgres", () => ({ STORAGE: "postgres" })],
])("uploads with STORAGE=%s", (kind, env) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(env());
  });
  afterAll(async () => {
    await s?.close();
  });

  it("go to shared storage, not DATA_DIR, and /media serves them with their type and cache headers", async () => {
    expect(s.deps.storage.kind).toBe(kind);
    const fileId = await uploadThrough(s);
    expect(fs.existsSync(path.join(s.deps.env.DATA_DIR, "uploads"))).toBe(false);
    for (const size of [320, 640, 1280]) {
      const res = await fetch(`${s.url}/media/${fileId}/${size}.webp`);
      expect(res.status).toBe(HTTP.OK);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect((await sharp(body).metadata()).format).toBe("webp");
      const stored = await s.deps.storage.get(`${fileId}/${size}.webp`);
      expect(stored!.data.equals(body)).toBe(true);
      // A cached copy is confirmed without the bytes.
      const again = await fetch(`${s.url}/media/${fileId}/${size}.webp`, {
        headers: { "if-none-match": res.headers.get("etag")! },
      });
      expect(again.status).toBe(HTTP.NotModified);
    }
    if (kind === "postgres") {
      const rows = await s.deps.database.db
        .select({ key: blobs.key })
        .from(blobs)
        .where(eq(blobs.key, `${fileId}/640.webp`));
      expect(rows).toHaveLength(1);
    }
    expect((await fetch(`${s.url}/media/${fileId.replace(/.$/, "0")}0/640.webp`)).status).toBe(HTTP.NotFound);
    expect((await fetch(`${s.url}/media/aaaaaaaaaaaaaaaaaaaa/640.webp`)).status).toBe(HTTP.NotFound);
  });
});
