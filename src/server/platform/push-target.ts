import dns from "node:dns";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

/**
 * Where Web Push may connect: an `https` endpoint on a public address. A subscription is written by
 * the client, so without this the server would connect wherever it is told (127.0.0.1 on any port,
 * the cloud's metadata address, the database). Hosts in PUSH_ALLOWED_HOSTS are let through as they
 * are (tests, a private push service). Checked when subscribing and again on every send, on the
 * addresses the connection actually uses (a name that resolved to a public address once may not
 * the next time).
 */
export type PushHostPolicy = { allowed: ReadonlySet<string> };

export function pushHostPolicy(list: string | undefined): PushHostPolicy {
  return {
    allowed: new Set(
      (list ?? "")
        .split(",")
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ""),
        )
        .filter(Boolean),
    ),
  };
}

export class PushTargetRefused extends Error {}

/** Whether an address is one a push service can have: a public unicast one. */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let ip = ipaddr.parse(address);
  if (ip.kind() === "ipv6" && (ip as ipaddr.IPv6).isIPv4MappedAddress())
    ip = (ip as ipaddr.IPv6).toIPv4Address();
  return ip.range() === "unicast";
}

/** The host as policies compare it: lower case, no IPv6 brackets, no root dot (`localhost.`). */
export function pushHostName(url: URL): string {
  return url.hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, "")
    .replace(/\.+$/, "");
}

function hostOf(endpoint: string): { url: URL; host: string } {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new PushTargetRefused("not a URL");
  }
  if (url.protocol !== "https:") throw new PushTargetRefused("must be an https URL");
  if (url.username || url.password) throw new PushTargetRefused("must not carry credentials");
  return { url, host: pushHostName(url) };
}

/**
 * Refuses (PushTargetRefused) an endpoint that is not https, or names or resolves to an address
 * that is not public, unless its host is allowed. `resolveNames: false` checks the literal only.
 */
export async function checkPushEndpoint(
  endpoint: string,
  policy: PushHostPolicy,
  resolveNames = true,
): Promise<void> {
  const { host } = hostOf(endpoint);
  if (policy.allowed.has(host)) return;
  if (ipaddr.isValid(host)) {
    if (!isPublicAddress(host)) throw new PushTargetRefused("must be on a public address");
    return;
  }
  if (host === "localhost" || host.endsWith(".localhost") || !host.includes("."))
    throw new PushTargetRefused("must be on a public address");
  if (!resolveNames) return;
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true });
  } catch {
    // A name that does not resolve now is not refused for it: the send checks again.
    return;
  }
  if (addresses.some((a) => !isPublicAddress(a.address)))
    throw new PushTargetRefused("must be on a public address");
}

/**
 * The lookup a push connection uses: the name's addresses are resolved once, checked, and the
 * connection goes to one of those very addresses (no second resolution to swap in a private one).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (err, addresses) => {
    if (err) return (callback as (e: Error | null) => void)(err);
    const list = addresses as dns.LookupAddress[];
    if (!list.length || list.some((a) => !isPublicAddress(a.address))) {
      const refused = Object.assign(new Error(`push endpoint ${hostname} is not on a public address`), {
        code: "EPUSHREFUSED",
      });
      return (callback as (e: Error | null) => void)(refused);
    }
    if (options.all) return (callback as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    (callback as (e: null, a: string, f: number) => void)(null, list[0]!.address, list[0]!.family);
  });
};

let publicAgent: https.Agent | null = null;
/** The agent for endpoints that are not allowed by name: it connects only to public addresses. */
export function publicOnlyAgent(): https.Agent {
  publicAgent ??= new https.Agent({ keepAlive: true, lookup: publicOnlyLookup });
  return publicAgent;
}
