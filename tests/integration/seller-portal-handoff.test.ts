import { EncryptJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "#server/modules/accounts/passwords";
import { HANDOFF_TTL_SECONDS } from "#server/modules/accounts/portal-handoff";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { asStore, storeIdentity } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(() => s.close());

const PASSWORD = "Sunny7Day";

async function handoffFor(opts: { token: string; headers?: Record<string, string> }): Promise<string> {
  const r = await s.call("POST", "/api/sys/sellerPortal/handoff", opts);
  expect(r.body.status_code, JSON.stringify(r.body)).toBe(Code.OK);
  expect(r.body.res_data.url).toBe("/seller/open");
  const left = r.body.res_data.expiresAt - s.clock.now();
  expect(left).toBeGreaterThan((HANDOFF_TTL_SECONDS - 2) * 1000);
  expect(left).toBeLessThanOrEqual(HANDOFF_TTL_SECONDS * 1000);
  return r.body.res_data.handoff;
}

const exchange = (handoff: string, headers: Record<string, string> = {}) =>
  s.call("POST", "/api/sys/sellerPortal/exchange", { body: { handoff }, headers });

async function seller(): Promise<TestUser> {
  return createUser(s, { passwordHash: await hashPassword(PASSWORD) });
}

describe("seller portal handoff", () => {
  it("opens a session of its own for the same person, once", async () => {
    const u = await seller();
    const handoff = await handoffFor({ token: u.token });
    // A JWE in compact form: five parts, the claims unreadable without the key.
    expect(handoff.split(".")).toHaveLength(5);
    expect(JSON.parse(Buffer.from(handoff.split(".")[0]!, "base64url").toString())).toEqual({
      alg: "dir",
      enc: "A256GCM",
    });

    const first = await exchange(handoff);
    expect(first.body.status_code, JSON.stringify(first.body)).toBe(Code.OK);
    const portal = first.body.res_data;
    expect(portal.token).not.toBe(u.token);
    expect(portal.refreshToken).toBeTruthy();
    expect(portal.storeToken).toBe("");
    expect(portal.storeId).toBeNull();
    expect(portal.user.id).toBe(u.id);
    const who = await s.call("GET", "/api/sys/identity", { token: portal.token });
    expect(who.body.res_data.user).toEqual({ id: u.id, storeId: null });

    // Replayed: refused, no tokens.
    const again = await exchange(handoff);
    expect(again.body.status_code).toBe(Code.BAD_CODE);
    expect(again.body.res_data.token).toBeUndefined();

    // The portal's refresh token rotates like any other.
    const r1 = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": portal.refreshToken },
    });
    expect(r1.body.status_code).toBe(Code.OK);
    const r2 = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": portal.refreshToken },
    });
    expect(r2.body.status_code).toBe(Code.SESSION_REVOKED);
  });

  it("carries the store identity, checked again at the exchange", async () => {
    const owner = await seller();
    const staff = await seller();
    const storeId = await createStore(s, owner.id, "Portal Shop", [staff.id]);
    const asOwner = await storeIdentity(s, owner, storeId);
    const portal = (await exchange(await handoffFor(asStore(asOwner)))).body.res_data;
    expect(portal.storeId).toBe(storeId);
    const who = await s.call("GET", "/api/sys/identity", {
      token: portal.token,
      headers: { "X-Identity-Token": portal.storeToken },
    });
    expect(who.body.res_data.user).toEqual({ id: owner.id, storeId });

    // A member removed between the handoff and the exchange gets no store session.
    const asStaff = await storeIdentity(s, staff, storeId);
    const handoff = await handoffFor(asStore(asStaff));
    const removed = await s.call("POST", "/api/team/delete", {
      ...asStore(asOwner),
      body: { userId: staff.id },
    });
    expect(removed.body.status_code, JSON.stringify(removed.body)).toBe(Code.OK);
    expect((await exchange(handoff)).body.status_code).toBe(Code.BAD_CODE);
  });

  it("lives 60 seconds by the server's clock", async () => {
    const u = await seller();
    const late = await handoffFor({ token: u.token });
    const inTime = await handoffFor({ token: u.token });
    s.clock.offsetMs += HANDOFF_TTL_SECONDS * 1000 - 3000;
    expect((await exchange(inTime)).body.status_code).toBe(Code.OK);
    s.clock.offsetMs += 4000;
    const r = await exchange(late);
    expect(r.body.status_code).toBe(Code.BAD_CODE);
    expect(r.body.message).toMatch(/expired/);
  });

  it("refuses a tampered handoff and one sealed by another server", async () => {
    const u = await seller();
    const handoff = await handoffFor({ token: u.token });
    const parts = handoff.split(".");
    const ct = parts[3]!;
    parts[3] = (ct[0] === "A" ? "B" : "A") + ct.slice(1);
    expect((await exchange(parts.join("."))).body.status_code).toBe(Code.BAD_CODE);

    // Same claims, another key: a handoff from a foreign deployment (or forged) does not open.
    const now = Math.floor(s.clock.now() / 1000);
    const foreign = await new EncryptJWT({ sid: u.sessionId, sto: 0 })
      .setProtectedHeader({ alg: "dir", enc: "A256GCM" })
      .setIssuer("bnomo")
      .setAudience("seller-portal")
      .setSubject(String(u.id))
      .setJti(crypto.randomUUID())
      .setIssuedAt(now)
      .setExpirationTime(now + 60)
      .encrypt(crypto.getRandomValues(new Uint8Array(32)));
    expect((await exchange(foreign)).body.status_code).toBe(Code.BAD_CODE);
    // The untouched one still works: the failures spent nothing.
    expect((await exchange(handoff)).body.status_code).toBe(Code.OK);
  });

  it("needs a signed-in user, and names only that user", async () => {
    const r = await s.call("POST", "/api/sys/sellerPortal/handoff");
    expect(r.status).toBe(HTTP.Unauthorized);
    const a = await seller();
    const b = await seller();
    // B's handoff opens B's portal, whatever A's tokens ride along on the exchange.
    const portal = (
      await exchange(await handoffFor({ token: b.token }), { authorization: `Bearer ${a.token}` })
    ).body.res_data;
    expect(portal.user.id).toBe(b.id);
  });

  it("fails when the app's session has ended; sign-outs are separate; a password change ends both", async () => {
    const u = await seller();
    const app = (
      await s.call("POST", "/api/hweb/login/v1/login", { body: { account: u.email, password: PASSWORD } })
    ).body.res_data;
    const handoff = await handoffFor({ token: app.token });
    const portal = (await exchange(handoff)).body.res_data;

    // Signing out of the portal leaves the app signed in, and the other way round.
    const other = (await exchange(await handoffFor({ token: app.token }))).body.res_data;
    await s.call("POST", "/api/hweb/login/v1/logout", { token: other.token });
    expect((await s.call("GET", "/api/user/info", { token: other.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
    expect((await s.call("GET", "/api/user/info", { token: app.token })).body.status_code).toBe(Code.OK);
    expect((await s.call("GET", "/api/user/info", { token: portal.token })).body.status_code).toBe(Code.OK);

    const pending = await handoffFor({ token: app.token });
    // A password change (here through a third sign-in) ends every other session: app and portal.
    const third = (
      await s.call("POST", "/api/hweb/login/v1/login", { body: { account: u.email, password: PASSWORD } })
    ).body.res_data;
    const changed = await s.call("POST", "/api/user/changePassword", {
      token: third.token,
      body: { oldPassword: PASSWORD, password: "Rainy8Day" },
    });
    expect(changed.body.status_code, JSON.stringify(changed.body)).toBe(Code.OK);
    expect((await s.call("GET", "/api/user/info", { token: app.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
    expect((await s.call("GET", "/api/user/info", { token: portal.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
    // A handoff made before that cannot open a new session.
    const r = await exchange(pending);
    expect(r.body.status_code).toBe(Code.BAD_CODE);
    expect(r.body.message).toMatch(/session/);
  });

  it("limits exchanges per address", async () => {
    const limited = await startTestServer();
    try {
      const codes: number[] = [];
      for (let i = 0; i < 21; i++)
        codes.push(
          (
            await limited.call("POST", "/api/sys/sellerPortal/exchange", {
              body: { handoff: "x".repeat(40) },
            })
          ).body.status_code,
        );
      expect(codes.slice(0, 20).every((c) => c === Code.BAD_CODE)).toBe(true);
      expect(codes[20]).toBe(Code.RATE_LIMITED);
    } finally {
      await limited.close();
    }
  });
});
