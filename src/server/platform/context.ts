import type https from "node:https";
import type { Locale } from "#shared/locale";
import type { Database, DbOrTx } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { EventBus } from "./bus.ts";
import type { Clock } from "./clock.ts";
import type { JobRunner } from "./jobs.ts";
import type { ServerKeys } from "./keys.ts";
import type { Logger } from "./logger.ts";
import type { Mailer } from "./mail.ts";
import type { PaymentProvider } from "./payments/provider.ts";
import type { PushService } from "./push.ts";
import type { SmsSender } from "./sms.ts";
import type { ObjectStorage } from "./storage.ts";

/** What a signed-in request carries after the auth middleware. */
export type AuthInfo = {
  userId: number;
  sessionId: string;
  /** Set when the request acts as a store (a valid X-Identity-Token). */
  storeId: number | null;
};

/** An in-app notice (stored in English, shown in the reader's language). */
export type UserNotifier = (
  db: DbOrTx,
  notice: { userId: number; title: string; content: string; jumpType: number },
) => Promise<void>;

/** Unread chat messages per user, for each of `userIds`. */
export type ChatUnreadCounter = (db: DbOrTx, userIds: number[]) => Promise<Map<number, number>>;

/**
 * What the auth middleware (auth.ts) and the request's language (i18n/request-locale.ts) ask the
 * accounts module, which owns sessions, store teams and users.
 * Handed in rather than imported: platform sits below the modules.
 */
export interface AccountsDirectory {
  /** The sessions among `ids` that exist. */
  sessionsByIds(
    db: DbOrTx,
    ids: string[],
  ): Promise<{ id: string; userId: number; revokedAt: number | null }[]>;
  isStoreMember(db: DbOrTx, storeId: number, userId: number): Promise<boolean>;
  /** The language the user saved (null: none), for a request's answer (i18n/request-locale.ts). */
  savedLocaleOf(db: DbOrTx, userId: number): Promise<string | null>;
}

/**
 * Everything the modules need, built once in server.ts and handed to the app factory. The adapters
 * for the outside world (mail, sms, payments, push) are read from here on every use, so a test may
 * swap one for a fake after the server has started.
 */
export interface AppDeps {
  env: Env;
  database: Database;
  clock: Clock;
  bus: EventBus;
  jobs: JobRunner;
  log: Logger;
  /** The server's secrets, shared by every process through the database (see keys.ts). */
  keys: ServerKeys;
  /** Where pictures are stored (a folder, the database or a bucket; see storage.ts). */
  storage: ObjectStorage;
  mail: Mailer;
  sms: SmsSender;
  /** The card processor: the sandbox, or Stripe when STRIPE_SECRET_KEY is set. */
  payments: PaymentProvider;
  /** Web Push with the shared VAPID keys. */
  push: PushService;
  /** The HTTPS agent push sends go through (tests set one trusting their own CA); Node's default when unset. */
  pushAgent?: https.Agent;
  /**
   * Chat's unread counts, which the notifications module's `unread` event carries. Handed in rather
   * than imported because chat already depends on notifications (to publish that event).
   */
  chatUnread: ChatUnreadCounter;
  /** Sessions and store teams, for the auth middleware. */
  accounts: AccountsDirectory;
  /**
   * An in-app notice to one user, through the notifications module. Handed in rather than imported
   * because notifications already depends on accounts (which tells owners of failed sign-ins).
   */
  notifyUser: UserNotifier;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    /** The client's address (platform/client-address.ts: TRUST_PROXY decides whom to believe). */
    clientIp: string;
    auth: AuthInfo | null;
    /** The language of the answer's messages (i18n/request-locale.ts). */
    locale: Locale;
    /** Whether Accept-Language chose `locale` (then the user's saved language does not apply). */
    localeFromHeader: boolean;
  };
};
