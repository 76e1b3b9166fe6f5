import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { storeMembers } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { PLATFORM_ACCESS_TTL_SECONDS, PLATFORM_CODE_TTL_MS } from "#shared/contract/stores-admin";
import { HTTP } from "../http-status.ts";
import { createItem, createStore, createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { makeOrder } from "./orders.fixtures.ts";
import { asStore, type StoreActor, storeWithTeam } from "./stores-admin.fixtures.ts";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer();
});
afterAll(async () => {
  await s.close();
});

const REDIRECT = "https://sync.example/callback";

/** A store (the developer) with a registered app; answers the app's credentials. */
async function registeredApp(scopes = ["items:read", "store:read"]) {
  const { owner, staff, storeId } = await storeWithTeam(s, "Dev Shop");
  const r = await s.call("POST", "/api/platform/apps/save", {
    ...asStore(owner),
    body: { name: "Inventory sync", redirectUris: [REDIRECT], scopes },
  });
  expect(r.body.status_code).toBe(Code.OK);
  const { clientId, clientSecret } = r.body.res_data as { clientId: string; clientSecret: string };
  return { owner, staff, storeId, clientId, clientSecret };
}

function pkce() {
  const verifier = randomBytes(32).toString("base64url");
  return { verifier, challenge: createHash("sha256").update(verifier).digest("base64url") };
}

/** The PKCE pair every flow uses unless it brings its own (PKCE is required). */
const FLOW = pkce();

async function allow(
  user: TestUser | StoreActor,
  body: Record<string, unknown>,
): Promise<{ status_code: number; res_data: { redirectTo: string } }> {
  const withPkce =
    "codeChallenge" in body ? body : { ...body, codeChallenge: FLOW.challenge, codeChallengeMethod: "S256" };
  return (await s.call("POST", "/api/platform/authorize", { token: user.token, body: withPkce })).body;
}

const codeOf = (redirectTo: string) => new URL(redirectTo).searchParams.get("code")!;

const token = (form: Record<string, string>) =>
  s.call("POST", "/api/platform/token", {
    form:
      form.grant_type === "authorization_code" && !("code_verifier" in form)
        ? { ...form, code_verifier: FLOW.verifier }
        : form,
  });

type App = Awaited<ReturnType<typeof registeredApp>>;
type Tokens = { access_token: string; refresh_token: string };

/** The owner allows the app for its store and the app swaps the code (and its verifier) for tokens. */
async function connect(app: App, scope: string): Promise<Tokens> {
  const allowed = await allow(app.owner, {
    clientId: app.clientId,
    redirectUri: REDIRECT,
    scope,
    storeId: app.storeId,
  });
  const r = await token({
    grant_type: "authorization_code",
    client_id: app.clientId,
    client_secret: app.clientSecret,
    code: codeOf(allowed.res_data.redirectTo),
    redirect_uri: REDIRECT,
  });
  expect(r.body.status_code).toBe(Code.OK);
  return r.body.res_data;
}

