import { describe, expect, it, vi } from "vitest";
import { backoffDelay, createStreams, type EventSourceLike, type StreamDeps } from "./sse.ts";

class FakeSource implements EventSourceLike {
  readyState = 0;
  closed = false;
  onopen: ((e: Event) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  listeners = new Map<string, ((e: MessageEvent<string>) => void)[]>();
  constructor(readonly url: string) {}
  addEventListener(type: string, fn: (e: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), fn]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({} as Event);
  }
  emit(type: string, data: unknown, id = "") {
    const e = { data: JSON.stringify(data), lastEventId: id } as MessageEvent<string>;
    for (const fn of this.listeners.get(type) ?? []) fn(e);
  }
  fail() {
    this.readyState = 2;
    this.onerror?.({} as Event);
  }
}

function harness(opts: { token?: boolean; tickets?: (string | null)[] } = {}) {
  const sources: FakeSource[] = [];
  const timers: { fn: () => void; ms: number; cleared: boolean }[] = [];
  let signedIn = opts.token ?? true;
  let n = 0;
  const ticket = vi.fn(async (_o: { force: boolean }) => {
    const queued = opts.tickets?.shift();
    return queued === undefined ? `T${++n}` : queued;
  });
  let network: { offline: () => void; online: () => void } | null = null;
  const deps: StreamDeps = {
    createEventSource: (url) => {
      const s = new FakeSource(url);
      sources.push(s);
      return s;
    },
    ticket,
    hasToken: () => signedIn,
    setTimeout: (fn, ms) => {
      const t = { fn, ms, cleared: false };
      timers.push(t);
      return t;
    },
    clearTimeout: (t) => {
      (t as { cleared: boolean }).cleared = true;
    },
    random: () => 0.5,
    onNetwork: (on) => {
      network = on;
      return () => {
        network = null;
      };
    },
  };
  const streams = createStreams(deps);
  /** Runs the latest pending timer (the next reconnection). */
  const fire = () => {
    const t = timers.filter((x) => !x.cleared).at(-1);
    if (!t) throw new Error("no timer pending");
    t.cleared = true;
    t.fn();
  };
  return {
    streams,
    sources,
    timers,
    ticket,
    fire,
    goOnline: () => network?.online(),
    goOffline: () => network?.offline(),
    signOut: () => {
      signedIn = false;
    },
    last: () => sources.at(-1)!,
  };
}

describe("backoffDelay", () => {
  it("doubles from 1 s to a 30 s ceiling with ±20 % jitter", () => {
    const mid = () => 0.5;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((a) => backoffDelay(a, mid))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(backoffDelay(0, () => 0)).toBe(800);
    expect(backoffDelay(0, () => 1)).toBe(1200);
  });
});

