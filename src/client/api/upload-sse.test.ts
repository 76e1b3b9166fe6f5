import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { MemoryStorage } from "../test/browser-env.ts";
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
