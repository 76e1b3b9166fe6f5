import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../../../tests/http-status.ts";
import { envelope, type FetchCall, freshTokens, setTokens, setupBrowser } from "../test/browser-env.ts";
import { browser } from "./browser.ts";
import { HttpError } from "./http.ts";
import { _resetRequestState, ApiCodeError, api, http, request } from "./request.ts";
import { clearToasts, getToasts } from "./toast-store.ts";

let responder: (c: FetchCall) => Response | Promise<Response>;
let env: ReturnType<typeof setupBrowser>;

beforeEach(() => {
  responder = () => envelope(Code.OK, { ok: true });
  env = setupBrowser((c) => responder(c));
});
afterEach(() => {
  _resetRequestState();
  clearToasts();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const bodyText = (c: FetchCall | undefined) => String(c?.body);

describe("headers", () => {
  it("always sends platform: hweb and no auth when signed out", async () => {
    await http.get("/category/list");
    const c = env.calls[0]!;
    expect(c.url).toBe("/api/category/list");
    expect(c.headers.get("platform")).toBe("hweb");
    expect(c.headers.get("authorization")).toBeNull();
    expect(c.headers.get("x-identity-token")).toBeNull();
  });

  it("sends the bearer token and the identity token, session storage first", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("identityToken", "local-id");
    await http.get("/sys/identity");
    expect(env.calls[0]!.headers.get("authorization")).toBe("Bearer access-1");
    expect(env.calls[0]!.headers.get("x-identity-token")).toBe("local-id");
    sessionStorage.setItem("identityToken", "session-id");
    await http.get("/sys/identity");
    expect(env.calls[1]!.headers.get("x-identity-token")).toBe("session-id");
  });

  it("sends X-Refresh-Token only on GET /refreshToken", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    await http.get("/item/detail", { itemNumber: "A1" });
    expect(env.calls[0]!.headers.get("x-refresh-token")).toBeNull();
    expect(env.calls[0]!.url).toBe("/api/item/detail?itemNumber=A1");
    await http.get("/refreshToken");
    expect(env.calls[1]!.headers.get("x-refresh-token")).toBe("refresh-1");
  });

  it("sends Idempotency-Key when the caller gives one", async () => {
    await http.post(
      "/item/bid",
      { itemNumber: "A1", amountCents: 500 },
      { idempotencyKey: "k-1", public: true },
    );
    expect(env.calls[0]!.headers.get("idempotency-key")).toBe("k-1");
  });

  it("skips undefined and null query values", async () => {
    await http.get("/search/items", { q: "lamp", cid: undefined, lat: null, currentPage: 2 });
    expect(env.calls[0]!.url).toBe("/api/search/items?q=lamp&currentPage=2");
  });
});

