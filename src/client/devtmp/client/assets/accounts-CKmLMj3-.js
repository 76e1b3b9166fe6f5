import {
  a as _enum,
  o as array,
  s as boolean,
  c as literal,
  i as number,
  l as number$1,
  u as object,
  n as PageSchema,
  d as preprocess,
  p as string,
  m as union,
} from "./common-CKgmGgc2.js";

// src/shared/contract/accounts.ts
/** spec §5: 6–16 characters with at least one number and one capital letter. */
var PASSWORD_HINT = "6-16 characters with at least one number and one capital letter";
/** spec §5: 4 to 20 characters, no spaces or special characters. */
var USERNAME_HINT = "4 to 20 characters, no spaces or special characters";
var USERNAME_RE = /^[A-Za-z0-9]{4,20}$/;
var EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** E.164: a plus, a country code that does not start with 0, at most 15 digits in all. */
var E164_RE = /^\+[1-9]\d{6,14}$/;
var CODE_RE = /^\d{6}$/;
/** Returns a sentence for the first broken password rule, or null when the password passes. */
function passwordProblem(password) {
  if (password.length < 6 || password.length > 16) return `Password must be ${PASSWORD_HINT}`;
  if (!/\d/.test(password)) return `Password must be ${PASSWORD_HINT}`;
  if (!/[A-Z]/.test(password)) return `Password must be ${PASSWORD_HINT}`;
  return null;
}
var isEmail = (s) => EMAIL_RE.test(s);
var isE164 = (s) => E164_RE.test(s);
/** Emails compare case-insensitively; phones lose spaces, dashes, dots and parentheses. */
function normalizeAccount(raw) {
  const s = raw.trim();
  if (s.includes("@")) return s.toLowerCase();
  if (/^\+[\d\s().-]+$/.test(s)) return s.replace(/[\s().-]/g, "");
  return s;
}
var trimmed = string().trim();
var PasswordSchema = string().superRefine((v, ctx) => {
  const problem = passwordProblem(v);
  if (problem)
    ctx.addIssue({
      code: "custom",
      message: problem,
    });
});
var UserNameSchema = trimmed.regex(USERNAME_RE, `Username must be ${USERNAME_HINT}`);
var CodeSchema = trimmed.regex(CODE_RE, "The code has 6 digits");
/** Email or phone in E.164 (sendCode, register, loginByCode, resetPassword, bind). */
var CodeAccountSchema = trimmed
  .min(1, "Enter your email or phone number")
  .max(254)
  .transform(normalizeAccount)
  .refine((v) => isEmail(v) || isE164(v), "Enter a valid email, or a phone number with its country code");
/** Email, username or phone (password sign-in). */
var SignInAccountSchema = trimmed
  .min(1, "Enter your email, username or phone number")
  .max(254)
  .transform(normalizeAccount);
