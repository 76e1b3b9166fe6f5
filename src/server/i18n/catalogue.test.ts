import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isUnauthorizedMessage } from "#shared/codes";
import { type Entry, MESSAGES, type MessageTemplate, NOTICES, TERMS } from "./catalogue.ts";
import { type Found, scanMessages } from "./message-scan.ts";
import { findEntry, say, translate, translateNotice } from "./messages.ts";

/** The contract's word for a success, not a sentence a person reads. */
const NOT_A_MESSAGE = new Set(["success"]);

const found = scanMessages().filter(
  (f) => !(f.kind === "exact" && (NOT_A_MESSAGE.has(f.text) || !f.text.trim())),
);
const placeholders = (t: string) => [...t.matchAll(/\{(\w+)/g)].map((m) => m[1]!);
/** An entry's English with every value filled (counts as 22). */
const sample = (e: Entry) =>
  say(e.en as MessageTemplate, Object.fromEntries(placeholders(e.en).map((p) => [p, 22])));
const patternRe = (parts: string[]) =>
  new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("(.+)")}$`, "s");
const isNotice = (f: Found) => (f.kind === "exact" || f.kind === "pattern") && f.notice === true;
const catalogueOf = (f: Found): readonly Entry[] => (isNotice(f) ? NOTICES : MESSAGES);
const show = (f: Found) => `${f.kind === "pattern" ? f.parts.join("{…}") : f.text}  (${f.where})`;

describe("the message catalogue", () => {
  it("finds the messages in the source (the scan still works)", () => {
    expect(found.length).toBeGreaterThan(200);
    expect(found.some((f) => f.kind === "exact" && f.text === "Request unauthorized: please sign in")).toBe(
      true,
    );
  });

  it("has an entry, in English and Chinese, for every message the code writes", () => {
    const missing: string[] = [];
    for (const f of found) {
      // A default value may be a whole message (`notFound(what = "Not found")`) or a term (`what = "a whole number"`).
      if (
        f.kind === "exact" &&
        !findEntry(f.text, isNotice(f) ? "notice" : "message") &&
        !TERMS.some((t) => t.en === f.text)
      )
        missing.push(show(f));
      if (f.kind === "key" && !MESSAGES.some((e) => e.en === f.text)) missing.push(show(f));
      if (f.kind === "term" && !TERMS.some((t) => t.en === f.text)) missing.push(show(f));
      if (f.kind === "pattern" && f.parts.join("").trim()) {
        const re = patternRe(f.parts);
        if (!catalogueOf(f).some((e) => re.test(sample(e)))) missing.push(show(f));
      }
    }
    expect(missing).toEqual([]);
  });

  it("has no entry the code never writes", () => {
    const used = new Set<string>();
    for (const f of found) {
      if (f.kind === "exact") {
        const hit = findEntry(f.text, isNotice(f) ? "notice" : "message");
        if (hit) used.add(hit.entry.en);
      } else if (f.kind === "key") used.add(f.text);
      else if (f.kind === "pattern" && f.parts.join("").trim()) {
        const re = patternRe(f.parts);
        for (const e of catalogueOf(f)) if (re.test(sample(e))) used.add(e.en);
      }
    }
    expect([...MESSAGES, ...NOTICES].map((e) => e.en).filter((en) => !used.has(en))).toEqual([]);

    const terms = new Set(found.filter((f) => f.kind === "term").map((f) => f.text));
    const root = path.resolve(import.meta.dirname, "../..");
    const source = ["server", "shared"]
      .flatMap((d) =>
        fs
          .readdirSync(path.join(root, d), { recursive: true, encoding: "utf8" })
          .map((f) => path.join(root, d, f)),
      )
      .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$|[/\\]i18n[/\\]/.test(f))
      .map((f) => fs.readFileSync(f, "utf8"))
      .join("\n");
    expect(
      TERMS.filter((t) => !terms.has(t.en) && !source.includes(t.seen ?? JSON.stringify(t.en))).map(
        (t) => t.en,
      ),
    ).toEqual([]);
  });

  it("writes every entry in Chinese with the same values", () => {
    for (const e of [...MESSAGES, ...NOTICES, ...TERMS]) {
      expect(e.zh.trim(), e.en).not.toBe("");
      for (const p of placeholders(e.zh)) expect(placeholders(e.en), `${e.en} → ${e.zh}`).toContain(p);
    }
    for (const e of [...MESSAGES, ...NOTICES])
      if (/[A-Za-z]{2}/.test(e.en.replace(/\{[^{}]*(\{[^{}]*\}[^{}]*)*\}/g, "")))
        expect(e.zh, e.en).toMatch(/[\u4e00-\u9fff]/);
    expect(new Set(MESSAGES.map((e) => e.en)).size).toBe(MESSAGES.length);
  });

  it("keeps a held-back message held back in Chinese (rules/product.md §8)", () => {
    const held = MESSAGES.filter((e) => isUnauthorizedMessage(e.en));
    expect(held.length).toBeGreaterThan(0);
    for (const e of held) expect(isUnauthorizedMessage(e.zh), e.zh).toBe(true);
  });

  it("uses plural forms in English and none in Chinese", () => {
    const t = "Must be at most {n, plural, one {# character} other {# characters}}" as const;
    expect(say(t, { n: 1 })).toBe("Must be at most 1 character");
    expect(say(t, { n: 30 })).toBe("Must be at most 30 characters");
    expect(translate("Must be at most 1 character", "zh")).toBe("最多 1 个字符");
    expect(translate("Must be at most 30 characters", "zh")).toBe("最多 30 个字符");
  });

  it("translates whole sentences, the values inside them, and field paths as they are", () => {
    expect(translate("title: at most 120 characters", "zh")).toBe("title：最多 120 个字符");
    expect(translate("You cannot pay for an order that is awaiting payment.", "zh")).toBe(
      "订单状态为“待付款”，无法付款。",
    );
    expect(translate("Too many failed sign-ins. Please wait 4 seconds and try again.", "zh")).toBe(
      "登录失败次数过多。请等待 4 秒后再试。",
    );
    expect(translate("To publish, add: a title, a price.", "zh")).toBe("发布前请补充：标题、价格。");
    expect(translate("an auction must run for at least 2 hours (from now or its start)", "zh")).toBe(
      "拍卖时长至少为 2 小时（从现在或开始时间算起）",
    );
    expect(translate("Your bid is below the minimum next bid.", "en")).toBe(
      "Your bid is below the minimum next bid.",
    );
    expect(translate("A sentence nobody wrote", "zh")).toBe("A sentence nobody wrote");
  });

  it("translates notices and keeps the listing's own words", () => {
    expect(translateNotice("You've been outbid", "zh")).toBe("你的出价已被超过");
    expect(translateNotice('Someone outbid you on "report". The price is now $12.00.', "zh")).toBe(
      "有人在“report”上的出价超过了你，当前价格为 $12.00。",
    );
    expect(translateNotice('"Lamp" ends in about 15 minutes. The price is $3.00.', "zh")).toBe(
      "“Lamp”将在约 15 分钟后结束，当前价格为 $3.00。",
    );
    expect(translateNotice('"Lamp" ends in about 1 minute. The price is $3.00.', "zh")).toBe(
      "“Lamp”将在约 1 分钟后结束，当前价格为 $3.00。",
    );
    expect(translateNotice("Lamp for $3.00 matches “lamp” · Auction.", "zh")).toBe(
      "Lamp（$3.00）符合你保存的搜索：“lamp” · Auction。",
    );
    expect(translateNotice("You've been outbid", "en")).toBe("You've been outbid");
  });
});
