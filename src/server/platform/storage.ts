import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { blobs } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { Clock } from "./clock.ts";

export type StoredObject = { data: Buffer; contentType: string; size: number };
export type ObjectInfo = { contentType: string; size: number };

/**
 * Where pictures live, by key (`<fileId>/<size>.webp`). Every process of a deployment must see
 * what any of them stored, so with several processes this is the database or a bucket; the local
 * folder suits one embedded server. Objects are written once and never changed (a new upload gets
 * a new key), which every adapter relies on for caching.
 */
export interface ObjectStorage {
  readonly kind: "local" | "postgres" | "s3";
  put(key: string, data: Uint8Array, contentType: string): Promise<void>;
  /** The object, or null when there is none under `key`. */
  get(key: string): Promise<StoredObject | null>;
  stat(key: string): Promise<ObjectInfo | null>;
  /** Removes the object; nothing happens when there is none. */
  delete(key: string): Promise<void>;
}

/** Segments of letters, digits, `.`, `_`, `-` joined by `/`, none of them `.` or `..`. */
const KEY_PATTERN = /^(?!.*(?:^|\/)\.{1,2}(?:\/|$))[A-Za-z0-9._-]+(?:\/[A-Za-z0-9._-]+)*$/;

export function checkKey(key: string): string {
  if (key.length > 512 || !KEY_PATTERN.test(key))
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

const TYPES: Record<string, string> = {
  ".webp": "image/webp",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".json": "application/json",
};

/** The folder adapter: files under `root`, named by their key; the type comes from the extension. */
export function folderStorage(root: string): ObjectStorage {
  const file = (key: string) => path.join(root, ...checkKey(key).split("/"));
  const typeOf = (key: string) => TYPES[path.extname(key).toLowerCase()] ?? "application/octet-stream";
  const missing = (err: unknown) => (err as NodeJS.ErrnoException).code === "ENOENT";
  return {
    kind: "local",
    async put(key, data) {
      const target = file(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      // Written aside, then renamed: a reader sees the whole file or none.
      const tmp = `${target}.${randomUUID()}.tmp`;
      await fs.promises.writeFile(tmp, data);
      await fs.promises.rename(tmp, target);
    },
    async get(key) {
      try {
        const data = await fs.promises.readFile(file(key));
        return { data, contentType: typeOf(key), size: data.length };
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      try {
        const st = await fs.promises.stat(file(key));
        return st.isFile() ? { contentType: typeOf(key), size: st.size } : null;
      } catch (err) {
        if (missing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const target = file(key);
      await fs.promises.rm(target, { force: true });
      // Drop the folder it leaves empty (one per upload); a folder with other files stays.
      await fs.promises.rmdir(path.dirname(target)).catch(() => {});
    },
  };
}

/** The database adapter: one `blobs` row per object, shared by every process on the database. */
export function databaseStorage(database: Database, clock: Clock): ObjectStorage {
  const { db } = database;
  return {
    kind: "postgres",
    async put(key, data, contentType) {
      const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
      await db
        .insert(blobs)
        .values({ key: checkKey(key), contentType, size: bytes.length, data: bytes, createdAt: clock.now() })
        .onConflictDoUpdate({ target: blobs.key, set: { contentType, size: bytes.length, data: bytes } });
    },
    async get(key) {
      const [row] = await db
        .select({ data: blobs.data, contentType: blobs.contentType, size: blobs.size })
        .from(blobs)
        .where(eq(blobs.key, checkKey(key)));
      if (!row) return null;
      const data = Buffer.isBuffer(row.data)
        ? row.data
        : Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      return { data, contentType: row.contentType, size: row.size };
    },
    async stat(key) {
      const [row] = await db
        .select({ contentType: blobs.contentType, size: blobs.size })
        .from(blobs)
        .where(eq(blobs.key, checkKey(key)));
      return row ?? null;
    },
    async delete(key) {
      await db.delete(blobs).where(eq(blobs.key, checkKey(key)));
    },
  };
}

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle?: boolean;
  accessKeyId?: string;
  secretAccessKey?: string;
};

/**
 * The S3-compatible adapter (AWS S3, MinIO, R2, …) through the AWS SDK, loaded on first use: it
 * adds a few hundred milliseconds to a start that does not need it.
 */
export function s3Storage(opts: S3Options): ObjectStorage {
  let loaded: Promise<{
    sdk: typeof import("@aws-sdk/client-s3");
    client: import("@aws-sdk/client-s3").S3Client;
  }>;
  const sdk = () =>
    (loaded ??= import("@aws-sdk/client-s3").then((m) => ({
      sdk: m,
      client: new m.S3Client({
        region: opts.region,
        endpoint: opts.endpoint,
        forcePathStyle: opts.forcePathStyle,
        // Without keys the SDK's usual chain applies (environment, instance role, …).
        credentials:
          opts.accessKeyId && opts.secretAccessKey
            ? { accessKeyId: opts.accessKeyId, secretAccessKey: opts.secretAccessKey }
            : undefined,
      }),
    })));
  const Bucket = opts.bucket;
  const notFound = (err: unknown) => {
    const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
    return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
  };
  return {
    kind: "s3",
    async put(key, data, contentType) {
      const { sdk: m, client } = await sdk();
      await client.send(
        new m.PutObjectCommand({ Bucket, Key: checkKey(key), Body: data, ContentType: contentType }),
      );
    },
    async get(key) {
      const { sdk: m, client } = await sdk();
      try {
        const out = await client.send(new m.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        const data = Buffer.from((await out.Body?.transformToByteArray()) ?? new Uint8Array());
        return { data, contentType: out.ContentType ?? "application/octet-stream", size: data.length };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async stat(key) {
      const { sdk: m, client } = await sdk();
      try {
        const out = await client.send(new m.HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return { contentType: out.ContentType ?? "application/octet-stream", size: out.ContentLength ?? 0 };
      } catch (err) {
        if (notFound(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      const { sdk: m, client } = await sdk();
      await client.send(new m.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}

/** STORAGE picks the adapter (see env.ts for the default). */
export function createStorage(env: Env, database: Database, clock: Clock): ObjectStorage {
  switch (env.STORAGE) {
    case "postgres":
      return databaseStorage(database, clock);
    case "s3":
      return s3Storage({
        bucket: env.S3_BUCKET!,
        region: env.S3_REGION,
        endpoint: env.S3_ENDPOINT,
        forcePathStyle: env.S3_FORCE_PATH_STYLE === "1" || env.S3_FORCE_PATH_STYLE === "true",
        accessKeyId: env.S3_ACCESS_KEY_ID,
        secretAccessKey: env.S3_SECRET_ACCESS_KEY,
      });
    default:
      return folderStorage(path.join(env.DATA_DIR, "uploads"));
  }
}
