/** The account menu and drawer entries of rules/product.md §2 with every visibility rule. */
export type MenuGroupKey = "buy" | "sell" | "settings";
export type MenuEntry = {
  key: string;
  name: string;
  href: string;
  /** Opens in a window of its own (the seller portal, with its own session). */
  newWindow?: boolean;
};
export type MenuGroup = { key: MenuGroupKey; title: string; entries: MenuEntry[] };

type Def = MenuEntry & {
  group: MenuGroupKey;
  /** Only with an identity (store) token. */
  needsIdentity?: boolean;
  /** Hidden when the identity user has a storeId. */
  hideForStore?: boolean;
  hideInDrawer?: boolean;
  hideInMenu?: boolean;
  drawerHref?: string;
};

const DEFS: Def[] = [
  { group: "buy", key: "buying", name: "Purchases", href: "/buying" },
  { group: "buy", key: "bids", name: "Bids", href: "/bids" },
  { group: "buy", key: "recentlyViewed", name: "Recently Viewed", href: "/recentlyViewed" },
  { group: "buy", key: "watching", name: "Watching", href: "/watching" },
  { group: "buy", key: "savedSearches", name: "Saved Searches", href: "/savedSearches" },
  { group: "buy", key: "paymentOnline", name: "Payment Method", href: "/paymentOnline" },
  { group: "sell", key: "items", name: "My Items", href: "/items" },
  { group: "sell", key: "draft", name: "Drafts", href: "/draft" },
  { group: "sell", key: "orders", name: "Orders", href: "/orders" },
  { group: "sell", key: "manageMyWallet", name: "My Wallet", href: "/manageMyWallet" },
  { group: "sell", key: "sellerPortal", name: "Seller portal", href: "/seller/signIn", newWindow: true },
  { group: "sell", key: "storeList", name: "Add Store", href: "/stores", hideInDrawer: true },
  {
    group: "sell",
    key: "TVDisplay",
    name: "TV Display",
    href: "/tv-display",
    needsIdentity: true,
    hideInDrawer: true,
  },
  { group: "sell", key: "printQRCode", name: "Print QR Code", href: "/print-qr-code" },
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
  { group: "settings", key: "index", name: "Browse", href: "/" },
  { group: "settings", key: "notifications", name: "Notifications", href: "/notifications" },
  { group: "settings", key: "chat", name: "Chat", href: "/chat", drawerHref: "/chatList" },
  { group: "settings", key: "taxId", name: "Tax ID", href: "/taxId", hideForStore: true },
  { group: "settings", key: "scan", name: "Scan", href: "/qr-code-search", hideInMenu: true },
  { group: "settings", key: "about", name: "About", href: "/about" },
  { group: "settings", key: "personalData", name: "My Profile", href: "/personalData", hideForStore: true },
  { group: "settings", key: "help", name: "Help", href: "/agreement/help" },
];

const TITLES: Record<MenuGroupKey, string> = { buy: "Buy", sell: "Sell", settings: "Settings" };

export type MenuContext = {
  place: "menu" | "drawer";
  hasIdentityToken: boolean;
  /** The identity user's storeId (null/undefined when Personal). */
  storeId: number | null | undefined;
  /** The user belongs to stores: the stores entry reads "My Stores". */
  hasStores: boolean;
};

export function menuGroups(ctx: MenuContext): MenuGroup[] {
  const visible = DEFS.filter((d) => {
    if (ctx.place === "menu" && d.hideInMenu) return false;
    if (ctx.place === "drawer" && d.hideInDrawer) return false;
    if (d.needsIdentity && !ctx.hasIdentityToken) return false;
    if (d.hideForStore && ctx.storeId) return false;
    return true;
  });
  return (["buy", "sell", "settings"] as const).map((key) => ({
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
