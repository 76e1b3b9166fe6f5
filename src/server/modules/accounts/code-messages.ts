import type { CodeScene } from "#shared/contract/accounts";
import type { Locale } from "#shared/locale";
import type { MailMessage } from "../../platform/mail.ts";

/*
 * The mails and texts that carry a verification code (or say why there is none), in each of the
 * app's languages: the recipient's saved language, else the language of the request that asked.
 * Typed per locale, so a language without a text does not compile.
 */

export const APP_NAME: Record<Locale, string> = { en: "Buy Now Or Miss Out", zh: "Buy Now Or Miss Out" };

const PURPOSE: Record<Locale, Record<CodeScene, string>> = {
  en: {
    register: "finish signing up",
    login: "sign in",
    reset: "reset your password",
    bind: "verify this address",
  },
  zh: { register: "完成注册", login: "登录", reset: "重置密码", bind: "验证此地址" },
};

type Mail = Omit<MailMessage, "to" | "devNote">;

/** The code by e-mail. */
export function codeMail(locale: Locale, scene: CodeScene, code: string, minutes: number): Mail {
  const app = APP_NAME[locale];
  const purpose = PURPOSE[locale][scene];
  const big = `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${code}</p>`;
  if (locale === "zh")
    return {
      subject: `${code} 是你的 ${app} 验证码`,
      text: `你用于${purpose}的验证码是：\n\n    ${code}\n\n验证码 ${minutes} 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略这封邮件。\n`,
      html: `<p>你用于${purpose}的验证码是：</p>${big}<p>验证码 ${minutes} 分钟内有效，只能使用一次。如果这不是你本人的操作，请忽略这封邮件。</p>`,
    };
  return {
    subject: `${code} is your ${app} code`,
    text: `Your code to ${purpose} is:\n\n    ${code}\n\nIt expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this mail.\n`,
    html: `<p>Your code to ${purpose} is:</p>${big}<p>It expires in ${minutes} minutes and works once. If you did not ask for it, you can ignore this mail.</p>`,
  };
}

/** A sign-up asked for an address that already has an account. */
export function alreadyRegisteredMail(locale: Locale, publicUrl: string): Mail {
  const app = APP_NAME[locale];
  if (locale === "zh")
    return {
      subject: `${app}：你已经有账户了`,
      text: `有人想用这个邮箱地址注册 ${app}，但你已经用它注册过账户。\n\n登录：${publicUrl}/login\n忘记密码？在这里重置：${publicUrl}/forget\n\n如果这不是你本人的操作，请忽略这封邮件，你的账户没有任何变化。\n`,
    };
  return {
    subject: `${app}: you already have an account`,
    text: `Someone asked to sign up on ${app} with this email address, but you already have an account with it.\n\nSign in: ${publicUrl}/login\nForgot your password? Reset it: ${publicUrl}/forget\n\nIf it was not you, you can ignore this mail: nothing has changed.\n`,
  };
}

/** A sign-in or a reset asked for an address without an account. */
export function noAccountMail(locale: Locale, scene: CodeScene, publicUrl: string): Mail {
  const app = APP_NAME[locale];
  const purpose = PURPOSE[locale][scene];
  if (locale === "zh")
    return {
      subject: `${app}：此地址没有账户`,
      text: `有人想用这个邮箱地址在 ${app} 上${purpose}，但该地址没有注册账户。\n\n如果是你本人，请先注册。如果不是，请忽略这封邮件。\n\n${publicUrl}/signUp\n`,
    };
  return {
    subject: `${app}: no account for this address`,
    text: `Someone asked to ${purpose} on ${app} with this email address, but there is no account for it.\n\nIf it was you, sign up instead. If not, you can ignore this mail.\n\n${publicUrl}/signUp\n`,
  };
}

