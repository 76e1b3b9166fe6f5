import { SignJWT } from "jose";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app";
import { type DemoAccounts, seedDemoAccounts } from "#server/modules/accounts/accounts.seed";
import { signIdentityToken } from "#server/platform/tokens";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { captureOutbox, freshEmail, freshPhone, type Outbox, signUp } from "./accounts.fixtures.ts";
import { createStore, createUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";

let s: TestServer;
let box: Outbox;
let demo: DemoAccounts;
beforeAll(async () => {
  s = await startTestServer();
  demo = await seedDemoAccounts(s.deps);
});
afterAll(async () => {
  await s.close();
});
beforeEach(() => {
  box = captureOutbox(s);
});

const L = "/api/hweb/login/v1";

describe("demo accounts", () => {
  it("every demo account signs in with Demo1234 and is ready to trade", async () => {
    const accounts = [1, 2, 3]
      .map((i) => `seller${i}@demo.test`)
      .concat([1, 2, 3, 4, 5].map((i) => `buyer${i}@demo.test`));
    const mobiles = new Set<string>();
    for (const account of accounts) {
      const t = await s.signIn(account);
      expect(t.user).toMatchObject({ email: account, emailVerified: true, mobileVerified: true });
      expect(t.user.userName).toBe(account.split("@")[0]);
      expect(t.user.firstName).toBeTruthy();
      expect(t.user.lastName).toBeTruthy();
      expect(t.user.city).toBeTruthy();
      expect(typeof t.user.lat).toBe("number");
      expect(typeof t.user.lng).toBe("number");
      expect(t.user.mobile).toMatch(/^\+1555\d{7}$/);
      mobiles.add(t.user.mobile);
    }
    expect(mobiles.size).toBe(8);
    expect(demo.sellers).toHaveLength(3);
    expect(demo.buyers).toHaveLength(5);
  });

  it("seller1 owns Demo Store and seller2 is in its team; seeding again changes nothing", async () => {
    const again = await seedDemoAccounts(s.deps);
    expect(again).toEqual(demo);
    const s1 = await s.signIn("seller1@demo.test");
    const id1 = await s.call("GET", "/api/sys/identity", { token: s1.token });
    expect(id1.body.res_data).toEqual({
      user: { id: demo.sellers[0], storeId: null },
      stores: [{ id: demo.demoStoreId, storeName: "Demo Store" }],
    });
    const s2 = await s.signIn("seller2");
    const id2 = await s.call("GET", "/api/sys/identity", { token: s2.token });
    expect(id2.body.res_data.stores).toEqual([{ id: demo.demoStoreId, storeName: "Demo Store" }]);
    const b1 = await s.signIn("+15550100101");
    expect(b1.user.email).toBe("buyer1@demo.test");
    const id3 = await s.call("GET", "/api/sys/identity", { token: b1.token });
    expect(id3.body.res_data.stores).toEqual([]);
  });
});

describe("identity", () => {
  it("chooses a store identity, uses it, and goes back to personal", async () => {
    const t = await s.signIn("seller2@demo.test");
    const r = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      body: { storeId: demo.demoStoreId },
    });
    expect(r.body.status_code).toBe(Code.OK);
    const storeToken = r.body.res_data.storeToken;
    expect(storeToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const asStore = await s.call("GET", "/api/sys/identity", {
      token: t.token,
      headers: { "X-Identity-Token": storeToken },
    });
    expect(asStore.body.res_data.user).toEqual({ id: demo.sellers[1], storeId: demo.demoStoreId });

    const personal = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      body: { userId: demo.sellers[1], companyId: "", storeId: "" },
    });
    expect(personal.body.res_data).toEqual({ storeToken: "" });
    const form = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      form: { userId: String(demo.sellers[1]), companyId: "", storeId: "" },
    });
    expect(form.body.res_data).toEqual({ storeToken: "" });
    const formStore = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      form: { storeId: String(demo.demoStoreId) },
    });
    expect(formStore.body.res_data.storeToken).toBeTruthy();
    const asMe = await s.call("GET", "/api/sys/identity", { token: t.token });
    expect(asMe.body.res_data.user.storeId).toBeNull();
  });

  it("refuses a store the user is not in with 10004", async () => {
    const t = await s.signIn("buyer2@demo.test");
    const r = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      body: { storeId: demo.demoStoreId },
    });
    expect(r.body.status_code).toBe(Code.NOT_FOUND);
    const none = await s.call("POST", "/api/sys/chooseIdentity", {
      token: t.token,
      body: { storeId: 999999 },
    });
    expect(none.body.status_code).toBe(Code.NOT_FOUND);
  });

  it("answers 10021 for a forged, foreign or stale identity token", async () => {
    const t = await s.signIn("seller1@demo.test");
    const other = await s.signIn("buyer3@demo.test");
    const mine = (
      await s.call("POST", "/api/sys/chooseIdentity", { token: t.token, body: { storeId: demo.demoStoreId } })
    ).body.res_data.storeToken;
    const forged = await new SignJWT({ sid: "x", sto: demo.demoStoreId, typ: "identity" })
      .setProtectedHeader({ alg: "HS256" })
      .setIssuer("bnomo")
      .setSubject(String(demo.sellers[0]))
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode("not the server's key, 32 bytes long!"));
    for (const [token, identityToken] of [
      [t.token, forged],
      [t.token, "garbage"],
      [other.token, mine], // someone else's store token
    ] as const) {
      const r = await s.call("GET", "/api/sys/identity", {
        token,
        headers: { "X-Identity-Token": identityToken },
      });
      expect(r.status).toBe(HTTP.Unauthorized);
      expect(r.body.status_code).toBe(Code.IDENTITY_INVALID);
    }
    // A store token for a store the user is not in (signed with the right key) fails too.
    const foreignStore = await signIdentityToken(
      s.deps.keys.token,
      s.deps.clock,
      { userId: demo.buyers[2]!, sessionId: "x", storeId: demo.demoStoreId },
      s.deps.clock.now() + 60_000,
    );
    const r = await s.call("GET", "/api/user/info", {
      token: other.token,
      headers: { "X-Identity-Token": foreignStore },
    });
    expect(r.body.status_code).toBe(Code.IDENTITY_INVALID);
  });

  it("a removed member's store token stops working (10021)", async () => {
    const owner = await createUser(s);
    const member = await createUser(s);
    const storeId = await createStore(s, owner.id, "Short Lived", [member.id]);
    const tok = (await s.call("POST", "/api/sys/chooseIdentity", { token: member.token, body: { storeId } }))
      .body.res_data.storeToken;
    const ownerTok = (
      await s.call("POST", "/api/sys/chooseIdentity", { token: owner.token, body: { storeId } })
    ).body.res_data.storeToken;
    const del = await s.call("POST", "/api/team/delete", {
      token: owner.token,
      headers: { "X-Identity-Token": ownerTok },
      body: { userId: member.id },
    });
    expect(del.body.status_code).toBe(Code.OK);
    const r = await s.call("GET", "/api/sys/identity", {
      token: member.token,
      headers: { "X-Identity-Token": tok },
    });
    expect(r.body.status_code).toBe(Code.IDENTITY_INVALID);
  });
});

