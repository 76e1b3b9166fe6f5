import type { Context } from "hono";
import type { Tokens } from "#shared/contract/accounts";
import { contractRoute } from "#shared/contract/routes";
import type { Api } from "../../platform/api.ts";
import { authenticate } from "../../platform/auth.ts";
import { clientAddress } from "../../platform/client-address.ts";
import type { AppDeps, AppEnv } from "../../platform/context.ts";
import * as accounts from "./accounts.service.ts";
import { COUNTRY_CODES } from "./country-codes.ts";
import { deviceProofOf, rememberDevice } from "./devices.ts";
import { createHandoff, exchangeHandoff, HANDOFF_TTL_SECONDS } from "./portal-handoff.ts";
import * as team from "./team.service.ts";

/** Every sign-in remembers the device it came from, under the account's password (devices.ts). */
async function signedIn<T extends Tokens>(c: Context<AppEnv>, deps: AppDeps, tokens: T): Promise<T> {
  const user = await accounts.getUserById(deps.database.db, tokens.user.id);
  if (user) rememberDevice(c, deps, user);
  return tokens;
}
export function registerAccounts(api: Api, _deps: AppDeps): void {
  // ---------- sign-up, sign-in, sessions ----------
  api.route({
    ...contractRoute("POST /hweb/login/v1/sendCode"),
    tag: "accounts",
    summary: "Send a 6-digit code by email or SMS",
    description:
      "Scenes: register, login, reset, bind (bind needs a signed-in user). One code per account, scene and source a minute (10029), at most 60 an hour per account from all sources but a device that signed in to it before; codes live 10 minutes and work once, each where it was asked for, and the account's newest anywhere; one source gets 5 wrong tries at an account's code (then 10029); past 30 wrong tries from all sources together, only the source that asked for the code and a device that signed in to the account before may keep trying (others 10029), and the code is not spent.",
    auth: "optional",
    handler: async ({ deps, body, auth, c }) => {
      // bind needs the user: surface the exact token problem (10020 expired, ...) so the client can refresh.
      const who = body.scene === "bind" && !auth ? await authenticate(c) : auth;
      return accounts.sendCode(deps, body, clientAddress(c), who, c.get("locale"), (id) =>
        deviceProofOf(c, id),
      );
    },
  });
  api.route({
    ...contractRoute("POST /hweb/login/v1/register"),
    tag: "accounts",
    summary: "Create an account with a code sent to its email or phone",
    handler: async ({ deps, body, c }) =>
      signedIn(c, deps, await accounts.register(deps, body, clientAddress(c))),
  });
  api.route({
    ...contractRoute("POST /hweb/login/v1/login"),
    tag: "accounts",
    summary: "Sign in with email, username or phone and password",
    description:
      "10 failed sign-ins per account in 15 minutes, then 10029, except from a device that signed in to the account before (an HttpOnly cookie set by every sign-in); growing delays per account and source after 5.",
    handler: async ({ deps, body, c }) =>
      signedIn(c, deps, await accounts.login(deps, body, clientAddress(c), (id) => deviceProofOf(c, id))),
  });
  api.route({
    ...contractRoute("POST /hweb/login/v1/loginByCode"),
    tag: "accounts",
    summary: "Sign in with a code (scene login)",
    handler: async ({ deps, body, c }) =>
      signedIn(
        c,
        deps,
        await accounts.loginByCode(deps, body, clientAddress(c), (id) => deviceProofOf(c, id)),
      ),
  });
  api.route({
    ...contractRoute("POST /hweb/login/v1/resetPassword"),
    tag: "accounts",
    summary: "Set a new password with a code (scene reset); ends every session",
    handler: ({ deps, body, c }) =>
      accounts.resetPassword(deps, body, clientAddress(c), (id) => deviceProofOf(c, id)),
  });
  api.route({
    ...contractRoute("POST /hweb/login/v1/logout"),
    tag: "accounts",
    summary: "Sign out: the session and its refresh tokens are revoked",
    auth: "optional",
    handler: ({ deps, auth, c }) =>
      accounts.logout(
        deps,
        auth,
        /^Bearer\s+(.+)$/i.exec(c.req.header("authorization") ?? "")?.[1],
        c.req.header("x-refresh-token"),
      ),
  });
  api.route({
    ...contractRoute("GET /refreshToken"),
    tag: "accounts",
    summary: "Rotate the refresh token (header X-Refresh-Token) for new tokens",
    description:
      "No access token needed. The presented refresh token is spent; presenting a spent one again revokes the whole session (100024).",
    handler: ({ deps, c }) => accounts.refresh(deps, c.req.header("x-refresh-token")),
  });

  // ---------- identity ----------
  api.route({
    ...contractRoute("GET /sys/identity"),
    tag: "accounts",
    summary: "Who the request acts as, and the stores the user can act as",
    auth: "required",
    handler: ({ deps, auth }) => accounts.identity(deps, auth),
  });
  api.route({
    ...contractRoute("POST /sys/chooseIdentity"),
    tag: "accounts",
    summary: "Act as a store (returns the X-Identity-Token) or as the person (empty storeToken)",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.chooseIdentity(deps, auth, body),
  });

  // ---------- seller portal handoff ----------
  api.route({
    ...contractRoute("POST /sys/sellerPortal/handoff"),
    tag: "accounts",
    summary: "A sealed link that opens the seller portal signed in as this user and identity",
    description: `A JWE (dir + A256GCM) naming the user, this session and the current identity (X-Identity-Token or personal). It lives ${HANDOFF_TTL_SECONDS} s and works once; open \`url#handoff=…\` (the fragment never reaches the server).`,
    auth: "required",
    handler: ({ deps, auth }) => createHandoff(deps, auth),
  });
  api.route({
    ...contractRoute("POST /sys/sellerPortal/exchange"),
    tag: "accounts",
    summary: "Trade a seller portal handoff for the portal's own session",
    description:
      "New access and refresh tokens (rotation as on sign-in) and, when the handoff named a store, its store token. An expired, used, altered or foreign handoff, or one whose session has ended, answers 10010; 20 tries a minute per address, then 10029.",
    handler: ({ deps, body, c }) => exchangeHandoff(deps, body.handoff, clientAddress(c)),
  });

  // ---------- profile ----------
  api.route({
    ...contractRoute("GET /user/info"),
    tag: "accounts",
    summary: "The signed-in user's profile",
    auth: "required",
    handler: ({ deps, auth }) => accounts.userInfo(deps, auth.userId),
  });
  api.route({
    ...contractRoute("POST /user/setUsername"),
    tag: "accounts",
    summary: "Set the username once (4–20 letters or digits, unique ignoring case)",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.setUsername(deps, auth.userId, body.userName),
  });
  api.route({
    ...contractRoute("POST /user/updateProfile"),
    tag: "accounts",
    summary: "Change any of nickName, firstName, lastName, introduction, pic, city (with lat, lng), locale",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.updateProfile(deps, auth.userId, body),
  });
  api.route({
    ...contractRoute("POST /user/changePassword"),
    tag: "accounts",
    summary: "Change the password (old and new); every other session ends",
    auth: "required",
    handler: async ({ deps, auth, body, c }) => {
      await accounts.changePassword(deps, auth, body);
      // The new password ended every remembered device; the one that changed it stays known.
      const user = await accounts.getUserById(deps.database.db, auth.userId);
      if (user) rememberDevice(c, deps, user);
      return {};
    },
  });
  api.route({
    ...contractRoute("POST /user/bindAccount"),
    tag: "accounts",
    summary: "Verify the email or phone, or set a new one, with a code (scene bind)",
    auth: "required",
    handler: ({ deps, auth, body, c }) => accounts.bindAccount(deps, auth.userId, body, clientAddress(c)),
  });
  api.route({
    ...contractRoute("POST /user/deactivate"),
    tag: "accounts",
    summary: "Deactivate the account (password to confirm); every session ends",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.deactivate(deps, auth, body.password),
  });
  api.route({
    ...contractRoute("GET /user/taxId"),
    tag: "accounts",
    summary: "The tax ID on file (last 4 digits only)",
    auth: "required",
    handler: ({ deps, auth }) => accounts.getTaxId(deps, auth.userId),
  });
  api.route({
    ...contractRoute("POST /user/taxId"),
    tag: "accounts",
    summary: "Set the tax ID (SSN, ITIN or EIN)",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.setTaxId(deps, auth.userId, body.taxId),
  });
  api.route({
    ...contractRoute("POST /user/confirmUserData"),
    tag: "accounts",
    summary: "Confirm the legal name payouts go to (needed before a withdrawal, 90081)",
    auth: "required",
    handler: ({ deps, auth, body }) => accounts.confirmUserData(deps, auth.userId, body),
  });
  api.route({
    ...contractRoute("GET /sys/countryCodes"),
    tag: "accounts",
    summary: "Countries and their dial codes (phone sign-up)",
    handler: async () => [...COUNTRY_CODES],
  });

  // ---------- stores and team ----------
  api.route({
    ...contractRoute("GET /store/list"),
    tag: "stores",
    summary: "The stores the user is in, with the user's role",
    auth: "required",
    handler: ({ deps, auth }) => team.myStores(deps.database.db, auth.userId),
  });
  api.route({
    ...contractRoute("GET /store/detail"),
    tag: "stores",
    summary: "One of the user's stores",
    auth: "required",
    handler: ({ deps, auth, query }) => team.storeDetail(deps.database.db, auth.userId, query.id),
  });
  api.route({
    ...contractRoute("POST /store/save"),
    tag: "stores",
    summary: "Create a store (without id; the caller owns it) or edit one (owner or admin)",
    auth: "required",
    handler: ({ deps, auth, body }) => team.saveStore(deps, auth.userId, body),
  });
  api.route({
    ...contractRoute("GET /team/roles"),
    tag: "stores",
    summary: "Team roles and what each may do",
    description: "Names and descriptions in the request's language (Accept-Language).",
    handler: async ({ c }) => team.teamRoles(c.get("locale")),
  });
  api.route({
    ...contractRoute("GET /team/users"),
    tag: "stores",
    summary: "The team of the store the request acts as (X-Identity-Token)",
    auth: "required",
    handler: ({ deps, auth, query }) => team.teamUsers(deps, auth, query),
  });
  api.route({
    ...contractRoute("POST /team/add"),
    tag: "stores",
    summary: "Invite someone (email, username or phone) to the team (owner; admins invite staff)",
    auth: "required",
    description:
      "Answers the same whether the account exists or not, and nobody joins until they accept (POST /team/accept): until then /team/users lists the invitation as `invited`, with only the address typed. The invitee is mailed (an email address, or the account's own) and, with an account, told in the app. Asking again for the same address replaces the invitation. 10006 only for an address a listed member shows (email or username). 30 invitations per store an hour, then 10029.",
    handler: ({ deps, auth, body, c }) => team.teamAdd(deps, auth, body, c.get("locale")),
  });
  api.route({
    ...contractRoute("POST /team/edit"),
    tag: "stores",
    summary: "Change a member's role between admin and staff (owner only)",
    auth: "required",
    handler: ({ deps, auth, body }) => team.teamEdit(deps, auth, body),
  });
  api.route({
    ...contractRoute("POST /team/delete"),
    tag: "stores",
    summary: "Remove a member (owner; admins remove staff; anyone may leave), or withdraw an invitation",
    auth: "required",
    handler: ({ deps, auth, body }) => team.teamDelete(deps, auth, body),
  });
  api.route({
    ...contractRoute("GET /team/invitations"),
    tag: "stores",
    summary: "Invitations to stores' teams waiting for the signed-in person's answer",
    description:
      "Those that named this account, and those sent to an email or phone the account has verified.",
    auth: "required",
    handler: ({ deps, auth }) => team.myInvitations(deps, auth.userId),
  });
  api.route({
    ...contractRoute("POST /team/accept"),
    tag: "stores",
    summary: "Accept an invitation: the person joins the team with its role",
    description: "10004 for an invitation that is not the caller's, answered, withdrawn or lapsed.",
    auth: "required",
    handler: ({ deps, auth, body }) => team.acceptInvitation(deps, auth.userId, body.invitationId),
  });
  api.route({
    ...contractRoute("POST /team/decline"),
    tag: "stores",
    summary: "Decline an invitation",
    auth: "required",
    handler: ({ deps, auth, body }) => team.declineInvitation(deps, auth.userId, body.invitationId),
  });
}
