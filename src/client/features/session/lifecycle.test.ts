import { beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { displayName } from "../../api/session-store.ts";
import { getToasts } from "../../api/toast-store.ts";
import { appStore, identityAtom } from "../../state.ts";
import { envelope, type FetchCall, freshTokens, setTokens, setupBrowser } from "../../test/browser-env.ts";
import { loadIdentity, onStorageEvent, startSession } from "./lifecycle.ts";
import { chooseIdentity, signIn, signOut } from "./session-actions.ts";

let responder: (c: FetchCall) => Response | Promise<Response>;
let env: ReturnType<typeof setupBrowser>;
const identity = { user: { id: 7, storeId: null }, stores: [{ id: 3, storeName: "Demo Store" }] };

beforeEach(() => {
  responder = (c) => {
    if (c.url.endsWith("/refreshToken")) return envelope(Code.OK, freshTokens(2));
    if (c.url.endsWith("/sys/identity")) return envelope(Code.OK, identity);
    if (c.url.endsWith("/user/info")) return envelope(Code.OK, { id: 7, userName: "buyer1" });
    return envelope(Code.OK, {});
  };
  env = setupBrowser((c) => responder(c));
  vi.stubGlobal("addEventListener", vi.fn());
  appStore.set(identityAtom, null);
});

const urls = () => env.calls.map((c) => c.url);

describe("start-up", () => {
  it("with a fresh token loads identity and user info at once", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    await startSession();
    expect(urls()).toEqual(["/api/sys/identity", "/api/user/info"]);
    expect(appStore.get(identityAtom)).toEqual(identity);
    expect(JSON.parse(localStorage.getItem("userInfo")!)).toMatchObject({ userName: "buyer1" });
    expect(globalThis.addEventListener).toHaveBeenCalledWith("storage", onStorageEvent);
  });

  it("with an expired main token refreshes and loads the identity 2000 ms later", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    const done = startSession();
    await vi.advanceTimersByTimeAsync(0);
    expect(urls()).toEqual(["/api/refreshToken"]);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(urls()).toEqual(["/api/refreshToken"]);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(urls()).toEqual(["/api/refreshToken", "/api/sys/identity", "/api/user/info"]);
    expect(env.calls[1]!.headers.get("authorization")).toBe("Bearer access-2");
  });

  it("with both expired clears user data and tokens and goes to /login", async () => {
    setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
    localStorage.setItem("userInfo", "{}");
    localStorage.setItem("usernamePopUp", "1");
    await startSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(localStorage.getItem("usernamePopUp")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
    expect(env.calls).toHaveLength(0);
  });

  it("with both expired on /forget stays there", async () => {
    setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
    env.pathname.mockReturnValue("/forget");
    await startSession();
    expect(localStorage.getItem("token")).toBeNull();
    expect(env.go).not.toHaveBeenCalled();
  });

  it("signed out: calls nothing", async () => {
    await startSession();
    expect(env.calls).toHaveLength(0);
    expect(await loadIdentity()).toBeNull();
  });
});

