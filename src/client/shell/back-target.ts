/**
 * Where Back goes when the app has no earlier screen of its own in this tab (the page was opened
 * from a link, a notification or the home screen): the screen a person would expect above this one.
 * Always a path of this site.
 */
const PARENTS: [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^\/orderdetail\/[^/]+/i, () => "/buying"],
  [/^\/sellerorderdetail\/[^/]+/i, () => "/orders"],
  [/^\/order\/confirm\//i, () => "/buying"],
  [/^\/(payment|agreerefund|refundrequest|agreement|decision)\/[^/]+/i, () => "/buying"],
  [/^\/bidlist\/([^/]+)/i, (m) => `/itemDetail/${m[1]}`],
  [/^\/report\/([^/]+)/i, (m) => `/itemDetail/${m[1]}`],
  [/^\/balance\/transactions/i, () => "/balance"],
  [/^\/(balance|withdraw|withdrawresult|bank-account|revenue)(\/|$)/i, () => "/manageMyWallet"],
  [/^\/chat(\/|$)/i, () => "/chatList"],
  [/^\/classificationlist\//i, () => "/classification"],
  [/^\/(edititem|sellagain|auctionsettings)(\/|$)/i, () => "/items"],
  [/^\/tv-display\/.+/i, () => "/tv-display"],
];

export function backTarget(pathname: string): string {
  for (const [re, to] of PARENTS) {
    const m = pathname.match(re);
    if (m) return to(m);
  }
  return "/";
}
