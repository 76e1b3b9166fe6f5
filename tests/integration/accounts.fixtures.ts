import type { MailMessage } from "#server/platform/mail";
import type { SmsMessage } from "#server/platform/sms";
import { Code } from "#shared/codes";
import type { TestServer } from "./harness.ts";

/** Replaces the mail and SMS adapters with in-memory ones and reads codes out of what was "sent". */
export function captureOutbox(s: TestServer) {
  const mails: MailMessage[] = [];
  const texts: SmsMessage[] = [];
  s.deps.mail = { kind: "outbox", send: async (m: MailMessage) => void mails.push(m) };
  s.deps.sms = { kind: "outbox", send: async (m: SmsMessage) => void texts.push(m) };
  const codeIn = (s: string) => /\b(\d{6})\b/.exec(s)?.[1];
  return {
    mails,
    texts,
    /** The code of the newest message to `to` (email or phone). */
    lastCode(to: string): string {
      const all = [
        ...mails.map((m) => ({ to: m.to, body: m.text })),
        ...texts.map((t) => ({ to: t.to, body: t.body })),
      ];
      for (let i = all.length - 1; i >= 0; i--) {
        const m = all[i]!;
        if (m.to !== to) continue;
        const code = codeIn(m.body);
        if (code) return code;
      }
      throw new Error(`no code was sent to ${to}`);
    },
  };
}

export type Outbox = ReturnType<typeof captureOutbox>;

let n = 0;
export const freshEmail = (tag = "u") => `${tag}${Date.now().toString(36)}${(n++).toString(36)}@example.com`;
export const freshPhone = () => `+1555${String(Date.now() % 1_000_000).padStart(6, "0")}${n++ % 10}`;

/** sendCode + register; returns the tokens answer. */
export async function signUp(s: TestServer, box: Outbox, account: string, password = "Sunny7Day") {
  const sent = await s.call("POST", "/api/hweb/login/v1/sendCode", { body: { account, scene: "register" } });
  if (sent.body.status_code !== Code.OK) throw new Error(`sendCode failed: ${JSON.stringify(sent.body)}`);
  const r = await s.call("POST", "/api/hweb/login/v1/register", {
    body: { account, code: box.lastCode(account), password },
  });
  if (r.body.status_code !== Code.OK) throw new Error(`register failed: ${JSON.stringify(r.body)}`);
  return r.body.res_data as {
    token: string;
    refreshToken: string;
    expirationTime: number;
    refreshExpirationTime: number;
    user: { id: number } & Record<string, unknown>;
  };
}
