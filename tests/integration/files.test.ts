import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
let user: TestUser;

beforeAll(async () => {
  s = await startTestServer();
  user = await createUser(s);
});
afterAll(async () => {
  await s?.close();
});

async function upload(body: Blob, name: string, token: string | null = user.token) {
  const form = new FormData();
  form.append("file", body, name);
  const res = await fetch(`${s.url}/api/file/upload`, {
    method: "POST",
    headers: { platform: "hweb", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { status_code: number; res_data: any; message: string },
  };
}

/** A 1600×1000 JPEG with camera EXIF, GPS coordinates and a "turn 90°" orientation. */
async function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 80 })
    .withExif({
      IFD0: { Make: "TestCam", Model: "Snoop 1" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "40/1 42/1 4600/100",
        GPSLongitudeRef: "W",
        GPSLongitude: "74/1 0/1 2160/100",
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("POST /file/upload", () => {
  it("stores a JPEG upright as WebP variants with every piece of metadata removed", async () => {
    const input = await jpegWithGps();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif?.includes(Buffer.from("TestCam"))).toBe(true);
    expect(inMeta.orientation).toBe(6);
    // The GPS block is really in the file we send (40° 42' N is stored as the rational 40/1).
    expect(sharpExifHasGps(inMeta.exif!)).toBe(true);

    const r = await upload(new Blob([new Uint8Array(input)], { type: "image/jpeg" }), "photo.jpg");
    expect(r.body.status_code).toBe(Code.OK);
    const { fileId, url } = r.body.res_data;
    expect(fileId).toMatch(/^[0-9a-z]{20}$/);
    expect(url).toBe(`/media/${fileId}/640.webp`);
    // Orientation 6 means the stored picture is portrait.
    expect(r.body.res_data).toMatchObject({ width: 1000, height: 1600 });

    for (const size of [320, 640, 1280]) {
      const res = await fetch(`${s.url}/media/${fileId}/${size}.webp`);
      expect(res.status).toBe(HTTP.OK);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const out = Buffer.from(await res.arrayBuffer());
      const meta = await sharp(out).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(Math.min(size, 1000));
      expect(meta.height).toBeGreaterThan(meta.width!);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(out.includes(Buffer.from("TestCam"))).toBe(false);
      expect(out.includes(Buffer.from("EXIF", "ascii"))).toBe(false);
    }
  });

  it("accepts PNG and WebP whatever the file is called", async () => {
    const png = await sharp({ create: { width: 300, height: 200, channels: 4, background: "#09f" } })
      .png()
      .toBuffer();
    const r = await upload(new Blob([new Uint8Array(png)]), "picture.txt");
    expect(r.body.status_code).toBe(Code.OK);
    const webp = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#f90" } })
      .webp()
      .toBuffer();
    expect((await upload(new Blob([new Uint8Array(webp)]), "x.jpg")).body.status_code).toBe(Code.OK);
  });

  it("refuses a text file named .jpg", async () => {
    const r = await upload(new Blob(["this is not a picture"], { type: "image/jpeg" }), "evil.jpg");
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.message).toMatch(/JPEG, PNG, WebP or HEIC/);
  });

  it("refuses other image formats (GIF, SVG)", async () => {
    const gif = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .gif()
      .toBuffer();
    expect((await upload(new Blob([new Uint8Array(gif)]), "a.gif")).body.status_code).toBe(Code.VALIDATION);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    expect((await upload(new Blob([svg]), "a.png")).body.status_code).toBe(Code.VALIDATION);
  });

  it("refuses an image over 40 megapixels", async () => {
    // 8000×6000 = 48 MP of one colour: a small file that would decode to 144 MB.
    const big = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#fff" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const r = await upload(new Blob([new Uint8Array(big)]), "big.png");
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.message).toMatch(/megapixels/);
  });

  it("refuses files over 15 MB (10001) and bodies over the limit (413)", async () => {
    const over = new Uint8Array(15 * 1024 * 1024 + 10);
    const r = await upload(new Blob([over]), "big.jpg");
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    const huge = new Uint8Array(16 * 1024 * 1024);
    const r2 = await upload(new Blob([huge]), "huge.jpg");
    expect(r2.status).toBe(HTTP.PayloadTooLarge);
  });

  it("needs a signed-in user and a file", async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    expect((await upload(new Blob([new Uint8Array(png)]), "a.png", null)).status).toBe(HTTP.Unauthorized);
    const res = await fetch(`${s.url}/api/file/upload`, {
      method: "POST",
      headers: { platform: "hweb", authorization: `Bearer ${user.token}` },
      body: new FormData(),
    });
    expect(res.status).toBe(HTTP.BadRequest);
  });

  it("answers 404 for unknown media", async () => {
    expect((await fetch(`${s.url}/media/aaaaaaaaaaaaaaaaaaaa/640.webp`)).status).toBe(HTTP.NotFound);
    expect((await fetch(`${s.url}/media/..%2F..%2Fetc/640.webp`)).status).toBe(HTTP.NotFound);
    expect((await fetch(`${s.url}/media/aaaaaaaaaaaaaaaaaaaa/999.webp`)).status).toBe(HTTP.NotFound);
  });
});

/** True when an EXIF block holds a GPS IFD pointer (tag 0x8825) in either byte order. */
function sharpExifHasGps(exif: Buffer): boolean {
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}
