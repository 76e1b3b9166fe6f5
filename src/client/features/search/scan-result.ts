/** Codes and item numbers are short letters-and-digits strings (they go in URLs as they are). */
const CODE = /^[A-Za-z0-9_-]{3,40}$/;

/**
 * Where a scanned or typed text leads: an item URL of this app (any origin: the QR may name the
 * public address) keeps its path; a bare code goes through the sinCode lookup; anything else null.
 */
export function resolveScan(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  let path: string | null = null;
  try {
    const u = new URL(t);
    if (u.protocol === "http:" || u.protocol === "https:") path = u.pathname;
  } catch {
    if (t.startsWith("/")) path = t.split(/[?#]/)[0] ?? t;
  }
  if (path !== null) {
    const sin = /^\/itemDetail\/sinCode\/([^/]+)\/?$/i.exec(path);
    if (sin?.[1]) return `/itemDetail/sinCode/${encodeURIComponent(decodeURIComponent(sin[1]))}`;
    const id = /^\/itemDetail\/([^/]+)\/?$/i.exec(path);
    if (id?.[1]) return `/itemDetail/${encodeURIComponent(decodeURIComponent(id[1]))}`;
    return null;
  }
  return CODE.test(t) ? `/itemDetail/sinCode/${encodeURIComponent(t)}` : null;
}
