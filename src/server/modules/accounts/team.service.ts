import { and, asc, count, eq, sql } from "drizzle-orm";
import type { SaveStoreInput, Store, TeamRole } from "#shared/contract/accounts";
import type { PagingQuery } from "#shared/contract/common";
import { DEFAULT_LOCALE, type Locale } from "#shared/locale";
import type { DbOrTx } from "../../db/client.ts";
import { storeMembers, stores, users } from "../../db/schema/index.ts";
import type { AppDeps, AuthInfo } from "../../platform/context.ts";
import { conflict, fieldError, forbidden, notFound } from "../../platform/errors.ts";
import { isOwnPictureRef } from "../../platform/files.ts";
import { enforce } from "../../platform/rate-limit.ts";
import { accountKind, findUserByAccount } from "./accounts.repo.ts";
import { displayName, getStoreRole, requireStoreIdentity, requireStoreManager } from "./accounts.service.ts";
import { teamInvitationMail } from "./code-messages.ts";

/** Stores one person may own. */
export const MAX_OWNED_STORES = 10;

/** rules/product.md §6 leaves roles open: these three, with what each may do. */
export const TEAM_ROLES = [
  {
    role: "owner",
    name: "Owner",
    description:
      "Created the store. Manages the store, its team (admins included), items, orders and wallet.",
    zh: { name: "店主", description: "创建了店铺。管理店铺、团队（包括管理员）、商品、订单和钱包。" },
    permissions: [
      "store.edit",
      "team.manage",
      "team.admins",
      "items.manage",
      "orders.manage",
      "wallet.manage",
    ],
  },
  {
    role: "admin",
    name: "Administrator",
    description: "Edits the store, adds and removes staff, manages items and orders.",
    zh: { name: "管理员", description: "编辑店铺，添加和移除员工，管理商品和订单。" },
    permissions: ["store.edit", "team.manage", "items.manage", "orders.manage"],
  },
  {
    role: "staff",
    name: "Staff",
    description: "Posts and edits items and handles orders for the store.",
    zh: { name: "员工", description: "为店铺发布和编辑商品，处理订单。" },
    permissions: ["items.manage", "orders.manage"],
  },
] as const satisfies readonly {
  role: TeamRole;
  name: string;
  description: string;
  /** The same in Chinese, for GET /team/roles asked in Chinese. */
  zh: { name: string; description: string };
  permissions: string[];
}[];

/** GET /team/roles in the request's language. */
export function teamRoles(locale: Locale) {
  return TEAM_ROLES.map(({ zh, ...r }) => ({
    ...r,
    ...(locale === "zh" ? zh : {}),
    permissions: [...r.permissions],
  }));
}

const storeColumns = {
  id: stores.id,
  storeName: stores.storeName,
  introduction: stores.introduction,
  logo: stores.logo,
  ownerId: stores.ownerId,
  role: storeMembers.role,
  createTime: stores.createdAt,
};

/** GET /store/list: the stores the user is in, with the user's role. */
export async function myStores(db: DbOrTx, userId: number): Promise<Store[]> {
  const rows = await db
    .select(storeColumns)
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(eq(storeMembers.userId, userId))
    .orderBy(asc(stores.id));
  return rows.map((r) => ({ ...r, role: r.role as TeamRole }));
}

/** GET /store/detail: team members only (others get 10004). */
export async function storeDetail(db: DbOrTx, userId: number, storeId: number): Promise<Store> {
  const [row] = await db
    .select(storeColumns)
    .from(storeMembers)
    .innerJoin(stores, eq(stores.id, storeMembers.storeId))
    .where(and(eq(storeMembers.userId, userId), eq(storeMembers.storeId, storeId)));
  if (!row) throw notFound("No such store.");
  return { ...row, role: row.role as TeamRole };
}

/** POST /store/save: creates a store (the caller owns it) or edits one (owner or admin). */
export async function saveStore(deps: AppDeps, userId: number, input: SaveStoreInput & { id?: number }) {
  const { db } = deps.database;
  const now = deps.clock.now();
  const logo = input.logo?.trim();
  if (logo && !isOwnPictureRef(logo, deps.env.PUBLIC_URL))
    throw fieldError("logo", "Use the url of an uploaded photo");
  const fields = {
    storeName: input.storeName.trim(),
    introduction: input.introduction?.trim() || null,
    logo: input.logo?.trim() || null,
  };
  if (input.id === undefined) {
    const [owned] = await db.select({ n: count() }).from(stores).where(eq(stores.ownerId, userId));
    if ((owned?.n ?? 0) >= MAX_OWNED_STORES)
      throw forbidden(`You can own at most ${MAX_OWNED_STORES} stores.`);
    const id = await db.transaction(async (tx) => {
      const [s] = await tx
        .insert(stores)
        .values({ ...fields, ownerId: userId, createdAt: now })
        .returning({ id: stores.id });
      await tx.insert(storeMembers).values({ storeId: s!.id, userId, role: "owner", createdAt: now });
      return s!.id;
    });
    return storeDetail(db, userId, id);
  }
  const role = await getStoreRole(db, input.id, userId);
  if (!role) throw notFound("No such store.");
  if (role === "staff") throw forbidden("Only the store's owner or an admin can edit it.");
  await db.update(stores).set(fields).where(eq(stores.id, input.id));
  return storeDetail(db, userId, input.id);
}