/** The code by text message. */
export function codeText(locale: Locale, scene: CodeScene, code: string, minutes: number): string {
  const app = APP_NAME[locale];
  const purpose = PURPOSE[locale][scene];
  if (locale === "zh")
    return `${code} 是你用于${purpose}的 ${app} 验证码，${minutes} 分钟内有效。请勿告诉他人。`;
  return `${code} is your ${app} code to ${purpose}. It expires in ${minutes} minutes. Never share it.`;
}

/** A sign-up asked for a number that already has an account. */
export function alreadyRegisteredText(locale: Locale): string {
  const app = APP_NAME[locale];
  if (locale === "zh")
    return `你已经用这个手机号注册过 ${app} 账户。请直接登录；如果忘记密码，可以重置密码。`;
  return `You already have a ${app} account with this number. Sign in, or reset your password if you forgot it.`;
}

/** Repeated failed sign-ins to the account (at most once an hour). */
export function failedSignInsMail(locale: Locale, publicUrl: string): Mail {
  const app = APP_NAME[locale];
  if (locale === "zh")
    return {
      subject: `${app}：有人多次尝试登录你的账户`,
      text: `有人多次用错误的密码尝试登录你的 ${app} 账户。\n\n如果是你本人，无需任何操作。如果不是，你的密码已经挡住了对方；你可以在这里更改密码：${publicUrl}/changePassword\n`,
    };
  return {
    subject: `${app}: failed sign-ins to your account`,
    text: `Someone tried to sign in to your ${app} account several times with a wrong password.\n\nIf it was you, there is nothing to do. If not, your password kept them out; you can change it here: ${publicUrl}/changePassword\n`,
  };
}

/** A signed-in user asked to add an address that already belongs to an account (this one's owner). */
export function addressInUseMail(locale: Locale, publicUrl: string): Mail {
  const app = APP_NAME[locale];
  if (locale === "zh")
    return {
      subject: `${app}：此地址已属于你的账户`,
      text: `有人想把这个邮箱地址添加到另一个 ${app} 账户，但它已经属于你的账户，所以没有发送验证码。\n\n如果这不是你本人的操作，请忽略这封邮件，你的账户没有任何变化。\n\n${publicUrl}/login\n`,
    };
  return {
    subject: `${app}: this address is already yours`,
    text: `Someone asked to add this email address to another ${app} account, but it already belongs to your account, so no code was sent.\n\nIf it was not you, you can ignore this mail: nothing has changed.\n\n${publicUrl}/login\n`,
  };
}

/**
 * A store's manager invited this address to the store's team. Whether it has an account decides
 * only what the mail says to do next; the manager's answer was the same either way.
 */
export function teamInvitationMail(
  locale: Locale,
  storeName: string,
  publicUrl: string,
  hasAccount: boolean,
): Mail {
  const app = APP_NAME[locale];
  if (locale === "zh")
    return {
      subject: `${app}：邀请你加入「${storeName}」团队`,
      text: hasAccount
        ? `「${storeName}」邀请你加入他们在 ${app} 上的店铺团队。\n\n登录后在“我的店铺”中接受或拒绝邀请：${publicUrl}/stores\n\n如果你不认识他们，请拒绝或忽略这封邮件：不接受，你就不会加入。\n`
        : `「${storeName}」邀请你加入他们在 ${app} 上的店铺团队。\n\n如果你想加入，请先用这个地址注册，然后在“我的店铺”中接受邀请：${publicUrl}/signUp\n\n如果你不认识他们，请忽略这封邮件。\n`,
    };
  return {
    subject: `${app}: join the team of ${storeName}`,
    text: hasAccount
      ? `${storeName} invited you to their store's team on ${app}.\n\nSign in and accept or decline under Stores: ${publicUrl}/stores\n\nIf you do not know them, decline or ignore this mail: you join only if you accept.\n`
      : `${storeName} invited you to their store's team on ${app}.\n\nTo join, sign up with this address, then accept the invitation under Stores: ${publicUrl}/signUp\n\nIf you do not know them, you can ignore this mail.\n`,
  };
}
