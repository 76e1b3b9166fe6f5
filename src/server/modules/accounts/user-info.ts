import type { UserInfo } from "#shared/contract/accounts";
import { isLocale } from "#shared/locale";
import type { users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

/** The contract's user object (GET /user/info, and `user` in every tokens answer). */
export function toUserInfo(u: UserRow): UserInfo {
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
  };
}
