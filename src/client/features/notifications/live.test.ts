import { describe, expect, it, vi } from "vitest";
import type { StreamHandlers, StreamOptions, subscribeStream } from "../../api/index.ts";
import { startNotificationStream } from "./live.ts";

function fakeChannel() {
  const got: { path: string; handlers: StreamHandlers; opts: StreamOptions; closed: boolean }[] = [];
  const subscribe: typeof subscribeStream = (path, handlers, opts = {}) => {
    const s = { path, handlers, opts, closed: false };
    got.push(s);
    return {
      close: () => {
        s.closed = true;
      },
      reconnect: () => undefined,
    };
  };
  const emit = (type: string, data: unknown) => got[0]?.handlers[type]?.(data, {} as MessageEvent);
  return { got, subscribe, emit };
}

describe("startNotificationStream", () => {
  it("listens on the shared /me/events channel and hands unread and notification events over", () => {
    const ch = fakeChannel();
    const onUnread = vi.fn();
    const onNotification = vi.fn();
    const onResync = vi.fn();
    startNotificationStream({ onUnread, onNotification, onResync }, ch.subscribe);
    expect(ch.got.map((s) => s.path)).toEqual(["/me/events"]);
    expect(ch.got[0]!.opts.state).toEqual(["unread"]);
    // The snapshot that opens a connection asks for a re-read instead (REST is the starting point).
    ch.emit("unread", { unreadCountNotifications: 9, unreadCount: 0 });
    expect(onUnread).not.toHaveBeenCalled();
    expect(onResync).toHaveBeenCalledTimes(1);
    ch.emit("unread", { unreadCountNotifications: 3, unreadCount: 0 });
    ch.emit("notification", { id: 1 });
    expect(onUnread).toHaveBeenCalledWith({ unreadCountNotifications: 3, unreadCount: 0 });
    expect(onNotification).toHaveBeenCalledWith({ id: 1 });
  });

  it("asks for a resync again when a later connection opens (events may have been missed)", () => {
    const ch = fakeChannel();
    const onResync = vi.fn();
    const onUnread = vi.fn();
    startNotificationStream({ onUnread, onNotification: vi.fn(), onResync }, ch.subscribe);
    ch.got[0]!.opts.onConnected?.();
    ch.emit("unread", { unreadCountNotifications: 1, unreadCount: 0 });
    ch.got[0]!.opts.onConnected?.();
    ch.emit("unread", { unreadCountNotifications: 2, unreadCount: 0 });
    expect(onResync).toHaveBeenCalledTimes(2);
    expect(onUnread).not.toHaveBeenCalled();
  });

  it("stops: leaves the channel", () => {
    const ch = fakeChannel();
    const stop = startNotificationStream({ onUnread: vi.fn(), onNotification: vi.fn() }, ch.subscribe);
    stop();
    expect(ch.got[0]!.closed).toBe(true);
  });
});
