import { and, asc, count, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { SaveStoreInput, Store, TeamInvitation, TeamRole } from "#shared/contract/accounts";
import type { PagingQuery } from "#shared/contract/common";
import { JumpType } from "#shared/jump-types";
import { DEFAULT_LOCALE, isLocale, type Locale } from "#shared/locale";
import type { DbOrTx } from "../../db/client.ts";
import { storeMembers, stores, teamInvitations, users } from "../../db/schema/index.ts";
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

/**
 * GET /team/users: the team of the store the request acts as, members first (owner, admins, staff;
 * oldest first within a role), then the invitations not yet answered, each shown only as the
 * address the manager typed.
 */
export async function teamUsers(deps: AppDeps, auth: AuthInfo, paging: PagingQuery) {
  const storeId = requireStoreIdentity(auth);
  const { db } = deps.database;
  const now = deps.clock.now();
  const where = eq(storeMembers.storeId, storeId);
  const open = and(eq(teamInvitations.storeId, storeId), gt(teamInvitations.expiresAt, now));
  const [members] = await db.select({ n: count() }).from(storeMembers).where(where);
  const [invited] = await db.select({ n: count() }).from(teamInvitations).where(open);
  const memberCount = Number(members?.n ?? 0);
  const n = memberCount + Number(invited?.n ?? 0);
  const from = (paging.currentPage - 1) * paging.pageSize;
  const rows =
    from < memberCount
      ? await db
          .select({ member: storeMembers, user: users })
          .from(storeMembers)
          .innerJoin(users, eq(users.id, storeMembers.userId))
          .where(where)
          .orderBy(
            sql`case ${storeMembers.role} when 'owner' then 0 when 'admin' then 1 else 2 end`,
            asc(storeMembers.createdAt),
            asc(storeMembers.userId),
          )
          .limit(paging.pageSize)
          .offset(from)
      : [];
  const room = paging.pageSize - rows.length;
  const invitations =
    room > 0
      ? await db
          .select()
          .from(teamInvitations)
          .where(open)
          .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id))
          .limit(room)
          .offset(Math.max(0, from - memberCount))
      : [];
  return {
    list: [
      ...rows.map(({ member, user }) => ({
        userId: user.id as number | null,
        name: displayName(user),
        userName: user.userName,
        email: user.email,
        pic: user.pic,
        role: member.role as TeamRole,
        createTime: member.createdAt,
        status: "member" as const,
        invitationId: null as number | null,
      })),
      ...invitations.map((i) => ({
        userId: null,
        name: i.account,
        userName: null,
        email: accountKind(i.account) === "email" ? i.account : null,
        pic: null,
        role: i.role as TeamRole,
        createTime: i.createdAt,
        status: "invited" as const,
        invitationId: i.id,
      })),
    ],
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

/** Team invitations a store may send in an hour (each may mail an address someone typed). */
const TEAM_ADDS_PER_HOUR = 30;
/** How long an invitation waits for its answer. */
export const INVITATION_DAYS = 14;
const DAY_MS = 24 * 60 * 60_000;

/**
 * POST /team/add: invites an email, username or phone to the team. Nobody joins until they accept
 * (POST /team/accept), and until then the team list shows only what the manager typed, so neither
 * the answer nor the list tells whether the address has an account. The same work is done in both
 * cases (the account looked up, the invitation written); the mail and the in-app notice leave
 * after the answer, so neither case takes longer.
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
  const account = input.account;
  const answer = { account, role: input.role };
  // A member whose listed email or username is the one typed: the manager sees it on the list
  // already, so saying so tells nothing new (a member's phone is not listed, so it is not matched).
  const [listed] = await db
    .select({ userId: storeMembers.userId })
    .from(storeMembers)
    .innerJoin(users, eq(users.id, storeMembers.userId))
    .where(
      and(
        eq(storeMembers.storeId, storeId),
        or(sql`lower(${users.email}) = lower(${account})`, sql`lower(${users.userName}) = lower(${account})`),
      ),
    );
  if (listed) throw conflict("This person is already in the team.");
  const [store] = await db.select({ storeName: stores.storeName }).from(stores).where(eq(stores.id, storeId));
  const storeName = store?.storeName ?? "";
  const found = await findUserByAccount(db, account);
  const user = found && found.deactivatedAt === null ? found : null;
  const now = deps.clock.now();
  await db.transaction(async (tx) => {
    // Lapsed invitations of this store are of no use; an open one for the same address is replaced.
    await tx
      .delete(teamInvitations)
      .where(
        and(
          eq(teamInvitations.storeId, storeId),
          or(lt(teamInvitations.expiresAt, now), sql`lower(${teamInvitations.account}) = lower(${account})`),
        ),
      );
    await tx.insert(teamInvitations).values({
      storeId,
      account,
      role: input.role,
      userId: user?.id ?? null,
      invitedBy: auth.userId,
      createdAt: now,
      expiresAt: now + INVITATION_DAYS * DAY_MS,
    });
  });
  // After the answer has gone: the embedded database works on this thread, so a notice written
  // before the answer is written would hold it back, and only for an address with an account.
  const later = (what: string, send: () => Promise<void>) =>
    setImmediate(
      () => void send().catch((err) => deps.log.warn(`${what} not sent`, { storeId, err: String(err) })),
    );
  // The invitee's own language when they have chosen one, else the manager's.
  const theirs = isLocale(user?.locale) ? user.locale : locale;
  const mailTo = accountKind(account) === "email" ? account : user?.email;
  if (mailTo)
    later("team invitation mail", () =>
      deps.mail.send({ to: mailTo, ...teamInvitationMail(theirs, storeName, deps.env.PUBLIC_URL, !!user) }),
    );
  if (user)
    later("team invitation notice", () =>
      deps.notifyUser(db, {
        userId: user.id,
        title: "You are invited to a store's team",
        content: `${storeName} invited you to their team. Accept or decline under Stores.`,
        jumpType: JumpType.TEAM_INVITATION,
      }),
    );
  return answer;
}

/**
 * The invitations a person may answer: those that named their account when sent, and those sent
 * to an email or phone they have since proved is theirs (a username proves nothing, so it counts
 * only when it named an account at the time).
 */
async function invitationsFor(db: DbOrTx, userId: number, now: number) {
  const [me] = await db.select().from(users).where(eq(users.id, userId));
  if (!me) return null;
  const proved = [
    me.email && me.emailVerified ? sql`lower(${teamInvitations.account}) = lower(${me.email})` : undefined,
    me.mobile && me.mobileVerified ? eq(teamInvitations.account, me.mobile) : undefined,
  ].filter((x) => x !== undefined);
  return and(
    gt(teamInvitations.expiresAt, now),
    or(
      eq(teamInvitations.userId, userId),
      proved.length ? and(isNull(teamInvitations.userId), or(...proved)) : undefined,
    ),
  );
}

/** GET /team/invitations: the invitations waiting for the signed-in person's answer. */
export async function myInvitations(deps: AppDeps, userId: number): Promise<TeamInvitation[]> {
  const { db } = deps.database;
  const where = await invitationsFor(db, userId, deps.clock.now());
  if (!where) return [];
  const rows = await db
    .select({ invitation: teamInvitations, storeName: stores.storeName })
    .from(teamInvitations)
    .innerJoin(stores, eq(stores.id, teamInvitations.storeId))
    .where(where)
    .orderBy(asc(teamInvitations.createdAt), asc(teamInvitations.id))
    .limit(100);
  return rows.map(({ invitation: i, storeName }) => ({
    invitationId: i.id,
    storeId: i.storeId,
    storeName,
    role: i.role as TeamRole,
    createTime: i.createdAt,
    expiresAt: i.expiresAt,
  }));
}

/** Takes one of the person's own open invitations out of the table, or 10004. */
async function takeInvitation(tx: DbOrTx, userId: number, invitationId: number, now: number) {
  const mine = await invitationsFor(tx, userId, now);
  const [taken] = mine
    ? await tx
        .delete(teamInvitations)
        .where(and(eq(teamInvitations.id, invitationId), mine))
        .returning()
    : [];
  if (!taken) throw notFound("No such invitation.");
  return taken;
}

/** POST /team/accept: the person joins the team with the invitation's role. */
export async function acceptInvitation(deps: AppDeps, userId: number, invitationId: number): Promise<Store> {
  const { db } = deps.database;
  const now = deps.clock.now();
  const storeId = await db.transaction(async (tx) => {
    const taken = await takeInvitation(tx, userId, invitationId, now);
    // Already in the team (added by another address of theirs): the invitation is simply used up.
    await tx
      .insert(storeMembers)
      .values({ storeId: taken.storeId, userId, role: taken.role, createdAt: now })
      .onConflictDoNothing();
    return taken.storeId;
  });
  return storeDetail(db, userId, storeId);
}

/** POST /team/decline: the invitation is gone; the store sees it no more. */
export async function declineInvitation(deps: AppDeps, userId: number, invitationId: number) {
  const { db } = deps.database;
  await db.transaction((tx) => takeInvitation(tx, userId, invitationId, deps.clock.now()));
  return {};
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
 * With `invitationId`, an invitation not yet answered is withdrawn (the owner any, an admin staff's).
 */
export async function teamDelete(
  deps: AppDeps,
  auth: AuthInfo,
  input: { userId?: number | undefined; invitationId?: number | undefined },
) {
  const storeId = requireStoreIdentity(auth);
  const { db } = deps.database;
  const mine = await getStoreRole(db, storeId, auth.userId);
  if (!mine) throw notFound("No such store.");
  if (input.invitationId !== undefined) {
    const [invitation] = await db
      .select({ role: teamInvitations.role })
      .from(teamInvitations)
      .where(and(eq(teamInvitations.id, input.invitationId), eq(teamInvitations.storeId, storeId)));
    if (!invitation) throw notFound("No such invitation.");
    if (!(mine === "owner" || (mine === "admin" && invitation.role === "staff")))
      throw forbidden("Only the store's owner or an admin can remove team members.");
    await db.delete(teamInvitations).where(eq(teamInvitations.id, input.invitationId));
    return {};
  }
  const userId = input.userId as number;
  const theirs = await memberRole(db, storeId, userId);
  if (theirs === "owner") throw forbidden("The owner cannot be removed from the store.");
  const leaving = userId === auth.userId;
  if (!leaving && !(mine === "owner" || (mine === "admin" && theirs === "staff")))
    throw forbidden("Only the store's owner or an admin can remove team members.");
  await db
    .delete(storeMembers)
    .where(and(eq(storeMembers.storeId, storeId), eq(storeMembers.userId, userId)));
  return {};
}
