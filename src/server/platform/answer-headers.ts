import type { Context, MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from "hono/compress";

/**
 * A header set on an answer already made, in place. Hono's `c.header` after the handler rebuilds the
 * answer around its body as a web stream (a copy of the Response per call, and the body then written
 * from a stream): done three or four times a request by the middlewares, that was about a tenth of
 * the server's CPU under a crowd. An answer whose headers are immutable (`Response.redirect`, say)
 * or that went out already (RESPONSE_ALREADY_SENT) still goes through `c.header`.
 */
export function setAnswerHeader(c: Context, name: string, value: string, append = false): void {
  const headers = c.res.headers;
  // An answer written to the socket already (a live stream) says so in a header that only the
  // server's general path reads; `c.header` sends it there.
  if (headers.has(ALREADY_SENT)) {
    c.header(name, value, append ? { append: true } : undefined);
    return;
  }
  try {
    if (append) headers.append(name, value);
    else headers.set(name, value);
  } catch {
    c.header(name, value, append ? { append: true } : undefined);
  }
}

/** @hono/node-server's mark of an answer its handler wrote itself (RESPONSE_ALREADY_SENT). */
const ALREADY_SENT = "x-hono-already-sent";

const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const THRESHOLD = 1024;

/**
 * Hono's compress, with its `Vary: Accept-Encoding` set in place (see `setAnswerHeader`) under the
 * same conditions before it runs, so an answer it does not compress (no encoding accepted, or too
 * small) is left as the handler made it.
 */
export function compressAnswers(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const res = c.res;
      const h = res.headers;
      const length = h.get("Content-Length");
      if (
        res.status === 206 ||
        h.has("Content-Encoding") ||
        h.has("Transfer-Encoding") ||
        c.req.method === "HEAD" ||
        (length && Number(length) < THRESHOLD)
      )
        return;
      const type = h.get("Content-Type");
      if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
      const cacheControl = h.get("Cache-Control");
      if (cacheControl && NO_TRANSFORM.test(cacheControl)) return;
      const vary = h.get("Vary");
      if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary)))
        setAnswerHeader(c, "Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    });
}
