import { describe, expect, it, vi } from "vitest";
import { backoffDelay, type LiveDeps, startNotificationStream } from "./live.ts";

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

type Opened = {
  handlers: Record<string, (d: unknown) => void>;
  onError?: (e: Event) => void;
  closed: boolean;
};

function harness(hasToken = true) {
  const opened: Opened[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const checkToken = vi.fn(async (_o?: { force?: boolean }) => undefined);
  const deps: LiveDeps = {
    open: (_path, handlers, onError) => {
      const o: Opened = { handlers: handlers as Opened["handlers"], onError, closed: false };
      opened.push(o);
      return () => {
        o.closed = true;
      };
    },
    checkToken,
    hasToken: () => hasToken,
    setTimeout: (fn, ms) => timers.push({ fn, ms }),
    clearTimeout: () => undefined,
  };
  const fail = (o: Opened, readyState: number) => o.onError?.({ target: { readyState } } as unknown as Event);
  return { opened, timers, checkToken, deps, fail };
}

describe("startNotificationStream", () => {
  it("hands unread and notification events over", () => {
    const h = harness();
    const onUnread = vi.fn();
    const onNotification = vi.fn();
    const onResync = vi.fn();
    startNotificationStream({ onUnread, onNotification, onResync }, h.deps);
    // The snapshot that opens a connection asks for a re-read instead (REST is the starting point).
    h.opened[0]?.handlers.unread?.({ unreadCountNotifications: 9, unreadCount: 0 });
    expect(onUnread).not.toHaveBeenCalled();
    expect(onResync).toHaveBeenCalledTimes(1);
    h.opened[0]?.handlers.unread?.({ unreadCountNotifications: 3, unreadCount: 0 });
    h.opened[0]?.handlers.notification?.({ id: 1 });
    expect(onUnread).toHaveBeenCalledWith({ unreadCountNotifications: 3, unreadCount: 0 });
    expect(onNotification).toHaveBeenCalledWith({ id: 1 });
  });

  it("asks for a resync again when a later connection opens (events may have been missed)", () => {
    const h = harness();
    const onResync = vi.fn();
    startNotificationStream({ onUnread: vi.fn(), onNotification: vi.fn(), onResync }, h.deps);
    h.fail(h.opened[0]!, 2);
    h.timers[0]?.fn();
    return vi.waitFor(() => {
      expect(h.opened).toHaveLength(2);
      h.opened[1]?.handlers.unread?.({ unreadCountNotifications: 1, unreadCount: 0 });
      expect(onResync).toHaveBeenCalledTimes(1);
      h.opened[1]?.handlers.unread?.({ unreadCountNotifications: 2, unreadCount: 0 });
      expect(onResync).toHaveBeenCalledTimes(1);
    });
  });

  it("leaves reconnecting to the browser while it retries, takes over when it gives up (401)", async () => {
    const h = harness();
    startNotificationStream({ onUnread: vi.fn(), onNotification: vi.fn() }, h.deps);
    const first = h.opened[0]!;
    h.fail(first, 0); // CONNECTING
    expect(h.timers).toHaveLength(0);
    h.fail(first, 2); // CLOSED
    expect(first.closed).toBe(true);
    expect(h.timers[0]?.ms).toBeGreaterThanOrEqual(800);
    h.timers[0]?.fn();
    await vi.waitFor(() => expect(h.opened).toHaveLength(2));
    expect(h.checkToken).toHaveBeenCalledWith({});
    // Refused again and again: the delay grows and the third try forces a refresh.
    h.fail(h.opened[1]!, 2);
    h.timers[1]?.fn();
    await vi.waitFor(() => expect(h.opened).toHaveLength(3));
    h.fail(h.opened[2]!, 2);
    expect(h.timers[2]!.ms).toBeGreaterThan(h.timers[0]!.ms);
    h.timers[2]?.fn();
    await vi.waitFor(() => expect(h.opened).toHaveLength(4));
    expect(h.checkToken).toHaveBeenLastCalledWith({ force: true });
    // A connection that delivers its first `unread` resets the backoff.
    h.opened[3]?.handlers.unread?.({ unreadCountNotifications: 0, unreadCount: 0 });
    h.fail(h.opened[3]!, 2);
    expect(h.timers[3]!.ms).toBeLessThanOrEqual(1200);
  });

  it("stops: closes the stream and does not reconnect; no token, no stream", () => {
    const h = harness();
    const stop = startNotificationStream({ onUnread: vi.fn(), onNotification: vi.fn() }, h.deps);
    stop();
    expect(h.opened[0]?.closed).toBe(true);
    h.fail(h.opened[0]!, 2);
    expect(h.timers).toHaveLength(0);
    const none = harness(false);
    startNotificationStream({ onUnread: vi.fn(), onNotification: vi.fn() }, none.deps);
    expect(none.opened).toHaveLength(0);
  });
});
