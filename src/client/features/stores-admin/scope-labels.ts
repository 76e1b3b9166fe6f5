import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PlatformScope } from "#shared/contract/stores-admin";

/** What each Open Platform scope lets an app do (the contract's PLATFORM_SCOPE_LABELS, translatable). */
export const SCOPE_LABELS: Record<PlatformScope, MessageDescriptor> = {
  "items:read": msg`Read the store's items`,
  "items:write": msg`Post and edit the store's items`,
  "orders:read": msg`Read the store's orders`,
  "orders:write": msg`Handle the store's orders`,
  "store:read": msg`Read the store's profile`,
  "wallet:read": msg`Read the store's balance`,
};
