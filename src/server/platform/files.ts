import type { OpenAPIHono } from "@hono/zod-openapi";
import { inArray } from "drizzle-orm";
import sharp from "sharp";

import { Code } from "#shared/codes";
import { UPLOAD_MAX_BYTES } from "#shared/constants";
import { IMAGE_SIZES, type ImageSize } from "#shared/contract/catalog";
import type { DbOrTx } from "../db/client.ts";
import { files } from "../db/schema/index.ts";
import type { AppDeps, AppEnv } from "./context.ts";
import { ApiError } from "./errors.ts";
import { FILE_ID_PATTERN, newFileId, type RandomInt } from "./ids.ts";

/** Images larger than this are refused before decoding (a decompression bomb guard). */
export const MAX_IMAGE_PIXELS = 40_000_000;
export const DEFAULT_IMAGE_SIZE: ImageSize = 640;

/** sharp's names for the formats we accept, checked from the bytes, never from a file name. */
const ACCEPTED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** The public url of one stored variant. Relative: the app and the API share one origin. */
export function fileUrl(fileId: string, size: ImageSize = DEFAULT_IMAGE_SIZE): string {
  return `/media/${fileId}/${size}.webp`;
}

/** The storage key of one variant. */
export function mediaKey(fileId: string, size: number): string {
  return `${fileId}/${size}.webp`;
}

export type SavedImage = { fileId: string; url: string; width: number; height: number };

const invalid = (message: string) =>
  new ApiError(Code.VALIDATION, message, { errors: [{ path: "file", message }] }, 400);

/**
 * Checks, normalises and stores an image: the type comes from the content, the pixel count is
 * bounded, the picture is turned upright (EXIF orientation) and every piece of metadata (EXIF, GPS,
 * XMP, ICC) is dropped; WebP variants 320/640/1280 px wide go to storage as `<fileId>/<size>.webp`.
 */
export async function saveImage(
  deps: AppDeps,
  ownerId: number | null,
  buffer: Buffer,
  opts: { db?: DbOrTx; rand?: RandomInt } = {},
): Promise<SavedImage> {
  if (buffer.length === 0) throw invalid("The file is empty");
  if (buffer.length > UPLOAD_MAX_BYTES) throw invalid("Photos can be at most 15 MB");
  let meta: Awaited<ReturnType<ReturnType<typeof sharp>["metadata"]>>;
  try {
    meta = await sharp(buffer, { limitInputPixels: false }).metadata();
  } catch {
    throw invalid("This file is not a JPEG, PNG, WebP or HEIC image");
  }
  if (!meta.format || !ACCEPTED_FORMATS.has(meta.format)) {
    throw invalid("This file is not a JPEG, PNG, WebP or HEIC image");
  }
  // heif also covers AVIF; only HEIC photos (HEVC inside) were asked for, but AVIF is harmless.
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (!width || !height) throw invalid("This image has no size");
  if (width * height > MAX_IMAGE_PIXELS) {
    throw invalid("This image is too large: at most 40 megapixels");
  }

  // EXIF orientations 5-8 turn the picture a quarter: width and height swap once upright.
  const turned = (meta.orientation ?? 1) >= 5;
  const source = () => sharp(buffer, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: "error" }).rotate();
  return writeVariants(deps, ownerId, source, {
    ...opts,
    width: turned ? height : width,
    height: turned ? width : height,
    errorMessage:
      meta.format === "heif"
        ? "This HEIC photo cannot be read here. Please upload it as JPEG."
        : "This image is damaged or cannot be read",
  });
}

/**
 * Stores an image made on the server (the demo data's SVG pictures) without the upload checks.
 */
export async function saveGeneratedImage(
  deps: AppDeps,
  ownerId: number | null,
  svg: Buffer,
  size: { width: number; height: number },
  /** `effort`: WebP effort 0–6 (default 2); the demo seed draws hundreds and takes 0. */
  opts: { db?: DbOrTx; rand?: RandomInt; effort?: number } = {},
): Promise<SavedImage> {
  // Render once; every size resizes the same pixels.
  const { data, info } = await sharp(svg).raw().toBuffer({ resolveWithObject: true });
  const source = () =>
    sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  return writeVariants(deps, ownerId, source, {
    ...opts,
    ...size,
    errorMessage: "Could not draw the picture",
  });
}

