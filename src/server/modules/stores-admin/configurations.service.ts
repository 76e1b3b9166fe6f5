import type { z } from "zod";
import {
  DEFAULT_STORE_CONFIGURATION,
  type SaveStoreConfigurationInputSchema,
  type StoreConfiguration,
} from "#shared/contract/stores-admin";
import type { DbOrTx } from "../../db/client.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { requireStoreIdentity, requireStoreManager } from "../accounts/index.ts";
import { findConfiguration, type StoreConfigurationRow, upsertConfiguration } from "./stores-admin.repo.ts";

type SaveInput = z.output<typeof SaveStoreConfigurationInputSchema>;

function toConfiguration(r: StoreConfigurationRow | null): StoreConfiguration {
  if (!r) return { ...DEFAULT_STORE_CONFIGURATION };
  return {
    defaultSoftCloseSeconds: r.defaultSoftCloseSeconds,
    pickupInstructions: r.pickupInstructions,
    acceptCash: r.acceptCash,
    notifyNewOrder: r.notifyNewOrder,
    notifyChatMessage: r.notifyChatMessage,
    notifyAuctionEnded: r.notifyAuctionEnded,
    updateTime: r.updatedAt,
  };
}

/** A store's settings (the defaults until saved). Other modules may read them through here. */
export async function storeConfiguration(db: DbOrTx, storeId: number): Promise<StoreConfiguration> {
  return toConfiguration(await findConfiguration(db, storeId));
}

export async function getConfiguration(deps: AppDeps, auth: AuthInfo): Promise<StoreConfiguration> {
  return storeConfiguration(deps.database.db, requireStoreIdentity(auth));
}

/** Settings are the owner's and admins' to change; staff read them. */
export async function saveConfiguration(
  deps: AppDeps,
  auth: AuthInfo,
  input: SaveInput,
): Promise<StoreConfiguration> {
  const { storeId } = await requireStoreManager(
    deps,
    auth,
    "Only the store's owner or an admin can change its configuration.",
  );
  const row = await upsertConfiguration(deps.database.db, {
    storeId,
    ...input,
    updatedAt: deps.clock.now(),
  });
  return toConfiguration(row);
}
