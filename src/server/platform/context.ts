import type { Database } from "../db/client.ts";
import type { Env } from "../env.ts";
import type { EventBus } from "./bus.ts";
import type { Clock } from "./clock.ts";
import type { JobRunner } from "./jobs.ts";
import type { ServerKeys } from "./keys.ts";
import type { Logger } from "./logger.ts";
import type { ObjectStorage } from "./storage.ts";

/** What a signed-in request carries after the auth middleware. */
export type AuthInfo = {
  userId: number;
  sessionId: string;
  /** Set when the request acts as a store (a valid X-Identity-Token). */
  storeId: number | null;
};

/**
 * Everything the modules need, built once in main.ts (or by a test) and handed to the app factory.
 * Adapters for the outside world (mail, sms, payments, push) hang off `services` so tests can swap them.
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
  /** Adapters and services registered by modules at startup (mail, sms, payments, push, ...). */
  services: Record<string, unknown>;
}

export type AppEnv = {
  Variables: {
    deps: AppDeps;
    requestId: string;
    auth: AuthInfo | null;
  };
};
