import { describe, expect, it } from "vitest";
import { pushTerm } from "../offline/search-history.ts";
import { menuGroups } from "./menu.ts";
import { titleForPath } from "./titles.ts";
import { shellVisibility } from "./visibility.ts";

const names = (g: ReturnType<typeof menuGroups>) => g.flatMap((x) => x.entries.map((e) => e.name));

describe("account menu", () => {
  it("has the three groups and never shows Scan", () => {
    const g = menuGroups({ place: "menu", hasIdentityToken: false, storeId: null, hasStores: false });
    expect(g.map((x) => x.title)).toEqual(["Buy", "Sell", "Settings"]);
    expect(g[0]!.entries.map((e) => e.href)).toEqual([
      "/buying",
      "/bids",
      "/recentlyViewed",
      "/watching",
      "/savedSearches",
      "/paymentOnline",
    ]);
    expect(names(g)).not.toContain("Scan");
    expect(names(g)).toEqual(
      expect.arrayContaining(["Purchases", "Bids", "Payment Method", "Tax ID", "My Profile", "Add Store"]),
    );
    for (const n of ["TV Display", "Open Platform", "Users"]) expect(names(g)).not.toContain(n);
  });

  it("every entry of the menu and the drawer has an icon (rules/product.md §3: icon, name, link)", () => {
    for (const place of ["menu", "drawer"] as const) {
      const g = menuGroups({ place, hasIdentityToken: true, storeId: null, hasStores: false });
      for (const e of g.flatMap((x) => x.entries)) expect(e.icon, e.key).toMatch(/^[a-z]+$/);
    }
  });

  it("TV Display, Open Platform and Users need an identity token; store identity hides Tax ID and My Profile", () => {
    const g = menuGroups({ place: "menu", hasIdentityToken: true, storeId: 3, hasStores: true });
    expect(names(g)).toEqual(expect.arrayContaining(["TV Display", "Open Platform", "Users", "My Stores"]));
    expect(names(g)).not.toContain("Tax ID");
    expect(names(g)).not.toContain("My Profile");
  });

  it("acting as a store, My Wallet is its owner's alone; Personal always has it", () => {
    const as = (storeRole: "owner" | "admin" | "staff" | null, storeId: number | null) =>
      names(menuGroups({ place: "menu", hasIdentityToken: true, storeId, storeRole, hasStores: true }));
    expect(as("owner", 3)).toContain("My Wallet");
    expect(as("admin", 3)).not.toContain("My Wallet");
    expect(as("staff", 3)).not.toContain("My Wallet");
    expect(as(null, null)).toContain("My Wallet");
  });

  it("the drawer hides TV Display, Add Store, Configurations, Open Platform and Users, shows Scan, and Chat goes to /chatList", () => {
    const g = menuGroups({ place: "drawer", hasIdentityToken: true, storeId: null, hasStores: false });
    for (const n of ["TV Display", "Add Store", "Configurations", "Open Platform", "Users"])
      expect(names(g)).not.toContain(n);
    expect(names(g)).toContain("Scan");
    expect(g[2]!.entries.find((e) => e.name === "Chat")!.href).toBe("/chatList");
  });
});

describe("search history", () => {
  it("newest first, deduplicated, at most 10, empty ignored", () => {
    let h: string[] = [];
    for (let i = 0; i < 12; i++) h = pushTerm(h, `t${i}`);
    expect(h).toHaveLength(10);
    expect(h[0]).toBe("t11");
    h = pushTerm(h, "t5");
    expect(h[0]).toBe("t5");
    expect(h.filter((x) => x === "t5")).toHaveLength(1);
    expect(pushTerm(h, "   ")).toEqual(h);
  });
});

describe("titles and visibility", () => {
  it("maps route titles, else nothing (the default tagline applies)", () => {
    expect(titleForPath("/itemSearch")).toBe("Search");
    expect(titleForPath("/stores", true)).toBe("My Stores");
    expect(titleForPath("/stores", false)).toBe("Add Store");
    expect(titleForPath("/citySearch")).toBe("Select City");
    expect(titleForPath("/")).toBeUndefined();
  });

  it("hides header and footer on the auth routes; phones keep the header on infoVerify", () => {
    expect(shellVisibility("/login", false)).toMatchObject({ header: false, footer: false });
    expect(shellVisibility("/signUpEmailVerify", true)).toMatchObject({ header: false, footer: false });
    expect(shellVisibility("/infoVerify", false)).toMatchObject({ header: false, footer: false });
    expect(shellVisibility("/infoVerify", true)).toMatchObject({ header: true, footer: false });
    expect(shellVisibility("/", true)).toMatchObject({ header: true, footer: true, getAppBanner: true });
    expect(shellVisibility("/itemDetail/A1", false).getAppBanner).toBe(false);
    expect(shellVisibility("/buying", true).getAppBanner).toBe(false);
  });
});
