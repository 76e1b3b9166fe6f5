import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { TestMailbox } from "./accounts-mail.ts";
import { PHONE, shootBothSizes, signInByApi, WIDE } from "./helpers.ts";
import { api } from "./store-api.ts";

/*
 * Adding someone to a store's team is an invitation they accept (rules/product.md §6): the team
 * list shows it as "Invited" with only the address typed, the invitee answers on /stores, and a
 * manager may withdraw it. The invitees are signed up here with the code mailed to them, so the
 * spec listens on the server's SMTP port (project "mail"). Screenshots, phone and wide, in English
 * and Chinese, go to TEAM_SHOTS_DIR.
 */

test.describe.configure({ timeout: 150_000 });
test.use({ viewport: WIDE });

const SHOTS = process.env.TEAM_SHOTS_DIR ?? path.join(os.tmpdir(), "team-invitations-shots");
const PASSWORD = "Fresh1234";
const mailbox = new TestMailbox();
test.beforeAll(async () => {
  await mailbox.start();
});
test.afterAll(async () => {
  await mailbox.stop();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A new account by email, signed up through the API with the mailed code, with a username. */
async function signUp(request: APIRequestContext) {
  const email = `team-${unique()}@example.test`;
  const before = mailbox.count;
  await api(request, "POST", "/hweb/login/v1/sendCode", null, { account: email, scene: "register" });
  const code = await mailbox.codeFor(email, { after: before });
  const t = await api<{ token: string }>(request, "POST", "/hweb/login/v1/register", null, {
    account: email,
    code,
    password: PASSWORD,
  });
  const userName = `t${unique()}`.slice(0, 16);
  await api(request, "POST", "/user/setUsername", { token: t.token }, { userName });
  return { email, userName };
}

/** A page in English or Chinese (the browser's language and the app's stored choice). */
async function newPage(browser: Browser, lang: "en" | "zh" = "en") {
  const ctx = await browser.newContext({ viewport: WIDE, locale: lang === "zh" ? "zh-CN" : "en-US" });
  await ctx.addInitScript((l) => localStorage.setItem("locale", l), lang);
  return ctx.newPage();
}

/** seller1, acting as the Demo Store it owns, on its team list. */
async function ownerOnTeam(page: Page) {
  await signInByApi(page, "seller1@demo.test", { path: "/changeIdentity" });
  // Choosing an identity reloads the app (rules/product.md §4): wait for that page before going on.
  const reloaded = page.waitForEvent("load");
  await page.getByRole("button", { name: /Demo Store/ }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem("identityToken"))).toBeTruthy();
  await page.goto("/team-management");
}

async function invite(page: Page, account: string) {
  await page.getByLabel("Email, username or phone").fill(account);
  await page.getByLabel("Role", { exact: true }).selectOption("staff");
  await page.getByRole("button", { name: "Send invitation" }).click();
  // The same words whether or not the address has an account.
  await expect(
    page.getByRole("status").filter({
      hasText: `Invitation sent to ${account}. They join the team when they accept.`,
    }),
  ).toBeVisible();
}

const team = (page: Page) => page.getByRole("region", { name: "Team members" });
const row = (page: Page, text: string) => team(page).getByRole("listitem").filter({ hasText: text });

const shots = (page: Page, name: string) => shootBothSizes(page, SHOTS, name);

test("seller1 as Demo Store invites a new user, who accepts on /stores and is then a member", async ({
  browser,
  page,
  request,
}) => {
  const invitee = await signUp(request);
  await ownerOnTeam(page);
  await invite(page, invitee.email);
  const invited = row(page, invitee.email);
  await expect(invited).toContainText("Invited");
  await expect(invited).toContainText("Invited as Staff, not yet accepted");
  // An invitation is withdrawn, not removed, and has no role to change yet.
  await expect(
    invited.getByRole("button", { name: `Withdraw the invitation to ${invitee.email}` }),
  ).toBeVisible();
  await expect(invited.getByRole("button", { name: /^Remove/ })).toHaveCount(0);
  await expect(invited.getByRole("combobox")).toHaveCount(0);
  await shots(page, "team-invited-en");

  const theirs = await newPage(browser);
  await signInByApi(theirs, invitee.email, { password: PASSWORD, path: "/stores" });
  const invitations = theirs.getByRole("list", { name: "Invitations" });
  // The first screen after signing in loads the app's parts: longer than a click's answer on a busy machine.
  await expect(invitations.getByRole("listitem")).toHaveCount(1, { timeout: 30_000 });
  await expect(invitations).toContainText("Demo Store");
  await expect(invitations).toContainText("Invited as Staff");
  await expect(theirs.getByText("You have no store yet")).toBeVisible();
  const accept = theirs.getByRole("button", { name: "Accept the invitation from Demo Store" });
  // A thumb's target on a phone (44 px).
  await theirs.setViewportSize(PHONE);
  expect((await accept.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await shots(theirs, "stores-invitation-en");

  // The same screens in Chinese.
  const ownerZh = await newPage(browser, "zh");
  await ownerOnTeam(ownerZh);
  await expect(ownerZh.getByRole("listitem").filter({ hasText: invitee.email })).toContainText("已邀请");
  await shots(ownerZh, "team-invited-zh");
  await ownerZh.context().close();
  const theirsZh = await newPage(browser, "zh");
  await signInByApi(theirsZh, invitee.email, { password: PASSWORD, path: "/stores" });
  await expect(theirsZh.getByRole("button", { name: "接受「Demo Store」的邀请" })).toBeVisible();
  await shots(theirsZh, "stores-invitation-zh");
  await theirsZh.context().close();

  // Accepted from the keyboard: the stores list shows the store at once.
  await accept.focus();
  await theirs.keyboard.press("Enter");
  await expect(theirs.getByRole("status").filter({ hasText: "You joined Demo Store" })).toBeVisible();
  await expect(theirs.getByText("Your role: Staff")).toBeVisible();
  await expect(theirs.getByText("No invitations waiting.", { exact: false })).toBeVisible();
  await shots(theirs, "stores-accepted-en");

  // The owner's list now has them as a member, with a role to change and Remove.
  await page.reload();
  const member = row(page, invitee.userName);
  await expect(member.getByLabel(`Role of ${invitee.userName}`)).toHaveValue("staff");
  await expect(member).not.toContainText("Invited");
  await expect(
    team(page).getByRole("button", { name: `Withdraw the invitation to ${invitee.email}` }),
  ).toHaveCount(0);
  // Leave the Demo Store's team as it was.
  await member.getByRole("button", { name: `Remove ${invitee.userName}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
  await expect(member).toHaveCount(0);
  await theirs.context().close();
});

test("an invitation withdrawn leaves the team list and the invitee's /stores; an address without an account is told the same", async ({
  browser,
  page,
  request,
}) => {
  const invitee = await signUp(request);
  const nobody = `nobody-${unique()}@example.test`;
  await ownerOnTeam(page);
  await invite(page, invitee.email);
  await invite(page, nobody);
  // Both listed alike: only the address typed, "Invited".
  for (const address of [invitee.email, nobody]) await expect(row(page, address)).toContainText("Invited");

  const theirs = await newPage(browser);
  await signInByApi(theirs, invitee.email, { password: PASSWORD, path: "/stores" });
  await expect(theirs.getByRole("list", { name: "Invitations" })).toContainText("Demo Store");

  for (const address of [invitee.email, nobody]) {
    await row(page, address)
      .getByRole("button", { name: `Withdraw the invitation to ${address}` })
      .click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toContainText(`Withdraw the invitation to ${address}?`);
    await dialog.getByRole("button", { name: "Withdraw invitation" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: `Invitation to ${address} withdrawn` }),
    ).toBeVisible();
    await expect(row(page, address)).toHaveCount(0);
  }

  // The invitee has nothing left to answer.
  await theirs.reload();
  await expect(theirs.getByText("No invitations waiting.", { exact: false })).toBeVisible();
  await expect(theirs.getByRole("list", { name: "Invitations" })).toHaveCount(0);
  await theirs.context().close();
});
