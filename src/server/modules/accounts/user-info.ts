import type { UserInfo } from "#shared/contract/accounts";
import { isLocale } from "#shared/locale";
import type { users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/**
 * The contract's user object (GET /user/info, and `user` in every tokens answer). `operatorEmails`
 * is OPERATOR_EMAILS, lower-cased: the only source of the operator role.
 */
export function toUserInfo(u: UserRow, operatorEmails: readonly string[]): UserInfo {
  return {
    id: u.id,
    userName: u.userName,
    nickName: u.nickName,
    firstName: u.firstName,
    lastName: u.lastName,
    pic: u.pic,
    city: u.city,
    email: u.email,
    mobile: u.mobile,
    emailVerified: u.emailVerified,
    mobileVerified: u.mobileVerified,
    introduction: u.introduction,
    lat: u.cityLat,
    lng: u.cityLng,
    userDataConfirmed: u.userDataConfirmed,
    hasTaxId: !!u.taxId,
    createTime: u.createdAt,
    locale: isLocale(u.locale) ? u.locale : null,
    isOperator: isOperatorEmail(u.email, operatorEmails),
    restricted: u.restricted,
  };
}

export function isOperatorEmail(email: string | null, operatorEmails: readonly string[]): boolean {
  return !!email && operatorEmails.includes(email.trim().toLowerCase());
}
