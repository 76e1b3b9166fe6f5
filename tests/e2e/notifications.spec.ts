import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import { PHONE, signInByApi, WIDE } from "./helpers.ts";
import { apiLogin, call, findOpenAuction, outbid, unreadCount } from "./notifications.api.ts";

const shots = path.resolve(import.meta.dirname, "../../test-results/notifications");
const bell = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Notifications" });
const panel = (page: Page) => page.getByRole("region", { name: "Notifications list" });
const rows = (page: Page) => page.locator("[data-notification]");

test.describe("notifications dropdown (wide)", () => {
  test.use({ viewport: WIDE });

  test("buyer5 starts with No notifications yet; the panel closes on Escape and gives focus back", async ({
    page,
  }) => {
    await signInByApi(page, "buyer5@demo.test");
    await bell(page).click();
    const p = panel(page);
    await expect(p.getByText("No notifications yet")).toBeVisible();
    await expect(p.getByRole("checkbox", { name: "Show Read Notifications" })).not.toBeChecked();
    await expect(p.getByRole("button", { name: "Mark all as read" })).toBeVisible();
    await expect(p.getByRole("link", { name: "See more notifications" })).toHaveAttribute(
      "href",
      "/notifications",
    );
    await page.screenshot({ path: `${shots}/dropdown-empty-wide.png` });
    await page.keyboard.press("Escape");
    await expect(p).toBeHidden();
    await expect(bell(page)).toBeFocused();
    await bell(page).click();
    await panel(page).getByRole("link", { name: "See more notifications" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
    await expect(page.getByRole("main").getByText("No notifications yet")).toBeVisible();
  });

  test("a page opens /rt/me/events once, with a one-use ticket and no token in its URL", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const streams: string[] = [];
    const tickets: string[] = [];
    page.on("request", (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === "/rt/me/events") streams.push(r.url());
      if (pathname === "/rt/ticket") tickets.push(r.method());
    });
    const rival = await apiLogin(request, "buyer3@demo.test");
    const auction = await findOpenAuction(request);
    // The chat list (badges + chat) and the orders list (badges + orders) each listen twice over.
    let me: Awaited<ReturnType<typeof signInByApi>> | null = null;
    for (const [path, heading] of [
      ["/chatList", "Chats"],
      ["/orders", "Orders"],
    ] as const) {
      // buyer4, as in the live counts below (buyer5 stays free of notifications).
      if (!me) me = await signInByApi(page, "buyer4@demo.test", { path });
      expect((await call(request, "PUT", "/notification/readAll", me.token)).status_code).toBe(Code.OK);
      streams.length = 0;
      tickets.length = 0;
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      await expect(bell(page).getByTestId("unread-badge")).toHaveCount(0);
      // A live notice reaches the bell: every screen of the page has subscribed by now. With the
      // machine's cores busy (a CPU hog beside the suite) it took past 10 s once.
      await outbid(request, auction.itemNumber, me.token, rival, 1);
      await expect(bell(page)).toHaveText("1", { timeout: 30_000 });
      expect(streams).toHaveLength(1);
      expect(tickets).toEqual(["POST"]);
      expect(streams[0]).toMatch(/[?&]ticket=[\w-]{40,}/);
      expect(streams[0]).not.toMatch(/token/i);
    }
    await call(request, "PUT", "/notification/readAll", me!.token);
  });

  test("live counts, open one, show read, mark all with Undo/Confirm, 99+ and infinite scroll", async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const me = await signInByApi(page, "buyer4@demo.test");
    const rival = await apiLogin(request, "buyer3@demo.test");
    // Start from zero whatever other specs did to this account.
    expect((await call(request, "PUT", "/notification/readAll", me.token)).status_code).toBe(Code.OK);
    const auction = await findOpenAuction(request);
    await expect(bell(page)).toBeVisible();
    await expect(bell(page).getByTestId("unread-badge")).toHaveCount(0);

    // Three real outbids arrive over /rt/me/events while the page is open.
    await outbid(request, auction.itemNumber, me.token, rival, 3);
    await expect(bell(page)).toHaveText("3");

    await bell(page).click();
    const p = panel(page);
    await expect(rows(page)).toHaveCount(3);
    await expect(rows(page).first()).toContainText("You've been outbid");
    await page.screenshot({ path: `${shots}/dropdown-wide.png` });

    // Clicking one: read, count down, panel closed, item detail (jumpType 8).
    await rows(page).first().click();
    await expect(page).toHaveURL(new RegExp(`/itemDetail/${auction.itemNumber}$`));
    await expect(p).toBeHidden();
    await expect(bell(page)).toHaveText("2");
    await expect.poll(() => unreadCount(request, me.token)).toBe(2);

    // Unread only by default; the checkbox brings the read one back.
    await bell(page).click();
    await expect(rows(page)).toHaveCount(2);
    await p.getByRole("checkbox", { name: "Show Read Notifications" }).check();
    // The read one is back (with any older read ones, up to the page size of 5).
    await expect.poll(() => rows(page).count()).toBeGreaterThanOrEqual(3);
    expect(await rows(page).count()).toBeLessThanOrEqual(5);
    await p.getByRole("checkbox", { name: "Show Read Notifications" }).uncheck();
    await expect(rows(page)).toHaveCount(2);

    // Mark all as read: the count, Undo changes nothing, Confirm clears and reloads.
    await p.getByRole("button", { name: "Mark all as read" }).click();
    const confirm = page.getByRole("dialog", { name: "Mark all as read" });
    await expect(confirm).toContainText("Mark all 2 notifications as read?");
    await page.screenshot({ path: `${shots}/mark-all-wide.png` });
    await confirm.getByRole("button", { name: "Undo" }).click();
    await expect(confirm).toBeHidden();
    await expect(p).toBeVisible();
    await expect(bell(page)).toHaveText("2");
    expect(await unreadCount(request, me.token)).toBe(2);
    await p.getByRole("button", { name: "Mark all as read" }).click();
    await confirm.getByRole("button", { name: "Confirm" }).click();
    await expect(confirm).toBeHidden();
    await expect(bell(page).getByTestId("unread-badge")).toHaveCount(0);
    await expect(p.getByText("No notifications yet")).toBeVisible();
    expect(await unreadCount(request, me.token)).toBe(0);
    await page.keyboard.press("Escape");

    // More than 99 unread: the badge caps at 99+ (live, no reload).
    await outbid(request, auction.itemNumber, me.token, rival, 101);
    await expect(bell(page)).toHaveText("99+", { timeout: 30_000 });
    expect(await unreadCount(request, me.token)).toBeGreaterThanOrEqual(101);

    // Page size 5; scrolling to the bottom of the panel loads the next 5.
    await bell(page).click();
    await expect(rows(page)).toHaveCount(5);
    const scroller = rows(page).first().locator("xpath=ancestor::div[contains(@class,'overflow-y-auto')]");
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(rows(page)).toHaveCount(10);
    await scroller.evaluate((el) => {
      el.scrollTop = el.scrollHeight;
    });
    await expect(rows(page)).toHaveCount(15);
    await page.screenshot({ path: `${shots}/dropdown-99-wide.png` });

    // The full page: the same list; scrolling the window loads more.
    // (The cache persisted from the dropdown may show its pages at once: whole pages of 5 either way.)
    await page.goto("/notifications");
    await expect(rows(page).first()).toBeVisible();
    const before = await rows(page).count();
    expect(before % 5).toBe(0);
    await page.mouse.wheel(0, 20_000);
    await expect.poll(() => rows(page).count()).toBeGreaterThan(before);
    await page.screenshot({ path: `${shots}/page-wide.png`, fullPage: false });
    await page.setViewportSize(PHONE);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${shots}/page-phone.png` });
    // Leave the account clean for other specs.
    await call(request, "PUT", "/notification/readAll", me.token);
  });
});

test.describe("notifications page (phone)", () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test("the drawer's bell leads to /notifications with the same controls", async ({ page }) => {
    await signInByApi(page, "buyer5@demo.test");
    await page.getByRole("button", { name: "Menu" }).click();
    await page
      .getByRole("dialog", { name: "Menu" })
      .getByRole("link", { name: /^Notifications, \d+ unread$/ })
      .click();
    await expect(page).toHaveURL(/\/notifications$/);
    const main = page.getByRole("main");
    await expect(main.getByRole("checkbox", { name: "Show Read Notifications" })).toBeVisible();
    await expect(main.getByRole("button", { name: "Mark all as read" })).toBeVisible();
    await expect(main.getByText("No notifications yet")).toBeVisible();
    await page.screenshot({ path: `${shots}/page-empty-phone.png` });
  });
});
