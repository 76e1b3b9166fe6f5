import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { TeamRole } from "#shared/contract/accounts";
import { i18n as appI18n } from "../i18n/i18n.ts";

/** The account menu and drawer entries of rules/product.md §2 with every visibility rule. */
export type MenuGroupKey = "buy" | "sell" | "settings";
/** The icon each entry shows (rules/product.md §3: a menu entry is icon, name, link). */
export type MenuIconName =
  | "bag"
  | "bell"
  | "bookmark"
  | "card"
  | "chat"
  | "code"
  | "draft"
  | "external"
  | "eye"
  | "gavel"
  | "gear"
  | "help"
  | "history"
  | "home"
  | "id"
  | "info"
  | "qr"
  | "receipt"
  | "scan"
  | "store"
  | "tag"
  | "tv"
  | "user"
  | "users"
  | "wallet";
export type MenuEntry = {
  key: string;
  icon: MenuIconName;
  name: string;
  href: string;
  /** Opens in a window of its own (the seller portal, with its own session). */
  newWindow?: boolean;
};
export type MenuGroup = { key: MenuGroupKey; title: string; entries: MenuEntry[] };

type Def = Omit<MenuEntry, "name"> & {
  name: MessageDescriptor;
  /** Only with an identity (store) token. */
  needsIdentity?: boolean;
  /** Hidden when the identity user has a storeId. */
  hideForStore?: boolean;
  /** Acting as a store, only its owner sees it (a store's money is the owner's to manage). */
  ownerOnly?: boolean;
  hideInDrawer?: boolean;
  hideInMenu?: boolean;
  drawerHref?: string;
};

/** An entry of the wide header's menu only. */
const menuOnly = { hideInDrawer: true } as const;
/** A store's own tool: in the menu, while acting as a store. */
const storeTool = { ...menuOnly, needsIdentity: true } as const;
/** The seller portal, with a session of its own, opens in a window of its own. */
const ownWindow = { newWindow: true } as const;

const DEFS: Record<MenuGroupKey, Def[]> = {
  buy: [
    { key: "buying", icon: "bag", name: msg`Purchases`, href: "/buying" },
    { key: "bids", icon: "gavel", name: msg`Bids`, href: "/bids" },
    { key: "recentlyViewed", icon: "history", name: msg`Recently Viewed`, href: "/recentlyViewed" },
    { key: "watching", icon: "eye", name: msg`Watching`, href: "/watching" },
    { key: "savedSearches", icon: "bookmark", name: msg`Saved Searches`, href: "/savedSearches" },
    { key: "paymentOnline", icon: "card", name: msg`Payment Method`, href: "/paymentOnline" },
  ],
  sell: [
    { key: "items", icon: "tag", name: msg`My Items`, href: "/items" },
    { key: "draft", icon: "draft", name: msg`Drafts`, href: "/draft" },
    { key: "orders", icon: "receipt", name: msg`Orders`, href: "/orders" },
    { key: "manageMyWallet", icon: "wallet", name: msg`My Wallet`, href: "/manageMyWallet", ownerOnly: true },
    { key: "sellerPortal", icon: "external", name: msg`Seller portal`, href: "/seller/signIn", ...ownWindow },
    { key: "storeList", icon: "store", name: msg`Add Store`, href: "/stores", ...menuOnly },
    { key: "TVDisplay", icon: "tv", name: msg`TV Display`, href: "/tv-display", ...storeTool },
    { key: "printQRCode", icon: "qr", name: msg`Print QR Code`, href: "/print-qr-code" },
    { key: "openPlatform", icon: "code", name: msg`Open Platform`, href: "/open-platform", ...storeTool },
    { key: "Configurations", icon: "gear", name: msg`Configurations`, href: "/configurations", ...menuOnly },
    { key: "teamManagement", icon: "users", name: msg`Users`, href: "/team-management", ...storeTool },
  ],
  settings: [
    { key: "index", icon: "home", name: msg`Browse`, href: "/" },
    { key: "notifications", icon: "bell", name: msg`Notifications`, href: "/notifications" },
    { key: "chat", icon: "chat", name: msg`Chat`, href: "/chat", drawerHref: "/chatList" },
    { key: "taxId", icon: "id", name: msg`Tax ID`, href: "/taxId", hideForStore: true },
    { key: "scan", icon: "scan", name: msg`Scan`, href: "/qr-code-search", hideInMenu: true },
    { key: "about", icon: "info", name: msg`About`, href: "/about" },
    { key: "personalData", icon: "user", name: msg`My Profile`, href: "/personalData", hideForStore: true },
    { key: "help", icon: "help", name: msg`Help`, href: "/agreement/help" },
  ],
};

const TITLES: Record<MenuGroupKey, MessageDescriptor> = {
  buy: msg({ message: "Buy", context: "menu group" }),
  sell: msg({ message: "Sell", context: "menu group" }),
  settings: msg({ message: "Settings", context: "menu group" }),
};

export type MenuContext = {
  place: "menu" | "drawer";
  hasIdentityToken: boolean;
  /** The identity user's storeId (null/undefined when Personal). */
  storeId: number | null | undefined;
  /** The user's role in that store. */
  storeRole?: TeamRole | null;
  /** The user belongs to stores: the stores entry reads "My Stores". */
  hasStores: boolean;
};

/** The groups and entries `ctx` shows, named in `i18n`'s language (the app's by default). */
export function menuGroups(ctx: MenuContext, i18n: I18n = appI18n): MenuGroup[] {
  const visible = (d: Def) => {
    if (ctx.place === "menu" && d.hideInMenu) return false;
    if (ctx.place === "drawer" && d.hideInDrawer) return false;
    if (d.needsIdentity && !ctx.hasIdentityToken) return false;
    if (d.hideForStore && ctx.storeId) return false;
    if (d.ownerOnly && ctx.storeId && ctx.storeRole !== "owner") return false;
    return true;
  };
  return (["buy", "sell", "settings"] as const).map((key) => ({
    key,
    title: i18n._(TITLES[key]),
    entries: DEFS[key].filter(visible).map((d) => ({
      key: d.key,
      icon: d.icon,
      name: i18n._(d.key === "storeList" && ctx.hasStores ? msg`My Stores` : d.name),
      href: ctx.place === "drawer" && d.drawerHref ? d.drawerHref : d.href,
      ...(d.newWindow ? { newWindow: true } : {}),
    })),
  }));
}
