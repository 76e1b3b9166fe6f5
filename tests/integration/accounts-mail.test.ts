import fs from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { type ParsedMail, simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

const L = "/api/hweb/login/v1";

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
async function startSmtp() {
  const received: ParsedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail);
          for (const w of waiters.splice(0)) w();
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    /** The newest mail to `to`, waiting up to 10 s for it. */
    async mailTo(to: string, after = 0): Promise<ParsedMail> {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = received.slice(after).find((m) => m.to && JSON.stringify(m.to).includes(to));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 500);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const codeOf = (m: ParsedMail) => {
  const code = /\b(\d{6})\b/.exec(m.text ?? "")?.[1];
  if (!code) throw new Error(`no code in: ${m.text}`);
  return code;
};

describe("mail over real SMTP, short access tokens", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let s: TestServer;
  beforeAll(async () => {
    smtp = await startSmtp();
    s = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, ACCESS_TOKEN_SECONDS: "5" });
  });
  afterAll(async () => {
    await s?.close();
    await smtp?.close();
  });

  it("signs up with the code read from the received mail, then signs in by code", async () => {
    const email = `smtp${Date.now().toString(36)}@example.com`;
    const sent = await s.call("POST", `${L}/sendCode`, { body: { account: email, scene: "register" } });
    expect(sent.body.status_code).toBe(Code.OK);
    const mail = await smtp.mailTo(email);
    expect(mail.subject).toContain(codeOf(mail));
    expect(mail.from?.text).toContain("no-reply@");
    const reg = await s.call("POST", `${L}/register`, {
      body: { account: email, code: codeOf(mail), password: "Sunny7Day" },
    });
    expect(reg.body.status_code).toBe(Code.OK);
    expect(reg.body.res_data.user.emailVerified).toBe(true);

    const before = smtp.received.length;
    await s.call("POST", `${L}/sendCode`, { body: { account: email, scene: "login" } });
    const loginMail = await smtp.mailTo(email, before);
    const r = await s.call("POST", `${L}/loginByCode`, { body: { account: email, code: codeOf(loginMail) } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.user.id).toBe(reg.body.res_data.user.id);
  });

  it("access tokens follow ACCESS_TOKEN_SECONDS: 10020 after expiry, then a refresh", async () => {
    const email = `exp${Date.now().toString(36)}@example.com`;
    await s.call("POST", `${L}/sendCode`, { body: { account: email, scene: "register" } });
    const reg = await s.call("POST", `${L}/register`, {
      body: { account: email, code: codeOf(await smtp.mailTo(email)), password: "Sunny7Day" },
    });
    const t = reg.body.res_data;
    expect(t.expirationTime - s.deps.clock.now()).toBeLessThanOrEqual(5000);
    expect((await s.call("GET", "/api/user/info", { token: t.token })).body.status_code).toBe(Code.OK);
    s.clock.offsetMs += 6000;
    const expired = await s.call("GET", "/api/user/info", { token: t.token });
    expect(expired.status).toBe(HTTP.Unauthorized);
    expect(expired.body.status_code).toBe(Code.TOKEN_EXPIRED);
    const fresh = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": t.refreshToken },
    });
    expect(fresh.body.status_code).toBe(Code.OK);
    expect(
      (await s.call("GET", "/api/user/info", { token: fresh.body.res_data.token })).body.status_code,
    ).toBe(Code.OK);
    // Signing out works with an expired access token too.
    s.clock.offsetMs += 6000;
    const out = await s.call("POST", `${L}/logout`, { token: fresh.body.res_data.token });
    expect(out.body.status_code).toBe(Code.OK);
    const after = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": fresh.body.res_data.refreshToken },
    });
    expect(after.body.status_code).toBe(Code.SESSION_REVOKED);
  });
});

describe("without SMTP_URL; low per-IP limits", () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ SEND_CODE_IP_LIMIT: "4", LOGIN_FAIL_IP_LIMIT: "3" });
  });
  afterAll(async () => {
    await s?.close();
  });

  it("writes the mail as an .eml file under DATA_DIR/outbox/", async () => {
    const email = `box${Date.now().toString(36)}@example.com`;
    const r = await s.call("POST", `${L}/sendCode`, { body: { account: email, scene: "register" } });
    expect(r.body.status_code).toBe(Code.OK);
    const dir = path.join(s.deps.env.DATA_DIR, "outbox");
    const files = fs.readdirSync(dir).filter((f) => f.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(fs.readFileSync(path.join(dir, files[0]!)));
    expect(JSON.stringify(mail.to)).toContain(email);
    const reg = await s.call("POST", `${L}/register`, {
      body: { account: email, code: codeOf(mail), password: "Sunny7Day" },
    });
    expect(reg.body.status_code).toBe(Code.OK);
  });

  it("writes text messages to the outbox too (SMS_PROVIDER=outbox)", async () => {
    const phone = "+15557654321";
    const r = await s.call("POST", `${L}/sendCode`, { body: { account: phone, scene: "register" } });
    expect(r.body.status_code).toBe(Code.OK);
    const dir = path.join(s.deps.env.DATA_DIR, "outbox");
    const sms = fs.readdirSync(dir).filter((f) => f.endsWith(".sms.txt"));
    expect(sms).toHaveLength(1);
    const text = fs.readFileSync(path.join(dir, sms[0]!), "utf8");
    expect(text).toContain(`To: ${phone}`);
    expect(text).toMatch(/\b\d{6}\b/);
  });

  it("limits codes per IP address across accounts (10029)", async () => {
    // Two codes went out above; the limit is 4 in 15 minutes.
    for (let i = 0; i < 2; i++) {
      const r = await s.call("POST", `${L}/sendCode`, {
        body: { account: `ip${i}${Date.now().toString(36)}@example.com`, scene: "register" },
      });
      expect(r.body.status_code).toBe(Code.OK);
    }
    const over = await s.call("POST", `${L}/sendCode`, {
      body: { account: `ipx${Date.now().toString(36)}@example.com`, scene: "register" },
    });
    expect(over.status).toBe(HTTP.TooManyRequests);
    expect(over.body.status_code).toBe(Code.RATE_LIMITED);
  });

  it("limits failed sign-ins per IP address across accounts (10029)", async () => {
    for (let i = 0; i < 3; i++) {
      const r = await s.call("POST", `${L}/login`, {
        body: { account: `nobody${i}@example.com`, password: "Wrong7Pass" },
      });
      expect(r.body.status_code).toBe(Code.FORBIDDEN);
    }
    const over = await s.call("POST", `${L}/login`, {
      body: { account: "nobody9@example.com", password: "Wrong7Pass" },
    });
    expect(over.body.status_code).toBe(Code.RATE_LIMITED);
  });

  it("bind with an expired access token answers 10020 so the client refreshes", async () => {
    const u = await createUser(s);
    s.clock.offsetMs += 16 * 60_000;
    const r = await s.call("POST", `${L}/sendCode`, {
      token: u.token,
      body: { account: u.email, scene: "bind" },
    });
    expect(r.status).toBe(HTTP.Unauthorized);
    expect(r.body.status_code).toBe(Code.TOKEN_EXPIRED);
  });
});