describe("one stream per channel", () => {
  it("opens /me/events once for every screen that listens, and closes it with the last", async () => {
    const h = harness();
    const badges = vi.fn();
    const chat = vi.fn();
    const orders = vi.fn();
    const a = h.streams.subscribe("/me/events", { unread: badges, notification: vi.fn() });
    const b = h.streams.subscribe("/me/events", { chat, unread: vi.fn() });
    const c = h.streams.subscribe("/me/events", { notification: orders });
    await vi.waitFor(() => expect(h.sources).toHaveLength(1));
    expect(h.ticket).toHaveBeenCalledTimes(1);
    const s = h.last();
    s.open();
    s.emit("unread", { unreadCount: 1 });
    s.emit("chat", { message: "hi" }, "7");
    s.emit("notification", { id: 3 }, "8");
    expect(badges).toHaveBeenCalledWith({ unreadCount: 1 }, expect.anything());
    expect(chat).toHaveBeenCalledWith({ message: "hi" }, expect.anything());
    expect(orders).toHaveBeenCalledWith({ id: 3 }, expect.anything());
    a.close();
    b.close();
    expect(s.closed).toBe(false);
    c.close();
    expect(s.closed).toBe(true);
    expect(h.streams.channels().size).toBe(0);
    expect(h.sources).toHaveLength(1);
  });

  it("carries a one-use ticket, never the access token, and a fresh one on every reconnection", async () => {
    const h = harness();
    h.streams.subscribe("/me/events", { notification: vi.fn() });
    await vi.waitFor(() => expect(h.sources).toHaveLength(1));
    expect(h.last().url).toBe("/rt/me/events?ticket=T1");
    h.last().open();
    h.last().emit("notification", { id: 1 }, "41");
    h.last().fail();
    expect(h.sources[0]!.closed).toBe(true);
    h.fire();
    await vi.waitFor(() => expect(h.sources).toHaveLength(2));
    // Resumes after the last event seen, with a new ticket.
    expect(h.last().url).toBe("/rt/me/events?lastEventId=41&ticket=T2");
    for (const s of h.sources) expect(s.url).not.toMatch(/token/i);
  });

  it("backs off with jitter while refused, forces a token refresh after repeated refusals, resets on an event", async () => {
    const h = harness();
    h.streams.subscribe("/me/events", { unread: vi.fn() });
    await vi.waitFor(() => expect(h.sources).toHaveLength(1));
    const delays: number[] = [];
    for (let i = 1; i <= 3; i++) {
      h.last().fail();
      delays.push(h.timers.at(-1)!.ms);
      h.fire();
      await vi.waitFor(() => expect(h.sources).toHaveLength(i + 1));
    }
    expect(delays).toEqual([1000, 2000, 4000]);
    // Refused twice in a row: the next tries refresh the token first, in case the local clock is wrong.
    expect(h.ticket.mock.calls.map((c) => c[0].force)).toEqual([false, false, true, true]);
    // A connection that delivers an event is healthy again: the next drop waits 1 s.
    h.last().emit("unread", { unreadCount: 0 });
    h.last().fail();
    expect(h.timers.at(-1)!.ms).toBe(1000);
  });

  it("a refused ticket is retried with backoff; a signed-out visitor opens nothing", async () => {
    const h = harness({ tickets: [null] });
    h.streams.subscribe("/me/events", { unread: vi.fn() });
    await vi.waitFor(() => expect(h.timers).toHaveLength(1));
    expect(h.sources).toHaveLength(0);
    h.fire();
    await vi.waitFor(() => expect(h.sources).toHaveLength(1));
    expect(h.last().url).toBe("/rt/me/events?ticket=T1");

    const out = harness({ token: false });
    out.streams.subscribe("/me/events", { unread: vi.fn() });
    await Promise.resolve();
    expect(out.ticket).not.toHaveBeenCalled();
    expect(out.sources).toHaveLength(0);
    expect(out.timers).toHaveLength(0);
  });

  it("public channels need no ticket; a screen joining an open channel gets its latest state at once", async () => {
    const h = harness();
    const first = vi.fn();
    h.streams.subscribe("/items/AB12/events", { auction: first }, { state: ["auction"] });
    expect(h.ticket).not.toHaveBeenCalled();
    expect(h.last().url).toBe("/rt/items/AB12/events");
    h.last().emit("auction", { bidCount: 1 }, "5");
    h.last().emit("auction", { bidCount: 2 }, "6");
    const second = vi.fn();
    h.streams.subscribe("/items/AB12/events", { auction: second }, { state: ["auction"] });
    expect(second).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledWith({ bidCount: 2 }, expect.anything());
    expect(h.sources).toHaveLength(1);
  });

  it("says how it stands, drops the connection offline, reconnects at once back online and on demand", async () => {
    const h = harness();
    const status = vi.fn();
    const connected = vi.fn();
    const sub = h.streams.subscribe(
      "/tv/CODE/events",
      { display: vi.fn() },
      { onStatus: status, onConnected: connected },
    );
    expect(status).toHaveBeenLastCalledWith("connecting");
    h.last().open();
    expect(connected).toHaveBeenCalledTimes(1);
    h.last().emit("display", {});
    expect(status).toHaveBeenLastCalledWith("live");
    h.goOffline();
    expect(h.sources[0]!.closed).toBe(true);
    expect(status).toHaveBeenLastCalledWith("reconnecting");
    expect(h.timers.at(-1)!.cleared).toBe(false);
    h.goOnline();
    expect(h.timers.at(-1)!.cleared).toBe(true);
    expect(h.sources).toHaveLength(2);
    h.last().open();
    expect(connected).toHaveBeenCalledTimes(2);
    sub.reconnect();
    expect(h.sources[1]!.closed).toBe(true);
    expect(h.sources).toHaveLength(3);
  });
});
