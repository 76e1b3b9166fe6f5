import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { and, asc, eq, isNull } from "drizzle-orm";
import webpush from "web-push";
import type { DbOrTx } from "../db/client.ts";
import { serverKeys } from "../db/schema/index.ts";
import type { Env } from "../env.ts";
import type { EventBus } from "./bus.ts";
import type { Clock } from "./clock.ts";
import { checkVapidPair, vapidPairFromEnv } from "./push.ts";

/**
 * The server's secrets. Every process of a deployment must hold the same ones (a token signed by one
 * is checked by another; a bidder's tag, a pickup QR and a verification code likewise), so they live
 * in the database: the first process to start creates each one, the others read it. A value given in
 * the environment wins over the stored one.
 */
export type ServerKeys = {
  /** Access and store-identity tokens (HS256, `kid` in the header). */
  token: TokenKeyRing;
  /** Seed of the ES256 pair that signs pickup QR codes. */
  pickup: Uint8Array;
  /** HMAC key of bidders' per-item pseudonyms on the public auction stream. */
  bidderTag: Uint8Array;
  /** HMAC key of stored verification codes, and of the payment sandbox's signed links. */
  secret: Uint8Array;
  /** Web Push (VAPID) pair, base64url as browsers want it. */
  vapid: { publicKey: string; privateKey: string };
};

export type KeyPurpose = "token" | "pickup" | "bidder-tag" | "secret" | "vapid";

/** The kid of the first key of every purpose: a fixed name, so processes starting together insert one row. */
const FIRST_KID = "1";
/** What tokens signed before keys had ids (no `kid` in their header) are checked with. */
export const LEGACY_KID = "legacy";
const CHANGED_CHANNEL = "server-keys";

type SigningKey = { kid: string; key: Uint8Array };

/**
 * The token keys: the newest key not retired signs; every key not retired verifies, so a new key
 * can be added, used for a while by every process, and the old one retired later without signing
 * anyone out. A token naming a kid this process has not seen makes it read the table again.
 */
export class TokenKeyRing {
  private byKid = new Map<string, Uint8Array>();
  private signingKey: SigningKey;
  private lastReload = 0;

  constructor(
    keys: SigningKey[],
    /** Reads the table again; null when the keys come from the environment (nothing to reload). */
    private readonly reloader: (() => Promise<SigningKey[]>) | null = null,
  ) {
    this.signingKey = keys[0]!;
    this.set(keys);
  }

  private set(keys: SigningKey[]) {
    if (!keys.length) return;
    this.byKid = new Map(keys.map((k) => [k.kid, k.key]));
    // Newest last (the loader sorts by creation): every process picks the same one.
    this.signingKey = keys.at(-1)!;
  }

  get signing(): SigningKey {
    return this.signingKey;
  }

  has(kid: string): boolean {
    return this.byKid.has(kid);
  }

  /** The key for `kid` (a token without one is checked with the legacy key), reading the table once a second at most. */
  async lookup(kid: string | undefined): Promise<Uint8Array | null> {
    const id = kid ?? LEGACY_KID;
    const hit = this.byKid.get(id);
    if (hit || !this.reloader) return hit ?? null;
    if (Date.now() - this.lastReload < 1000) return null;
    await this.reload();
    return this.byKid.get(id) ?? null;
  }

  async reload(): Promise<void> {
    if (!this.reloader) return;
    this.lastReload = Date.now();
    this.set(await this.reloader());
  }
}

/** base64 or base64url of at least 32 bytes. */
function secretFromEnv(name: string, value: string): Uint8Array {
  const bytes = Buffer.from(value.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, ""), "base64url");
  if (bytes.length < 32)
    throw new Error(`Invalid configuration: ${name} must be at least 32 bytes in base64`);
  return bytes;
}

/** A kid for a key given in the environment: a short hash, so the same key has the same id everywhere. */
function kidOf(key: Uint8Array): string {
  return `env-${createHash("sha256").update(key).digest("base64url").slice(0, 12)}`;
}

async function activeRows(db: DbOrTx, purpose: KeyPurpose) {
  return db
    .select({ kid: serverKeys.kid, material: serverKeys.material })
    .from(serverKeys)
    .where(and(eq(serverKeys.purpose, purpose), isNull(serverKeys.retiredAt)))
    .orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid));
}

/**
 * The keys of `purpose` not retired. When there are none, `candidate` is offered under a fixed kid
 * with ON CONFLICT DO NOTHING and the table read back: of several processes starting together one
 * insert wins and all of them read the winner.
 */
async function ensureKey(
  db: DbOrTx,
  clock: Clock,
  purpose: KeyPurpose,
  candidate: () => { kid?: string; material: string },
): Promise<{ kid: string; material: string }[]> {
  const rows = await activeRows(db, purpose);
  if (rows.length) return rows;
  const c = candidate();
  const kid = c.kid ?? FIRST_KID;
  await db
    .insert(serverKeys)
    .values({ purpose, kid, material: c.material, createdAt: clock.now() })
    .onConflictDoNothing();
  const after = await activeRows(db, purpose);
  if (after.length) return after;
  // Every key of this purpose was retired, the first kid with them: start a new one under a fresh kid.
  await db
    .insert(serverKeys)
    .values({ purpose, kid: newKid(), material: c.material, createdAt: clock.now() })
    .onConflictDoNothing();
  return activeRows(db, purpose);
}

const newKid = () => randomBytes(9).toString("base64url");
const newSecret = () => randomBytes(32).toString("base64url");

