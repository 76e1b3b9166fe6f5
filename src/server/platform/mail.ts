import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import nodemailer from "nodemailer";
import type { Env } from "../env.ts";
import type { Logger } from "./logger.ts";

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Logged by the outbox sink only, so a developer without SMTP can read a code from the log.
   * Never sent anywhere.
   */
  devNote?: string;
};

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer when SMTP_URL is set; otherwise .eml files in DATA_DIR/outbox/. */
export function createMailer(env: Pick<Env, "SMTP_URL" | "SMTP_FROM" | "DATA_DIR">, log: Logger): Mailer {
  if (env.SMTP_URL) return smtpMailer(env.SMTP_URL, env.SMTP_FROM, log);
  return outboxMailer(path.join(env.DATA_DIR, "outbox"), env.SMTP_FROM, log);
}

function smtpMailer(url: string, from: string, log: Logger): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(m) {
      const info = await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      });
      log.info("mail sent", { to: m.to, subject: m.subject, messageId: info.messageId });
    },
  };
}

/**
 * For local use without a mail server: the full message (RFC 5322, as SMTP would carry it) goes to
 * a file a developer can open in any mail program.
 */
export function outboxMailer(dir: string, from: string, log: Logger): Mailer {
  // streamTransport builds the message without sending it.
  const builder = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send(m) {
      const info = await builder.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
      await fs.promises.mkdir(dir, { recursive: true });
      const file = path.join(dir, `${Date.now()}-${randomBytes(4).toString("hex")}.eml`);
      await fs.promises.writeFile(file, info.message as Buffer);
      log.info("mail written to outbox", { to: m.to, subject: m.subject, file, note: m.devNote });
    },
  };
}