describe("app authorization (OAuth code + PKCE)", () => {
  it("describes the request, gives a code for a store the user admins, and the code buys tokens once", async () => {
    const app = await registeredApp();
    const q = { clientId: app.clientId, redirectUri: REDIRECT, scope: "store:read items:read" };

    const info = await s.call("GET", "/api/platform/authorize", { token: app.owner.token, query: q });
    expect(info.body.status_code).toBe(Code.OK);
    expect(info.body.res_data).toEqual({
      app: { name: "Inventory sync", clientId: app.clientId, developer: "Dev Shop" },
      redirectUri: REDIRECT,
      scopes: ["store:read", "items:read"],
      stores: [{ id: app.storeId, storeName: "Dev Shop" }],
    });
    // Staff cannot connect apps, so they are offered no store, and allowing is 10003.
    const staffInfo = await s.call("GET", "/api/platform/authorize", { token: app.staff.token, query: q });
    expect(staffInfo.body.res_data.stores).toEqual([]);
    expect((await allow(app.staff, { ...q, storeId: app.storeId })).status_code).toBe(Code.FORBIDDEN);

    const { verifier, challenge } = pkce();
    // A challenge without a method would be `plain`: refused up front.
    const plain = await allow(app.owner, { ...q, storeId: app.storeId, codeChallenge: challenge });
    expect(plain.status_code).toBe(Code.VALIDATION);
    // No challenge at all: PKCE is required.
    const none = await s.call("POST", "/api/platform/authorize", {
      token: app.owner.token,
      body: { ...q, storeId: app.storeId },
    });
    expect(none.body.status_code).toBe(Code.VALIDATION);
    expect(none.body.res_data.errors[0].path).toBe("codeChallenge");
    const allowed = await allow(app.owner, {
      ...q,
      storeId: app.storeId,
      state: "xyz 1",
      codeChallenge: challenge,
      codeChallengeMethod: "S256",
    });
    expect(allowed.status_code).toBe(Code.OK);
    const to = new URL(allowed.res_data.redirectTo);
    expect(`${to.origin}${to.pathname}`).toBe(REDIRECT);
    expect(to.searchParams.get("state")).toBe("xyz 1");
    const code = codeOf(allowed.res_data.redirectTo);
    expect(code).toMatch(/^bnac_/);

    const base = {
      grant_type: "authorization_code",
      client_id: app.clientId,
      client_secret: app.clientSecret,
      code,
      redirect_uri: REDIRECT,
    };
    // The wrong secret, the wrong verifier, another redirect URI: refused, and the code survives.
    expect((await token({ ...base, client_secret: "bnsk_wrong", code_verifier: verifier })).status).toBe(
      HTTP.Unauthorized,
    );
    const badVerifier = await token({ ...base, code_verifier: pkce().verifier });
    expect(badVerifier.body.status_code).toBe(Code.VALIDATION);
    expect(badVerifier.body.res_data.errors[0].path).toBe("code_verifier");
    const badRedirect = await token({
      ...base,
      redirect_uri: "https://sync.example/other",
      code_verifier: verifier,
    });
    expect(badRedirect.body.res_data.errors[0].path).toBe("redirect_uri");

    const issued = await token({ ...base, code_verifier: verifier });
    expect(issued.body.status_code).toBe(Code.OK);
    expect(issued.body.res_data).toMatchObject({
      token_type: "Bearer",
      expires_in: PLATFORM_ACCESS_TTL_SECONDS,
      scope: "store:read items:read",
      store_id: app.storeId,
    });
    const access = issued.body.res_data.access_token as string;
    expect(access).toMatch(/^bnat_/);
    expect(issued.body.res_data.refresh_token).toMatch(/^bnrt_/);

    const store = await s.call("GET", "/api/platform/v1/store", { token: access });
    expect(store.body.res_data).toMatchObject({ id: app.storeId, storeName: "Dev Shop" });

    // The same code again is refused, and the tokens it gave stop working.
    const again = await token({ ...base, code_verifier: verifier });
    expect(again.body.status_code).toBe(Code.VALIDATION);
    expect(again.body.res_data.errors[0].path).toBe("code");
    expect((await s.call("GET", "/api/platform/v1/store", { token: access })).status).toBe(HTTP.Unauthorized);
  });

  it("refuses unknown apps, unregistered redirect URIs and scopes the app does not have", async () => {
    const app = await registeredApp(["items:read"]);
    const ask = (query: Record<string, string>) =>
      s.call("GET", "/api/platform/authorize", { token: app.owner.token, query });
    expect(
      (await ask({ clientId: "bnapp_nope", redirectUri: REDIRECT, scope: "items:read" })).body.status_code,
    ).toBe(Code.NOT_FOUND);
    const uri = await ask({
      clientId: app.clientId,
      redirectUri: "https://evil.example/cb",
      scope: "items:read",
    });
    expect(uri.body.status_code).toBe(Code.VALIDATION);
    expect(uri.body.res_data.errors[0].path).toBe("redirectUri");
    const scope = await ask({
      clientId: app.clientId,
      redirectUri: REDIRECT,
      scope: "items:read wallet:read",
    });
    expect(scope.body.res_data.errors[0].path).toBe("scope");
    const unknownScope = await ask({ clientId: app.clientId, redirectUri: REDIRECT, scope: "everything" });
    expect(unknownScope.body.status_code).toBe(Code.VALIDATION);
    // A guest is asked to sign in.
    const guest = await s.call("GET", "/api/platform/authorize", {
      query: { clientId: app.clientId, redirectUri: REDIRECT, scope: "items:read" },
    });
    expect(guest.status).toBe(HTTP.Unauthorized);
    // Nobody outside a store may connect an app to it.
    const stranger = await createUser(s);
    const strangerStore = await createStore(s, stranger.id, "Stranger's");
    expect(
      (
        await allow(stranger, {
          clientId: app.clientId,
          redirectUri: REDIRECT,
          scope: "items:read",
          storeId: app.storeId,
        })
      ).status_code,
    ).toBe(Code.FORBIDDEN);
    // …but a store of their own they may (a third-party app).
    expect(
      (
        await allow(stranger, {
          clientId: app.clientId,
          redirectUri: REDIRECT,
          scope: "items:read",
          storeId: strangerStore,
        })
      ).status_code,
    ).toBe(Code.OK);
  });

  it("codes expire; access tokens expire and refresh; a refresh token works once", async () => {
    const app = await registeredApp();
    const q = { clientId: app.clientId, redirectUri: REDIRECT, scope: "items:read", storeId: app.storeId };
    const creds = { client_id: app.clientId, client_secret: app.clientSecret };

    const late = codeOf((await allow(app.owner, q)).res_data.redirectTo);
    s.clock.offsetMs += PLATFORM_CODE_TTL_MS + 1000;
    const expired = await token({
      ...creds,
      grant_type: "authorization_code",
      code: late,
      redirect_uri: REDIRECT,
    });
    expect(expired.body.res_data.errors[0].path).toBe("code");

    // The code with the flow's verifier (and the secret) is enough.
    await createItem(s, { sellerId: app.owner.id, storeId: app.storeId, title: "Brass lamp" });
    await createItem(s, { sellerId: app.owner.id, storeId: null, title: "Personal chair" });
    const code = codeOf((await allow(app.owner, q)).res_data.redirectTo);
    const first = (await token({ ...creds, grant_type: "authorization_code", code, redirect_uri: REDIRECT }))
      .body.res_data;
    const items = await s.call("GET", "/api/platform/v1/items", { token: first.access_token });
    expect(items.body.res_data.list.map((i: { title: string }) => i.title)).toEqual(["Brass lamp"]);
    // items:read only: the store profile is 10003.
    expect(
      (await s.call("GET", "/api/platform/v1/store", { token: first.access_token })).body.status_code,
    ).toBe(Code.FORBIDDEN);

    s.clock.offsetMs += PLATFORM_ACCESS_TTL_SECONDS * 1000 + 1000;
    const stale = await s.call("GET", "/api/platform/v1/items", { token: first.access_token });
    expect(stale.status).toBe(HTTP.Unauthorized);
    expect(stale.body.status_code).toBe(Code.TOKEN_EXPIRED);

    const second = await token({ ...creds, grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(second.body.status_code).toBe(Code.OK);
    expect(second.body.res_data.refresh_token).not.toBe(first.refresh_token);
    expect(
      (await s.call("GET", "/api/platform/v1/items", { token: second.body.res_data.access_token })).status,
    ).toBe(HTTP.OK);

    // The old refresh token again: refused, and the whole grant ends.
    const replay = await token({ ...creds, grant_type: "refresh_token", refresh_token: first.refresh_token });
    expect(replay.body.res_data.errors[0].path).toBe("refresh_token");
    expect(
      (await s.call("GET", "/api/platform/v1/items", { token: second.body.res_data.access_token })).status,
    ).toBe(HTTP.Unauthorized);
    const after = await token({
      ...creds,
      grant_type: "refresh_token",
      refresh_token: second.body.res_data.refresh_token,
    });
    expect(after.body.status_code).toBe(Code.VALIDATION);
  });

  it("a deleted app's tokens stop working; without a token the app API is 401", async () => {
    const app = await registeredApp();
    const t = await connect(app, "store:read");
    expect((await s.call("GET", "/api/platform/v1/store", { token: t.access_token })).status).toBe(HTTP.OK);
    const list = await s.call("GET", "/api/platform/apps", asStore(app.owner));
    const id = list.body.res_data.list[0].id;
    await s.call("POST", "/api/platform/apps/delete", { ...asStore(app.owner), body: { id } });
    expect((await s.call("GET", "/api/platform/v1/store", { token: t.access_token })).body.status_code).toBe(
      Code.TOKEN_INVALID,
    );
    expect((await s.call("GET", "/api/platform/v1/store")).status).toBe(HTTP.Unauthorized);
    // A user's own session token is not an app token.
    expect((await s.call("GET", "/api/platform/v1/store", { token: app.owner.token })).status).toBe(
      HTTP.Unauthorized,
    );
  });

  it("the store sees the apps connected to it and disconnects one; staff may look but not disconnect", async () => {
    const app = await registeredApp();
    expect((await s.call("GET", "/api/platform/connections", asStore(app.owner))).body.res_data).toEqual([]);
    const a = await connect(app, "store:read");
    const b = await connect(app, "store:read");
    const list = await s.call("GET", "/api/platform/connections", asStore(app.owner));
    expect(list.body.res_data).toEqual([
      {
        appId: expect.any(Number),
        name: "Inventory sync",
        clientId: app.clientId,
        scopes: ["store:read"],
        connectedBy: expect.any(String),
        connectTime: expect.any(Number),
      },
    ]);
    const appId = list.body.res_data[0].appId;
    expect((await s.call("GET", "/api/platform/connections", asStore(app.staff))).body.res_data).toHaveLength(
      1,
    );
    const byStaff = await s.call("POST", "/api/platform/connections/disconnect", {
      ...asStore(app.staff),
      body: { appId },
    });
    expect(byStaff.body.status_code).toBe(Code.FORBIDDEN);
    expect(
      (await s.call("GET", "/api/platform/connections", { token: app.owner.token })).body.status_code,
    ).toBe(Code.FORBIDDEN);

    const done = await s.call("POST", "/api/platform/connections/disconnect", {
      ...asStore(app.owner),
      body: { appId },
    });
    expect(done.body.status_code).toBe(Code.OK);
    for (const t of [a, b]) {
      expect((await s.call("GET", "/api/platform/v1/store", { token: t.access_token })).status).toBe(
        HTTP.Unauthorized,
      );
      const refreshed = await token({
        grant_type: "refresh_token",
        client_id: app.clientId,
        client_secret: app.clientSecret,
        refresh_token: t.refresh_token,
      });
      expect(refreshed.body.status_code).toBe(Code.VALIDATION);
    }
    expect((await s.call("GET", "/api/platform/connections", asStore(app.owner))).body.res_data).toEqual([]);
    const again = await s.call("POST", "/api/platform/connections/disconnect", {
      ...asStore(app.owner),
      body: { appId },
    });
    expect(again.body.status_code).toBe(Code.NOT_FOUND);
  });

  it("an admin's grant ends when they are no longer an admin", async () => {
    const app = await registeredApp();
    const db = s.deps.database.db;
    const setRole = (role: string) =>
      db
        .update(storeMembers)
        .set({ role })
        .where(and(eq(storeMembers.storeId, app.storeId), eq(storeMembers.userId, app.staff.id)));
    await setRole("admin");
    const allowed = await allow(app.staff, {
      clientId: app.clientId,
      redirectUri: REDIRECT,
      scope: "store:read",
      storeId: app.storeId,
    });
    expect(allowed.status_code).toBe(Code.OK);
    const creds = { client_id: app.clientId, client_secret: app.clientSecret };
    const t = (
      await token({
        ...creds,
        grant_type: "authorization_code",
        code: codeOf(allowed.res_data.redirectTo),
        redirect_uri: REDIRECT,
      })
    ).body.res_data;
    expect((await s.call("GET", "/api/platform/v1/store", { token: t.access_token })).body.status_code).toBe(
      Code.OK,
    );
    await setRole("staff");
    expect((await s.call("GET", "/api/platform/v1/store", { token: t.access_token })).body.status_code).toBe(
      Code.FORBIDDEN,
    );
    const refreshed = await token({ ...creds, grant_type: "refresh_token", refresh_token: t.refresh_token });
    expect(refreshed.body.status_code).toBe(Code.FORBIDDEN);
  });

  it("orders:read lists the store's sales, not the granter's personal ones", async () => {
    const app = await registeredApp(["orders:read"]);
    const buyer = await createUser(s);
    const storeSale = await makeOrder(s, app.owner, buyer, 2500, { storeId: app.storeId });
    await makeOrder(s, app.owner, buyer, 900, { storeId: null });
    const t = await connect(app, "orders:read");
    const r = await s.call("GET", "/api/platform/v1/orders", {
      token: t.access_token,
      query: { type: "all" },
    });
    expect(r.body.status_code).toBe(Code.OK);
    expect(r.body.res_data.list.map((o: { orderNumber: string }) => o.orderNumber)).toEqual([storeSale]);
    expect((await s.call("GET", "/api/platform/v1/items", { token: t.access_token })).body.status_code).toBe(
      Code.FORBIDDEN,
    );
  });

  it("wrong secrets from one address stop that address, not the app: the limit counts after the secret, per client and source", async () => {
    const app = await registeredApp();
    /** A token call from another loopback address (an attacker who knows the public client_id). */
    const fromElsewhere = (form: Record<string, string>) =>
      new Promise<number>((resolve, reject) => {
        const body = new URLSearchParams(form).toString();
        const { port } = new URL(s.url);
        const req = http.request(
          {
            host: "127.0.0.1",
            port,
            localAddress: "127.0.0.2",
            method: "POST",
            path: "/api/platform/token",
            headers: {
              "content-type": "application/x-www-form-urlencoded",
              "content-length": Buffer.byteLength(body),
            },
          },
          (res) => {
            res.resume();
            res.on("end", () => resolve(res.statusCode!));
          },
        );
        req.on("error", reject);
        req.end(body);
      });
    const bad = {
      grant_type: "refresh_token",
      client_id: app.clientId,
      client_secret: "bnsk_wrong",
      refresh_token: "x",
    };
    const statuses: number[] = [];
    for (let i = 0; i < 35; i++) statuses.push(await fromElsewhere(bad));
    expect(statuses.slice(0, 30).every((st) => st === HTTP.Unauthorized)).toBe(true);
    expect(statuses.slice(30).every((st) => st === HTTP.TooManyRequests)).toBe(true);
    // The app itself, from its own address, is not blocked.
    const t = await connect(app, "store:read");
    expect(t.access_token).toMatch(/^bnat_/);
  });
});
