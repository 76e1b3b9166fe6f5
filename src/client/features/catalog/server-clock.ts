import { useNow } from "../../ui/use-now.ts";

/**
 * The server is the only clock for auctions (rules/auction-rules.md; rules/http-contract.md §1): every envelope carries `server_time`, and
 * countdowns add the difference between it and this device's clock, so a phone whose clock is off
 * by minutes still shows the right time left.
 */
let offsetMs = 0;

/** Records the server's clock from an answer's `server_time` (ignores answers without one). */
export function noteServerTime(
  serverTime: number | undefined,
  sentAt: number,
  receivedAt = Date.now(),
): void {
  if (typeof serverTime !== "number" || !Number.isFinite(serverTime)) return;
  // The server stamped the answer somewhere during the round trip: assume its middle.
  offsetMs = serverTime - (sentAt + receivedAt) / 2;
}

export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** The shared 1 s ticker, corrected to the server's clock. */
export function useServerNow(): number {
  return useNow() + offsetMs;
}