describe("other tabs and identity", () => {
  it("main token removed in another tab: clears the identity token and reloads", () => {
    sessionStorage.setItem("identityToken", "s");
    onStorageEvent({ key: "token", oldValue: "a", newValue: null });
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("other storage changes are ignored", () => {
    onStorageEvent({ key: "token", oldValue: "a", newValue: "b" });
    onStorageEvent({ key: "coords", oldValue: null, newValue: "{}" });
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("localStorage.clear() in another tab counts as removal", () => {
    onStorageEvent({ key: null, oldValue: null, newValue: null });
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("identity of another user than the stored one: clears the session identity and reloads", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 99 }));
    sessionStorage.setItem("identityToken", "store-token");
    responder = (c) =>
      c.url.endsWith("/sys/identity") ? envelope(Code.OK, identity) : envelope(Code.OK, null);
    expect(await loadIdentity()).toBeNull();
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("switching to a store stores the token, reloads identity, then the page after 300 ms", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = (c) => {
      if (c.url.endsWith("/sys/chooseIdentity")) return envelope(Code.OK, { storeToken: "store-3" });
      if (c.url.endsWith("/sys/identity"))
        return envelope(Code.OK, { ...identity, user: { id: 7, storeId: 3 } });
      return envelope(Code.OK, { id: 7 });
    };
    await chooseIdentity(3);
    expect(String(env.calls[0]!.body)).toBe("storeId=3");
    expect(sessionStorage.getItem("identityToken")).toBe("store-3");
    expect(localStorage.getItem("identityToken")).toBe("store-3");
    expect(env.calls[1]!.headers.get("x-identity-token")).toBe("store-3");
    expect(appStore.get(identityAtom)?.user.storeId).toBe(3);
    await vi.advanceTimersByTimeAsync(299);
    expect(env.reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("switching to Personal posts userId with empty companyId and storeId and clears the token", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    sessionStorage.setItem("identityToken", "store-3");
    appStore.set(identityAtom, identity);
    responder = (c) =>
      c.url.endsWith("/sys/chooseIdentity")
        ? envelope(Code.OK, { storeToken: "" })
        : envelope(Code.OK, identity);
    await chooseIdentity(null);
    expect(String(env.calls[0]!.body)).toBe("userId=7&companyId=&storeId=");
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    await vi.advanceTimersByTimeAsync(300);
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("a refused switch changes nothing", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.FORBIDDEN, {}, "Not a member");
    expect(await chooseIdentity(5)).toBe(false);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(env.reload).not.toHaveBeenCalled();
  });
});

describe("sign in and out", () => {
  it("signIn stores the tokens and user, clears an old identity, loads identity", async () => {
    localStorage.setItem("identityToken", "old");
    await signIn({ ...freshTokens(5), user: { id: 7, userName: "buyer1" } });
    expect(localStorage.getItem("token")).toBe("access-5");
    expect(localStorage.getItem("identityToken")).toBeNull();
    expect(appStore.get(identityAtom)).toEqual(identity);
  });

  it("signOut on success clears user info, tokens and the pop-up flag and goes home", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("userInfo", "{}");
    localStorage.setItem("usernamePopUp", "1");
    expect(await signOut()).toBe(true);
    expect(urls()).toEqual(["/api/hweb/login/v1/logout"]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(localStorage.getItem("usernamePopUp")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/");
  });

  it("signOut deletes the service worker's API caches (answers fetched for this user)", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    const deleted: string[] = [];
    vi.stubGlobal("caches", { delete: vi.fn(async (name: string) => deleted.push(name) > 0) });
    expect(await signOut()).toBe(true);
    expect(deleted.sort()).toEqual(["api-fresh", "api-public", "public-api"]);
  });

  it("a failed signOut keeps the API caches", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.FORBIDDEN, {}, "Could not sign you out");
    const del = vi.fn(async () => true);
    vi.stubGlobal("caches", { delete: del });
    expect(await signOut()).toBe(false);
    expect(del).not.toHaveBeenCalled();
  });

  it("signOut failure shows the message as a toast and keeps the session", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.FORBIDDEN, {}, "Could not sign you out");
    expect(await signOut()).toBe(false);
    expect(getToasts().map((t) => t.message)).toEqual(["Could not sign you out"]);
    expect(localStorage.getItem("token")).toBe("access-1");
  });

  it("signOut on a network failure shows a toast", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => Promise.reject(new TypeError("Failed to fetch"));
    expect(await signOut()).toBe(false);
    expect(getToasts()).toHaveLength(1);
  });

  it("signOut with a dead session finishes locally", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.SESSION_REVOKED, {}, "Request unauthorized", 401);
    expect(await signOut()).toBe(true);
    expect(localStorage.getItem("refreshToken")).toBeNull();
  });
});

describe("display name", () => {
  it("userName, else nickName, else first and last name", () => {
    expect(displayName({ userName: "u", nickName: "n", firstName: "F" })).toBe("u");
    expect(displayName({ userName: "", nickName: "n" })).toBe("n");
    expect(displayName({ firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(displayName(null)).toBe("");
  });
});
