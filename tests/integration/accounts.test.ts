import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { captureOutbox, freshEmail, freshPhone, type Outbox, signUp } from "./accounts.fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
let box: Outbox;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  box = captureOutbox(s);
});

const L = "/api/hweb/login/v1";
const sendCode = (account: string, scene: string, token?: string) =>
  s.call("POST", `${L}/sendCode`, { body: { account, scene }, token });

describe("sendCode", () => {
  it("mails a 6-digit code and answers { sent: true }", async () => {
    const email = freshEmail();
    const r = await sendCode(email, "register");
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({ sent: true });
    expect(box.mails).toHaveLength(1);
    expect(box.mails[0]!.to).toBe(email);
    expect(box.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it("texts the code to an E.164 phone", async () => {
    const phone = freshPhone();
    const r = await sendCode(phone, "register");
    expect(r.body.status_code).toBe(Code.OK);
    expect(box.texts).toHaveLength(1);
    expect(box.texts[0]!.to).toBe(phone);
    expect(box.lastCode(phone)).toMatch(/^\d{6}$/);
  });

  it("refuses a bad account or scene with 10001", async () => {
    for (const body of [
      { account: "not-an-email", scene: "register" },
      { account: "5551234567", scene: "register" },
      { account: freshEmail(), scene: "signup" },
      { scene: "register" },
    ]) {
      const r = await s.call("POST", `${L}/sendCode`, { body });
      expect(r.status).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors.length).toBeGreaterThan(0);
    }
  });

  it("allows one code a minute per account and scene (10029), then another after 60 s", async () => {
    const email = freshEmail();
    expect((await sendCode(email, "register")).body.status_code).toBe(Code.OK);
    const again = await sendCode(email, "register");
    expect(again.status).toBe(HTTP.TooManyRequests);
    expect(again.body.status_code).toBe(Code.RATE_LIMITED);
    // Another scene of the same account has its own minute.
    await signUp(s, box, freshEmail()); // unrelated traffic does not matter
    s.clock.offsetMs += 61_000;
    const later = await sendCode(email, "register");
    expect(later.body.status_code).toBe(Code.OK);
  });

  it("accepts form-encoded bodies", async () => {
    const email = freshEmail();
    const r = await s.call("POST", `${L}/sendCode`, { form: { account: email, scene: "register" } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(box.lastCode(email)).toMatch(/^\d{6}$/);
  });

  it("answers a sign-up code request for an existing account like a new one; the mail says to sign in", async () => {
    const email = freshEmail();
    await signUp(s, box, email);
    s.clock.offsetMs += 61_000; // past the minute between two codes for the sign-up above
    const before = box.mails.length;
    const known = await sendCode(email.toUpperCase(), "register");
    const fresh = freshEmail();
    const unknown = await sendCode(fresh, "register");
    expect(known.status).toBe(unknown.status);
    expect(known.body.status_code).toBe(Code.OK);
    expect(known.body.message).toBe(unknown.body.message);
    expect(known.body.res_data).toEqual(unknown.body.res_data);
    const mail = box.mails.slice(before).find((m) => m.to.toLowerCase() === email.toLowerCase())!;
    expect(mail.subject).toMatch(/already have an account/);
    expect(mail.text).toMatch(/Sign in: .*\/login/);
    expect(mail.text).toMatch(/\/forget/);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    // Without the code only the owner has, register tells nothing either.
    const r = await s.call("POST", `${L}/register`, {
      body: { account: email, code: "123456", password: "Sunny7Day" },
    });
    expect(r.body.status_code).toBe(Code.BAD_CODE);
  });

  it("answers login/reset for an unknown account like a real one, without a code", async () => {
    const email = freshEmail();
    const r = await sendCode(email, "reset");
    expect(r.body.status_code).toBe(Code.OK);
    expect(box.mails).toHaveLength(1);
    expect(() => box.lastCode(email)).toThrow();
    const phone = freshPhone();
    expect((await sendCode(phone, "login")).body.status_code).toBe(Code.OK);
    expect(box.texts).toHaveLength(0);
  });

  it("needs a signed-in user for scene bind", async () => {
    const r = await sendCode(freshEmail(), "bind");
    expect(r.status).toBe(HTTP.Unauthorized);
  });
});

describe("register", () => {
  it("creates a verified account and answers the tokens", async () => {
    const email = freshEmail("Reg");
    await sendCode(email, "register");
    const r = await s.call("POST", `${L}/register`, {
      body: { account: email, code: box.lastCode(email.toLowerCase()), password: "Sunny7Day" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const t = r.body.res_data;
    expect(typeof t.token).toBe("string");
    expect(typeof t.refreshToken).toBe("string");
    const now = s.deps.clock.now();
    expect(t.expirationTime).toBeGreaterThan(now + 890_000);
    expect(t.expirationTime).toBeLessThanOrEqual(now + 901_000);
    expect(t.refreshExpirationTime).toBeGreaterThan(now + 2_591_000_000);
    expect(t.user).toMatchObject({
      email: email.toLowerCase(),
      emailVerified: true,
      mobileVerified: false,
      userName: null,
      mobile: null,
    });
    for (const k of ["id", "userName", "nickName", "firstName", "lastName", "pic", "city", "email", "mobile"])
      expect(t.user).toHaveProperty(k);
    const info = await s.call("GET", "/api/user/info", { token: t.token });
    expect(info.body.status_code).toBe(Code.OK);
    expect(info.body.res_data.id).toBe(t.user.id);
  });

  it("registers by phone", async () => {
    const phone = freshPhone();
    const t = await signUp(s, box, phone);
    expect(t.user).toMatchObject({ mobile: phone, mobileVerified: true, email: null, emailVerified: false });
    const again = await s.signIn(phone, "Sunny7Day");
    expect(again.user.id).toBe(t.user.id);
  });

  it("refuses a wrong code with 10010 and accepts the right one after", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const code = box.lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    const r = await s.call("POST", `${L}/register`, {
      body: { account: email, code: wrong, password: "Sunny7Day" },
    });
    expect(r.status).toBe(HTTP.OK);
    expect(r.body.status_code).toBe(Code.BAD_CODE);
    // The same answer where no code was ever sent: nothing tells whether a code (an account) exists.
    const none = await s.call("POST", `${L}/register`, {
      body: { account: freshEmail(), code: wrong, password: "Sunny7Day" },
    });
    expect(none.body).toMatchObject({ status_code: r.body.status_code, message: r.body.message });
    const ok = await s.call("POST", `${L}/register`, {
      body: { account: email, code, password: "Sunny7Day" },
    });
    expect(ok.body.status_code).toBe(Code.OK);
  });

  it("refuses a reused code with 10010", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const code = box.lastCode(email);
    expect(
      (await s.call("POST", `${L}/register`, { body: { account: email, code, password: "Sunny7Day" } })).body
        .status_code,
    ).toBe(Code.OK);
    const phone = freshPhone();
    // The same digits never work twice, not even for the account they were sent to.
    const r = await s.call("POST", `${L}/loginByCode`, { body: { account: email, code } });
    expect(r.body.status_code).toBe(Code.BAD_CODE);
    const r2 = await s.call("POST", `${L}/register`, {
      body: { account: phone, code, password: "Sunny7Day" },
    });
    expect(r2.body.status_code).toBe(Code.BAD_CODE);
  });

  it("refuses an expired code (10 minutes) with 10010", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const code = box.lastCode(email);
    s.clock.offsetMs += 10 * 60_000 + 1000;
    const r = await s.call("POST", `${L}/register`, {
      body: { account: email, code, password: "Sunny7Day" },
    });
    expect(r.body.status_code).toBe(Code.BAD_CODE);
  });

  it("stops a source after 5 wrong tries at a code (10029, even with the right code)", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const code = box.lastCode(email);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 5; i++) {
      const r = await s.call("POST", `${L}/register`, {
        body: { account: email, code: wrong, password: "Sunny7Day" },
      });
      expect(r.body.status_code).toBe(Code.BAD_CODE);
    }
    const r = await s.call("POST", `${L}/register`, {
      body: { account: email, code, password: "Sunny7Day" },
    });
    expect(r.status).toBe(HTTP.TooManyRequests);
    expect(r.body.status_code).toBe(Code.RATE_LIMITED);
  });

  it("only the newest code works", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const first = box.lastCode(email);
    s.clock.offsetMs += 61_000;
    await sendCode(email, "register");
    const second = box.lastCode(email);
    if (first !== second) {
      const r = await s.call("POST", `${L}/register`, {
        body: { account: email, code: first, password: "Sunny7Day" },
      });
      expect(r.body.status_code).toBe(Code.BAD_CODE);
    }
    const ok = await s.call("POST", `${L}/register`, {
      body: { account: email, code: second, password: "Sunny7Day" },
    });
    expect(ok.body.status_code).toBe(Code.OK);
  });

  it("refuses weak and common passwords with 10001 on password, keeping the code", async () => {
    const email = freshEmail();
    await sendCode(email, "register");
    const code = box.lastCode(email);
    for (const password of ["abc", "sunny7day", "SunnyDay", "Sunny7DaySunny7Da", "Password1", "Qwerty123"]) {
      const r = await s.call("POST", `${L}/register`, { body: { account: email, code, password } });
      expect(r.status, password).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
      expect(r.body.res_data.errors[0].path).toBe("password");
    }
    const ok = await s.call("POST", `${L}/register`, {
      body: { account: email, code, password: "Sunny7Day" },
    });
    expect(ok.body.status_code).toBe(Code.OK);
  });

  it("refuses a malformed code with 10001", async () => {
    const r = await s.call("POST", `${L}/register`, {
      body: { account: freshEmail(), code: "12ab", password: "Sunny7Day" },
    });
    expect(r.body.status_code).toBe(Code.VALIDATION);
  });
});

describe("login", () => {
  it("signs in by email (any case), username or phone", async () => {
    const email = freshEmail();
    const t = await signUp(s, box, email);
    const setName = await s.call("POST", "/api/user/setUsername", {
      token: t.token,
      body: { userName: `Ln${Date.now().toString(36).slice(-6)}` },
    });
    expect(setName.body.status_code).toBe(Code.OK);
    const info = (await s.call("GET", "/api/user/info", { token: t.token })).body.res_data;
    for (const account of [email, email.toUpperCase(), info.userName, info.userName.toLowerCase()]) {
      const r = await s.call("POST", `${L}/login`, { body: { account, password: "Sunny7Day" } });
      expect(r.body.status_code, account).toBe(Code.OK);
      expect(r.body.res_data.user.id).toBe(t.user.id);
    }
  });

  it("gives the same answer for no such account and a wrong password", async () => {
    const email = freshEmail();
    await signUp(s, box, email);
    const wrong = await s.call("POST", `${L}/login`, { body: { account: email, password: "Wrong7Pass" } });
    const none = await s.call("POST", `${L}/login`, {
      body: { account: freshEmail(), password: "Wrong7Pass" },
    });
    expect(wrong.body.status_code).not.toBe(Code.OK);
    expect(wrong.status).toBe(none.status);
    expect(wrong.body.status_code).toBe(none.body.status_code);
    expect(wrong.body.message).toBe(none.body.message);
    expect(wrong.body.res_data).toEqual(none.body.res_data);
  });

  it("slows failed sign-ins down with growing delays (10029 with retryAfter), never a 15-minute lock", async () => {
    const email = freshEmail();
    await signUp(s, box, email);
    const login = (password: string) => s.call("POST", `${L}/login`, { body: { account: email, password } });
    for (let i = 0; i < 5; i++) expect((await login("Wrong7Pass")).body.status_code).toBe(Code.FORBIDDEN);
    // Past the free tries, the next one must wait a second after the last failure, whatever the password.
    const early = await login("Wrong7Pass");
    expect(early.status).toBe(HTTP.TooManyRequests);
    expect(early.body).toMatchObject({ status_code: Code.RATE_LIMITED, res_data: { retryAfter: 1 } });
    expect(early.headers.get("retry-after")).toBe("1");
    expect((await login("Sunny7Day")).body.status_code).toBe(Code.RATE_LIMITED);
    s.clock.offsetMs += 1000;
    expect((await login("Wrong7Pass")).body.status_code).toBe(Code.FORBIDDEN);
    // Each failure doubles the wait.
    const second = await login("Sunny7Day");
    expect(second.body).toMatchObject({ status_code: Code.RATE_LIMITED, res_data: { retryAfter: 2 } });
    s.clock.offsetMs += 1000;
    expect((await login("Sunny7Day")).body.status_code).toBe(Code.RATE_LIMITED);
    s.clock.offsetMs += 1000;
    // The owner is in seconds later, and the count starts again.
    expect((await login("Sunny7Day")).body.status_code).toBe(Code.OK);
    expect((await login("Wrong7Pass")).body.status_code).toBe(Code.FORBIDDEN);
  });

  it("caps the wait at a minute, and an account's failures at 10 in 15 minutes for a new device", async () => {
    const email = freshEmail();
    await signUp(s, box, email);
    const login = (password: string) => s.call("POST", `${L}/login`, { body: { account: email, password } });
    for (let i = 0; i < 5; i++) expect((await login("Wrong7Pass")).body.status_code).toBe(Code.FORBIDDEN);
    for (let i = 0; i < 5; i++) {
      s.clock.offsetMs += 20_000;
      expect((await login("Wrong7Pass")).body.status_code).toBe(Code.FORBIDDEN);
    }
    // Past the 5th delayed failure the growing delay is 32 s, never more than a minute...
    s.clock.offsetMs += 60_000;
    // ...but the account has had its 10 failures: a device it has never seen waits for the window.
    const r = await login("Sunny7Day");
    expect(r.body.status_code).toBe(Code.RATE_LIMITED);
    expect(r.body.res_data.retryAfter).toBeGreaterThan(60);
    expect(r.body.res_data.retryAfter).toBeLessThanOrEqual(15 * 60);
    s.clock.offsetMs += r.body.res_data.retryAfter * 1000;
    expect((await login("Sunny7Day")).body.status_code).toBe(Code.OK);
  });

  it("refuses an empty account or password with 10001", async () => {
    const r = await s.call("POST", `${L}/login`, { body: { account: "", password: "" } });
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
  });
});

describe("loginByCode and resetPassword", () => {
  it("signs in with a login code, once", async () => {
    const phone = freshPhone();
    const t = await signUp(s, box, phone);
    await sendCode(phone, "login");
    const code = box.lastCode(phone);
    const r = await s.call("POST", `${L}/loginByCode`, { body: { account: phone, code } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.user.id).toBe(t.user.id);
    const again = await s.call("POST", `${L}/loginByCode`, { body: { account: phone, code } });
    expect(again.body.status_code).toBe(Code.BAD_CODE);
  });

  it("a register code does not sign in (codes belong to their scene)", async () => {
    const email = freshEmail();
    await signUp(s, box, email);
    s.clock.offsetMs += 61_000;
    await sendCode(email, "reset");
    const code = box.lastCode(email);
    const r = await s.call("POST", `${L}/loginByCode`, { body: { account: email, code } });
    expect(r.body.status_code).toBe(Code.BAD_CODE);
  });

  it("resets the password with a code and ends every session", async () => {
    const email = freshEmail();
    const t = await signUp(s, box, email);
    await sendCode(email, "reset");
    const code = box.lastCode(email);
    const weak = await s.call("POST", `${L}/resetPassword`, {
      body: { account: email, code, password: "weak" },
    });
    expect(weak.body.status_code).toBe(Code.VALIDATION);
    const wrong = await s.call("POST", `${L}/resetPassword`, {
      body: { account: email, code: code === "123456" ? "654321" : "123456", password: "Brand9New" },
    });
    expect(wrong.body.status_code).toBe(Code.BAD_CODE);
    const r = await s.call("POST", `${L}/resetPassword`, {
      body: { account: email, code, password: "Brand9New" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({});
    const old = await s.call("GET", "/api/user/info", { token: t.token });
    expect(old.status).toBe(HTTP.Unauthorized);
    expect(old.body.status_code).toBe(Code.SESSION_REVOKED);
    const reused = await s.call("POST", `${L}/resetPassword`, {
      body: { account: email, code, password: "Other9New" },
    });
    expect(reused.body.status_code).toBe(Code.BAD_CODE);
    expect(
      (await s.call("POST", `${L}/login`, { body: { account: email, password: "Sunny7Day" } })).body
        .status_code,
    ).toBe(Code.FORBIDDEN);
    expect((await s.signIn(email, "Brand9New")).user.id).toBe(t.user.id);
  });
});

describe("sessions", () => {
  it("rotates the refresh token; reusing a spent one revokes the whole family (100024)", async () => {
    const t = await signUp(s, box, freshEmail());
    const r1 = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": t.refreshToken } });
    expect(r1.body.status_code).toBe(Code.OK);
    const t1 = r1.body.res_data;
    expect(t1.refreshToken).not.toBe(t.refreshToken);
    expect(t1.refreshExpirationTime).toBe(t.refreshExpirationTime);
    expect(t1.user.id).toBe(t.user.id);
    expect((await s.call("GET", "/api/user/info", { token: t1.token })).body.status_code).toBe(Code.OK);

    const reuse = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": t.refreshToken },
    });
    expect(reuse.status).toBe(HTTP.Unauthorized);
    expect(reuse.body.status_code).toBe(Code.SESSION_REVOKED);
    // The whole family is gone: the newest refresh token and every access token of the session.
    const next = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": t1.refreshToken },
    });
    expect(next.body.status_code).toBe(Code.SESSION_REVOKED);
    expect((await s.call("GET", "/api/user/info", { token: t1.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
    expect((await s.call("GET", "/api/user/info", { token: t.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
  });

  it("answers 20050 without or with an unknown refresh token", async () => {
    const none = await s.call("GET", "/api/refreshToken");
    expect(none.status).toBe(HTTP.Unauthorized);
    expect(none.body.status_code).toBe(Code.TOKEN_INVALID);
    const bogus = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": "nope" } });
    expect(bogus.body.status_code).toBe(Code.TOKEN_INVALID);
  });

  it("logout revokes the session: access and refresh tokens stop working", async () => {
    const t = await signUp(s, box, freshEmail());
    const r = await s.call("POST", `${L}/logout`, { token: t.token });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({});
    const info = await s.call("GET", "/api/user/info", { token: t.token });
    expect(info.status).toBe(HTTP.Unauthorized);
    expect(info.body.status_code).toBe(Code.SESSION_REVOKED);
    const ref = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": t.refreshToken } });
    expect(ref.body.status_code).toBe(Code.SESSION_REVOKED);
    // Signing out again is harmless.
    expect((await s.call("POST", `${L}/logout`, { token: t.token })).body.status_code).toBe(Code.OK);
  });

  it("logout leaves the user's other sessions alone", async () => {
    const email = freshEmail();
    const a = await signUp(s, box, email);
    const b = await s.signIn(email, "Sunny7Day");
    await s.call("POST", `${L}/logout`, { token: a.token });
    expect((await s.call("GET", "/api/user/info", { token: b.token })).body.status_code).toBe(Code.OK);
  });

  it("answers 20050 for a malformed access token and 401 without one", async () => {
    const bad = await s.call("GET", "/api/user/info", { token: "abc.def.ghi" });
    expect(bad.status).toBe(HTTP.Unauthorized);
    expect(bad.body.status_code).toBe(Code.TOKEN_INVALID);
    const none = await s.call("GET", "/api/user/info");
    expect(none.status).toBe(HTTP.Unauthorized);
  });

  it("answers 10020 once the access token has expired, and refresh still works", async () => {
    const t = await signUp(s, box, freshEmail());
    s.clock.offsetMs += 901_000;
    const r = await s.call("GET", "/api/user/info", { token: t.token });
    expect(r.status).toBe(HTTP.Unauthorized);
    expect(r.body.status_code).toBe(Code.TOKEN_EXPIRED);
    const ref = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": t.refreshToken } });
    expect(ref.body.status_code).toBe(Code.OK);
    expect((await s.call("GET", "/api/user/info", { token: ref.body.res_data.token })).body.status_code).toBe(
      Code.OK,
    );
  });

  it("a refresh family ends at its absolute expiry", async () => {
    const t = await signUp(s, box, freshEmail());
    s.clock.offsetMs += 2_592_000_000 + 1000;
    const ref = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": t.refreshToken } });
    expect(ref.status).toBe(HTTP.Unauthorized);
    expect(ref.body.status_code).toBe(Code.TOKEN_EXPIRED);
  });
});
