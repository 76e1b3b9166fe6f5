import { DEFAULT_TITLE } from "#shared/constants";

/**
 * Route titles of rules/product.md §2, by path, so a screen gets its title even before its route file sets
 * `staticData.title`. Matching ignores case and a trailing slash.
 */
const TITLES: Array<[RegExp, string | ((hasStores: boolean) => string)]> = [
  [/^\/itemsearch$/, "Search"],
  [/^\/classification$/, "Categories"],
  [/^\/(citylocation|citysearch)$/, "Select City"],
  [/^\/buying$/, "Purchases"],
  [/^\/personaldata$/, "Profile"],
  [/^\/paymentresult$/, "Complete Purchase"],
  [/^\/paymentonline$/, "Payment Method"],
  [/^\/team-management$/, "Users"],
  [/^\/stores$/, (hasStores) => (hasStores ? "My Stores" : "Add Store")],
  [/^\/qr-code-search$/, "Scan"],
];

export function titleForPath(pathname: string, hasStores = false): string | undefined {
  const p = pathname.toLowerCase().replace(/\/+$/, "") || "/";
  for (const [re, t] of TITLES) if (re.test(p)) return typeof t === "string" ? t : t(hasStores);
  return undefined;
}

export function documentTitle(opts: {
  override?: string;
  routeTitle?: string;
  pathname: string;
  hasStores?: boolean;
}) {
  return opts.override || opts.routeTitle || titleForPath(opts.pathname, opts.hasStores) || DEFAULT_TITLE;
}
