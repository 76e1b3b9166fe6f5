import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { MemoryStorage } from "../test/browser-env.ts";
import { browser } from "./browser.ts";
import { call } from "./call.ts";
import { clearToasts, getToasts } from "./toast-store.ts";

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
const up = () => call("POST", "/file/upload", { upload: { file: new Blob(["x"]) } });

describe("upload", () => {
  it("posts multipart with the file in `file`, the contract headers, and reports progress", async () => {
    const progress: number[] = [];
    const p = call("POST", "/file/upload", {
      upload: {
        file: new Blob(["img"], { type: "image/png" }),
        onProgress: (f) => progress.push(f),
        fields: { kind: "item" },
      },
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
    expect(await p).toEqual({ fileId: "f1", url: "/media/f1" });
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects a 400 as a refusal (no toast), a 413 and network errors as failures", async () => {
    const a = up().catch((e: unknown) => e);
    await flush();
    FakeXhr.last.answer(400, { status_code: Code.VALIDATION, message: "Only images", res_data: {} });
    expect(await a).toMatchObject({
      name: "ApiError",
      code: Code.VALIDATION,
      refused: true,
      message: "Only images",
    });
    expect(getToasts()).toEqual([]);

    const b = up();
    await flush();
    FakeXhr.last.answer(413, { status_code: Code.VALIDATION, message: "too large", res_data: {} });
    await expect(b).rejects.toMatchObject({ status: 413 });

    const c = up();
    await flush();
    FakeXhr.last.onerror?.();
    await expect(c).rejects.toMatchObject({ name: "ApiError", status: 0, offline: true });
  });
});

describe("upload, as every other request (rules/product.md §7–§8)", () => {
  it("gives up after the request timeout, 60000 ms", async () => {
    const p = up();
    await flush();
    expect(FakeXhr.last.timeout).toBe(60_000);
    FakeXhr.last.ontimeout?.();
    await expect(p).rejects.toMatchObject({ name: "ApiError", status: 0 });
  });

  it("runs the status codes' effects: 10021 drops the store identity and reloads", async () => {
    const reload = vi.spyOn(browser, "reload").mockImplementation(() => {});
    sessionStorage.setItem("identityToken", "store-1");
    const p = up().catch((e: unknown) => e);
    await flush();
    FakeXhr.last.answer(200, { status_code: Code.IDENTITY_INVALID, message: "Not a member", res_data: null });
    expect(await p).toMatchObject({ code: Code.IDENTITY_INVALID });
    expect(sessionStorage.getItem("identityToken")).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("holds back 'Request unauthorized' in Chinese too, and a revoked session leads to sign-in", async () => {
    const go = vi.spyOn(browser, "go").mockImplementation(() => {});
    vi.spyOn(browser, "pathname").mockReturnValue("/post");
    const p = up().catch((e: unknown) => e);
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
    const p = up();
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
    expect(await p).toEqual({ fileId: "f2", url: "/media/f2" });
  });
});