/**
 * Secrets an older version kept under DATA_DIR/keys: offered as the first stored keys, so an
 * existing install keeps its sessions, its bidders' tags, its pickup codes and its browsers'
 * push subscriptions.
 */
function legacyFiles(dataDir: string) {
  const dir = path.join(dataDir, "keys");
  let token: string | null = null;
  let vapid: string | null = null;
  try {
    token = Buffer.from(fs.readFileSync(path.join(dir, "token.key"), "utf8").trim(), "base64").toString(
      "base64url",
    );
  } catch {}
  try {
    const v = JSON.parse(fs.readFileSync(path.join(dir, "vapid.json"), "utf8")) as {
      publicKey: string;
      privateKey: string;
    };
    checkVapidPair(v.publicKey, v.privateKey);
    vapid = JSON.stringify({ publicKey: v.publicKey, privateKey: v.privateKey });
  } catch {}
  return { token, vapid };
}

/** Reads (creating what is missing) every key the server needs. Call once at start, after migrating. */
export async function loadServerKeys(
  db: DbOrTx,
  env: Env,
  clock: Clock,
  opts: { readLegacyFiles: boolean },
): Promise<ServerKeys> {
  const legacy = opts.readLegacyFiles ? legacyFiles(env.DATA_DIR) : { token: null, vapid: null };
  const single = async (purpose: KeyPurpose, envName: string, envValue: string | undefined) => {
    if (envValue) return secretFromEnv(envName, envValue);
    const [row] = await ensureKey(db, clock, purpose, () => ({ material: legacy.token ?? newSecret() }));
    return new Uint8Array(Buffer.from(row!.material, "base64url"));
  };

  let token: TokenKeyRing;
  if (env.TOKEN_KEYS) {
    // Comma-separated: the first signs, the others still verify (rotation by configuration).
    const keys = env.TOKEN_KEYS.split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .map((s) => {
        const key = secretFromEnv("TOKEN_KEYS", s);
        return { kid: kidOf(key), key };
      });
    token = new TokenKeyRing([...keys.slice(1), keys[0]!]);
  } else {
    const load = async () =>
      (
        await ensureKey(db, clock, "token", () =>
          legacy.token ? { kid: LEGACY_KID, material: legacy.token } : { material: newSecret() },
        )
      ).map((r) => ({ kid: r.kid, key: new Uint8Array(Buffer.from(r.material, "base64url")) }));
    token = new TokenKeyRing(await load(), load);
  }

  let vapid = vapidPairFromEnv(env);
  if (!vapid) {
    const [row] = await ensureKey(db, clock, "vapid", () => {
      if (legacy.vapid) return { material: legacy.vapid };
      const pair = webpush.generateVAPIDKeys();
      return { material: JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }) };
    });
    const parsed = JSON.parse(row!.material) as { publicKey: string; privateKey: string };
    checkVapidPair(parsed.publicKey, parsed.privateKey);
    vapid = { publicKey: parsed.publicKey, privateKey: parsed.privateKey };
  }

  return {
    token,
    pickup: await single("pickup", "PICKUP_KEY", env.PICKUP_KEY),
    bidderTag: await single("bidder-tag", "BIDDER_TAG_KEY", env.BIDDER_TAG_KEY),
    secret: await single("secret", "APP_SECRET", env.APP_SECRET),
    vapid,
  };
}

/** Every process reads the token keys again when one of them adds or retires a key. */
export function followKeyChanges(keys: ServerKeys, bus: EventBus): () => void {
  return bus.subscribe(CHANGED_CHANNEL, () => void keys.token.reload().catch(() => {}));
}

/**
 * Adds a token key that signs from now on (every process switches to it on the bus's notice); the
 * keys before it keep verifying until retired. Returns the new kid.
 */
export async function rotateTokenKey(db: DbOrTx, bus: EventBus, clock: Clock): Promise<string> {
  const kid = newKid();
  await db
    .insert(serverKeys)
    .values({ purpose: "token", kid, material: newSecret(), createdAt: clock.now() });
  await bus.publish(db, CHANGED_CHANNEL, "rotated", { kid });
  return kid;
}

/** Every token key, retired ones too, oldest first (the `token-keys.ts list` command). */
export async function listTokenKeys(
  db: DbOrTx,
): Promise<{ kid: string; createdAt: number; retiredAt: number | null }[]> {
  return db
    .select({ kid: serverKeys.kid, createdAt: serverKeys.createdAt, retiredAt: serverKeys.retiredAt })
    .from(serverKeys)
    .where(eq(serverKeys.purpose, "token"))
    .orderBy(asc(serverKeys.createdAt), asc(serverKeys.kid));
}

/** Retires a token key: tokens it signed stop verifying (refresh tokens are not signed and still work). */
export async function retireTokenKey(db: DbOrTx, bus: EventBus, clock: Clock, kid: string): Promise<boolean> {
  const active = await activeRows(db, "token");
  // The last key is never retired: something must sign the next token.
  if (!active.some((r) => r.kid !== kid)) throw new Error("Add a new token key before retiring the last one");
  const rows = await db
    .update(serverKeys)
    .set({ retiredAt: clock.now() })
    .where(and(eq(serverKeys.purpose, "token"), eq(serverKeys.kid, kid), isNull(serverKeys.retiredAt)))
    .returning({ kid: serverKeys.kid });
  if (rows.length) await bus.publish(db, CHANGED_CHANNEL, "retired", { kid });
  return rows.length > 0;
}
