/** Longest side after resizing on the device (spec: resized and compressed before upload). */
export const MAX_SIDE = 1600;

/** The size an image of w x h gets so that its longest side is at most `max`. */
export function fitWithin(w: number, h: number, max = MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)) };
}

/**
 * Resizes to at most 1600 px and re-encodes as WebP (JPEG where WebP encoding is missing), off the
 * main thread's layout (createImageBitmap + OffscreenCanvas). Re-encoding also drops the metadata
 * (location included) before anything leaves the device. Falls back to the original file when the
 * browser cannot decode it here (e.g. HEIC): the server checks and converts it.
 */
export async function resizeImage(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas === "undefined") return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    let out = await canvas.convertToBlob({ type: "image/webp", quality: 0.85 });
    if (out.type !== "image/webp") out = await canvas.convertToBlob({ type: "image/jpeg", quality: 0.85 });
    return out;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
