import { describe, expect, it } from "vitest";
import { dateFormats } from "./date-formats.ts";

// Fixed instants and an explicit zone, so the strings are the same on any machine.
const AT = Date.UTC(2026, 10, 25, 20, 5, 3); // Wed 25 Nov 2026, 20:05:03 UTC
const UTC = { timeZone: "UTC" };
// CLDR 42+ puts a narrow no-break space (U+202F) before AM/PM; older ICU builds a plain space.
// Which one depends on the Node build, not on this code: compare with a plain space.
const plain = (s: string | null) => s?.replace(/\u202f/g, " ") ?? null;

const { type1, type2, type3, type4, type5, type6, type7, type8 } = dateFormats;

describe("type1: date", () => {
  it("en", () => {
    expect(type1("en", AT, UTC)).toBe("Nov 25, 2026");
    expect(type1("en", AT, { ...UTC, style: "monthDay" })).toBe("Nov 25");
    expect(type1("en", AT, { ...UTC, style: "numeric" })).toBe("11/25/2026");
    expect(type1("en", new Date(AT), UTC)).toBe("Nov 25, 2026");
  });
  it("zh", () => {
    expect(type1("zh", AT, UTC)).toBe("2026年11月25日");
    expect(type1("zh", AT, { ...UTC, style: "monthDay" })).toBe("11月25日");
    expect(type1("zh", AT, { ...UTC, style: "numeric" })).toBe("2026/11/25");
  });
  it("follows the time zone it is given", () => {
    expect(type1("en", AT, { timeZone: "Asia/Shanghai" })).toBe("Nov 26, 2026");
    expect(type1("zh", AT, { timeZone: "Asia/Shanghai" })).toBe("2026年11月26日");
  });
});

describe("type2: date and time", () => {
  it("en", () => {
    expect(plain(type2("en", AT, UTC))).toBe("Nov 25, 2026, 8:05 PM");
    expect(plain(type2("en", AT, { ...UTC, style: "monthDay" }))).toBe("Nov 25, 8:05 PM");
    expect(plain(type2("en", AT, { ...UTC, style: "monthDay", seconds: true }))).toBe("Nov 25, 8:05:03 PM");
    expect(plain(type2("en", AT, { ...UTC, style: "numeric" }))).toBe("11/25/2026, 8:05:03 PM");
  });
  it("zh", () => {
    expect(type2("zh", AT, UTC)).toBe("2026年11月25日 20:05");
    expect(type2("zh", AT, { ...UTC, style: "monthDay" })).toBe("11月25日 20:05");
    expect(type2("zh", AT, { ...UTC, style: "monthDay", seconds: true })).toBe("11月25日 20:05:03");
    expect(type2("zh", AT, { ...UTC, style: "numeric" })).toBe("2026/11/25 20:05:03");
  });
});

describe("type3: time", () => {
  it("en", () => {
    expect(plain(type3("en", AT, UTC))).toBe("8:05 PM");
    expect(plain(type3("en", Date.UTC(2026, 0, 1, 0, 7), UTC))).toBe("12:07 AM");
  });
  it("zh", () => {
    expect(type3("zh", AT, UTC)).toBe("20:05");
    expect(type3("zh", Date.UTC(2026, 0, 1, 0, 7), UTC)).toBe("00:07");
  });
});

