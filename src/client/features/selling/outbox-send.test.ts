import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Code } from "#shared/codes";
import { _resetCallState, call } from "../../api/call.ts";
import { getIdentityToken } from "../../api/session-store.ts";
import { CommandQueue } from "../../offline/command-queue.ts";
import { memoryKv } from "../../offline/kv.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { envelope, type FetchCall, setTokens, setupBrowser } from "../../test/browser-env.ts";
import { send } from "./outbox-send.ts";

let env: ReturnType<typeof setupBrowser>;
beforeEach(() => {
  env = setupBrowser(() => envelope(Code.OK, { itemNumber: "IT1", version: 2 }));
  setTokens({ expiresIn: 600_000, refreshExpiresIn: 6_000_000 });
});
afterEach(() => {
  _resetCallState();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function entry(identityToken: string | null): OutboxEntry {
  return {
    id: "e1",
    key: "key-1",
    kind: "save",
    chain: "draft-1",
    after: null,
    userId: 7,
    identityToken,
    itemNumber: "IT1",
    version: 1,
    fields: { title: "Lamp" },
    photoIds: [],
    status: "pending",
    label: "Lamp",
    createdAt: 0,
  };
}

const identityOf = (c: FetchCall | undefined) => c?.headers.get("x-identity-token") ?? null;

describe("replaying a queued edit", () => {
  it("posts a personal edit as personal though the user has since switched to a store", async () => {
    localStorage.setItem("identityToken", "store-B");
    const res = await send(entry(null), { title: "Lamp" });
    expect(res.ok).toBe(true);
    expect(env.calls[0]!.url).toBe("/api/item/save");
    expect(identityOf(env.calls[0])).toBeNull();
    expect(env.calls[0]!.headers.get("idempotency-key")).toBe("key-1");
  });

  it("posts a store's edit as that store, whichever identity is chosen now", async () => {
    localStorage.setItem("identityToken", "store-B");
    await send(entry("store-A"), { title: "Lamp" });
    expect(identityOf(env.calls[0])).toBe("store-A");
    localStorage.removeItem("identityToken");
    await send(entry("store-A"), { title: "Lamp" });
    expect(identityOf(env.calls[1])).toBe("store-A");
  });

  it("other requests still act as the identity chosen now", async () => {
    localStorage.setItem("identityToken", "store-B");
    await call("GET", "/sys/identity");
    expect(identityOf(env.calls[0])).toBe("store-B");
  });

  it("through the queue: an edit queued as personal lands as personal after a switch to a store", async () => {
    const queue = new CommandQueue(memoryKv(), {
      newKey: (() => {
        let n = 0;
        return () => `key-${n++}`;
      })(),
      now: () => Date.now(),
      isOnline: () => true,
      currentUserId: () => 7,
      lock: (fn) => fn(),
    });
    queue.handle("save", { prepare: async (e) => ({ ...e.fields }), send });
    const edit = (title: string) => {
      const { id: _id, key: _key, status: _status, createdAt: _at, ...rest } = entry(getIdentityToken());
      return { ...rest, fields: { title } };
    };
    localStorage.removeItem("identityToken");
    await queue.enqueue(edit("as me"));
    localStorage.setItem("identityToken", "store-A");
    await queue.enqueue(edit("as the store"));
    // Offline meanwhile, the seller switches once more; each edit replays as it was made.
    localStorage.setItem("identityToken", "store-B");
    await queue.flush();
    expect(env.calls.map((c) => [c.url, identityOf(c)])).toEqual([
      ["/api/item/save", null],
      ["/api/item/save", "store-A"],
    ]);
    expect(await queue.list(7)).toEqual([]);
  });
});
