import { randomBytes } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { z } from "zod";
import type { Page, PagingQuery } from "#shared/contract/common";
import type {
  PlatformApp,
  PlatformAppWithSecret,
  PlatformScope,
  SavePlatformAppInputSchema,
} from "#shared/contract/stores-admin";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { notFound } from "../../platform/errors.ts";
import { requireStoreIdentity, requireStoreManager } from "../accounts/index.ts";
import {
  deletePlatformApp,
  insertPlatformApp,
  type PlatformAppRow,
  pagePlatformApps,
  updatePlatformApp,
} from "./stores-admin.repo.ts";

type SavePlatformAppInput = z.output<typeof SavePlatformAppInputSchema>;

/** The same argon2id cost as passwords (OWASP floor); a secret is verified as rarely as a sign-in. */
const ARGON2 = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

const appNotFound = () => notFound("This app does not exist");

export function toPlatformApp(r: PlatformAppRow): PlatformApp {
  return {
    id: r.id,
    name: r.name,
    clientId: r.clientId,
    redirectUris: r.redirectUris,
    scopes: r.scopes as PlatformScope[],
    createTime: r.createdAt,
    updateTime: r.updatedAt,
    secretRotatedAt: r.secretRotatedAt,
  };
}

/** Apps hold keys to the store: only its owner and admins manage them (staff get 10003). */
async function requireStoreAdmin(deps: AppDeps, auth: AuthInfo): Promise<number> {
  const { storeId } = await requireStoreManager(
    deps,
    auth,
    "Only the store's owner or an admin can manage its apps.",
  );
  return storeId;
}

async function newSecret(): Promise<{ secret: string; secretHash: string }> {
  const secret = `bnsk_${randomBytes(32).toString("base64url")}`;
  return { secret, secretHash: await hash(secret, ARGON2 as never) };
}

export async function listPlatformApps(
  deps: AppDeps,
  auth: AuthInfo,
  q: PagingQuery,
): Promise<Page<PlatformApp>> {
  const storeId = requireStoreIdentity(auth);
  const offset = (q.currentPage - 1) * q.pageSize;
  const { total, rows } = await pagePlatformApps(deps.database.db, storeId, q.pageSize, offset);
  return { list: rows.map(toPlatformApp), total, hasNextPage: offset + rows.length < total };
}

/** Create (answers the client secret, once) or edit name, redirect URIs and scopes (no secret). */
export async function savePlatformApp(
  deps: AppDeps,
  auth: AuthInfo,
  input: SavePlatformAppInput,
): Promise<PlatformAppWithSecret> {
  const storeId = await requireStoreAdmin(deps, auth);
  const db = deps.database.db;
  const now = deps.clock.now();
  const fields = {
    name: input.name,
    redirectUris: [...new Set(input.redirectUris)],
    scopes: [...new Set(input.scopes)],
    updatedAt: now,
  };
  if (input.id !== undefined) {
    const row = await updatePlatformApp(db, storeId, input.id, fields);
    if (!row) throw appNotFound();
    return { ...toPlatformApp(row), clientSecret: null };
  }
  const { secret, secretHash } = await newSecret();
  const row = await insertPlatformApp(db, {
    ...fields,
    storeId,
    clientId: `bnapp_${randomBytes(12).toString("hex")}`,
    clientSecretHash: secretHash,
    createdAt: now,
    secretRotatedAt: now,
  });
  return { ...toPlatformApp(row), clientSecret: secret };
}

/** A new secret replaces the old one at once; the answer is the only time it is shown. */
export async function rotatePlatformAppSecret(
  deps: AppDeps,
  auth: AuthInfo,
  id: number,
): Promise<PlatformAppWithSecret> {
  const storeId = await requireStoreAdmin(deps, auth);
  const { secret, secretHash } = await newSecret();
  const now = deps.clock.now();
  const row = await updatePlatformApp(deps.database.db, storeId, id, {
    clientSecretHash: secretHash,
    secretRotatedAt: now,
    updatedAt: now,
  });
  if (!row) throw appNotFound();
  return { ...toPlatformApp(row), clientSecret: secret };
}

export async function removePlatformApp(deps: AppDeps, auth: AuthInfo, id: number): Promise<void> {
  const storeId = await requireStoreAdmin(deps, auth);
  if (!(await deletePlatformApp(deps.database.db, storeId, id))) throw appNotFound();
}