async function writeVariants(
  deps: AppDeps,
  ownerId: number | null,
  source: () => ReturnType<typeof sharp>,
  opts: {
    db?: DbOrTx;
    rand?: RandomInt;
    effort?: number;
    width: number;
    height: number;
    errorMessage: string;
  },
): Promise<SavedImage> {
  const fileId = newFileId(opts.rand);
  let bytes = 0;
  let encoded: Buffer[];
  const widths = IMAGE_SIZES.map((size) => Math.min(size, opts.width));
  const distinct = [...new Set(widths)];
  try {
    // One pipeline per distinct width (JPEG shrink-on-load makes small ones cheap); sizes wider
    // than the picture share its full-width file. sharp writes no metadata unless asked, so EXIF
    // (GPS included), XMP and ICC are all dropped.
    encoded = await Promise.all(
      distinct.map((w) =>
        source()
          .resize({ width: w, withoutEnlargement: true })
          .webp({ quality: w <= 320 ? 72 : 80, effort: opts.effort ?? 2 })
          .toBuffer(),
      ),
    );
  } catch {
    throw invalid(opts.errorMessage);
  }
  try {
    await Promise.all(
      IMAGE_SIZES.map((size, i) => {
        const out = encoded[distinct.indexOf(widths[i]!)]!;
        bytes += out.length;
        return deps.storage.put(mediaKey(fileId, size), out, "image/webp");
      }),
    );
  } catch (err) {
    // A storage fault is the server's (500), not the picture's; leave nothing half stored.
    await Promise.all(IMAGE_SIZES.map((size) => deps.storage.delete(mediaKey(fileId, size)).catch(() => {})));
    throw err;
  }
  const db = opts.db ?? deps.database.db;
  await db.insert(files).values({
    id: fileId,
    ownerId,
    width: opts.width,
    height: opts.height,
    bytes,
    createdAt: deps.clock.now(),
  });
  return { fileId, url: fileUrl(fileId), width: opts.width, height: opts.height };
}

/** The owners of the given uploaded files (files missing from the result do not exist). */
export async function fileOwners(db: DbOrTx, fileIds: string[]): Promise<Map<string, number | null>> {
  if (fileIds.length === 0) return new Map();
  const rows = await db
    .select({ id: files.id, ownerId: files.ownerId })
    .from(files)
    .where(inArray(files.id, fileIds));
  return new Map(rows.map((r) => [r.id, r.ownerId]));
}

/** GET /media/<fileId>/<size>.webp from storage: immutable (a new upload gets a new id). */
export function registerMedia(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.get("/media/:fileId/:file", async (c) => {
    const fileId = c.req.param("fileId");
    const m = /^(\d+)\.webp$/.exec(c.req.param("file"));
    const size = m ? Number(m[1]) : 0;
    if (!FILE_ID_PATTERN.test(fileId) || !(IMAGE_SIZES as readonly number[]).includes(size)) {
      return c.text("Not found", 404);
    }
    const etag = `"${fileId}-${size}"`;
    const cache = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
    // The bytes under a key never change, so a cached copy is always current.
    if (c.req.header("if-none-match") === etag && (await deps.storage.stat(mediaKey(fileId, size))))
      return c.body(null, 304, cache);
    const obj = await deps.storage.get(mediaKey(fileId, size));
    if (!obj) return c.text("Not found", 404);
    return c.body(new Uint8Array(obj.data), 200, {
      ...cache,
      "Content-Type": obj.contentType,
      "Content-Length": String(obj.size),
    });
  });
}

/**
 * Whether a picture reference (a profile's `pic`, a store's `logo`) is one of our own uploads: a
 * path on this origin (`/media/…`, not `//host`), an address on PUBLIC_URL, or a bare file id.
 * An outside address would make our pages (rendered on the server, shown to everyone) load
 * whatever another site serves and tell it who looked.
 */
export function isOwnPictureRef(value: string, publicUrl: string): boolean {
  if (/^[\w.-]{6,200}$/.test(value)) return true;
  if (/\s|\\/.test(value)) return false;
  if (value.startsWith("/") && !value.startsWith("//")) return true;
  try {
    return new URL(value).origin === new URL(publicUrl).origin;
  } catch {
    return false;
  }
}