describe("bodies", () => {
  it("form-encodes POST and PUT bodies by default", async () => {
    await http.post("/hweb/login/v1/login", {
      account: "a@b.c",
      password: "x y",
      tags: ["a", "b"],
      skip: undefined,
    });
    expect(env.calls[0]!.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(bodyText(env.calls[0])).toBe("account=a%40b.c&password=x+y&tags=a&tags=b");
    await http.put("/notification/read", { notificationId: 3, read: true }, { public: true });
    expect(bodyText(env.calls[1])).toBe("notificationId=3&read=true");
    expect(env.calls[1]!.method).toBe("PUT");
  });

  it("sends JSON when asked", async () => {
    await http.post(
      "/push/subscribe",
      { endpoint: "https://x", keys: { p256dh: "k" } },
      { json: true, public: true },
    );
    expect(env.calls[0]!.headers.get("content-type")).toBe("application/json");
    expect(JSON.parse(bodyText(env.calls[0]))).toEqual({ endpoint: "https://x", keys: { p256dh: "k" } });
  });

  it("passes FormData through untouched", async () => {
    const fd = new FormData();
    fd.append("file", new Blob(["x"]), "a.png");
    await http.post("/file/upload", fd, { public: true });
    expect(env.calls[0]!.body).toBe(fd);
    expect(env.calls[0]!.headers.get("content-type")).toBeNull();
  });

  it("sends no body on GET and DELETE", async () => {
    await request("DELETE", "/thing", { body: { a: 1 }, public: true });
    expect(env.calls[0]!.body).toBeUndefined();
  });
});

describe("timeout and HTTP errors", () => {
  it("rejects after 60 s without an answer", async () => {
    responder = (c) =>
      new Promise<Response>((_, reject) => {
        void c;
        const signal = (env.fetchMock.mock.calls.at(-1)![1] as RequestInit).signal!;
        signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      });
    const p = http.get("/category/list");
    const settled = expect(p).rejects.toMatchObject({ name: "HttpError", message: "The request timed out" });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(env.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("rejects network failures", async () => {
    responder = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(http.get("/category/list")).rejects.toBeInstanceOf(HttpError);
  });

  it("resolves HTTP 400 and 401 with the envelope", async () => {
    responder = () =>
      envelope(
        Code.VALIDATION,
        { errors: [{ path: "title", message: "required" }] },
        "Title is required",
        400,
      );
    const bad = await http.post("/item/save", { title: "" }, { public: true });
    expect(bad.status_code).toBe(Code.VALIDATION);
    expect(bad.res_data).toEqual({ errors: [{ path: "title", message: "required" }] });
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: malformed", 401);
    const unauth = await http.get("/user/info", undefined, { public: true });
    expect(unauth.status_code).toBe(Code.TOKEN_INVALID);
  });

  it("resolves a 401 without an envelope as a token error", async () => {
    responder = () => new Response("nope", { status: 401 });
    const r = await http.get("/user/info", undefined, { public: true });
    expect(r.status_code).toBe(Code.TOKEN_INVALID);
  });

  it("rejects 404, 413, 429 and 5xx (503 after its retries, below)", async () => {
    for (const status of [404, 413, 429, 500, 502]) {
      responder = () => envelope(Code.NOT_FOUND, {}, "nope", status);
      await expect(http.get("/x", undefined, { public: true })).rejects.toMatchObject({ status });
    }
  });

  it("rejects a 200 answer that is not an envelope", async () => {
    responder = () => new Response("<html>", { status: 200, headers: { "content-type": "text/html" } });
    await expect(http.get("/x", undefined, { public: true })).rejects.toBeInstanceOf(HttpError);
  });
});

describe("envelope and toasts", () => {
  it("returns the envelope on success and unwrap gives res_data", async () => {
    responder = () => envelope(Code.OK, { list: [1] });
    const e = await http.get("/search/items");
    expect(e).toMatchObject({ status_code: Code.OK, res_data: { list: [1] } });
    expect(await api.get("/search/items")).toEqual({ list: [1] });
    expect(getToasts().length).toBe(0);
  });

  it("shows a non-1 message as a toast and api.* throws ApiCodeError", async () => {
    responder = () => envelope(Code.BID_TOO_LOW, { minNextBidCents: 550 }, "Bid at least $5.50");
    const e = await http.post("/item/bid", {}, { public: true });
    expect(e.status_code).toBe(Code.BID_TOO_LOW);
    expect(getToasts().map((t) => t.message)).toContain("Bid at least $5.50");
    const err = await api.post("/item/bid", {}, { public: true, toast: false }).catch((x) => x);
    expect(err).toBeInstanceOf(ApiCodeError);
    expect((err as ApiCodeError).code).toBe(Code.BID_TOO_LOW);
  });

  it("toasts last 3000 ms", async () => {
    responder = () => envelope(Code.FORBIDDEN, {}, "Not allowed here");
    await http.get("/x", undefined, { public: true });
    expect(getToasts().some((t) => t.message === "Not allowed here")).toBe(true);
    await vi.advanceTimersByTimeAsync(2_999);
    expect(getToasts().some((t) => t.message === "Not allowed here")).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(getToasts().some((t) => t.message === "Not allowed here")).toBe(false);
  });

  it("suppresses toasts containing 'Request unauthorized'", async () => {
    responder = () => envelope(Code.FORBIDDEN, {}, "Request unauthorized: go away");
    await http.get("/y", undefined, { public: true });
    expect(getToasts().some((t) => t.message.includes("Request unauthorized"))).toBe(false);
  });

  it("lets callers opt out of the toast", async () => {
    responder = () => envelope(Code.PAYOUT_NEEDS_USER_DATA, {}, "Confirm your data first");
    await http.get("/wallet/connectedAccount", undefined, { toast: false, public: true });
    expect(getToasts().some((t) => t.message === "Confirm your data first")).toBe(false);
  });
});

describe("status code rules", () => {
  it("10021 clears the identity token (session and local) and reloads", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    sessionStorage.setItem("identityToken", "s");
    localStorage.setItem("identityToken", "l");
    responder = () => envelope(Code.IDENTITY_INVALID, {}, "Store identity is no longer valid", 401);
    await http.get("/item/watching");
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(localStorage.getItem("identityToken")).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("100024 removes the main token and, the session being over, leads to sign-in", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 1 }));
    env.pathname.mockReturnValue("/orders");
    responder = () => envelope(Code.SESSION_REVOKED, {}, "Request unauthorized: signed out", 401);
    await http.get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login?redirect=%2Forders");
    expect(env.reload).not.toHaveBeenCalled();
  });

  it("10020 refreshes the tokens and replays the call once", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    let first = true;
    responder = (c) => {
      if (c.url.endsWith("/refreshToken")) return envelope(Code.OK, freshTokens(2));
      if (first) {
        first = false;
        return envelope(Code.TOKEN_EXPIRED, {}, "Request unauthorized: token expired", 401);
      }
      return envelope(Code.OK, { ok: c.headers.get("authorization") });
    };
    const r = await http.get("/user/info");
    expect(r).toMatchObject({ status_code: Code.OK, res_data: { ok: "Bearer access-2" } });
    expect(env.calls.map((c) => c.url)).toEqual(["/api/user/info", "/api/refreshToken", "/api/user/info"]);
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("10020 on the refresh call itself does not start another token check", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.TOKEN_EXPIRED, {}, "Request unauthorized", 401);
    await http.get("/refreshToken");
    await vi.advanceTimersByTimeAsync(0);
    expect(env.calls).toHaveLength(1);
  });

  it("20050 for the token sent: refreshed, and the call made once more", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken")
        ? envelope(Code.OK, freshTokens(3))
        : c.headers.get("authorization") === "Bearer access-3"
          ? envelope(Code.OK, { ok: true })
          : envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: invalid access token", 401);
    const r = await http.get("/user/info");
    expect(r.status_code).toBe(Code.OK);
    expect(env.calls.map((c) => c.url)).toEqual(["/api/user/info", "/api/refreshToken", "/api/user/info"]);
    expect(getToasts()).toEqual([]);
  });

  it("a refused token that cannot be refreshed ends the session and leads to sign-in, back here after", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 1 }));
    env.pathname.mockReturnValue("/wallet");
    vi.spyOn(browser, "search").mockReturnValue("?tab=2");
    responder = (c) =>
      c.url.endsWith("/refreshToken")
        ? envelope(Code.TOKEN_INVALID, {}, "请求未授权：未知的刷新令牌", 401)
        : envelope(Code.TOKEN_INVALID, {}, "请求未授权：访问令牌无效", 401);
    await http.get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login?redirect=%2Fwallet%3Ftab%3D2");
    expect(getToasts()).toEqual([]);
  });

  it("a refused token without a refresh token ends the session at once", async () => {
    localStorage.setItem("token", "access-1");
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: invalid access token", 401);
    await http.get("/user/info");
    expect(env.calls).toHaveLength(1);
    expect(localStorage.getItem("token")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
  });

  it("a token refused again after its refresh ends the session (no second refresh)", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken")
        ? envelope(Code.OK, freshTokens(3))
        : envelope(Code.TOKEN_INVALID, {}, "bad", 401);
    await http.get("/user/info");
    expect(env.calls.map((c) => c.url)).toEqual(["/api/user/info", "/api/refreshToken", "/api/user/info"]);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("20050 without a token sent runs a plain token check", async () => {
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: please sign in", 401);
    await http.get("/user/info");
    expect(env.calls).toHaveLength(1);
    expect(env.go).not.toHaveBeenCalled();
  });

  it("holds back 'Request unauthorized' in Chinese as in English", async () => {
    responder = () => envelope(Code.FORBIDDEN, {}, "请求未授权：请先登录");
    await http.get("/user/info", undefined, { public: true });
    expect(getToasts()).toEqual([]);
  });
});

