import { beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { HTTP } from "../../../tests/http-status.ts";
import { envelope, type FetchCall, freshTokens, setTokens, setupBrowser } from "../test/browser-env.ts";
import { browser } from "./browser.ts";
import { ApiError, type CallOptions, call } from "./call.ts";
import { getToasts } from "./toast-store.ts";
import type { Query } from "./wire.ts";

let responder: (c: FetchCall) => Response | Promise<Response>;
let env: ReturnType<typeof setupBrowser>;

beforeEach(() => {
  responder = () => envelope(Code.OK, { ok: true });
  env = setupBrowser((c) => responder(c));
});

const bodyText = (c: FetchCall | undefined) => String(c?.body);

/** A call's outcome, never a rejection: what it answered, or its ApiError. */
const outcome = (p: Promise<unknown>) => p.catch((e: unknown) => e);
const get = (path: string, query?: Query, o: CallOptions = {}) => outcome(call("GET", path, { ...o, query }));
const post = (path: string, body?: CallOptions["body"], o: CallOptions = {}) =>
  outcome(call("POST", path, { ...o, body }));
const put = (path: string, body?: CallOptions["body"], o: CallOptions = {}) =>
  outcome(call("PUT", path, { ...o, body }));

describe("headers", () => {
  it("always sends platform: hweb and no auth when signed out", async () => {
    await get("/category/list");
    const c = env.calls[0]!;
    expect(c.url).toBe("/api/category/list");
    expect(c.headers.get("platform")).toBe("hweb");
    expect(c.headers.get("authorization")).toBeNull();
    expect(c.headers.get("x-identity-token")).toBeNull();
  });

  it("sends the bearer token and the identity token, session storage first", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("identityToken", "local-id");
    await get("/sys/identity");
    expect(env.calls[0]!.headers.get("authorization")).toBe("Bearer access-1");
    expect(env.calls[0]!.headers.get("x-identity-token")).toBe("local-id");
    sessionStorage.setItem("identityToken", "session-id");
    await get("/sys/identity");
    expect(env.calls[1]!.headers.get("x-identity-token")).toBe("session-id");
  });

  it("sends X-Refresh-Token only on GET /refreshToken", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    await get("/item/detail", { itemNumber: "A1" });
    expect(env.calls[0]!.headers.get("x-refresh-token")).toBeNull();
    expect(env.calls[0]!.url).toBe("/api/item/detail?itemNumber=A1");
    await get("/refreshToken");
    expect(env.calls[1]!.headers.get("x-refresh-token")).toBe("refresh-1");
  });

  it("sends Idempotency-Key when the caller gives one", async () => {
    await post("/item/bid", { itemNumber: "A1", amountCents: 500 }, { idempotencyKey: "k-1", public: true });
    expect(env.calls[0]!.headers.get("idempotency-key")).toBe("k-1");
  });

  it("skips undefined and null query values", async () => {
    await get("/search/items", { q: "lamp", cid: undefined, lat: null, currentPage: 2 });
    expect(env.calls[0]!.url).toBe("/api/search/items?q=lamp&currentPage=2");
  });
});

