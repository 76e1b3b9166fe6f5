import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "#server/db/schema/index";
import { Code } from "#shared/codes";
import { HTTP } from "../http-status.ts";
import { captureOutbox, freshEmail } from "./accounts.fixtures.ts";
import { bidder, createAuction } from "./auctions.fixtures.ts";
import { createUser, type TestUser } from "./fixtures.ts";
import { startTestServer, type TestServer } from "./harness.ts";
import { CARD_DECLINE, makeOrder, saveCard } from "./orders.fixtures.ts";

// The envelope's `message` (and every 10001 field message) speaks the request's language.
let s: TestServer;
let user: TestUser;
beforeAll(async () => {
  s = await startTestServer();
  user = await createUser(s);
});
afterAll(async () => {
  await s.close();
});

const ZH = { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" };
const badProfile = (headers: Record<string, string> = {}, token = user.token) =>
  s.call("POST", "/api/user/updateProfile", { token, body: { nickName: "x".repeat(31) }, headers });

describe("the envelope's message in the request's language", () => {
  it("answers a 10001 in English by default, word for word as before", async () => {
    const r = await badProfile();
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.message).toBe("nickName: Must be at most 30 characters");
    expect(r.body.res_data.errors).toEqual([{ path: "nickName", message: "Must be at most 30 characters" }]);
    expect(r.headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("answers the same 10001 in Chinese for Accept-Language: zh-CN, field messages included", async () => {
    const r = await badProfile(ZH);
    expect(r.status).toBe(HTTP.BadRequest);
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.message).toBe("nickName：最多 30 个字符");
    expect(r.body.res_data.errors).toEqual([{ path: "nickName", message: "最多 30 个字符" }]);
    expect(r.headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("answers a schema's own message and a signed-out 10001 in Chinese too", async () => {
    const r = await s.call("POST", "/api/hweb/login/v1/login", {
      body: { account: "someone@test.local", password: "" },
      headers: { "accept-language": "zh" },
    });
    expect(r.body.status_code).toBe(Code.VALIDATION);
    expect(r.body.res_data.errors).toContainEqual({ path: "password", message: "请输入密码" });
  });

  it("answers business codes in Chinese: a not-found and a too-low bid", async () => {
    const gone = await s.call("GET", "/api/item/detail", {
      query: { itemNumber: "NOPE000000" },
      headers: ZH,
    });
    expect(gone.body.status_code).toBe(Code.NOT_FOUND);
    expect(gone.body.message).toMatch(/[\u4e00-\u9fff]/);

    const seller = await createUser(s);
    const item = await createAuction(s, seller.id, { startPriceCents: 100 });
    const low = await bidder(s, user).bid(item.itemNumber, 99, ZH);
    expect(low.body.status_code).toBe(Code.BID_TOO_LOW);
    expect(low.body.message).toBe("你的出价低于当前最低可出价。");
    expect(low.body.res_data).toEqual({ minNextBidCents: 100 });
    const en = await bidder(s, user).bid(item.itemNumber, 99);
    expect(en.body.message).toBe("Your bid is below the minimum next bid.");
  });

  it("answers an unknown endpoint in Chinese", async () => {
    const r = await s.call("GET", "/api/no/such/thing", { headers: ZH });
    expect(r.body).toMatchObject({ status_code: Code.NOT_FOUND, message: "没有这个接口" });
  });
});

describe("the user's saved language", () => {
  it("is saved through /user/updateProfile, shown in /user/info, and refused when unknown", async () => {
    const me = await createUser(s);
    expect((await s.call("GET", "/api/user/info", { token: me.token })).body.res_data.locale).toBeNull();

    const bad = await s.call("POST", "/api/user/updateProfile", { token: me.token, body: { locale: "fr" } });
    expect(bad.status).toBe(HTTP.BadRequest);
    expect(bad.body.res_data.errors).toEqual([{ path: "locale", message: "Choose a supported language" }]);

    const saved = await s.call("POST", "/api/user/updateProfile", {
      token: me.token,
      body: { locale: "zh" },
    });
    expect(saved.body.status_code).toBe(Code.OK);
    expect(saved.body.res_data.locale).toBe("zh");
    expect((await s.call("GET", "/api/user/info", { token: me.token })).body.res_data.locale).toBe("zh");
    const [row] = await s.deps.database.db.select().from(users).where(eq(users.id, me.id));
    expect(row!.locale).toBe("zh");

    const cleared = await s.call("POST", "/api/user/updateProfile", {
      token: me.token,
      body: { locale: "" },
    });
    expect(cleared.body.res_data.locale).toBeNull();
  });

  it("speaks the saved language when the request names none, and gives way to an explicit Accept-Language", async () => {
    const me = await createUser(s);
    await s.call("POST", "/api/user/updateProfile", { token: me.token, body: { locale: "zh" } });

    const saved = await badProfile({}, me.token);
    expect(saved.body.message).toBe("nickName：最多 30 个字符");
    // A language the app does not speak names none: the saved one still applies.
    const french = await badProfile({ "accept-language": "fr-FR" }, me.token);
    expect(french.body.message).toBe("nickName：最多 30 个字符");
    const english = await badProfile({ "accept-language": "en-GB,en;q=0.9" }, me.token);
    expect(english.body.message).toBe("nickName: Must be at most 30 characters");
    expect(english.headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("is English for a user who saved nothing and a request that names nothing", async () => {
    const r = await badProfile({ "accept-language": "" });
    expect(r.body.message).toBe("nickName: Must be at most 30 characters");
  });
});

describe("mails in the recipient's language", () => {
  const sendCode = (account: string, scene: string, headers: Record<string, string> = {}) =>
    s.call("POST", "/api/hweb/login/v1/sendCode", { body: { account, scene }, headers });

  it("writes a sign-up code in the language of the request that asked", async () => {
    const box = captureOutbox(s);
    const zh = freshEmail("zh");
    expect((await sendCode(zh, "register", ZH)).body.status_code).toBe(Code.OK);
    const en = freshEmail("en");
    expect((await sendCode(en, "register")).body.status_code).toBe(Code.OK);
    const [mailZh, mailEn] = box.mails;
    expect(mailZh!.subject).toMatch(/^\d{6} 是你的 Buy Now Or Miss Out 验证码$/);
    expect(mailZh!.text).toContain("完成注册");
    expect(mailEn!.subject).toMatch(/^\d{6} is your Buy Now Or Miss Out code$/);
    expect(mailEn!.text).toContain("Your code to finish signing up is:");
  });

  it("writes to a user in the language they saved, whatever the request's", async () => {
    const me = await createUser(s, { locale: "zh" });
    const box = captureOutbox(s);
    expect((await sendCode(me.email, "login", { "accept-language": "en" })).body.status_code).toBe(Code.OK);
    expect(box.mails[0]!.subject).toContain("验证码");
    expect(box.mails[0]!.text).toContain("登录");
  });
});

describe("notices in the reader's language", () => {
  it("shows an outbid notice in the language the bidder saved, and in English to an English request", async () => {
    const seller = await createUser(s);
    const first = await createUser(s, { locale: "zh" });
    const second = await createUser(s);
    const item = await createAuction(s, seller.id, { startPriceCents: 100, title: "Brass lamp" });
    expect((await bidder(s, first).bid(item.itemNumber, 100)).body.status_code).toBe(Code.OK);
    expect((await bidder(s, second).bid(item.itemNumber, 500)).body.status_code).toBe(Code.OK);

    const list = (headers: Record<string, string> = {}) =>
      s.call("GET", "/api/notification/list", {
        token: first.token,
        query: { currentPage: 1, pageSize: 10 },
        headers,
      });
    const zh = (await list()).body.res_data.list[0];
    expect(zh.title).toBe("你的出价已被超过");
    expect(zh.content).toMatch(/^有人在“Brass lamp”上的出价超过了你，当前价格为 \$\d+\.\d\d。$/);
    const en = (await list({ "accept-language": "en-US" })).body.res_data.list[0];
    expect(en.title).toBe("You've been outbid");
    expect(en.content).toMatch(/^Someone outbid you on "Brass lamp"\. The price is now \$\d+\.\d\d\.$/);
  });
});

describe("a declined payment's reason", () => {
  it("is in the buyer's language", async () => {
    const seller = await createUser(s);
    const buyer = await createUser(s);
    const pay = async (headers: Record<string, string>) => {
      const orderNumber = await makeOrder(s, seller, buyer, 1000);
      const paymentMethodId = await saveCard(s, buyer, CARD_DECLINE);
      const r = await s.call("POST", "/api/order/pay", {
        token: buyer.token,
        body: { orderNumber, paymentMethodId },
        headers: { ...headers, "Idempotency-Key": crypto.randomUUID() },
      });
      return r.body.res_data;
    };
    expect(await pay(ZH)).toMatchObject({ status: "declined", message: "你的银行卡被拒绝了。" });
    expect(await pay({})).toMatchObject({ status: "declined", message: "Your card was declined." });
  });
});
