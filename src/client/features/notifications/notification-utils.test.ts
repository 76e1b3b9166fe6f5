import { describe, expect, it } from "vitest";
import { badgeText } from "#shared/constants";
import { i18n } from "../../i18n/i18n.ts";
import { formatWhen, markAllMessage, nearBottom } from "./notification-utils.ts";

describe("nearBottom (rules/product.md §9: within 5 px)", () => {
  it("is true within 5 px of the bottom and false beyond", () => {
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 595 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 600 })).toBe(true);
    expect(nearBottom({ scrollHeight: 1000, clientHeight: 400, scrollTop: 594 })).toBe(false);
  });
  it("is true when the content does not fill the box", () => {
    expect(nearBottom({ scrollHeight: 300, clientHeight: 400, scrollTop: 0 })).toBe(true);
  });
});

describe("formatWhen", () => {
  const now = Date.UTC(2026, 4, 20, 12, 0, 0);
  it("says how long ago, then the date", () => {
    expect(formatWhen(now - 10_000, now)).toBe("just now");
    expect(formatWhen(now - 5 * 60_000, now)).toBe("5 minutes ago");
    expect(formatWhen(now - 3 * 3600_000, now)).toBe("3 hours ago");
    expect(formatWhen(now - 26 * 3600_000, now)).toBe("yesterday");
    expect(formatWhen(now - 30 * 86_400_000, now)).toMatch(/Apr \d+, 2026/);
  });
});

describe("mark all as read confirmation", () => {
  it("shows the count", () => {
    expect(markAllMessage(12, i18n)).toBe("Mark all 12 notifications as read?");
    expect(markAllMessage(1, i18n)).toBe("Mark 1 notification as read?");
    expect(markAllMessage(0, i18n)).toBe("You have no unread notifications.");
  });
});

describe("badge (rules/product.md §9 cap)", () => {
  it("shows the count up to 99, then 99+", () => {
    expect(badgeText(1)).toBe("1");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
    expect(badgeText(1234)).toBe("99+");
  });
});
