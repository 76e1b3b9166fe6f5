import { describe, expect, it } from "vitest";
import { notificationPath } from "#shared/jump-types";
import { planNotificationClick, pushToNotification, safeInAppPath } from "./push.ts";

const ORIGIN = "https://shop.example";
const data = (v: unknown) => ({ text: () => (typeof v === "string" ? v : JSON.stringify(v)), json: () => v });
const client = (id: string, path: string, focused = false, visibilityState = "hidden") => ({
  id,
  url: `${ORIGIN}${path}`,
  focused,
  visibilityState,
});

describe("pushToNotification", () => {
  it("shows the contract payload with icon, badge, tag and the click data", () => {
    const shown = pushToNotification(
      data({
        title: "Purchase confirmed",
        body: "You bought a lamp",
        url: "/orderDetail/O1",
        tag: "t1",
        notificationId: 7,
      }),
    );
    expect(shown.title).toBe("Purchase confirmed");
    expect(shown.options).toMatchObject({
      body: "You bought a lamp",
      icon: "/icons/icon-192.png",
      badge: "/icons/badge-72.png",
      tag: "t1",
      data: { url: "/orderDetail/O1", notificationId: 7 },
    });
  });

  it("falls back for partial JSON, plain text and no data", () => {
    expect(pushToNotification(data({ title: "Hi" }))).toMatchObject({
      title: "Hi",
      options: { body: "", data: { url: "/notifications", notificationId: null } },
    });
    const text = pushToNotification(data("plain words"));
    expect(text.title).toBe("Buy Now Or Miss Out");
    expect(text.options.body).toBe("plain words");
    expect(pushToNotification(null).options.data.url).toBe("/notifications");
  });

  it("never routes a click off-site", () => {
    expect(safeInAppPath("https://evil.test/x")).toBe("/notifications");
    expect(safeInAppPath("//evil.test/x")).toBe("/notifications");
    expect(safeInAppPath("/itemDetail/5")).toBe("/itemDetail/5");
    expect(
      pushToNotification(
        data({ title: "a", body: "b", url: "javascript:alert(1)", tag: "t", notificationId: 1 }),
      ).options.data.url,
    ).toBe("/notifications");
  });
});

describe("planNotificationClick", () => {
  const d = { url: "/orderDetail/O42", notificationId: 9 };

  it("opens a new window with the id in the URL when no app window is open", () => {
    expect(planNotificationClick({ data: d, origin: ORIGIN, clients: [] })).toEqual({
      action: "open",
      url: "/orderDetail/O42?fromNotification=9",
    });
    // Windows of other origins do not count.
    expect(
      planNotificationClick({
        data: d,
        origin: ORIGIN,
        clients: [{ ...client("x", "/"), url: "https://other.test/" }],
      }).action,
    ).toBe("open");
  });

  it("messages the focused window, else a visible one, else the first", () => {
    const a = client("a", "/");
    const b = client("b", "/itemSearch", false, "visible");
    const c = client("c", "/bids", true, "visible");
    expect(planNotificationClick({ data: d, origin: ORIGIN, clients: [a, b, c] })).toEqual({
      action: "message",
      clientId: "c",
      url: "/orderDetail/O42",
      notificationId: 9,
    });
    expect(planNotificationClick({ data: d, origin: ORIGIN, clients: [a, b] })).toMatchObject({
      clientId: "b",
    });
    expect(planNotificationClick({ data: d, origin: ORIGIN, clients: [a] })).toMatchObject({ clientId: "a" });
  });

  it("navigates a window that shows a page the app does not run in", () => {
    expect(
      planNotificationClick({ data: d, origin: ORIGIN, clients: [client("o", "/offline.html", true)] }),
    ).toEqual({
      action: "navigate",
      clientId: "o",
      url: "/orderDetail/O42?fromNotification=9",
    });
  });

  it("keeps an existing query and copes with missing data", () => {
    expect(
      planNotificationClick({
        data: { url: "/buying?type=3", notificationId: 2 },
        origin: ORIGIN,
        clients: [],
      }),
    ).toEqual({ action: "open", url: "/buying?type=3&fromNotification=2" });
    expect(planNotificationClick({ data: null, origin: ORIGIN, clients: [] })).toEqual({
      action: "open",
      url: "/notifications",
    });
  });

  it("routes each jumpType's path (rules/product.md §4) unchanged", () => {
    const cases: [number, string][] = [
      [5, "/buying?type=J"],
      [13, "/buying?type=J"],
      [6, "/orders?type=J"],
      [14, "/orders?type=J"],
      [8, "/itemDetail/J"],
      [16, "/orderDetail/N"],
      [15, "/sellerOrderDetail/N"],
      [20, "/itemSearch?J"],
      [30, "/decision/J"],
    ];
    for (const [jumpType, path] of cases) {
      const url = notificationPath({ jumpType, jumpId: "J", orderNumber: "N" });
      expect(url).toBe(path);
      expect(
        planNotificationClick({
          data: { url, notificationId: 1 },
          origin: ORIGIN,
          clients: [client("a", "/")],
        }),
      ).toMatchObject({ action: "message", url: path });
    }
  });
});
