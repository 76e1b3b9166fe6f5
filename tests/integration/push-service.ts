import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes, randomUUID } from "node:crypto";
import https from "node:https";
import type { AddressInfo } from "node:net";
import { importJWK, jwtVerify } from "jose";
import { generate } from "selfsigned";

/**
 * A stand-in for a browser vendor's push service (RFC 8030) on https://127.0.0.1 with a
 * self-signed certificate. It holds the browser side of each subscription (the P-256 key pair and
 * auth secret), so it can decrypt what the server sends (RFC 8291, aes128gcm) and check the VAPID
 * header (RFC 8292) like a real service would.
 */
export type ReceivedPush = {
  subscriptionId: string;
  /** What this service answered. */
  status: number;
  headers: Record<string, string | undefined>;
  ttl: number | null;
  urgency: string | null;
  topic: string | null;
  /** The decrypted payload parsed as JSON (null if it could not be decrypted). */
  payload: any;
  plaintext: string | null;
  vapid: { k: string; claims: { aud?: unknown; sub?: unknown; exp?: number } } | null;
  error: string | null;
};

export type BrowserSubscription = {
  id: string;
  /** What `PushSubscription.toJSON()` gives, ready for POST /api/push/subscribe. */
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
};

export type TestPushService = {
  origin: string;
  /** PEM of the self-signed certificate (the CA a client must trust). */
  ca: string;
  /** An HTTPS agent that trusts `ca`, for the server under test. */
  agent: https.Agent;
  received: ReceivedPush[];
  createSubscription(): BrowserSubscription;
  /** Answer the next pushes to this subscription with these statuses (then 201 again). */
  respondWith(subscriptionId: string, ...statuses: number[]): void;
  close(): Promise<void>;
};

type Held = { ecdh: ECDH; authSecret: Buffer; queue: number[] };

export async function startPushService(): Promise<TestPushService> {
  const pems = await generate([{ name: "commonName", value: "127.0.0.1" }], {
    keyType: "ec",
    algorithm: "sha256",
    extensions: [
      { name: "basicConstraints", cA: true },
      { name: "keyUsage", digitalSignature: true, keyCertSign: true },
      { name: "extKeyUsage", serverAuth: true },
      { name: "subjectAltName", altNames: [{ type: 7, ip: "127.0.0.1" }] },
    ],
  });
  const subs = new Map<string, Held>();
  const received: ReceivedPush[] = [];
  let origin = "";

  const server = https.createServer({ key: pems.private, cert: pems.cert }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? "")?.[1] ?? "";
        const held = subs.get(id);
        const h = (name: string) => {
          const v = req.headers[name];
          return Array.isArray(v) ? v.join(",") : v;
        };
        const rec: ReceivedPush = {
          subscriptionId: id,
          status: 201,
          headers: Object.fromEntries(Object.keys(req.headers).map((k) => [k, h(k)])),
          ttl: h("ttl") !== undefined ? Number(h("ttl")) : null,
          urgency: h("urgency") ?? null,
          topic: h("topic") ?? null,
          payload: null,
          plaintext: null,
          vapid: null,
          error: null,
        };
        try {
          if (req.method !== "POST") throw Object.assign(new Error("method"), { status: 405 });
          if (!held) throw Object.assign(new Error("unknown subscription"), { status: 404 });
          rec.vapid = await verifyVapid(h("authorization"), origin);
          if (h("content-encoding") !== "aes128gcm")
            throw Object.assign(new Error("content-encoding must be aes128gcm"), { status: 415 });
          rec.plaintext = decryptAes128gcm(Buffer.concat(chunks), held.ecdh, held.authSecret).toString(
            "utf8",
          );
          rec.payload = JSON.parse(rec.plaintext);
          rec.status = held.queue.shift() ?? 201;
        } catch (err) {
          rec.error = String(err);
          rec.status = (err as { status?: number }).status ?? 400;
        }
        received.push(rec);
        res.writeHead(rec.status, { location: `${origin}/message/${randomUUID()}` });
        res.end();
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new https.Agent({ ca: pems.cert, keepAlive: false });

  return {
    origin,
    ca: pems.cert,
    agent,
    received,
    createSubscription() {
      const id = randomUUID();
      const ecdh = createECDH("prime256v1");
      ecdh.generateKeys();
      const authSecret = randomBytes(16);
      subs.set(id, { ecdh, authSecret, queue: [] });
      return {
        id,
        json: {
          endpoint: `${origin}/push/${id}`,
          expirationTime: null,
          keys: {
            p256dh: ecdh.getPublicKey().toString("base64url"),
            auth: authSecret.toString("base64url"),
          },
        },
      };
    },
    respondWith(subscriptionId, ...statuses) {
      subs.get(subscriptionId)?.queue.push(...statuses);
    },
    async close() {
      agent.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** RFC 8292: `vapid t=<JWT ES256>, k=<public key>`; the JWT is signed by k, aud is our origin, exp ≤ 24 h. */
async function verifyVapid(header: string | undefined, audience: string) {
  const m = /^vapid\s+t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? "");
  if (!m) throw Object.assign(new Error(`bad Authorization: ${header}`), { status: 401 });
  const [, t, k] = m as unknown as [string, string, string];
  const raw = Buffer.from(k, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) throw Object.assign(new Error("bad k"), { status: 401 });
  const key = await importJWK(
    {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    "ES256",
  );
  try {
    const { payload } = await jwtVerify(t, key, { audience, algorithms: ["ES256"], requiredClaims: ["exp"] });
    if (!payload.exp || payload.exp > Date.now() / 1000 + 24 * 3600 + 60)
      throw new Error("exp more than 24 h ahead");
    return { k, claims: { aud: payload.aud, sub: payload.sub, exp: payload.exp } };
  } catch (err) {
    throw Object.assign(new Error(`VAPID JWT rejected: ${err}`), { status: 403 });
  }
}

/** RFC 8188 + RFC 8291 decryption, as a browser does it with its subscription keys. */
export function decryptAes128gcm(body: Buffer, ecdh: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body[20]!;
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65) throw new Error("keyid must be the sender's 65-byte public key");
  const ecdhSecret = ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync("sha256", ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const out: Buffer[] = [];
  let seq = 0;
  for (let off = 0; off < records.length; off += rs, seq++) {
    const rec = records.subarray(off, Math.min(off + rs, records.length));
    const nonce = Buffer.from(baseNonce);
    // The record sequence number is XORed into the nonce's low bytes (a few records: 32 bits suffice).
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ seq) >>> 0, 8);
    const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
    decipher.setAuthTag(rec.subarray(rec.length - 16));
    const plain = Buffer.concat([decipher.update(rec.subarray(0, rec.length - 16)), decipher.final()]);
    // Padding: the data, one delimiter (1 = more records, 2 = last), then zeros.
    let end = plain.length - 1;
    while (end >= 0 && plain[end] === 0) end--;
    const last = off + rs >= records.length;
    if (plain[end] !== (last ? 2 : 1)) throw new Error("bad padding delimiter");
    out.push(plain.subarray(0, end));
  }
  return Buffer.concat(out);
}