describe("type4: relative time", () => {
  const now = AT;
  it("en", () => {
    expect(type4("en", now - 10_000, { now })).toBe("just now");
    expect(type4("en", now + 5_000, { now })).toBe("just now");
    expect(type4("en", now - 60_000, { now })).toBe("1 minute ago");
    expect(type4("en", now - 5 * 60_000, { now })).toBe("5 minutes ago");
    expect(type4("en", now - 3 * 3600_000, { now })).toBe("3 hours ago");
    expect(type4("en", now - 26 * 3600_000, { now })).toBe("yesterday");
    expect(type4("en", now - 3 * 86_400_000, { now })).toBe("3 days ago");
    expect(type4("en", now - 30 * 86_400_000, { now, ...UTC })).toBe("Oct 26, 2026");
  });
  it("zh", () => {
    expect(type4("zh", now - 10_000, { now })).toBe("刚刚");
    expect(type4("zh", now - 60_000, { now })).toBe("1分钟前");
    expect(type4("zh", now - 5 * 60_000, { now })).toBe("5分钟前");
    expect(type4("zh", now - 3 * 3600_000, { now })).toBe("3小时前");
    expect(type4("zh", now - 26 * 3600_000, { now })).toBe("昨天");
    expect(type4("zh", now - 3 * 86_400_000, { now })).toBe("3天前");
    expect(type4("zh", now - 30 * 86_400_000, { now, ...UTC })).toBe("2026年10月26日");
  });
});

describe("type5: countdown", () => {
  const now = AT;
  const left = (s: number) => now + s * 1000;
  it("en", () => {
    expect(type5("en", left(2 * 86400 + 4 * 3600 + 59), { now })).toBe("2d 4h");
    expect(type5("en", left(4 * 3600 + 12 * 60 + 30), { now })).toBe("4h 12m");
    expect(type5("en", left(12 * 60 + 5), { now })).toBe("12m 5s");
    expect(type5("en", left(45), { now })).toBe("45s");
    expect(type5("en", now + 400, { now })).toBe("0s");
    expect(type5("en", now, { now })).toBeNull();
    expect(type5("en", left(-5), { now })).toBeNull();
  });
  it("en, clock", () => {
    expect(type5("en", left(2 * 86400 + 5 * 3600 + 14 * 60 + 33), { now, style: "clock" })).toBe(
      "2d 05:14:33",
    );
    expect(type5("en", left(5 * 3600 + 14 * 60 + 33), { now, style: "clock" })).toBe("05:14:33");
    expect(type5("en", now, { now, style: "clock" })).toBeNull();
  });
  it("zh", () => {
    expect(type5("zh", left(2 * 86400 + 4 * 3600 + 59), { now })).toBe("2天4小时");
    expect(type5("zh", left(4 * 3600 + 12 * 60 + 30), { now })).toBe("4小时12分");
    expect(type5("zh", left(12 * 60 + 5), { now })).toBe("12分5秒");
    expect(type5("zh", left(45), { now })).toBe("45秒");
    expect(type5("zh", now, { now })).toBeNull();
  });
  it("zh, clock", () => {
    expect(type5("zh", left(2 * 86400 + 5 * 3600 + 14 * 60 + 33), { now, style: "clock" })).toBe(
      "2天 05:14:33",
    );
    expect(type5("zh", left(59), { now, style: "clock" })).toBe("00:00:59");
  });
});

describe("type6: month and year", () => {
  it("en", () => {
    expect(type6("en", AT, UTC)).toBe("November 2026");
    // A month start stored as UTC midnight stays in its month when read in UTC.
    expect(type6("en", Date.UTC(2025, 2, 1), UTC)).toBe("March 2025");
  });
  it("zh", () => {
    expect(type6("zh", AT, UTC)).toBe("2026年11月");
    expect(type6("zh", Date.UTC(2025, 2, 1), UTC)).toBe("2025年3月");
  });
});

describe("type7: weekday and date", () => {
  it("en", () => {
    expect(type7("en", AT, UTC)).toBe("Wed, Nov 25");
  });
  it("zh", () => {
    expect(type7("zh", AT, UTC)).toBe("11月25日周三");
  });
});

