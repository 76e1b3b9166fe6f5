import path from "node:path";
import { z } from "zod";

/**
 * The server's settings, parsed once. Nothing else reads process.env: a bad value stops the start
 * with a message that names it.
 */
const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().optional(),
  SMTP_FROM: z.string().default("Buy Now Or Miss Out <no-reply@localhost>"),
  SEED_DEMO: z.enum(["0", "1"]).default("0"),
  PUBLIC_URL: z.string().url().optional(),
  AUCTION_MIN_SECONDS: z.coerce.number().int().min(0).default(3600),
  ACCESS_TOKEN_SECONDS: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_SECONDS: z.coerce.number().int().min(1).default(2_592_000),
  PLATFORM_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(500),
  /** How long an offer or a counter-offer stays open before it expires (CONTRACT.md "Offers"). */
  OFFER_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(48),
  // Above the ~71 live personal listings the demo seed gives seller3, who must be able to post at once (rules/http-contract.md §4, demo data).
  PERSONAL_FREE_ITEM_LIMIT: z.coerce.number().int().min(0).default(200),
  VAPID_SUBJECT: z.string().optional(),
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  /**
   * Secrets that otherwise are created once in the database and shared by every process (base64,
   * 32 bytes or more). TOKEN_KEYS may list several, comma-separated: the first signs, all verify.
   */
  TOKEN_KEYS: z.string().optional(),
  PICKUP_KEY: z.string().optional(),
  BIDDER_TAG_KEY: z.string().optional(),
  APP_SECRET: z.string().optional(),
  /** Where pictures go: a folder under DATA_DIR, the database, or an S3-compatible bucket. */
  STORAGE: z.enum(["local", "postgres", "s3"]).optional(),
  S3_BUCKET: z.string().optional(),
  /** An S3-compatible service's address (MinIO, R2, …); unset = AWS itself. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted services want it. */
  S3_FORCE_PATH_STYLE: z.enum(["0", "1", "true", "false"]).optional(),
  SMS_PROVIDER: z.enum(["outbox", "twilio"]).default("outbox"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  /** Where the built client lives (vite's outDir). */
  CLIENT_DIR: z.string().default("./dist/client"),
  /** Polling period of the due-work runner. */
  JOBS_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** SMS_PROVIDER=twilio: account, secret and sender (a number or a messaging service SID). */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_FROM: z.string().optional(),
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  /** Base address of Twilio's REST API (tests point it at a local fake). */
  TWILIO_API_BASE: z.string().url().default("https://api.twilio.com"),
  /** Verification codes one IP address may ask for in 15 minutes (all accounts together). */
  SEND_CODE_IP_LIMIT: z.coerce.number().int().min(1).default(100),
  /** Failed sign-ins one IP address may make in 15 minutes (all accounts together). */
  LOGIN_FAIL_IP_LIMIT: z.coerce.number().int().min(1).default(200),
  /**
   * Rate-limit counters kept at most (unauthenticated traffic makes a new key per address and
   * account it names): past it the least recently hit are dropped, and counters past their window
   * go first.
   */
  RATE_LIMIT_MAX_ROWS: z.coerce.number().int().min(10).default(100_000),
  /**
   * API requests worked on at once (the rest wait in line). Unset: 8 on the embedded database (one
   * connection: more only interleave), 40 on PostgreSQL (twice the pool).
   */
  API_MAX_ACTIVE: z.coerce.number().int().min(1).optional(),
  /** Requests that may wait in line; past that the answer is 503 with Retry-After at once. */
  API_QUEUE_MAX: z.coerce.number().int().min(0).default(1000),
  /** How long a request may wait in line before it is answered 503 (it never started). */
  API_QUEUE_WAIT_MS: z.coerce.number().int().min(1).default(5000),
  /**
   * Push endpoints must be https on a public address; hosts listed here (comma-separated, e.g.
   * `127.0.0.1`) are allowed anyway, for tests and private push services.
   */
  PUSH_ALLOWED_HOSTS: z.string().optional(),
  /** PostgreSQL: how long opening a connection (or waiting for a free one) may take before the request answers 503. */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  /** PostgreSQL: how long one statement may run (on the server, and on the client for a silent network). */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  /** Retention (the daily prune): how long the live streams' event log is kept for reconnects to replay. */
  RETENTION_EVENTS_HOURS: z.coerce.number().min(1).default(24),
  /** Finished jobs, kept for a look at what ran. */
  RETENTION_JOBS_DAYS: z.coerce.number().min(0).default(7),
  /** Stored Idempotency-Key answers (never less than the 24 h replay promise). */
  RETENTION_IDEMPOTENCY_HOURS: z.coerce.number().min(24).default(48),
  /** Rate-limit counters untouched this long (the longest window is an hour). */
  RETENTION_RATE_LIMIT_HOURS: z.coerce.number().min(1).default(24),
  /** Revoked or expired sign-ins, and their refresh tokens, after they ended. */
  RETENTION_SESSIONS_DAYS: z.coerce.number().min(0).default(30),
  /** Rows one delete statement removes (each batch commits on its own). */
  RETENTION_BATCH: z.coerce.number().int().min(1).default(500),
  /** Stripe webhook signing secret (whsec_…) for POST /api/payment/webhook. */
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Base address of Stripe's API (tests point it at a local fake); unset = Stripe itself. */
  STRIPE_API_BASE: z.string().url().optional(),
  /**
   * Proxies in front of the server that append to X-Forwarded-For (nginx: 1). The client's address
   * is the entry that many hops from the right; unset or 0: the socket's peer, and the header is ignored.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(20).default(0),
  /** When set, GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`. */
  METRICS_TOKEN: z.string().min(1).optional(),
  /**
   * After SIGTERM, how long the server keeps accepting while /api/readyz answers 503, so a load
   * balancer polling it stops sending traffic first (its probe period); 0 behind nginx.
   */
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).default(0),
  /** After that, how long requests in flight may take to finish before their connections are cut. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(20_000),
  /** OpenTelemetry's own settings (read by its SDK); tracing is off unless one of these is set. */
  OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
  OTEL_TRACES_EXPORTER: z.string().optional(),
  OTEL_SERVICE_NAME: z.string().default("bnomo"),
  /** Comma-separated e-mails of the platform's operators (CONTRACT.md settings). */
  OPERATOR_EMAILS: z.string().optional(),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "STORAGE"> & {
  PUBLIC_URL: string;
  DATA_DIR: string;
  /** Pictures in the database by default when there is one to share (DATABASE_URL), else in DATA_DIR. */
  STORAGE: "local" | "postgres" | "s3";
  /** OPERATOR_EMAILS, lower-cased; unset with SEED_DEMO=1: the demo operator only. */
  operatorEmails: readonly string[];
};

export const DEMO_OPERATOR_EMAIL = "operator@demo.test";

/**
 * The settings for a command's entry point (the server, backup and restore): what is wrong with
 * them goes to stderr and the process ends with code 2, the code of a usage error, without a stack.
 */
export function envOrExit(): Env {
  try {
    return parseEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(2);
  }
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const env = parsed.data;
  if (env.STORAGE === "s3" && !env.S3_BUCKET)
    throw new Error("Invalid configuration:\n  S3_BUCKET: required with STORAGE=s3");
  return {
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    STORAGE: env.STORAGE ?? (env.DATABASE_URL ? "postgres" : "local"),
    operatorEmails:
      env.OPERATOR_EMAILS !== undefined
        ? env.OPERATOR_EMAILS.split(",")
            .map((e) => e.trim().toLowerCase())
            .filter(Boolean)
        : env.SEED_DEMO === "1"
          ? [DEMO_OPERATOR_EMAIL]
          : [],
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ""),
  };
}
