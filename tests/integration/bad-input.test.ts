import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

// Bad input is the client's fault and answered as such (4xx in the envelope), never a 500 or a
// reset: bodies nested past any operation's need, bodies over the limit, requests Node's own
// parser refuses.
let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

/** Raw bytes to the server, the whole answer back (the server closes, or `ms` passes). */
async function raw(bytes: string, ms = 5000): Promise<string> {
  const { port } = new URL(s.url);
  const socket = net.connect(Number(port), "127.0.0.1");
  let received = "";
  socket.on("data", (d) => {
    received += d.toString("latin1");
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((r) => socket.once("close", () => r()));
  socket.write(bytes);
  await Promise.race([closed, new Promise((r) => setTimeout(r, ms))]);
  socket.destroy();
  return received;
}

describe("bodies nested too deeply", () => {
  const deep = (n: number) => `${'{"a":'.repeat(n)}1${"}".repeat(n)}`;
  const deepArray = (n: number) => `{"x":${"[".repeat(n)}${"]".repeat(n)}}`;

  for (const [name, body] of [
    ["objects", deep(2000)],
    ["arrays", deepArray(2000)],
  ] as const) {
    it(`answers 400 10001 to a 2,000-deep body of ${name} on a body-taking operation, signed in or not`, async () => {
      const user = await createUser(s);
      for (const [p, token] of [
        ["/api/hweb/login/v1/login", null],
        ["/api/item/bid", user.token],
        ["/api/push/subscribe", user.token],
      ] as const) {
        const res = await fetch(`${s.url}${p}`, {
          method: "POST",
          headers: {
            platform: "hweb",
            "content-type": "application/json",
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          body,
        });
        const env = (await res.json()) as { status_code: number; res_data: { errors: unknown[] } };
        expect(res.status, p).toBe(HTTP.BadRequest);
        expect(env.status_code).toBe(Code.VALIDATION);
        expect(JSON.stringify(env.res_data.errors)).toContain("nested too deeply");
      }
    });
  }

  it("still takes a body nested as deep as the limit allows", async () => {
    const res = await fetch(`${s.url}/api/hweb/login/v1/login`, {
      method: "POST",
      headers: { platform: "hweb", "content-type": "application/json" },
      body: JSON.stringify({ account: "nobody@test.local", password: "x", extra: JSON.parse(deep(20)) }),
    });
    const env = (await res.json()) as { status_code: number; message: string };
    expect(env.message).not.toContain("nested too deeply");
  });

  it("a form cannot nest: bracketed keys stay flat and a long one is a 4xx, not a 500", async () => {
    const key = `a${"[b]".repeat(2000)}`;
    const res = await fetch(`${s.url}/api/hweb/login/v1/login`, {
      method: "POST",
      headers: { platform: "hweb", "content-type": "application/x-www-form-urlencoded" },
      body: `${encodeURIComponent(key)}=1&account=x&password=y`,
    });
    expect(res.status).toBeLessThan(HTTP.InternalServerError);
    expect(((await res.json()) as { status_code: number }).status_code).not.toBe(500);
  });
});

describe("a body over the limit", () => {
  it("reaches a client that keeps sending a large body as a 413 in the envelope, not as a reset", async () => {
    // 24 MB, declared: the server answers from the header and must let the client finish talking.
    for (let round = 0; round < 3; round++) {
      const res = await fetch(`${s.url}/api/hweb/login/v1/login`, {
        method: "POST",
        headers: { platform: "hweb", "content-type": "application/json" },
        body: new Uint8Array(24 * 1024 * 1024).fill(0x20),
      });
      expect(res.status).toBe(HTTP.PayloadTooLarge);
      expect(((await res.json()) as { status_code: number }).status_code).toBe(Code.VALIDATION);
    }
  }, 60_000);
});

describe("requests Node's parser refuses", () => {
  it("answers headers too large with 431 in the envelope", async () => {
    const got = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20 * 1024)}\r\n\r\n`);
    expect(got).toMatch(/^HTTP\/1\.1 431/);
    const body = JSON.parse(got.slice(got.indexOf("\r\n\r\n") + 4));
    expect(body.status_code).toBe(Code.VALIDATION);
    expect(typeof body.server_time).toBe("number");
  });

  it("answers a malformed request with 400 in the envelope", async () => {
    const got = await raw("GET /api/health HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n");
    expect(got).toMatch(/^HTTP\/1\.1 400/);
    const body = JSON.parse(got.slice(got.indexOf("\r\n\r\n") + 4));
    expect(body.status_code).toBe(Code.VALIDATION);
  });
});