/** Number ids arrive as strings in form bodies. */
var IdSchema = number().int().positive();
var OptionalText = (max) => trimmed.max(max).optional();
var Coord = (min, max) => number().min(min).max(max);
var CodeSceneSchema = _enum(["register", "login", "reset", "bind"]);
object({
  account: CodeAccountSchema,
  scene: CodeSceneSchema,
});
object({ sent: literal(true) });
object({
  account: CodeAccountSchema,
  code: CodeSchema,
  password: PasswordSchema,
});
object({
  account: SignInAccountSchema,
  password: string().min(1, "Enter your password").max(128),
});
object({
  account: CodeAccountSchema,
  code: CodeSchema,
});
object({
  account: CodeAccountSchema,
  code: CodeSchema,
  password: PasswordSchema,
});
/** GET /user/info. Text fields are null when unset. */
var UserInfoSchema = object({
  id: number$1().int(),
  userName: string().nullable(),
  nickName: string().nullable(),
  firstName: string().nullable(),
  lastName: string().nullable(),
  pic: string().nullable(),
  city: string().nullable(),
  email: string().nullable(),
  mobile: string().nullable(),
  emailVerified: boolean(),
  mobileVerified: boolean(),
  introduction: string().nullable(),
  lat: number$1().nullable(),
  lng: number$1().nullable(),
  userDataConfirmed: boolean(),
  hasTaxId: boolean(),
  createTime: number$1().int(),
});
var TokensSchema = object({
  token: string(),
  /** Epoch ms when `token` stops working (then refresh). */
  expirationTime: number$1().int(),
  refreshToken: string(),
  /** Epoch ms when the session ends for good (absolute, not extended by refreshes). */
  refreshExpirationTime: number$1().int(),
  user: UserInfoSchema,
});
var StoreRefSchema = object({
  id: number$1().int(),
  storeName: string(),
});
object({
  /** storeId is null when acting as the personal account. */
  user: object({
    id: number$1().int(),
    storeId: number$1().int().nullable(),
  }),
  stores: array(StoreRefSchema),
});
/** "" (or absent) means personal; anything else must be a store id. */
var StoreChoiceSchema = preprocess(
  (v) => (v === "" || v === null || v === void 0 || v === "0" || v === 0 ? null : v),
  IdSchema.nullable(),
);
object({
  userId: union([literal(""), IdSchema]).optional(),
  companyId: string().optional(),
  storeId: StoreChoiceSchema,
});
object({ storeToken: string() });
object({ userName: UserNameSchema });
object({
  nickName: OptionalText(30),
  firstName: OptionalText(50),
  lastName: OptionalText(50),
  introduction: OptionalText(500),
  /** A `url` from POST /file/upload (or an absolute https URL). */
  pic: OptionalText(500),
  city: OptionalText(100),
  lat: Coord(-90, 90).optional(),
  lng: Coord(-180, 180).optional(),
}).refine((v) => v.city === void 0 || v.city === "" || (v.lat !== void 0 && v.lng !== void 0), {
  message: "A city needs its lat and lng",
  path: ["city"],
});
object({
  oldPassword: string().min(1, "Enter your current password").max(128),
  password: PasswordSchema,
});
object({
  account: CodeAccountSchema,
  code: CodeSchema,
});
object({ password: string().min(1, "Enter your password to confirm").max(128) });
object({
  taxId: trimmed
    .regex(/^(\d{3}-?\d{2}-?\d{4}|\d{2}-?\d{7})$/, "Enter a 9-digit tax ID (SSN, ITIN or EIN)")
    .transform((v) => v.replace(/-/g, "")),
});
object({
  /** Only the last 4 digits are ever sent back, e.g. `*****6789`; "" when not set. */
  taxId: string(),
  isSet: boolean(),
});
object({
  /** ISO 3166-1 alpha-2 */
  code: string(),
  name: string(),
  /** With the plus: `+1`, `+44` */
  dialCode: string(),
});
object({
  firstName: trimmed.min(1, "Enter your legal first name").max(50),
  lastName: trimmed.min(1, "Enter your legal last name").max(50),
});
var TeamRoleSchema = _enum(["owner", "admin", "staff"]);
var StoreSchema = object({
  id: number$1().int(),
  storeName: string(),
  introduction: string().nullable(),
  logo: string().nullable(),
  ownerId: number$1().int(),
  /** The caller's role in this store. */
  role: TeamRoleSchema,
  createTime: number$1().int(),
});
object({
  /** Absent to create (the caller becomes the owner). */
  id: IdSchema.optional(),
  storeName: trimmed.min(2, "Store name needs at least 2 characters").max(50),
  introduction: OptionalText(1e3),
  logo: OptionalText(500),
});
object({ id: IdSchema });
object({
  role: TeamRoleSchema,
  name: string(),
  description: string(),
  permissions: array(string()),
});
var TeamUserSchema = object({
  userId: number$1().int(),
  name: string(),
  userName: string().nullable(),
  email: string().nullable(),
  pic: string().nullable(),
  role: TeamRoleSchema,
  createTime: number$1().int(),
});
PageSchema(TeamUserSchema);
object({
  /** Email, username or phone of an existing user. */
  account: SignInAccountSchema,
  role: _enum(["admin", "staff"]).default("staff"),
});
object({
  userId: IdSchema,
  role: _enum(["admin", "staff"]),
});
object({ userId: IdSchema });
object({
  /** Compact JWE (dir + A256GCM); the portal reads it from the URL fragment, never from the query. */
  handoff: string(),
  /** Epoch ms after which the handoff no longer works. */
  expiresAt: number$1().int(),
  /** Where to open it: `${url}#handoff=${handoff}`. */
  url: string(),
});
object({ handoff: string().trim().min(20).max(4e3) });
TokensSchema.extend({
  storeToken: string(),
  storeId: number$1().int().nullable(),
});

export {
  isE164 as a,
  isEmail as o,
  normalizeAccount as s,
  PASSWORD_HINT as t,
  passwordProblem as c,
  StoreSchema as n,
  USERNAME_HINT as r,
  USERNAME_RE as i,
};
