import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import ipaddr from "ipaddr.js";
import type { AppEnv } from "./context.ts";

/**
 * The client's address, decided once per request (app.ts stores it as `clientIp`) for rate limits,
 * logs and anything else that asks. With `trustedHops` = 0 it is the socket's peer and
 * X-Forwarded-For is ignored: anyone can write that header. Behind N proxies that each append the
 * address they saw (nginx's `$proxy_add_x_forwarded_for`), the client is the entry N places from the
 * right of [...X-Forwarded-For, socket peer]; entries further left were written by the client itself
 * and cannot be believed. An entry that is not an address falls back to the nearest trusted hop.
 */
export function resolveClientAddress(c: Context<AppEnv>, trustedHops: number): string {
  const peer = socketAddress(c);
  if (trustedHops <= 0) return peer;
  const header = c.req.header("x-forwarded-for");
  if (!header) return peer;
  const chain = header.split(",").map((s) => s.trim());
  chain.push(peer);
  let trusted = peer;
  // Walk right to left over the proxies we trust; each one vouches for the entry to its left.
  for (let hop = 1; hop <= trustedHops; hop++) {
    const i = chain.length - 1 - hop;
    if (i < 0) return trusted;
    const entry = normalise(chain[i]!);
    if (entry === null) return trusted;
    trusted = entry;
  }
  return trusted;
}

/** The client's address as app.ts decided it. */
export function clientAddress(c: Context<AppEnv>): string {
  return c.get("clientIp") ?? socketAddress(c);
}

function socketAddress(c: Context<AppEnv>): string {
  try {
    const a = getConnInfo(c).remote.address;
    return a ? (normalise(a) ?? a) : "unknown";
  } catch {
    return "unknown";
  }
}

/** One address in one spelling (an IPv4 client on a dual-stack socket is `::ffff:a.b.c.d`); null if not an address. */
function normalise(raw: string): string | null {
  // nginx never adds ports, but other proxies may write `a.b.c.d:port` or `[v6]:port`.
  let s = raw;
  const bracket = /^\[([^\]]+)\](?::\d+)?$/.exec(s);
  if (bracket) s = bracket[1]!;
  else if (/^\d+\.\d+\.\d+\.\d+:\d+$/.test(s)) s = s.slice(0, s.lastIndexOf(":"));
  if (!ipaddr.isValid(s)) return null;
  return ipaddr.process(s).toString();
}