describe("bodies", () => {
  it("form-encodes POST and PUT bodies by default", async () => {
    await post("/hweb/login/v1/login", {
      account: "a@b.c",
      password: "x y",
      tags: ["a", "b"],
      skip: undefined,
    });
    expect(env.calls[0]!.headers.get("content-type")).toContain("application/x-www-form-urlencoded");
    expect(bodyText(env.calls[0])).toBe("account=a%40b.c&password=x+y&tags=a&tags=b");
    await put("/notification/read", { notificationId: 3, read: true }, { public: true });
    expect(bodyText(env.calls[1])).toBe("notificationId=3&read=true");
    expect(env.calls[1]!.method).toBe("PUT");
  });

  it("sends JSON when asked", async () => {
    await post(
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
    await post("/file/upload", fd, { public: true });
    expect(env.calls[0]!.body).toBe(fd);
    expect(env.calls[0]!.headers.get("content-type")).toBeNull();
  });

  it("sends no body on GET and DELETE", async () => {
    await call("DELETE", "/thing", { body: { a: 1 }, public: true });
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
    const p = call("GET", "/category/list");
    const settled = expect(p).rejects.toMatchObject({
      name: "ApiError",
      status: 0,
      offline: true,
      message: "The request timed out",
    });
    await vi.advanceTimersByTimeAsync(59_999);
    expect(env.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settled;
  });

  it("rejects network failures", async () => {
    responder = () => Promise.reject(new TypeError("Failed to fetch"));
    const err = await get("/category/list");
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 0, code: 0, offline: true, refused: false });
  });

  it("rejects HTTP 400 and 401 as refusals with their code, field and data", async () => {
    responder = () =>
      envelope(
        Code.VALIDATION,
        { errors: [{ path: "title", message: "required" }] },
        "Title is required",
        400,
      );
    const bad = await post("/item/save", { title: "" }, { public: true });
    expect(bad).toMatchObject({
      code: Code.VALIDATION,
      status: 400,
      refused: true,
      message: "Title is required",
      field: "title",
      fields: { title: "required" },
      data: { errors: [{ path: "title", message: "required" }] },
    });
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: malformed", 401);
    const unauth = await get("/user/info", undefined, { public: true });
    expect(unauth).toMatchObject({ code: Code.TOKEN_INVALID, status: 401, refused: true });
  });

  it("reads a 401 without an envelope as a token error", async () => {
    responder = () => new Response("nope", { status: 401 });
    const r = await get("/user/info", undefined, { public: true });
    expect(r).toMatchObject({ code: Code.TOKEN_INVALID, refused: true });
  });

  it("rejects 404, 413, 429 and 5xx (503 after its retries, below)", async () => {
    for (const status of [404, 413, 429, 500, 502]) {
      responder = () => envelope(Code.NOT_FOUND, {}, "nope", status);
      const err = await get("/x", undefined, { public: true });
      expect(err).toBeInstanceOf(ApiError);
      expect(err).toMatchObject({ status, code: Code.NOT_FOUND, refused: false, offline: false });
    }
  });

  it("rejects a 200 answer that is not an envelope", async () => {
    responder = () => new Response("<html>", { status: 200, headers: { "content-type": "text/html" } });
    expect(await get("/x", undefined, { public: true })).toMatchObject({
      name: "ApiError",
      status: 200,
      code: 0,
    });
  });
});

describe("answers", () => {
  it("answers res_data on success, and never toasts", async () => {
    responder = () => envelope(Code.OK, { list: [1] });
    expect(await call("GET", "/search/items")).toEqual({ list: [1] });
    responder = () => envelope(Code.BID_TOO_LOW, { minNextBidCents: 550 }, "Bid at least $5.50");
    const err = await post("/item/bid", {}, { public: true });
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ code: Code.BID_TOO_LOW, message: "Bid at least $5.50", field: null });
    expect((err as ApiError).data).toEqual({ minNextBidCents: 550 });
    expect(getToasts()).toEqual([]);
  });

  it("hands the server's clock to whoever asks", async () => {
    responder = () => envelope(Code.OK, { ok: true });
    const times: number[] = [];
    await call("GET", "/item/detail", { query: { itemNumber: "A1" }, onServerTime: (t) => times.push(t) });
    expect(times).toEqual([Date.now()]);
  });

  it("answers a download as a named file, and a refused download as an ApiError", async () => {
    responder = () =>
      new Response("a,b\n1,2\n", {
        status: 200,
        headers: { "content-type": "text/csv", "content-disposition": 'attachment; filename="tx-2026.csv"' },
      });
    const file = await call("GET", "/wallet/transactions/export", { query: { type: "payout" }, blob: true });
    expect(file).toBeInstanceOf(Blob);
    expect(file.name).toBe("tx-2026.csv");
    expect(await file.text()).toBe("a,b\n1,2\n");
    expect(env.calls[0]!.url).toBe("/api/wallet/transactions/export?type=payout");
    responder = () => envelope(Code.FORBIDDEN, {}, "Not your wallet");
    const err = await outcome(call("GET", "/wallet/transactions/export", { blob: true }));
    expect(err).toMatchObject({ name: "ApiError", code: Code.FORBIDDEN, message: "Not your wallet" });
  });
});

