import { redirect } from "@tanstack/react-router";
import { getToken } from "../../api/session-store.ts";
import { isInAppPath } from "../../api/tokens.ts";
import { field, searchSchema } from "../../route-search.ts";

/*
 * The small parts of the accounts routes that stay in the main bundle (search schemas, guard);
 * screens load with their route chunks. Hand-written parsers (../../route-search.ts) keep this cheap.
 */

const optText = field.text("");
export const AuthSearchSchema = searchSchema({ redirect: optText, account: optText });
export const SignUpSearchSchema = searchSchema({
  redirect: optText,
  by: field.oneOf(["email", "phone"], "email"),
});
export const VerifySearchSchema = searchSchema({ redirect: optText, account: optText });
export const SetUsernameSearchSchema = searchSchema({ redirect: optText, welcome: field.bool(false) });
export const InfoVerifySearchSchema = searchSchema({
  type: field.oneOfOr(["mobile", "email"], "email"),
  isReset: field.flag(),
});
export const CountryCodeSearchSchema = searchSchema({ from: optText });
export const StoreSearchSchema = searchSchema({ id: field.number(undefined, 0) });

/** beforeLoad of screens that need a signed-in user: off to /signIn, and back here afterwards. */
export function requireSignIn({ location }: { location: { href: string } }): void {
  if (!getToken()) throw redirect({ to: "/signIn", search: { redirect: location.href } });
}

/**
 * beforeLoad of the sign-in and sign-up screens: a signed-in user has nothing to do there and is
 * sent on, to the `redirect` they carry (same-origin paths only), else home.
 */
export function redirectIfSignedIn({ search }: { search: { redirect?: string | undefined } }): void {
  if (!getToken()) return;
  const to = search.redirect;
  throw redirect({ href: isInAppPath(to) ? to : "/", replace: true });
}
