import { createECDH, randomBytes } from "node:crypto";
import path from "node:path";
import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { Code } from "#shared/codes";
import {
  clickNotification,
  signInByApi,
  WIDE,
  WITH_SERVICE_WORKER,
  waitForServiceWorker,
} from "./helpers.ts";
import { buySomething, call, listNotifications } from "./notifications.api.ts";
import { FULL_BROWSER } from "./playwright.config.ts";

// Notifications need the full browser (the headless shell denies them).
test.use({ launchOptions: FULL_BROWSER, ...WITH_SERVICE_WORKER });

const shots = path.resolve(import.meta.dirname, "../../test-results/notifications");

/**
 * Headless Chromium cannot reach a real push service, so the page's PushManager answers with a
 * subscription to a test endpoint (the server only stores it; its deliveries there fail and are
 * retried in the background). Pushes reach the worker through the DevTools protocol instead.
 */
function fakePushService(endpoint: string) {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    endpoint,
    p256dh: ecdh.getPublicKey().toString("base64url"),
    auth: randomBytes(16).toString("base64url"),
  };
}

async function installFakePushManager(context: BrowserContext, fake: ReturnType<typeof fakePushService>) {
  await context.addInitScript((f) => {
    const w = window as unknown as Record<string, unknown>;
    let current: PushSubscription | null = null;
    w.__pushLog = [];
    const log = (e: string) => (w.__pushLog as string[]).push(e);
    PushManager.prototype.subscribe = async (opts?: PushSubscriptionOptionsInit) => {
      const key = opts?.applicationServerKey;
      const bytes =
        key instanceof ArrayBuffer ? key : ArrayBuffer.isView(key) ? key.buffer.slice(0) : new ArrayBuffer(0);
      log(`subscribe:${opts?.userVisibleOnly}:${new Uint8Array(bytes as ArrayBuffer).length}`);
      const sub = {
        endpoint: f.endpoint,
        expirationTime: null,
        options: { applicationServerKey: bytes, userVisibleOnly: true },
        getKey: () => null,
        toJSON: () => ({
          endpoint: f.endpoint,
          expirationTime: null,
          keys: { p256dh: f.p256dh, auth: f.auth },
        }),
        unsubscribe: async () => {
          log("unsubscribe");
          current = null;
          return true;
        },
      } as unknown as PushSubscription;
      current = sub;
      return sub;
    };
    PushManager.prototype.getSubscription = async () => current;
  }, fake);
}

/**
 * Delivers a push to the page's service worker with CDP and waits until it shows. A busy machine can
 * take many seconds to start the worker and show it, so the wait is long, and the push is sent again
 * every 10 s in case one was lost (the same tag replaces, so it shows once).
 */
async function deliverPush(page: Page, payload: object, tag: string) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on("ServiceWorker.workerRegistrationUpdated", (e) => {
      const r = e.registrations.find((x) => x.scopeURL.startsWith(origin) && !x.isDeleted);
      if (r) resolve(r.registrationId);
    });
  });
  await cdp.send("ServiceWorker.enable");
  const id = await registrationId;
  let sentAt = 0;
  let shown: ShownNotification | null = null;
  await expect
    .poll(
      async () => {
        if (Date.now() - sentAt > 10_000) {
          sentAt = Date.now();
          await cdp.send("ServiceWorker.deliverPushMessage", {
            origin,
            registrationId: id,
            data: JSON.stringify(payload),
          });
        }
        shown = await page.evaluate(async (t) => {
          const reg = await navigator.serviceWorker.ready;
          const [n] = await reg.getNotifications({ tag: t });
          if (!n) return null;
          const badge = (n as Notification & { badge?: string }).badge;
          return { title: n.title, body: n.body, icon: n.icon, badge, data: n.data as unknown };
        }, tag);
        return shown !== null;
      },
      { timeout: 45_000, message: "the pushed notification is shown" },
    )
    .toBe(true);
  return shown!;
}

type ShownNotification = { title: string; body: string; icon: string; badge?: string; data: unknown };

