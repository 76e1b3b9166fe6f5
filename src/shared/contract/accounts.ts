import { z } from "zod";
import { LOCALES } from "../locale.ts";
import { PageSchema } from "./common.ts";

/*
 * Accounts, sessions, identity, profile, stores and team (rules/http-contract.md §3.1).
 * The rules here are shared by the client forms and the server; the server adds the checks that need
 * data (common-password list, uniqueness, codes).
 */

// ---------- rules (rules/product.md §5) ----------

/** rules/product.md §5: 6–16 characters with at least one number and one capital letter. */
export const PASSWORD_HINT = "6-16 characters with at least one number and one capital letter";
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 16;
/** rules/product.md §5: 4 to 20 characters, no spaces or special characters. */
export const USERNAME_HINT = "4 to 20 characters, no spaces or special characters";
export const USERNAME_RE = /^[A-Za-z0-9]{4,20}$/;
export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
export const E164_RE = /^\+[1-9]\d{6,14}$/;
export const CODE_RE = /^\d{6}$/;
/** Seconds before another code may be asked for the same account and scene. */
export const CODE_RESEND_SECONDS = 60;
export const CODE_TTL_SECONDS = 600;

/** Returns a sentence for the first broken password rule, or null when the password passes. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX)
    return `Password must be ${PASSWORD_HINT}`;
  if (!/\d/.test(password)) return `Password must be ${PASSWORD_HINT}`;
  if (!/[A-Z]/.test(password)) return `Password must be ${PASSWORD_HINT}`;
  return null;
}

export const isEmail = (s: string) => EMAIL_RE.test(s);
export const isE164 = (s: string) => E164_RE.test(s);

/** Emails compare case-insensitively; phones lose spaces, dashes, dots and parentheses. */
export function normalizeAccount(raw: string): string {
  const s = raw.trim();
  if (s.includes("@")) return s.toLowerCase();
  if (/^\+[\d\s().-]+$/.test(s)) return s.replace(/[\s().-]/g, "");
  return s;
}

/** rules/product.md §2: userName, else nickName, else first and last name. */
export function userDisplayName(u: {
  userName?: string | null;
  nickName?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}): string {
  return u.userName || u.nickName || [u.firstName, u.lastName].filter(Boolean).join(" ");
}

// ---------- field schemas ----------

const trimmed = z.string().trim();
export const PasswordSchema = z.string().superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});
export const UserNameSchema = trimmed.regex(USERNAME_RE, `Username must be ${USERNAME_HINT}`);
export const CodeSchema = trimmed.regex(CODE_RE, "The code has 6 digits");
/** Email or phone in E.164 (sendCode, register, loginByCode, resetPassword, bind). */
export const CodeAccountSchema = trimmed
  .min(1, "Enter your email or phone number")
  .max(254)
  .transform(normalizeAccount)
  .refine((v) => isEmail(v) || isE164(v), "Enter a valid email, or a phone number with its country code");
/** Email, username or phone (password sign-in). */
export const SignInAccountSchema = trimmed
  .min(1, "Enter your email, username or phone number")
  .max(254)
  .transform(normalizeAccount);
/** Number ids arrive as strings in form bodies. */
const IdSchema = z.coerce.number().int().positive();
const OptionalText = (max: number) => trimmed.max(max).optional();
const Coord = (min: number, max: number) => z.coerce.number().min(min).max(max);

// ---------- sign-in and codes ----------

export const CodeSceneSchema = z.enum(["register", "login", "reset", "bind"]);
export type CodeScene = z.infer<typeof CodeSceneSchema>;

export const SendCodeInputSchema = z.object({ account: CodeAccountSchema, scene: CodeSceneSchema });
export type SendCodeInput = z.infer<typeof SendCodeInputSchema>;
export const SendCodeResultSchema = z.object({ sent: z.literal(true) });

export const RegisterInputSchema = z.object({
  account: CodeAccountSchema,
  code: CodeSchema,
  password: PasswordSchema,
});
export type RegisterInput = z.infer<typeof RegisterInputSchema>;

