import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { Context } from "hono";

/** How long, and how many bytes, a refused body is still read so that its answer arrives. */
const LINGER_MS = 10_000;
const LINGER_BYTES = 64 * 1024 * 1024;

/**
 * For an answer sent before the request's body was read (a 413): a socket closed with unread data
 * is reset, and a client still sending its body then sees the reset instead of the answer. So,
 * once the answer is out, only our side is closed; what the client still sends is read and dropped
 * until it stops (or 10 s or 64 MB pass), as web servers do with a "lingering close".
 */
export function lingerAfterAnswer(c: Context): void {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const socket = incoming?.socket as (Socket & { destroySoon?: () => void }) | undefined;
  if (!socket || socket.destroyed) return;
  let lingering = false;
  // Node ends a connection that must not be kept alive with destroySoon(), which closes the socket
  // as soon as the answer is written.
  socket.destroySoon = () => {
    if (lingering) return;
    lingering = true;
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
    };
    const timer = setTimeout(done, LINGER_MS);
    timer.unref();
    let bytes = 0;
    socket.on("data", (d: Buffer) => {
      bytes += d.length;
      if (bytes > LINGER_BYTES) done();
    });
    socket.once("end", done);
    socket.once("error", done);
    socket.end();
    socket.resume();
  };
}
