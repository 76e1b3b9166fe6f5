import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { MemoryStorage } from "../test/browser-env.ts";
import { browser } from "./browser.ts";
import { streamUrl } from "./sse.ts";
import { clearToasts, getToasts } from "./toast-store.ts";
import { upload } from "./upload.ts";

class FakeXhr {
  static last: FakeXhr;
  status = 200;
  responseText = "";
  timeout = 0;
  headers: Record<string, string> = {};
  url = "";
  body: FormData | null = null;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(_m: string, url: string) {
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k.toLowerCase()] = v;
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, env: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(env);
    this.onload?.();
  }
}

beforeEach(() => {
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("sessionStorage", new MemoryStorage());
  vi.stubGlobal("XMLHttpRequest", FakeXhr);
  localStorage.setItem("token", "tok");
  localStorage.setItem("expirationTime", String(Date.now() + 60_000));
  localStorage.setItem("refreshToken", "r");
  localStorage.setItem("refreshExpirationTime", String(Date.now() + 600_000));
});
afterEach(() => {
  clearToasts();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const flush = () => new Promise((r) => setTimeout(r, 0));

describe("upload", () => {
  it("posts multipart with the file in `file`, the contract headers, and reports progress", async () => {
    const progress: number[] = [];
    const p = upload("/file/upload", new Blob(["img"], { type: "image/png" }), {
      onProgress: (f) => progress.push(f),
      fields: { kind: "item" },
    });
    await flush();
    const x = FakeXhr.last;
    expect(x.url).toBe("/api/file/upload");
    expect(x.headers.platform).toBe("hweb");
    expect(x.headers.authorization).toBe("Bearer tok");
    expect(x.body?.get("file")).toBeInstanceOf(Blob);
    expect(x.body?.get("kind")).toBe("item");
    x.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
    x.answer(200, { status_code: Code.OK, message: "success", res_data: { fileId: "f1", url: "/media/f1" } });
    expect((await p).res_data).toEqual({ fileId: "f1", url: "/media/f1" });
    expect(progress).toEqual([0.5, 1]);
  });

  it("resolves 400 with the envelope and a toast; rejects 413 and network errors", async () => {
    const a = upload("/file/upload", new Blob(["x"]));
    await flush();
    FakeXhr.last.answer(400, { status_code: Code.VALIDATION, message: "Only images", res_data: {} });
    expect((await a).status_code).toBe(Code.VALIDATION);
    expect(getToasts().map((t) => t.message)).toContain("Only images");

    const b = upload("/file/upload", new Blob(["x"]));
    await flush();
    FakeXhr.last.answer(413, { status_code: Code.VALIDATION, message: "too large", res_data: {} });
    await expect(b).rejects.toMatchObject({ status: 413 });

    const c = upload("/file/upload", new Blob(["x"]));
    await flush();
    FakeXhr.last.onerror?.();
    await expect(c).rejects.toMatchObject({ name: "HttpError" });
  });
});

describe("upload, as every other request (rules/product.md §7–§8)", () => {
  it("gives up after the request timeout, 60000 ms", async () => {
    const p = upload("/file/upload", new Blob(["x"]));
    await flush();
    expect(FakeXhr.last.timeout).toBe(60_000);
    FakeXhr.last.ontimeout?.();
    await expect(p).rejects.toMatchObject({ name: "HttpError", status: 0 });
  });

  it("runs the status codes' effects: 10021 drops the store identity and reloads", async () => {
    const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
    sessionStorage.setItem("identityToken", "store-1");
    const p = upload("/file/upload", new Blob(["x"]));
    await flush();
    FakeXhr.last.answer(200, { status_code: Code.IDENTITY_INVALID, message: "Not a member", res_data: null });
    expect((await p).status_code).toBe(Code.IDENTITY_INVALID);
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("holds back 'Request unauthorized' in Chinese too, and a revoked session leads to sign-in", async () => {
    const go = vi.spyOn(browser, "go").mockImplementation(() => {});
    vi.spyOn(browser, "pathname").mockReturnValue("/post");
    const p = upload("/file/upload", new Blob(["x"]));
    await flush();
    FakeXhr.last.answer(401, {
      status_code: Code.SESSION_REVOKED,
      message: "请求未授权：此会话已退出登录",
      res_data: null,
    });
    await p;
    expect(getToasts()).toEqual([]);
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("refreshToken")).toBeNull();
    expect(go).toHaveBeenCalledWith("/login?redirect=%2Fpost");
  });

  it("refreshes a refused token and sends the file once more", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          status_code: Code.OK,
          message: "",
          res_data: {
            token: "tok-2",
            refreshToken: "r-2",
            expirationTime: Date.now() + 60_000,
            refreshExpirationTime: Date.now() + 600_000,
          },
        }),
      ),
    );
    const p = upload("/file/upload", new Blob(["x"]));
    await flush();
    const first = FakeXhr.last;
    first.answer(401, { status_code: Code.TOKEN_EXPIRED, message: "Request unauthorized", res_data: null });
    await vi.waitFor(() => expect(FakeXhr.last).not.toBe(first));
    expect(FakeXhr.last.headers.authorization).toBe("Bearer tok-2");
    FakeXhr.last.answer(200, {
      status_code: Code.OK,
      message: "",
      res_data: { fileId: "f2", url: "/media/f2" },
    });
    expect((await p).res_data).toEqual({ fileId: "f2", url: "/media/f2" });
  });
});

describe("real-time streams", () => {
  it("adds access_token only on /me streams", () => {
    expect(streamUrl("/items/AB12/events")).toBe("/rt/items/AB12/events");
    expect(streamUrl("/me/events")).toBe("/rt/me/events?access_token=tok");
    localStorage.removeItem("token");
    expect(streamUrl("/me/events")).toBe("/rt/me/events");
  });
});