export const LoginInputSchema = z.object({
  account: SignInAccountSchema,
  password: z.string().min(1, "Enter your password").max(128),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

export const LoginByCodeInputSchema = z.object({ account: CodeAccountSchema, code: CodeSchema });
export type LoginByCodeInput = z.infer<typeof LoginByCodeInputSchema>;

/** The same proof as signing up: a code sent to the account, and the new password. */
export const ResetPasswordInputSchema = RegisterInputSchema;
export type ResetPasswordInput = z.infer<typeof ResetPasswordInputSchema>;

// ---------- user and tokens ----------

/** GET /user/info. Text fields are null when unset. */
export const UserInfoSchema = z.object({
  id: z.number().int(),
  userName: z.string().nullable(),
  nickName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  pic: z.string().nullable(),
  city: z.string().nullable(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  // Beyond the contract's list: what the profile screens show.
  introduction: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  userDataConfirmed: z.boolean(),
  hasTaxId: z.boolean(),
  createTime: z.number().int(),
  /** The language the user chose for messages, e-mails and pushes; null until they choose one. */
  locale: z.enum(LOCALES).nullable(),
  /** An operator of the platform (OPERATOR_EMAILS): may open /admin. */
  isOperator: z.boolean(),
  /** Restricted by a decision (or three strikes): may read, pay, pick up, withdraw; not bid, buy, offer or post. */
  restricted: z.boolean(),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

export const TokensSchema = z.object({
  token: z.string(),
  /** Epoch ms when `token` stops working (then refresh). */
  expirationTime: z.number().int(),
  refreshToken: z.string(),
  /** Epoch ms when the session ends for good (absolute, not extended by refreshes). */
  refreshExpirationTime: z.number().int(),
  user: UserInfoSchema,
});
export type Tokens = z.infer<typeof TokensSchema>;

// ---------- identity ----------

export const StoreRefSchema = z.object({ id: z.number().int(), storeName: z.string() });
export const IdentitySchema = z.object({
  /** storeId is null when acting as the personal account. */
  user: z.object({ id: z.number().int(), storeId: z.number().int().nullable() }),
  stores: z.array(StoreRefSchema),
});
export type Identity = z.infer<typeof IdentitySchema>;

/** "" (or absent) means personal; anything else must be a store id. */
const StoreChoiceSchema = z.preprocess(
  (v) => (v === "" || v === null || v === undefined || v === "0" || v === 0 ? null : v),
  IdSchema.nullable(),
);
export const ChooseIdentityInputSchema = z.object({
  userId: z.union([z.literal(""), IdSchema]).optional(),
  companyId: z.string().optional(),
  storeId: StoreChoiceSchema,
});
export type ChooseIdentityInput = z.input<typeof ChooseIdentityInputSchema>;
export const ChooseIdentityResultSchema = z.object({ storeToken: z.string() });

// ---------- profile ----------

export const SetUsernameInputSchema = z.object({ userName: UserNameSchema });

/** Any subset; "" clears a text field. City comes with its coordinates. */
export const UpdateProfileInputSchema = z
  .object({
    nickName: OptionalText(30),
    firstName: OptionalText(50),
    lastName: OptionalText(50),
    introduction: OptionalText(500),
    /** A `url` from POST /file/upload (or an absolute https URL). */
    pic: OptionalText(500),
    city: OptionalText(100),
    lat: Coord(-90, 90).optional(),
    lng: Coord(-180, 180).optional(),
    /** The language for messages, e-mails and pushes (`en`, `zh`); "" forgets the choice. */
    locale: z.union([z.enum(LOCALES), z.literal("")], { error: "Choose a supported language" }).optional(),
  })
  .refine((v) => v.city === undefined || v.city === "" || (v.lat !== undefined && v.lng !== undefined), {
    message: "A city needs its lat and lng",
    path: ["city"],
  });
export type UpdateProfileInput = z.input<typeof UpdateProfileInputSchema>;

export const ChangePasswordInputSchema = z.object({
  oldPassword: z.string().min(1, "Enter your current password").max(128),
  password: PasswordSchema,
});
export type ChangePasswordInput = z.infer<typeof ChangePasswordInputSchema>;

/** Verify the current email/phone, or set a new one, with a code sent with scene `bind`. */
export const BindAccountInputSchema = z.object({ account: CodeAccountSchema, code: CodeSchema });
export type BindAccountInput = z.infer<typeof BindAccountInputSchema>;

export const DeactivateInputSchema = z.object({
  password: z.string().min(1, "Enter your password to confirm").max(128),
});

/** US SSN, ITIN or EIN: 9 digits, dashes optional. */
export const TaxIdInputSchema = z.object({
  taxId: trimmed
    .regex(/^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/, "Enter a 9-digit tax ID (SSN, ITIN or EIN)")
    .transform((v) => v.replace(/-/g, "")),
});
export const TaxIdSchema = z.object({
  /** Only the last 4 digits are ever sent back, e.g. `*****6789`; "" when not set. */
  taxId: z.string(),
  isSet: z.boolean(),
});

export const CountryCodeSchema = z.object({
  /** ISO 3166-1 alpha-2 */
  code: z.string(),
  name: z.string(),
  /** With the plus: `+1`, `+44` */
  dialCode: z.string(),
});
export type CountryCode = z.infer<typeof CountryCodeSchema>;

export const ConfirmUserDataInputSchema = z.object({
  firstName: trimmed.min(1, "Enter your legal first name").max(50),
  lastName: trimmed.min(1, "Enter your legal last name").max(50),
});

// ---------- stores and team ----------

export const TeamRoleSchema = z.enum(["owner", "admin", "staff"]);
export type TeamRole = z.infer<typeof TeamRoleSchema>;

export const StoreSchema = z.object({
  id: z.number().int(),
  storeName: z.string(),
  introduction: z.string().nullable(),
  logo: z.string().nullable(),
  ownerId: z.number().int(),
  /** The caller's role in this store. */
  role: TeamRoleSchema,
  createTime: z.number().int(),
});
export type Store = z.infer<typeof StoreSchema>;

export const SaveStoreInputSchema = z.object({
  /** Absent to create (the caller becomes the owner). */
  id: IdSchema.optional(),
  storeName: trimmed.min(2, "Store name needs at least 2 characters").max(50),
  introduction: OptionalText(1000),
  logo: OptionalText(500),
});
export type SaveStoreInput = z.input<typeof SaveStoreInputSchema>;

export const StoreIdQuerySchema = z.object({ id: IdSchema });

export const TeamRoleInfoSchema = z.object({
  role: TeamRoleSchema,
  name: z.string(),
  description: z.string(),
  permissions: z.array(z.string()),
});

export const TeamUserSchema = z.object({
  /** Null while invited: who the address belongs to is theirs to tell, by accepting. */
  userId: z.number().int().nullable(),
  /** A member's name; for an invitation, the address the manager typed. */
  name: z.string(),
  userName: z.string().nullable(),
  email: z.string().nullable(),
  pic: z.string().nullable(),
  role: TeamRoleSchema,
  createTime: z.number().int(),
  /** `invited` until the person accepts (POST /team/accept); members are listed first. */
  status: z.enum(["member", "invited"]),
  /** The invitation to withdraw (POST /team/delete), for an `invited` row; else null. */
  invitationId: z.number().int().nullable(),
});
export const TeamUsersSchema = PageSchema(TeamUserSchema);

export const TeamAddInputSchema = z.object({
  /** Email, username or phone of an existing user. */
  account: SignInAccountSchema,
  role: z.enum(["admin", "staff"]).default("staff"),
});
export const TeamEditInputSchema = z.object({ userId: IdSchema, role: z.enum(["admin", "staff"]) });
/** A member to remove, or an invitation to withdraw. */
export const TeamDeleteInputSchema = z
  .object({ userId: IdSchema.optional(), invitationId: IdSchema.optional() })
  .refine((v) => (v.userId === undefined) !== (v.invitationId === undefined), {
    message: "Give either userId or invitationId",
    path: ["userId"],
  });

/** GET /team/invitations: the invitations waiting for the signed-in person. */
export const TeamInvitationSchema = z.object({
  invitationId: z.number().int(),
  storeId: z.number().int(),
  storeName: z.string(),
  role: TeamRoleSchema,
  createTime: z.number().int(),
  expiresAt: z.number().int(),
});
export type TeamInvitation = z.infer<typeof TeamInvitationSchema>;
export const TeamInvitationInputSchema = z.object({ invitationId: IdSchema });

// ---------- seller portal handoff ----------

/** POST /sys/sellerPortal/handoff: a sealed, 60-second, single-use link to open the seller portal. */
export const PortalHandoffSchema = z.object({
  /** Compact JWE (dir + A256GCM); the portal reads it from the URL fragment, never from the query. */
  handoff: z.string(),
  /** Epoch ms after which the handoff no longer works. */
  expiresAt: z.number().int(),
  /** Where to open it: `${url}#handoff=${handoff}`. */
  url: z.string(),
});
export type PortalHandoff = z.infer<typeof PortalHandoffSchema>;

export const PortalExchangeInputSchema = z.object({ handoff: z.string().trim().min(20).max(4000) });

/** The portal's own session: new tokens, and the store token when the handoff named a store. */
export const PortalSessionSchema = TokensSchema.extend({
  storeToken: z.string(),
  storeId: z.number().int().nullable(),
});
export type PortalSession = z.infer<typeof PortalSessionSchema>;
export type TeamUser = z.infer<typeof TeamUserSchema>;