describe("token freshness", () => {
  it("refreshes first when the main token expired and the refresh token has not (single flight)", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    let refreshes = 0;
    responder = (c) => {
      if (c.url.endsWith("/refreshToken")) {
        refreshes++;
        return envelope(Code.OK, freshTokens(2));
      }
      return envelope(Code.OK, c.headers.get("authorization"));
    };
    const [a, b] = await Promise.all([http.get("/user/info"), http.get("/sys/identity")]);
    expect(refreshes).toBe(1);
    expect(a.res_data).toBe("Bearer access-2");
    expect(b.res_data).toBe("Bearer access-2");
    expect(env.calls[0]!.url).toBe("/api/refreshToken");
  });

  it("public calls skip the check", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    await http.get("/search/items", undefined, { public: true });
    await http.post("/hweb/login/v1/login", { account: "a", password: "b" });
    expect(env.calls.map((c) => c.url)).toEqual(["/api/search/items", "/api/hweb/login/v1/login"]);
  });

  it("both expired: clears tokens and user data and goes to /login", async () => {
    setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 1 }));
    await http.get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
  });

  it("both expired on /login or /forget: clears but stays", async () => {
    for (const where of ["/login", "/forget"]) {
      setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
      env.pathname.mockReturnValue(where);
      await http.get("/user/info");
      expect(localStorage.getItem("token")).toBeNull();
    }
    expect(env.go).not.toHaveBeenCalled();
  });

  it("a refused refresh ends the session", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken")
        ? envelope(Code.SESSION_REVOKED, {}, "Request unauthorized", 401)
        : envelope(Code.OK);
    await http.get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
  });

  it("a refresh that fails on the network keeps the tokens", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken") ? Promise.reject(new TypeError("offline")) : envelope(Code.OK);
    await http.get("/user/info");
    expect(localStorage.getItem("token")).toBe("access-1");
    expect(env.go).not.toHaveBeenCalled();
  });

  it("re-checks 2 s after a call (one timer for many calls)", async () => {
    setTokens({ expiresIn: 1_000, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken") ? envelope(Code.OK, freshTokens(4)) : envelope(Code.OK);
    await http.get("/user/info");
    await http.get("/sys/identity");
    expect(env.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(env.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(env.calls.map((c) => c.url).filter((u) => u.endsWith("/refreshToken"))).toHaveLength(1);
    expect(localStorage.getItem("token")).toBe("access-4");
  });
});

describe("a busy server (503)", () => {
  const busy = (retryAfter: string) =>
    new Response(
      JSON.stringify({
        status_code: Code.SERVER_BUSY,
        message: "busy",
        res_data: { retryAfter: 1 },
        server_time: 0,
      }),
      { status: 503, headers: { "content-type": "application/json", "retry-after": retryAfter } },
    );

  it("is tried again after Retry-After, then answers", async () => {
    let n = 0;
    const at: number[] = [];
    responder = () => {
      at.push(Date.now());
      return ++n < 3 ? busy(n === 1 ? "0" : "1") : envelope(Code.OK, { ok: true });
    };
    const answer = http.get("/item/detail", { itemNumber: "A1" });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(answer).resolves.toMatchObject({ status_code: Code.OK, res_data: { ok: true } });
    expect(env.calls).toHaveLength(3);
    // The second pause honours Retry-After: 1 (a second at least).
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1000);
  });

  it("gives up after a few tries with the server's 503", async () => {
    responder = () => busy("0");
    const answer = http.get("/item/detail", { itemNumber: "A1" }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(60_000);
    const err = await answer;
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(HTTP.ServiceUnavailable);
    expect(env.calls).toHaveLength(4);
  });
});
