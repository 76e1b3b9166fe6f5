import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "../env.ts";
import { createLogger } from "./logger.ts";
import { createSmsSender, twilioSender } from "./sms.ts";

const log = createLogger("silent");

describe("sms adapters", () => {
  it("posts to Twilio's Messages API with basic auth and a form body", async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ sid: "SM123" }), { status: 201 });
    }) as unknown as typeof fetch;
    const sender = twilioSender(
      { accountSid: "AC1", authToken: "secret", from: "+15550009999", apiBase: "https://twilio.test/" },
      log,
      fakeFetch,
    );
    await sender.send({ to: "+15550001111", body: "123456 is your code" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("https://twilio.test/2010-04-01/Accounts/AC1/Messages.json");
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Basic ${Buffer.from("AC1:secret").toString("base64")}`);
    const form = new URLSearchParams(calls[0]!.init.body as string);
    expect(Object.fromEntries(form)).toEqual({
      To: "+15550001111",
      Body: "123456 is your code",
      From: "+15550009999",
    });
  });

  it("throws with Twilio's reason when it refuses", async () => {
    const fakeFetch = (async () =>
      new Response(JSON.stringify({ code: 21211, message: "Invalid 'To' Phone Number" }), {
        status: 400,
      })) as unknown as typeof fetch;
    const sender = twilioSender(
      { accountSid: "AC1", authToken: "x", messagingServiceSid: "MG1", apiBase: "https://twilio.test" },
      log,
      fakeFetch,
    );
    await expect(sender.send({ to: "+1", body: "x" })).rejects.toThrow(/21211/);
  });

  it("picks the carrier from SMS_PROVIDER and insists on Twilio's settings", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-"));
    expect(createSmsSender(parseEnv({ DATA_DIR: dir }), log).kind).toBe("outbox");
    expect(() => createSmsSender(parseEnv({ DATA_DIR: dir, SMS_PROVIDER: "twilio" }), log)).toThrow(
      /TWILIO_/,
    );
    const env = parseEnv({
      DATA_DIR: dir,
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "t",
      TWILIO_FROM: "+15550009999",
    });
    expect(createSmsSender(env, log).kind).toBe("twilio");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("the outbox sink writes one file a message", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-"));
    const sender = createSmsSender(parseEnv({ DATA_DIR: dir }), log);
    await sender.send({ to: "+15550001111", body: "hello" });
    const files = fs.readdirSync(path.join(dir, "outbox"));
    expect(files).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, "outbox", files[0]!), "utf8")).toBe("To: +15550001111\n\nhello\n");
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
