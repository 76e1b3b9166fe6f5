/** Header/footer visibility of rules/product.md §2, by the first path segment (case-insensitive). */
const HIDE_BOTH = [
  "getapp",
  "login",
  "signin",
  "signup",
  "verify",
  "forget",
  "reset",
  "signupemailverify",
  "infoverify",
  "changeidentity",
  // The seller portal has a workspace layout of its own.
  "seller",
];
/** On phones the header shows on infoVerify (the spec's phone list omits it). */
const HIDE_PHONE_HEADER = HIDE_BOTH.filter((r) => r !== "infoverify");
const BANNER_ROUTES = ["", "itemdetail"];

const first = (pathname: string) => (pathname.split("/")[1] ?? "").toLowerCase();

export function shellVisibility(pathname: string, phone: boolean) {
  const seg = first(pathname);
  return {
    header: !(phone ? HIDE_PHONE_HEADER : HIDE_BOTH).includes(seg),
    footer: !HIDE_BOTH.includes(seg),
    /** The Get App banner: phones, on index and itemDetail. */
    getAppBanner: phone && BANNER_ROUTES.includes(seg),
  };
}
