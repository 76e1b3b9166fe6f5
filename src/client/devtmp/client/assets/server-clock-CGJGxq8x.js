import { n as useNow } from "./use-now-CzzdknSh.js";

// src/client/features/catalog/server-clock.ts
/**
 * The server is the only clock for auctions (DESIGN.md): every envelope carries `server_time`, and
 * countdowns add the difference between it and this device's clock, so a phone whose clock is off
 * by minutes still shows the right time left.
 */
var offsetMs = 0;
/** Records the server's clock from an answer's `server_time` (ignores answers without one). */
function noteServerTime(serverTime, sentAt, receivedAt = Date.now()) {
  if (typeof serverTime !== "number" || !Number.isFinite(serverTime)) return;
  offsetMs = serverTime - (sentAt + receivedAt) / 2;
}
/** The shared 1 s ticker, corrected to the server's clock. */
function useServerNow() {
  return useNow() + offsetMs;
}

export { noteServerTime as t, useServerNow as n };
