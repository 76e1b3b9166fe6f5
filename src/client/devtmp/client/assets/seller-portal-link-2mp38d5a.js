const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/handoff-CUKUwVXW.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/index-BAN1tMZn.js",
      "assets/react-4hkZzRew.js",
      "assets/query-HN9MFuoM.js",
      "assets/QueryClientProvider-CyHRSvor.js",
      "assets/jsx-runtime-cNwuCTLA.js",
      "assets/useRouter-bDiZYcc0.js",
      "assets/useNavigate-KEmBFHEf.js",
      "assets/matchContext-aCz5Afh0.js",
      "assets/useSelector-B17y36tr.js",
      "assets/storage-352Vgnio.js",
      "assets/link-hzUJy3xG.js",
      "assets/cx-ClXQrqf-.js",
      "assets/jsx-dev-runtime-IFDt3roe.js",
      "assets/route-search-BLjWEe1G.js",
      "assets/index-HnrQL3Z2.css",
    ]),
) => i.map((i) => d[i]);

import { dt as __vitePreload } from "./index-BAN1tMZn.js";

// src/client/shell/menu.ts
var DEFS = [
  {
    group: "buy",
    key: "buying",
    name: "Purchases",
    href: "/buying",
  },
  {
    group: "buy",
    key: "bids",
    name: "Bids",
    href: "/bids",
  },
  {
    group: "buy",
    key: "recentlyViewed",
    name: "Recently Viewed",
    href: "/recentlyViewed",
  },
  {
    group: "buy",
    key: "watching",
    name: "Watching",
    href: "/watching",
  },
  {
    group: "buy",
    key: "savedSearches",
    name: "Saved Searches",
    href: "/savedSearches",
  },
  {
    group: "buy",
    key: "paymentOnline",
    name: "Payment Method",
    href: "/paymentOnline",
  },
  {
    group: "sell",
    key: "items",
    name: "My Items",
    href: "/items",
  },
  {
    group: "sell",
    key: "draft",
    name: "Drafts",
    href: "/draft",
  },
  {
    group: "sell",
    key: "orders",
    name: "Orders",
    href: "/orders",
  },
  {
    group: "sell",
    key: "manageMyWallet",
    name: "My Wallet",
    href: "/manageMyWallet",
  },
  {
    group: "sell",
    key: "sellerPortal",
    name: "Seller portal",
    href: "/seller/signIn",
    newWindow: true,
  },
  {
    group: "sell",
    key: "storeList",
    name: "Add Store",
    href: "/stores",
    hideInDrawer: true,
  },
  {
    group: "sell",
    key: "TVDisplay",
    name: "TV Display",
    href: "/tv-display",
    needsIdentity: true,
    hideInDrawer: true,
  },
  {
    group: "sell",
    key: "printQRCode",
    name: "Print QR Code",
    href: "/print-qr-code",
  },
  {
    group: "sell",
    key: "openPlatform",
    name: "Open Platform",
    href: "/open-platform",
    needsIdentity: true,
    hideInDrawer: true,
  },
  {
    group: "sell",
    key: "Configurations",
    name: "Configurations",
    href: "/configurations",
    hideInDrawer: true,
  },
  {
    group: "sell",
    key: "teamManagement",
    name: "Users",
    href: "/team-management",
    needsIdentity: true,
    hideInDrawer: true,
  },
  {
    group: "settings",
    key: "index",
    name: "Browse",
    href: "/",
  },
  {
    group: "settings",
    key: "notifications",
    name: "Notifications",
    href: "/notifications",
  },
  {
    group: "settings",
    key: "chat",
    name: "Chat",
    href: "/chat",
    drawerHref: "/chatList",
  },
  {
    group: "settings",
    key: "taxId",
    name: "Tax ID",
    href: "/taxId",
    hideForStore: true,
  },
  {
    group: "settings",
    key: "scan",
    name: "Scan",
    href: "/qr-code-search",
    hideInMenu: true,
  },
  {
    group: "settings",
    key: "about",
    name: "About",
    href: "/about",
  },
  {
    group: "settings",
    key: "personalData",
    name: "My Profile",
    href: "/personalData",
    hideForStore: true,
  },
  {
    group: "settings",
    key: "help",
    name: "Help",
    href: "/agreement/help",
  },
];
var TITLES = {
  buy: "Buy",
  sell: "Sell",
  settings: "Settings",
};
function menuGroups(ctx) {
  const visible = DEFS.filter((d) => {
    if (ctx.place === "menu" && d.hideInMenu) return false;
    if (ctx.place === "drawer" && d.hideInDrawer) return false;
    if (d.needsIdentity && !ctx.hasIdentityToken) return false;
    if (d.hideForStore && ctx.storeId) return false;
    return true;
  });
  return ["buy", "sell", "settings"].map((key) => ({
    key,
    title: TITLES[key],
    entries: visible
      .filter((d) => d.group === key)
      .map((d) => ({
        key: d.key,
        name: d.key === "storeList" && ctx.hasStores ? "My Stores" : d.name,
        href: ctx.place === "drawer" && d.drawerHref ? d.drawerHref : d.href,
        ...(d.newWindow ? { newWindow: true } : {}),
      })),
  }));
}
// src/client/shell/seller-portal-link.ts
/** Signed out, "Seller Sign In" simply opens the portal's own sign-in in a new window. */
var SELLER_PORTAL_SIGN_IN = "/seller/signIn";
/**
 * Signed in, the click opens the new window at once (a window opened later, after a request, would
 * meet the pop-up blocker) and then sends it to the portal with a handoff from the server.
 */
function openSellerPortal(e, signedIn) {
  if (!signedIn || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
  e.preventDefault();
  const win = window.open("about:blank", "_blank");
  __vitePreload(
    () => import("./handoff-CUKUwVXW.js").then((n) => n.n).then((m) => m.sendToPortal(win)),
    __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
  );
}
/** The header's Seller Sign In button: the portal with a handoff when signed in, its sign-in if not. */
function openSellerPortalWindow(signedIn) {
  if (!signedIn) {
    window.open(SELLER_PORTAL_SIGN_IN, "_blank", "noopener");
    return;
  }
  const win = window.open("about:blank", "_blank");
  __vitePreload(
    () => import("./handoff-CUKUwVXW.js").then((n) => n.n).then((m) => m.sendToPortal(win)),
    __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
  );
}

export { menuGroups as r, openSellerPortal as t, openSellerPortalWindow as n };
