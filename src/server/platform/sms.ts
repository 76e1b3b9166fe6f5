import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Env } from "../env.ts";
import type { Logger } from "./logger.ts";

export type SmsMessage = {
  /** E.164 */
  to: string;
  body: string;
  /** Logged by the outbox sink only (local use); never sent. */
  devNote?: string;
};

/** A text-message carrier. */
export interface SmsSender {
  readonly kind: "outbox" | "twilio";
  send(message: SmsMessage): Promise<void>;
}

type SmsEnv = Pick<
  Env,
  | "SMS_PROVIDER"
  | "DATA_DIR"
  | "TWILIO_ACCOUNT_SID"
  | "TWILIO_AUTH_TOKEN"
  | "TWILIO_FROM"
  | "TWILIO_MESSAGING_SERVICE_SID"
  | "TWILIO_API_BASE"
>;

/** SMS_PROVIDER picks the carrier: `outbox` (default, files in DATA_DIR/outbox/) or `twilio`. */
export function createSmsSender(env: SmsEnv, log: Logger, fetchImpl: typeof fetch = fetch): SmsSender {
  if (env.SMS_PROVIDER === "twilio") {
    if (
      !env.TWILIO_ACCOUNT_SID ||
      !env.TWILIO_AUTH_TOKEN ||
      !(env.TWILIO_FROM || env.TWILIO_MESSAGING_SERVICE_SID)
    )
      throw new Error(
        "SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)",
      );
    return twilioSender(
      {
        accountSid: env.TWILIO_ACCOUNT_SID,
        authToken: env.TWILIO_AUTH_TOKEN,
        from: env.TWILIO_FROM,
        messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
        apiBase: env.TWILIO_API_BASE,
      },
      log,
      fetchImpl,
    );
  }
  return outboxSms(path.join(env.DATA_DIR, "outbox"), log);
}

export function outboxSms(dir: string, log: Logger): SmsSender {
  return {
    kind: "outbox",
    async send(m) {
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.sms.txt`);
      await fs.promises.writeFile(file, `To: ${m.to}\n\n${m.body}\n`);
      log.info("sms written to outbox", { to: m.to, file, note: m.devNote });
    },
  };
}

export type TwilioConfig = {
  accountSid: string;
  authToken: string;
  from?: string;
  messagingServiceSid?: string;
  apiBase: string;
};

/** Twilio's Messages API over plain fetch (no SDK): https://www.twilio.com/docs/messaging/api/message-resource */
export function twilioSender(cfg: TwilioConfig, log: Logger, fetchImpl: typeof fetch = fetch): SmsSender {
  const url = `${cfg.apiBase.replace(/\/$/, "")}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString("base64")}`;
  return {
    kind: "twilio",
    async send(m) {
      const form = new URLSearchParams({ To: m.to, Body: m.body });
      if (cfg.messagingServiceSid) form.set("MessagingServiceSid", cfg.messagingServiceSid);
      else if (cfg.from) form.set("From", cfg.from);
      const res = await fetchImpl(url, {
        method: "POST",
        headers: { authorization: auth, "content-type": "application/x-www-form-urlencoded" },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      });
      const text = await res.text();
      if (!res.ok) {
        let detail = text.slice(0, 300);
        try {
          const j = JSON.parse(text) as { code?: number; message?: string };
          detail = `${j.code ?? res.status}: ${j.message ?? ""}`;
        } catch {}
        throw new Error(`Twilio refused the message (${res.status}) ${detail}`);
      }
      const sid = (() => {
        try {
          return (JSON.parse(text) as { sid?: string }).sid;
        } catch {
          return undefined;
        }
      })();
      log.info("sms sent", { to: m.to, provider: "twilio", sid });
    },
  };
}