describe("username", () => {
  it("sets a username once; a taken one (any case) and a second call answer 10009", async () => {
    const a = await signUp(s, box, freshEmail());
    const b = await signUp(s, box, freshEmail());
    const name = `Nm${Date.now().toString(36).slice(-8)}`;
    const r = await s.call("POST", "/api/user/setUsername", { token: a.token, body: { userName: name } });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toEqual({});
    expect((await s.call("GET", "/api/user/info", { token: a.token })).body.res_data.userName).toBe(name);
    const taken = await s.call("POST", "/api/user/setUsername", {
      token: b.token,
      body: { userName: name.toUpperCase() },
    });
    expect(taken.body.status_code).toBe(Code.CONFLICT);
    const again = await s.call("POST", "/api/user/setUsername", {
      token: a.token,
      body: { userName: `${name}x` },
    });
    expect(again.body.status_code).toBe(Code.CONFLICT);
    expect((await s.call("GET", "/api/user/info", { token: a.token })).body.res_data.userName).toBe(name);
    const demoName = await s.call("POST", "/api/user/setUsername", {
      token: b.token,
      body: { userName: "SELLER1" },
    });
    expect(demoName.body.status_code).toBe(Code.CONFLICT);
  });

  it("refuses usernames outside 4–20 letters or digits with 10001", async () => {
    const a = await signUp(s, box, freshEmail());
    for (const userName of ["abc", "a".repeat(21), "has space", "dash-name", "under_score", "ünïcode1", ""]) {
      const r = await s.call("POST", "/api/user/setUsername", { token: a.token, body: { userName } });
      expect(r.status, userName).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
  });

  it("needs a signed-in user", async () => {
    const r = await s.call("POST", "/api/user/setUsername", { body: { userName: "nobody1" } });
    expect(r.status).toBe(HTTP.Unauthorized);
  });
});

describe("profile", () => {
  it("updates the profile fields, city with its coordinates", async () => {
    const a = await signUp(s, box, freshEmail());
    const r = await s.call("POST", "/api/user/updateProfile", {
      token: a.token,
      body: {
        nickName: "Nicky",
        firstName: "Nina",
        lastName: "Stone",
        introduction: "I sell vintage radios.",
        pic: "/api/files/abc123.webp",
        city: "Portland",
        lat: 45.5152,
        lng: -122.6784,
      },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data).toMatchObject({
      nickName: "Nicky",
      firstName: "Nina",
      lastName: "Stone",
      introduction: "I sell vintage radios.",
      pic: "/api/files/abc123.webp",
      city: "Portland",
      lat: 45.5152,
      lng: -122.6784,
    });
    const partial = await s.call("POST", "/api/user/updateProfile", {
      token: a.token,
      form: { nickName: "" },
    });
    expect(partial.body.res_data.nickName).toBeNull();
    expect(partial.body.res_data.firstName).toBe("Nina");
    const info = await s.call("GET", "/api/user/info", { token: a.token });
    expect(info.body.res_data.city).toBe("Portland");
  });

  it("refuses a city without coordinates, bad coordinates and overlong fields with 10001", async () => {
    const a = await signUp(s, box, freshEmail());
    for (const body of [
      { city: "Nowhere" },
      { city: "Mars", lat: 95, lng: 0 },
      { nickName: "n".repeat(31) },
      { pic: "javascript:alert(1)" },
      // Pictures only from our own uploads: never an outside address in our pages.
      { pic: "https://tracker.example/pixel.gif" },
      { pic: "//tracker.example/pixel.gif" },
      { pic: "http://169.254.169.254/latest" },
    ]) {
      const r = await s.call("POST", "/api/user/updateProfile", { token: a.token, body });
      expect(r.status, JSON.stringify(body)).toBe(HTTP.BadRequest);
      expect(r.body.status_code).toBe(Code.VALIDATION);
    }
  });

  it("changes the password: the other sessions end, this one stays", async () => {
    const email = freshEmail();
    const a = await signUp(s, box, email);
    const other = await s.signIn(email, "Sunny7Day");
    const wrongOld = await s.call("POST", "/api/user/changePassword", {
      token: a.token,
      body: { oldPassword: "Wrong7Pass", password: "Brand9New" },
    });
    expect(wrongOld.body.status_code).toBe(Code.FORBIDDEN);
    const weak = await s.call("POST", "/api/user/changePassword", {
      token: a.token,
      body: { oldPassword: "Sunny7Day", password: "weakpass" },
    });
    expect(weak.body.status_code).toBe(Code.VALIDATION);
    const common = await s.call("POST", "/api/user/changePassword", {
      token: a.token,
      body: { oldPassword: "Sunny7Day", password: "Password1" },
    });
    expect(common.body.status_code).toBe(Code.VALIDATION);
    const r = await s.call("POST", "/api/user/changePassword", {
      token: a.token,
      body: { oldPassword: "Sunny7Day", password: "Brand9New" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await s.call("GET", "/api/user/info", { token: a.token })).body.status_code).toBe(Code.OK);
    const ended = await s.call("GET", "/api/user/info", { token: other.token });
    expect(ended.status).toBe(HTTP.Unauthorized);
    expect(ended.body.status_code).toBe(Code.SESSION_REVOKED);
    const oldRefresh = await s.call("GET", "/api/refreshToken", {
      headers: { "X-Refresh-Token": other.refreshToken },
    });
    expect(oldRefresh.body.status_code).toBe(Code.SESSION_REVOKED);
    // The session that changed it can still refresh.
    const mine = await s.call("GET", "/api/refreshToken", { headers: { "X-Refresh-Token": a.refreshToken } });
    expect(mine.body.status_code).toBe(Code.OK);
    expect((await s.signIn(email, "Brand9New")).user.id).toBe(a.user.id);
  });

  it("verifies the email, and binds a new phone, with bind codes", async () => {
    const u = await createUser(s, { emailVerified: false, mobileVerified: false });
    const send = await s.call("POST", `${L}/sendCode`, {
      token: u.token,
      body: { account: u.email, scene: "bind" },
    });
    expect(send.body.status_code).toBe(Code.OK);
    const bad = await s.call("POST", "/api/user/bindAccount", {
      token: u.token,
      body: { account: u.email, code: box.lastCode(u.email) === "000000" ? "111111" : "000000" },
    });
    expect(bad.body.status_code).toBe(Code.BAD_CODE);
    const ok = await s.call("POST", "/api/user/bindAccount", {
      token: u.token,
      body: { account: u.email, code: box.lastCode(u.email) },
    });
    expect(ok.body.status_code).toBe(Code.OK);
    expect(ok.body.res_data.emailVerified).toBe(true);

    const phone = freshPhone();
    await s.call("POST", `${L}/sendCode`, { token: u.token, body: { account: phone, scene: "bind" } });
    const bound = await s.call("POST", "/api/user/bindAccount", {
      token: u.token,
      body: { account: phone, code: box.lastCode(phone) },
    });
    expect(bound.body.res_data).toMatchObject({ mobile: phone, mobileVerified: true });
  });

  it("answers a bind code request for an address another account uses like any other, and sends no code", async () => {
    const u = await createUser(s);
    const outbox = captureOutbox(s);
    for (const account of ["buyer4@demo.test", "+15550100104"]) {
      const r = await s.call("POST", `${L}/sendCode`, { token: u.token, body: { account, scene: "bind" } });
      expect(r.body).toMatchObject({ status_code: Code.OK, res_data: { sent: true } });
      const bind = await s.call("POST", "/api/user/bindAccount", {
        token: u.token,
        body: { account, code: "123456" },
      });
      expect(bind.body.status_code).toBe(Code.BAD_CODE);
    }
    expect(outbox.mails.map((m) => m.subject)).toEqual([expect.stringMatching(/already yours/)]);
    expect(outbox.texts.every((t) => !/\b\d{6}\b/.test(t.body))).toBe(true);
  });

  it("keeps a tax id and shows only its last 4 digits", async () => {
    const u = await createUser(s);
    const before = await s.call("GET", "/api/user/taxId", { token: u.token });
    expect(before.body.res_data).toEqual({ taxId: "", isSet: false });
    const bad = await s.call("POST", "/api/user/taxId", { token: u.token, body: { taxId: "12-34" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    const set = await s.call("POST", "/api/user/taxId", { token: u.token, body: { taxId: "123-45-6789" } });
    expect(set.body.res_data).toEqual({ taxId: "*****6789", isSet: true });
    const after = await s.call("GET", "/api/user/taxId", { token: u.token });
    expect(after.body.res_data).toEqual({ taxId: "*****6789", isSet: true });
    expect(JSON.stringify((await s.call("GET", "/api/user/info", { token: u.token })).body)).not.toContain(
      "123456789",
    );
  });

  it("confirms the user data for payouts", async () => {
    const u = await createUser(s);
    expect((await s.call("GET", "/api/user/info", { token: u.token })).body.res_data.userDataConfirmed).toBe(
      false,
    );
    const bad = await s.call("POST", "/api/user/confirmUserData", {
      token: u.token,
      body: { firstName: "" },
    });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    const r = await s.call("POST", "/api/user/confirmUserData", {
      token: u.token,
      body: { firstName: "Legal", lastName: "Name" },
    });
    expect(r.body.res_data).toMatchObject({ userDataConfirmed: true, firstName: "Legal", lastName: "Name" });
  });

  it("lists country dial codes", async () => {
    const r = await s.call("GET", "/api/sys/countryCodes");
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data[0]).toEqual({ code: "US", name: "United States", dialCode: "+1" });
    expect(r.body.res_data.length).toBeGreaterThan(200);
    expect(r.body.res_data).toContainEqual({ code: "GB", name: "United Kingdom", dialCode: "+44" });
  });

  it("wrong passwords at change-password and deactivate slow those down, never the owner's sign-in", async () => {
    const email = freshEmail();
    const a = await signUp(s, box, email);
    const change = () =>
      s.call("POST", "/api/user/changePassword", {
        token: a.token,
        body: { oldPassword: "Wrong7Pass", password: "Brand9New" },
      });
    const deactivate = () =>
      s.call("POST", "/api/user/deactivate", { token: a.token, body: { password: "Wrong7Pass" } });
    for (let i = 0; i < 3; i++) expect((await change()).body.status_code).toBe(Code.FORBIDDEN);
    for (let i = 0; i < 2; i++) expect((await deactivate()).body.status_code).toBe(Code.FORBIDDEN);
    const slowed = await change();
    expect(slowed.status).toBe(HTTP.TooManyRequests);
    expect(slowed.body).toMatchObject({ status_code: Code.RATE_LIMITED, res_data: { retryAfter: 1 } });
    expect((await deactivate()).body.status_code).toBe(Code.RATE_LIMITED);
    const login = await s.call("POST", `${L}/login`, { body: { account: email, password: "Sunny7Day" } });
    expect(login.body.status_code).toBe(Code.OK);
  });

  it("deactivates the account: sessions end and sign-in is refused", async () => {
    const email = freshEmail();
    const a = await signUp(s, box, email);
    const wrong = await s.call("POST", "/api/user/deactivate", {
      token: a.token,
      body: { password: "Wrong7Pass" },
    });
    expect(wrong.body.status_code).toBe(Code.FORBIDDEN);
    const r = await s.call("POST", "/api/user/deactivate", {
      token: a.token,
      body: { password: "Sunny7Day" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect((await s.call("GET", "/api/user/info", { token: a.token })).body.status_code).toBe(
      Code.SESSION_REVOKED,
    );
    const login = await s.call("POST", `${L}/login`, { body: { account: email, password: "Sunny7Day" } });
    expect(login.body.status_code).toBe(Code.FORBIDDEN);
    expect(login.body.message).toMatch(/deactivated/);
  });
});

describe("stores and team", () => {
  /** The invitee answers yes to every invitation waiting for them. */
  async function acceptAll(token: string) {
    const waiting = await s.call("GET", "/api/team/invitations", { token });
    expect(waiting.body.res_data.length).toBeGreaterThan(0);
    for (const i of waiting.body.res_data as { invitationId: number }[]) {
      const r = await s.call("POST", "/api/team/accept", { token, body: { invitationId: i.invitationId } });
      expect(r.body.status_code).toBe(Code.OK);
    }
  }

  async function asStore(token: string, storeId: number) {
    const r = await s.call("POST", "/api/sys/chooseIdentity", { token, body: { storeId } });
    return { "X-Identity-Token": r.body.res_data.storeToken as string };
  }

  it("creates, lists and edits stores with permission checks", async () => {
    const owner = await createUser(s);
    const stranger = await createUser(s);
    const bad = await s.call("POST", "/api/store/save", { token: owner.token, body: { storeName: "x" } });
    expect(bad.body.status_code).toBe(Code.VALIDATION);
    const outsideLogo = await s.call("POST", "/api/store/save", {
      token: owner.token,
      body: { storeName: "Radio Shack", logo: "https://tracker.example/logo.png" },
    });
    expect(outsideLogo.status).toBe(HTTP.BadRequest);
    expect(outsideLogo.body.res_data.errors[0].path).toBe("logo");
    const made = await s.call("POST", "/api/store/save", {
      token: owner.token,
      body: { storeName: "Radio Shack", introduction: "Old radios" },
    });
    expect(made.body.status_code).toBe(Code.OK);
    expect(made.body.res_data).toMatchObject({ storeName: "Radio Shack", role: "owner", ownerId: owner.id });
    const id = made.body.res_data.id;
    const list = await s.call("GET", "/api/store/list", { token: owner.token });
    expect(list.body.res_data.map((x: { id: number }) => x.id)).toEqual([id]);
    const edit = await s.call("POST", "/api/store/save", {
      token: owner.token,
      form: { id: String(id), storeName: "Radio Barn" },
    });
    expect(edit.body.res_data.storeName).toBe("Radio Barn");
    const theirs = await s.call("POST", "/api/store/save", {
      token: stranger.token,
      body: { id, storeName: "Mine now" },
    });
    expect(theirs.body.status_code).toBe(Code.NOT_FOUND);
    const detail = await s.call("GET", "/api/store/detail", { token: stranger.token, query: { id } });
    expect(detail.body.status_code).toBe(Code.NOT_FOUND);
    expect((await s.call("GET", "/api/store/list", { token: stranger.token })).body.res_data).toEqual([]);
    const ident = await s.call("GET", "/api/sys/identity", { token: owner.token });
    expect(ident.body.res_data.stores).toEqual([{ id, storeName: "Radio Barn" }]);
  });

  it("lists roles", async () => {
    const r = await s.call("GET", "/api/team/roles");
    expect(r.body.res_data.map((x: { role: string }) => x.role)).toEqual(["owner", "admin", "staff"]);
    expect(r.body.res_data[2].description).toBe("Posts and edits items and handles orders for the store.");
  });

  it("names and describes the roles in Chinese when asked in Chinese", async () => {
    const r = await s.call("GET", "/api/team/roles", { headers: { "Accept-Language": "zh-CN,zh;q=0.9" } });
    type Role = { role: string; name: string; description: string; permissions: string[] };
    const roles = r.body.res_data as Role[];
    expect(roles.map((x) => x.role)).toEqual(["owner", "admin", "staff"]);
    expect(roles.map((x) => x.name)).toEqual(["店主", "管理员", "员工"]);
    for (const x of roles) expect(x.description).toMatch(/\p{Script=Han}/u);
    expect(roles[0]!.permissions).toContain("wallet.manage");
    expect(roles[0]).not.toHaveProperty("zh");
  });

  it("the owner adds, edits and removes members; staff cannot manage; identity required", async () => {
    const owner = await createUser(s);
    const adminUser = await createUser(s);
    const staffUser = await createUser(s, { userName: `st${Date.now().toString(36).slice(-8)}` });
    const outsider = await createUser(s);
    const storeId = await createStore(s, owner.id, "Team Store");
    const oh = await asStore(owner.token, storeId);

    const noIdentity = await s.call("GET", "/api/team/users", { token: owner.token });
    expect(noIdentity.body.status_code).toBe(Code.FORBIDDEN);

    const add1 = await s.call("POST", "/api/team/add", {
      token: owner.token,
      headers: oh,
      body: { account: adminUser.email, role: "admin" },
    });
    expect(add1.body.status_code).toBe(Code.OK);
    const add2 = await s.call("POST", "/api/team/add", {
      token: owner.token,
      headers: oh,
      form: { account: staffUser.email.toUpperCase() },
    });
    expect(add2.body.res_data).toEqual({ account: staffUser.email, role: "staff" });
    // Nobody is in the team until they accept.
    const waiting = await s.call("GET", "/api/team/users", { token: owner.token, headers: oh });
    expect(
      waiting.body.res_data.list.map((u: { userId: number | null; status: string }) => [u.userId, u.status]),
    ).toEqual([
      [owner.id, "member"],
      [null, "invited"],
      [null, "invited"],
    ]);
    await acceptAll(adminUser.token);
    await acceptAll(staffUser.token);
    const dup = await s.call("POST", "/api/team/add", {
      token: owner.token,
      headers: oh,
      body: { account: adminUser.email },
    });
    expect(dup.body.status_code).toBe(Code.CONFLICT);
    const nobody = await s.call("POST", "/api/team/add", {
      token: owner.token,
      headers: oh,
      body: { account: "nobody@nowhere.test" },
    });
    // The same answer as for an account: nobody learns who has one (and nobody joins).
    expect(nobody.body).toMatchObject({
      status_code: Code.OK,
      res_data: { account: "nobody@nowhere.test", role: "staff" },
    });
    const asOwnerRole = await s.call("POST", "/api/team/add", {
      token: owner.token,
      headers: oh,
      body: { account: outsider.email, role: "owner" },
    });
    expect(asOwnerRole.body.status_code).toBe(Code.VALIDATION);

    const users = await s.call("GET", "/api/team/users", { token: owner.token, headers: oh });
    // The address without an account waits as an invitation, like any other, showing only itself.
    expect(users.body.res_data.total).toBe(4);
    expect(users.body.res_data.hasNextPage).toBe(false);
    expect(
      users.body.res_data.list.map((u: { userId: number | null; role: string; name: string }) => [
        u.userId ?? u.name,
        u.role,
      ]),
    ).toEqual([
      [owner.id, "owner"],
      [adminUser.id, "admin"],
      [staffUser.id, "staff"],
      ["nobody@nowhere.test", "staff"],
    ]);
    const page = await s.call("GET", "/api/team/users", {
      token: owner.token,
      headers: oh,
      query: { currentPage: 1, pageSize: 2 },
    });
    expect(page.body.res_data.list).toHaveLength(2);
    expect(page.body.res_data.hasNextPage).toBe(true);

    // Staff may look but not manage.
    const sh = await asStore(staffUser.token, storeId);
    expect(
      (await s.call("GET", "/api/team/users", { token: staffUser.token, headers: sh })).body.status_code,
    ).toBe(Code.OK);
    const staffAdds = await s.call("POST", "/api/team/add", {
      token: staffUser.token,
      headers: sh,
      body: { account: outsider.email },
    });
    expect(staffAdds.body.status_code).toBe(Code.FORBIDDEN);
    const staffRemoves = await s.call("POST", "/api/team/delete", {
      token: staffUser.token,
      headers: sh,
      body: { userId: adminUser.id },
    });
    expect(staffRemoves.body.status_code).toBe(Code.FORBIDDEN);

    // Admins add staff, not admins, and cannot change roles.
    const ah = await asStore(adminUser.token, storeId);
    const adminAddsAdmin = await s.call("POST", "/api/team/add", {
      token: adminUser.token,
      headers: ah,
      body: { account: outsider.email, role: "admin" },
    });
    expect(adminAddsAdmin.body.status_code).toBe(Code.FORBIDDEN);
    const adminAddsStaff = await s.call("POST", "/api/team/add", {
      token: adminUser.token,
      headers: ah,
      body: { account: outsider.email, role: "staff" },
    });
    expect(adminAddsStaff.body.status_code).toBe(Code.OK);
    await acceptAll(outsider.token);
    const adminEdits = await s.call("POST", "/api/team/edit", {
      token: adminUser.token,
      headers: ah,
      body: { userId: staffUser.id, role: "admin" },
    });
    expect(adminEdits.body.status_code).toBe(Code.FORBIDDEN);
    const adminRemovesOwner = await s.call("POST", "/api/team/delete", {
      token: adminUser.token,
      headers: ah,
      body: { userId: owner.id },
    });
    expect(adminRemovesOwner.body.status_code).toBe(Code.FORBIDDEN);

    // The owner changes roles and removes people, but not themself.
    const edit = await s.call("POST", "/api/team/edit", {
      token: owner.token,
      headers: oh,
      body: { userId: staffUser.id, role: "admin" },
    });
    expect(edit.body.res_data).toEqual({ userId: staffUser.id, role: "admin" });
    const editOwner = await s.call("POST", "/api/team/edit", {
      token: owner.token,
      headers: oh,
      body: { userId: owner.id, role: "staff" },
    });
    expect(editOwner.body.status_code).toBe(Code.FORBIDDEN);
    const editStranger = await s.call("POST", "/api/team/edit", {
      token: owner.token,
      headers: oh,
      body: { userId: 987654, role: "staff" },
    });
    expect(editStranger.body.status_code).toBe(Code.NOT_FOUND);
    const removeOwner = await s.call("POST", "/api/team/delete", {
      token: owner.token,
      headers: oh,
      body: { userId: owner.id },
    });
    expect(removeOwner.body.status_code).toBe(Code.FORBIDDEN);
    const remove = await s.call("POST", "/api/team/delete", {
      token: owner.token,
      headers: oh,
      body: { userId: outsider.id },
    });
    expect(remove.body.status_code).toBe(Code.OK);
    const invited = (await s.call("GET", "/api/team/users", { token: owner.token, headers: oh })).body
      .res_data.list as { invitationId: number | null; status: string }[];
    const withdraw = await s.call("POST", "/api/team/delete", {
      token: owner.token,
      headers: oh,
      body: { invitationId: invited.find((u) => u.status === "invited")!.invitationId },
    });
    expect(withdraw.body.status_code).toBe(Code.OK);
    const after = await s.call("GET", "/api/team/users", { token: owner.token, headers: oh });
    expect(after.body.res_data.total).toBe(3);
    expect(after.body.res_data.list.every((u: { status: string }) => u.status === "member")).toBe(true);
  });
});

describe("OpenAPI", () => {
  it("documents every accounts endpoint", async () => {
    // Read from the route registry the document is generated from (the generated document itself is
    // covered by platform.test.ts).
    const app = createApp(s.deps);
    const paths = new Set(
      app.openAPIRegistry.definitions.flatMap((d) => (d.type === "route" ? [d.route.path] : [])),
    );
    for (const p of [
      "/api/hweb/login/v1/sendCode",
      "/api/hweb/login/v1/register",
      "/api/hweb/login/v1/login",
      "/api/hweb/login/v1/loginByCode",
      "/api/hweb/login/v1/resetPassword",
      "/api/hweb/login/v1/logout",
      "/api/refreshToken",
      "/api/sys/identity",
      "/api/sys/chooseIdentity",
      "/api/sys/countryCodes",
      "/api/user/info",
      "/api/user/setUsername",
      "/api/user/updateProfile",
      "/api/user/changePassword",
      "/api/user/bindAccount",
      "/api/user/deactivate",
      "/api/user/taxId",
      "/api/user/confirmUserData",
      "/api/store/list",
      "/api/store/detail",
      "/api/store/save",
      "/api/team/roles",
      "/api/team/users",
      "/api/team/add",
      "/api/team/edit",
      "/api/team/delete",
      "/api/team/invitations",
      "/api/team/accept",
      "/api/team/decline",
    ])
      expect(paths.has(p), p).toBe(true);
  });
});
