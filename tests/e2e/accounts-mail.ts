import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** The port the e2e server's SMTP_URL points at (tests/e2e/playwright.config.ts). */
export const SMTP_PORT = Number(new URL(process.env.E2E_SMTP_URL ?? "smtp://127.0.0.1:2526").port);

type Mail = { to: string[]; subject: string; text: string };

/**
 * A real SMTP server on 127.0.0.1 that keeps every message it receives, so a test can read the
 * code the app mailed (the same path production mail takes, through nodemailer).
 */
export class TestMailbox {
  private mails: Mail[] = [];
  private waiters: Array<() => void> = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData: (stream, _session, done) => {
      simpleParser(stream)
        .then((m) => {
          const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((a) =>
            a.value.map((v) => (v.address ?? "").toLowerCase()),
          );
          this.mails.push({ to, subject: m.subject ?? "", text: m.text ?? "" });
          for (const w of this.waiters.splice(0)) w();
          done();
        })
        .catch(done);
    },
  });

  start(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.server.once("error", reject);
      this.server.listen(SMTP_PORT, "127.0.0.1", () => resolve());
    });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for the next mail to `address` after `since` messages, and answers its 6-digit code. */
  async codeFor(address: string, opts: { timeoutMs?: number; after?: number } = {}): Promise<string> {
    const deadline = Date.now() + (opts.timeoutMs ?? 15_000);
    const want = address.toLowerCase();
    for (;;) {
      const hit = this.mails.slice(opts.after ?? 0).findLast((m) => m.to.includes(want));
      const code = hit && /\b(\d{6})\b/.exec(`${hit.subject}\n${hit.text}`)?.[1];
      if (code) return code;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no code mailed to ${address}`);
      await new Promise<void>((r) => {
        const t = setTimeout(r, Math.min(left, 500));
        this.waiters.push(() => {
          clearTimeout(t);
          r();
        });
      });
    }
  }

  /** How many messages arrived so far (pass as `after` to wait for a newer one). */
  get count(): number {
    return this.mails.length;
  }
}