/** GET /team/users: the team of the store the request acts as. */
export async function teamUsers(deps: AppDeps, auth: AuthInfo, paging: PagingQuery) {
  const storeId = requireStoreIdentity(auth);
  const { db } = deps.database;
  const where = eq(storeMembers.storeId, storeId);
  const [total] = await db.select({ n: count() }).from(storeMembers).where(where);
  const rows = await db
    .select({ member: storeMembers, user: users })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(where)
    // Owner first, then admins, then staff; oldest first within a role.
    .orderBy(
      sql`case ${storeMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
      asc(storeMembers.createdAt),
      asc(storeMembers.userId),
    )
    .limit(paging.pageSize)
    .offset((paging.currentPage - 1) * paging.pageSize);
  const n = Number(total?.n ?? 0);
  return {
    list: rows.map(({ member, user }) => ({
      userId: user.id,
      name: displayName(user),
      userName: user.userName,
      email: user.email,
      pic: user.pic,
      role: member.role as TeamRole,
      createTime: member.createdAt,
    })),
    total: n,
    hasNextPage: paging.currentPage * paging.pageSize < n,
  };
}

/** The caller's role in the store they act as, which must let them manage the team. */
const managerRole = (deps: AppDeps, auth: AuthInfo) =>
  requireStoreManager(deps, auth, "Only the store's owner or an admin can manage its team.");

async function memberRole(db: DbOrTx, storeId: number, userId: number) {
  const role = await getStoreRole(db, storeId, userId);
  if (!role) throw notFound("That person is not in this store's team.");
  return role;
}

/** Team additions a store may make in an hour (each may send a mail to an address someone typed). */
const TEAM_ADDS_PER_HOUR = 30;

/**
 * POST /team/add: an existing user, by email, username or phone. The answer is the same whether
 * the account exists or not (no way to learn who has one); the person added is told in the app,
 * and an e-mail address without an account is told how to join. Those messages leave after the
 * answer, so neither case takes longer.
 */
export async function teamAdd(
  deps: AppDeps,
  auth: AuthInfo,
  input: { account: string; role: "admin" | "staff" },
  locale: Locale = DEFAULT_LOCALE,
) {
  const { storeId, role } = await managerRole(deps, auth);
  if (input.role === "admin" && role !== "owner") throw forbidden("Only the store's owner can add admins.");
  const { db } = deps.database;
  await enforce(db, deps.clock, `team-add:${storeId}`, TEAM_ADDS_PER_HOUR, 60 * 60_000);
  const answer = { account: input.account, role: input.role };
  const [store] = await db.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, storeId));
  const storeName = store?.storeName ?? "";
  const later = (what: string, send: () => Promise<void>) =>
    void send().catch((err) => deps.log.warn(`${what} not sent`, { storeId, err: String(err) }));
  const user = await findUserByAccount(db, input.account);
  if (!user || user.deactivatedAt !== null) {
    if (!user && accountKind(input.account) === "email")
      later("team invitation mail", () =>
        deps.mail.send({ to: input.account, ...teamInvitationMail(locale, storeName, deps.env.PUBLIC_URL) }),
      );
    return answer;
  }
  // Members are on the team's list the manager already sees: saying so tells nothing new.
  if (await getStoreRole(db, storeId, user.id)) throw conflict("This person is already in the team.");
  try {
    await db
      .insert(storeMembers)
      .values({ storeId, userId: user.id, role: input.role, createdAt: deps.clock.now() });
  } catch {
    throw conflict("This person is already in the team.");
  }
  later("team notice", () =>
    deps.notifyUser(db, {
      userId: user.id,
      title: "You joined a store's team",
      content: `You were added to the team of ${storeName}. Use Change Identity to act as the store.`,
      jumpType: 0,
    }),
  );
  return answer;
}

/** POST /team/edit: the owner changes a member between admin and staff. */
export async function teamEdit(
  deps: AppDeps,
  auth: AuthInfo,
  input: { userId: number; role: "admin" | "staff" },
) {
  const { storeId, role } = await managerRole(deps, auth);
  if (role !== "owner") throw forbidden("Only the store's owner can change roles.");
  const { db } = deps.database;
  const current = await memberRole(db, storeId, input.userId);
  if (current === "owner") throw forbidden("The owner's role cannot be changed.");
  await db
    .update(storeMembers)
    .set({ role: input.role })
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, input.userId)));
  return { userId: input.userId, role: input.role };
}

/**
 * POST /team/delete: the owner removes anyone but themself, an admin removes staff, and anyone may
 * leave. A removed member's store token stops working at once (the auth middleware checks membership).
 */
export async function teamDelete(deps: AppDeps, auth: AuthInfo, input: { userId: number }) {
  const storeId = requireStoreIdentity(auth);
  const { db } = deps.database;
  const mine = await getStoreRole(db, storeId, auth.userId);
  if (!mine) throw notFound("No such store.");
  const theirs = await memberRole(db, storeId, input.userId);
  if (theirs === "owner") throw forbidden("The owner cannot be removed from the store.");
  const leaving = input.userId === auth.userId;
  if (!leaving && !(mine === "owner" || (mine === "admin" && theirs === "staff")))
    throw forbidden("Only the store's owner or an admin can remove team members.");
  await db
    .delete(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, input.userId)));
  return {};
}
