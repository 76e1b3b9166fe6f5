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

// A Host header as browsers send it: a name or an IPv4/IPv6 literal, and an optional port.
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin this request was made to (its Host, and the scheme a proxy in front reports), so that
 * addresses the server hands out lead back to the address the person has open — signed in there —
 * whatever PUBLIC_URL says (`http://127.0.0.1:3000` and `http://localhost:3000` are two origins to a
 * browser, each with its own storage). A malformed Host falls back to `publicUrl`.
 */
export function requestOrigin(req: Request, publicUrl: string): string {
  const host = req.headers.get("host")?.trim() ?? "";
  if (!HOST.test(host)) return new URL(publicUrl).origin;
  const forwarded = req.headers.get("x-forwarded-proto")?.split(",")[0]?.trim().toLowerCase();
  let scheme = forwarded === "https" || forwarded === "http" ? forwarded : "";
  if (!scheme) {
    try {
      scheme = new URL(req.url).protocol === "https:" ? "https" : "http";
    } catch {
      scheme = "http";
    }
  }
  return `${scheme}://${host.toLowerCase()}`;
}
