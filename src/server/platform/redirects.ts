/**
 * Where this server may send a browser: its own paths only. `url` may be a path (`/withdraw?x=1`)
 * or an absolute address on `publicUrl`'s origin; anything else (another host, `//host`, `/\host`,
 * `javascript:`) is null. Returns the path with its query and fragment.
 */
export function ownPath(publicUrl: string, url: string): string | null {
  const origin = new URL(publicUrl).origin;
  // Browsers read a backslash like a slash, so `/\evil.test` would be another host.
  if (url.includes("\\")) return null;
  let u: URL;
  try {
    u = new URL(url, origin);
  } catch {
    return null;
  }
  if (u.origin !== origin) return null;
  return `${u.pathname}${u.search}${u.hash}`;
}
