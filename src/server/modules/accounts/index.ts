/** What other modules use of accounts, the one way in (scripts/check-walls.mjs). */

export { isStoreMember, sessionsByIds } from "./accounts.repo.ts";
export { type DemoAccounts, seedDemoAccounts } from "./accounts.seed.ts";
export {
  displayName,
  getStoreById,
  getStoreRole,
  getUserById,
  isStoreTeamMember,
  managesStore,
  requireManagerOf,
  requireStoreIdentity,
  requireStoreManager,
  setRestricted,
  setSuspended,
  storesOfUser,
  type UserRow,
} from "./accounts.service.ts";
export { publicStores, publicUsers, savedLocaleOf, savedLocaleSql } from "./public-views.ts";
export { sessionsPruner } from "./retention.ts";
export { myStores } from "./team.service.ts";
export { isOperatorEmail } from "./user-info.ts";