describe("status code rules", () => {
  it("10021 clears the identity token (session and local) and reloads", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    sessionStorage.setItem("identityToken", "s");
    localStorage.setItem("identityToken", "l");
    responder = () => envelope(Code.IDENTITY_INVALID, {}, "Store identity is no longer valid", 401);
    await get("/item/watching");
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(localStorage.getItem("identityToken")).toBeNull();
    expect(env.reload).toHaveBeenCalledTimes(1);
  });

  it("100024 removes the main token and, the session being over, leads to sign-in", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 1 }));
    env.pathname.mockReturnValue("/orders");
    responder = () => envelope(Code.SESSION_REVOKED, {}, "Request unauthorized: signed out", 401);
    await get("/user/info");
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
    const r = await get("/user/info");
    expect(r).toEqual({ ok: "Bearer access-2" });
    expect(env.calls.map((c) => c.url)).toEqual(["/api/user/info", "/api/refreshToken", "/api/user/info"]);
    expect(localStorage.getItem("refreshToken")).toBe("refresh-2");
  });

  it("10020 on the refresh call itself does not start another token check", async () => {
    setTokens({ expiresIn: 60_000, refreshExpiresIn: 600_000 });
    responder = () => envelope(Code.TOKEN_EXPIRED, {}, "Request unauthorized", 401);
    await get("/refreshToken");
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
    const r = await get("/user/info");
    expect(r).toEqual({ ok: true });
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
    await get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login?redirect=%2Fwallet%3Ftab%3D2");
    expect(getToasts()).toEqual([]);
  });

  it("a refused token without a refresh token ends the session at once", async () => {
    localStorage.setItem("token", "access-1");
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: invalid access token", 401);
    await get("/user/info");
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
    await get("/user/info");
    expect(env.calls.map((c) => c.url)).toEqual(["/api/user/info", "/api/refreshToken", "/api/user/info"]);
    expect(localStorage.getItem("token")).toBeNull();
  });

  it("20050 without a token sent runs a plain token check", async () => {
    responder = () => envelope(Code.TOKEN_INVALID, {}, "Request unauthorized: please sign in", 401);
    await get("/user/info");
    expect(env.calls).toHaveLength(1);
    expect(env.go).not.toHaveBeenCalled();
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
    const [a, b] = await Promise.all([get("/user/info"), get("/sys/identity")]);
    expect(refreshes).toBe(1);
    expect(a).toBe("Bearer access-2");
    expect(b).toBe("Bearer access-2");
    expect(env.calls[0]!.url).toBe("/api/refreshToken");
  });

  it("public calls skip the check", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    await get("/search/items", undefined, { public: true });
    await post("/hweb/login/v1/login", { account: "a", password: "b" });
    expect(env.calls.map((c) => c.url)).toEqual(["/api/search/items", "/api/hweb/login/v1/login"]);
  });

  it("both expired: clears tokens and user data and goes to /login", async () => {
    setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
    localStorage.setItem("userInfo", JSON.stringify({ id: 1 }));
    await get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(localStorage.getItem("userInfo")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
  });

  it("both expired on /login or /forget: clears but stays", async () => {
    for (const where of ["/login", "/forget"]) {
      setTokens({ expiresIn: -2, refreshExpiresIn: -1 });
      env.pathname.mockReturnValue(where);
      await get("/user/info");
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
    await get("/user/info");
    expect(localStorage.getItem("token")).toBeNull();
    expect(env.go).toHaveBeenCalledWith("/login");
  });

  it("a refresh that fails on the network keeps the tokens", async () => {
    setTokens({ expiresIn: -1, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken") ? Promise.reject(new TypeError("offline")) : envelope(Code.OK);
    await get("/user/info");
    expect(localStorage.getItem("token")).toBe("access-1");
    expect(env.go).not.toHaveBeenCalled();
  });

  it("re-checks 2 s after a call (one timer for many calls)", async () => {
    setTokens({ expiresIn: 1_000, refreshExpiresIn: 600_000 });
    responder = (c) =>
      c.url.endsWith("/refreshToken") ? envelope(Code.OK, freshTokens(4)) : envelope(Code.OK);
    await get("/user/info");
    await get("/sys/identity");
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
    const answer = get("/item/detail", { itemNumber: "A1" });
    await vi.advanceTimersByTimeAsync(20_000);
    await expect(answer).resolves.toEqual({ ok: true });
    expect(env.calls).toHaveLength(3);
    // The second pause honours Retry-After: 1 (a second at least).
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(1000);
  });

  it("gives up after a few tries with the server's 503", async () => {
    responder = () => busy("0");
    const answer = get("/item/detail", { itemNumber: "A1" });
    await vi.advanceTimersByTimeAsync(60_000);
    const err = await answer;
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: HTTP.ServiceUnavailable, code: Code.SERVER_BUSY, refused: false });
    expect(env.calls).toHaveLength(4);
  });
});