describe("type8: ISO 8601", () => {
  it("en", () => {
    expect(type8("en", AT)).toBe("2026-11-25T20:05:03.000Z");
    expect(type8("en", AT, { precision: "minute", ...UTC })).toBe("2026-11-25T20:05");
    expect(type8("en", AT, { precision: "day", ...UTC })).toBe("2026-11-25");
    expect(type8("en", Date.UTC(2026, 0, 2, 0, 3), { precision: "minute", ...UTC })).toBe("2026-01-02T00:03");
  });
  it("zh: the same text in every language", () => {
    expect(type8("zh", AT)).toBe("2026-11-25T20:05:03.000Z");
    expect(type8("zh", AT, { precision: "minute", timeZone: "Asia/Shanghai" })).toBe("2026-11-26T04:05");
    expect(type8("zh", AT, { precision: "day", timeZone: "Asia/Shanghai" })).toBe("2026-11-26");
  });
  it("minute precision without a zone is the runtime's wall clock (datetime-local inputs)", () => {
    const d = new Date(2030, 4, 6, 7, 8);
    expect(type8("en", d, { precision: "minute" })).toBe("2030-05-06T07:08");
    expect(new Date(type8("en", d, { precision: "minute" })).getTime()).toBe(d.getTime());
  });
});

describe("without Intl: the texts read off Date are Intl's own", () => {
  // Instants spread over forty years, every hour of the day and both halves of each month, plus
  // the edges (midnight, noon, a year's last second). "Etc/UTC" is UTC through Intl; "UTC" and
  // the runtime's zone are read off Date.
  const instants = [
    Date.UTC(2026, 0, 1, 0, 0, 0),
    Date.UTC(2026, 11, 31, 23, 59, 59),
    Date.UTC(2026, 5, 15, 12, 0, 0),
    Date.UTC(2000, 1, 29, 11, 59, 59),
  ];
  for (let i = 0; i < 2000; i++) instants.push(Date.UTC(2000, 0, 1) + i * 631_151_111);
  const formats: [string, (l: "en" | "zh", t: number, timeZone: string | undefined) => string][] = [
    ["type1 medium", (l, t, timeZone) => type1(l, t, { timeZone })],
    ["type1 monthDay", (l, t, timeZone) => type1(l, t, { timeZone, style: "monthDay" })],
    ["type1 numeric", (l, t, timeZone) => type1(l, t, { timeZone, style: "numeric" })],
    ["type2 medium", (l, t, timeZone) => type2(l, t, { timeZone })],
    ["type2 monthDay", (l, t, timeZone) => type2(l, t, { timeZone, style: "monthDay" })],
    ["type2 seconds", (l, t, timeZone) => type2(l, t, { timeZone, style: "monthDay", seconds: true })],
    ["type2 numeric", (l, t, timeZone) => type2(l, t, { timeZone, style: "numeric" })],
    ["type3", (l, t, timeZone) => type3(l, t, { timeZone })],
    ["type6", (l, t, timeZone) => type6(l, t, { timeZone })],
    ["type7", (l, t, timeZone) => type7(l, t, { timeZone })],
  ];
  for (const [name, format] of formats)
    it(name, () => {
      for (const locale of ["en", "zh"] as const)
        for (const t of instants)
          expect(plain(format(locale, t, "UTC"))).toBe(plain(format(locale, t, "Etc/UTC")));
    });

  it("in the runtime's own zone", () => {
    // Node follows TZ when it changes; this code is typed without Node's globals.
    const env = (globalThis as unknown as { process: { env: Record<string, string | undefined> } }).process
      .env;
    const before = env.TZ;
    // A zone with daylight saving time and a half-hour one: Date follows the runtime's zone.
    for (const zone of ["America/New_York", "Asia/Kolkata"]) {
      env.TZ = zone;
      try {
        for (const [, format] of formats)
          for (const locale of ["en", "zh"] as const)
            for (const t of instants.slice(0, 300))
              expect(plain(format(locale, t, undefined))).toBe(plain(format(locale, t, zone)));
      } finally {
        if (before === undefined) delete env.TZ;
        else env.TZ = before;
      }
    }
  });
});