test.describe("Web Push", () => {
  test.use({ viewport: WIDE });

  test("subscribes when allowed, shows a pushed order notification, a click opens the order; sign out unsubscribes", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const fake = fakePushService(`https://127.0.0.1:9/push/e2e-${randomBytes(6).toString("hex")}`);
    await installFakePushManager(context, fake);
    await context.grantPermissions(["notifications"], { origin: baseURL! });

    const subscribed = page.waitForRequest(
      (r) => r.url().endsWith("/api/push/subscribe") && r.method() === "POST",
      { timeout: 50_000 },
    );
    const me = await signInByApi(page, "buyer1@demo.test");
    const req = await subscribed;
    expect(req.postDataJSON()).toEqual({
      endpoint: fake.endpoint,
      expirationTime: null,
      keys: { p256dh: fake.p256dh, auth: fake.auth },
    });
    expect((await (await req.response())!.json()).status_code).toBe(Code.OK);
    // Subscribed with userVisibleOnly and the server's 65-byte VAPID key.
    expect(await page.evaluate(() => (window as unknown as { __pushLog: string[] }).__pushLog)).toContain(
      "subscribe:true:65",
    );
    await waitForServiceWorker(page);

    // A real order: the buyer's "Purchase confirmed" (jumpType 16) and the payload the server would push.
    const orderNumber = await buySomething(request, me.token);
    const n = (await listNotifications(request, me.token)).find((x) => x.orderNumber === orderNumber);
    expect(n, "purchase notification").toBeTruthy();
    const tag = `notification-${n!.id}`;
    const payload = {
      title: n!.title,
      body: n!.content,
      url: `/orderDetail/${orderNumber}`,
      tag,
      notificationId: n!.id,
    };
    const shown = await deliverPush(page, payload, tag);
    expect(shown).toMatchObject({
      title: n!.title,
      body: n!.content,
      data: { url: `/orderDetail/${orderNumber}`, notificationId: n!.id },
    });
    expect(String((shown as { icon: string }).icon)).toMatch(/\/icons\/icon-192\.png$/);
    expect(String((shown as { badge: string }).badge)).toMatch(/\/icons\/badge-72\.png$/);

    await clickNotification(context, tag);
    await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
    // The page marked it read (the worker has no token).
    await expect
      .poll(async () => (await listNotifications(request, me.token)).find((x) => x.id === n!.id)?.isRead)
      .toBe(true);

    // Opened from a notification in a new window: `?fromNotification=<id>` marks it read and leaves the URL.
    expect(
      (await call(request, "PUT", "/notification/read", me.token, { notificationId: n!.id, read: false }))
        .status_code,
    ).toBe(Code.OK);
    await page.goto(`/orderDetail/${orderNumber}?fromNotification=${n!.id}`);
    await expect(page).toHaveURL(new RegExp(`/orderDetail/${orderNumber}$`));
    await expect
      .poll(async () => (await listNotifications(request, me.token)).find((x) => x.id === n!.id)?.isRead)
      .toBe(true);

    // Sign out: the server forgets this device's subscription and the browser drops it.
    const unsubscribed = page.waitForRequest(
      (r) => r.url().endsWith("/api/push/unsubscribe") && r.method() === "POST",
    );
    await page.getByRole("banner").getByRole("button", { name: "Sign Out" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Yes" }).click();
    const un = await unsubscribed;
    expect(new URLSearchParams(un.postData() ?? "").get("endpoint")).toBe(fake.endpoint);
    expect((await (await un.response())!.json()).status_code).toBe(Code.OK);
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => (window as unknown as { __pushLog: string[] }).__pushLog)).toContain(
      "unsubscribe",
    );
  });

  test("not yet allowed: nothing is asked on load; /notifications offers Enable notifications, which subscribes", async ({
    page,
    context,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const fake = fakePushService(`https://127.0.0.1:9/push/e2e-${randomBytes(6).toString("hex")}`);
    await installFakePushManager(context, fake);
    await signInByApi(page, "buyer2@demo.test");
    expect(await page.evaluate(() => Notification.permission)).toBe("default");
    await expect(page.getByRole("button", { name: "Enable notifications" })).toHaveCount(0);

    await page.goto("/notifications");
    const enable = page.getByRole("button", { name: "Enable notifications" });
    await expect(enable).toBeVisible();
    await page.screenshot({ path: `${shots}/push-offer-wide.png` });
    // The person says yes to the browser's prompt.
    await context.grantPermissions(["notifications"], { origin: baseURL! });
    // The worker must be active before subscribing; its first install (precache) can take a while.
    const subscribed = page.waitForRequest(
      (r) => r.url().endsWith("/api/push/subscribe") && r.method() === "POST",
      { timeout: 50_000 },
    );
    await enable.click();
    expect((await subscribed).postDataJSON()).toMatchObject({ endpoint: fake.endpoint });
    await expect(
      page.getByRole("status").filter({ hasText: "Notifications are on for this device." }),
    ).toBeVisible();
    await expect(enable).toHaveCount(0);
  });
});
