import { afterEach, describe, expect, it } from "vitest";
import { Code } from "#shared/codes";
import { ApiError, OFFLINE_MESSAGE } from "./api/call.ts";
import { clearToasts, getToasts } from "./api/toast-store.ts";
import { createQueryClient, errorToast, mutate, queryClient } from "./query-client.ts";

const refusal = (code: number, message: string, status = 200, res_data: unknown = null) =>
  new ApiError(message, status, { status_code: code, message, res_data });
const offline = () => new ApiError("Network error", 0);
const failed = (status: number, message = `HTTP ${status}`) => new ApiError(message, status);

afterEach(() => clearToasts());

describe("the toast policy (rules/product.md §8)", () => {
  it("says the server's refusal, for queries and mutations alike", () => {
    const err = refusal(Code.BID_TOO_LOW, "Bid at least $5.50");
    expect(errorToast(err, undefined, "query")).toBe("Bid at least $5.50");
    expect(errorToast(err, undefined, "mutation")).toBe("Bid at least $5.50");
  });

  it("holds back 'Request unauthorized', in Chinese as in English", () => {
    expect(
      errorToast(refusal(Code.FORBIDDEN, "Request unauthorized: go away"), undefined, "query"),
    ).toBeNull();
    expect(errorToast(refusal(Code.FORBIDDEN, "请求未授权：请先登录"), undefined, "mutation")).toBeNull();
  });

  it("a screen that shows its errors in place gets no toast", () => {
    const field = refusal(Code.VALIDATION, "Title is required", 400, {
      errors: [{ path: "title", message: "required" }],
    });
    expect(errorToast(field, { errorsInPlace: true }, "mutation")).toBeNull();
    expect(errorToast(offline(), { errorsInPlace: true }, "mutation")).toBeNull();
    expect(errorToast(field, { errorsInPlace: true }, "query")).toBeNull();
  });

  it("a query with no answer or an HTTP failure stays quiet; a write says it could not reach the server", () => {
    expect(errorToast(offline(), undefined, "query")).toBeNull();
    expect(errorToast(failed(502), undefined, "query")).toBeNull();
    expect(errorToast(offline(), undefined, "mutation")).toBe(OFFLINE_MESSAGE);
    expect(errorToast(failed(502), undefined, "mutation")).toBe(OFFLINE_MESSAGE);
  });

  it("a write's HTTP failure with an envelope says the server's message (429)", () => {
    const slow = new ApiError("Too many tries", 429, {
      status_code: Code.RATE_LIMITED,
      message: "Too many tries",
      res_data: null,
    });
    expect(errorToast(slow, undefined, "mutation")).toBe("Too many tries");
    expect(errorToast(slow, undefined, "query")).toBeNull();
  });

  it("anything but an ApiError is not the policy's (a bug shows in the console, not a toast)", () => {
    expect(errorToast(new Error("boom"), undefined, "mutation")).toBeNull();
  });
});

describe("the caches apply it once", () => {
  it("a failed query toasts its refusal once, unless its meta says the screen shows it", async () => {
    const qc = createQueryClient();
    const fail = () => Promise.reject(refusal(Code.NOT_FOUND, "No such item"));
    await qc.fetchQuery({ queryKey: ["a"], queryFn: fail }).catch(() => undefined);
    expect(getToasts().map((t) => t.message)).toEqual(["No such item"]);
    clearToasts();
    await qc
      .fetchQuery({ queryKey: ["b"], queryFn: fail, meta: { errorsInPlace: true } })
      .catch(() => undefined);
    expect(getToasts()).toEqual([]);
  });

  it("a refusal is not retried; a query with no answer is, twice", async () => {
    const qc = createQueryClient();
    let tries = 0;
    await qc
      .fetchQuery({
        queryKey: ["c"],
        queryFn: () => {
          tries++;
          return Promise.reject(refusal(Code.FORBIDDEN, "No"));
        },
        retryDelay: 0,
      })
      .catch(() => undefined);
    expect(tries).toBe(1);
    tries = 0;
    await qc
      .fetchQuery({
        queryKey: ["d"],
        queryFn: () => {
          tries++;
          return Promise.reject(offline());
        },
        retry: qc.getDefaultOptions().queries?.retry,
        retryDelay: 0,
      })
      .catch(() => undefined);
    expect(tries).toBe(3);
  });

  it("mutate runs a write through the mutation cache: its failure toasts per the policy and still rejects", async () => {
    await expect(mutate(() => Promise.reject(offline()))).rejects.toBeInstanceOf(ApiError);
    expect(getToasts().map((t) => t.message)).toEqual([OFFLINE_MESSAGE]);
    clearToasts();
    await expect(
      mutate(() => Promise.reject(refusal(Code.VALIDATION, "Bad", 400)), { errorsInPlace: true }),
    ).rejects.toMatchObject({ code: Code.VALIDATION });
    expect(getToasts()).toEqual([]);
    await expect(mutate(() => Promise.resolve(7))).resolves.toBe(7);
    expect(queryClient.getMutationCache().getAll().length).toBeGreaterThan(0);
  });
});
