import path from "node:path";
import { type BrowserContext, expect, type Page } from "@playwright/test";
import { Code } from "#shared/codes";

export const PHONE = { width: 390, height: 844 };
export const WIDE = { width: 1366, height: 900 };
export const DEMO_PASSWORD = "Demo1234";
/** Cents as the app shows them: "$1,040.22". */
export const money = (cents: number) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

/** The client's Web Storage keys (src/client/api/session-store.ts). */
export const KEYS = {
  token: "token",
  expirationTime: "expirationTime",
  refreshToken: "refreshToken",
  refreshExpirationTime: "refreshExpirationTime",
  identityToken: "identityToken",
  userInfo: "userInfo",
  getAppStatus: "getAppStatus",
} as const;

/**
 * Random letters for the words a spec file makes up for its own listings. Not the clock: workers
 * load a file within milliseconds of each other, and clock digits then differ in the last place
 * only, so one worker's typo could be another's word. No "q": a spec makes a typo with it.
 */
export const madeUpLetters = (n = 5) =>
  Array.from({ length: n }, () => "abcdefghijklmnoprstuvwxyz".charAt(Math.floor(Math.random() * 25))).join(
    "",
  );

export type SignedIn = { token: string; refreshToken: string; user: { id: number; userName: string } };

/**
 * Signs in through the API and stores the session the way the app does, then reloads the current
 * page (or opens `path`). Faster than the sign-in screen for tests that are about something else.
 */
export async function signInByApi(
  page: Page,
  account: string,
  opts: { password?: string; path?: string } = {},
) {
  const res = await page.request.post("/api/hweb/login/v1/login", {
    form: { account, password: opts.password ?? DEMO_PASSWORD },
    headers: { platform: "hweb" },
  });
  const env = await res.json();
  expect(env.status_code, `sign in ${account}: ${env.message}`).toBe(Code.OK);
  const t = env.res_data;
  if (page.url() === "about:blank") await page.goto("/offline.html");
  await page.evaluate(
    ([k, t]) => {
      localStorage.setItem(k.token, t.token);
      localStorage.setItem(k.expirationTime, String(t.expirationTime));
      localStorage.setItem(k.refreshToken, t.refreshToken);
      localStorage.setItem(k.refreshExpirationTime, String(t.refreshExpirationTime));
      localStorage.setItem(k.userInfo, JSON.stringify(t.user));
      sessionStorage.removeItem(k.identityToken);
      localStorage.removeItem(k.identityToken);
    },
    [KEYS, t] as const,
  );
  await page.goto(opts.path ?? "/");
  return t as SignedIn;
}

/**
 * The e2e projects block the service worker (`playwright.config.ts`): installing it stores every part
 * of the app, which a spec that does not test the worker would pay for in each new context. A spec
 * that tests offline work, push or the worker itself lets it run with `test.use(WITH_SERVICE_WORKER)`
 * or `browser.newContext({ ...WITH_SERVICE_WORKER })`.
 */
export const WITH_SERVICE_WORKER = { serviceWorkers: "allow" } as const;

/**
 * Clicks the worker's notification with this tag: CDP cannot click a notification, so the worker's
 * click handler runs with a synthetic event.
 */
export async function clickNotification(context: BrowserContext, tag: string) {
  const sw = context.serviceWorkers()[0] ?? (await context.waitForEvent("serviceworker"));
  await sw.evaluate(async (t) => {
    // Worker globals, typed loosely: the tests' tsconfig has the DOM library, not WebWorker.
    const scope = self as unknown as {
      registration: ServiceWorkerRegistration;
      dispatchEvent(e: Event): boolean;
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
    };
    const [notification] = await scope.registration.getNotifications({ tag: t });
    scope.dispatchEvent(new scope.NotificationEvent("notificationclick", { notification: notification! }));
  }, tag);
}

/** Waits until the service worker controls the page (clientsClaim makes it so on first load). */
export async function waitForServiceWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

/** The first item card title link on the home page. */
export const firstItemLink = (page: Page) => page.locator('main a[href^="/itemDetail/"]').first();

/**
 * A value the app keeps in IndexedDB through idb-keyval's default store, as JSON (null when
 * absent): lets a test wait until the app has written what an offline reload will need.
 */
export function readKeyval(page: Page, key: string): Promise<string | null> {
  return page.evaluate(
    (k) =>
      new Promise<string | null>((resolve, reject) => {
        const open = indexedDB.open("keyval-store");
        // Not there yet: abort, or the test would create the database without the app's store in
        // it, and idb-keyval (which adds its store only when it creates the database) would fail.
        let creating = false;
        open.onupgradeneeded = () => {
          creating = true;
          open.transaction?.abort();
        };
        open.onerror = () => (creating ? resolve(null) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("keyval")) {
            db.close();
            return resolve(null);
          }
          const req = db.transaction("keyval").objectStore("keyval").get(k);
          req.onerror = () => {
            db.close();
            reject(req.error);
          };
          req.onsuccess = () => {
            db.close();
            resolve(req.result === undefined ? null : JSON.stringify(req.result));
          };
        };
      }),
    key,
  );
}

/** Console errors and warnings of a page (React reports hydration problems there). */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`pageerror: ${e.message}`));
  return problems;
}

/** Resolves once React has hydrated the server's page (the router's inline state is consumed). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => !("$_TSR" in window) && document.querySelector("#main") !== null, undefined, {
    timeout: 30_000,
  });

/** Full-page screenshots at phone and wide sizes into `dir` (to look at, not compared); ends wide. */
export async function shootBothSizes(
  page: Page,
  dir: string,
  name: string,
  sizes: { phone: { width: number; height: number }; wide: { width: number; height: number } } = {
    phone: PHONE,
    wide: WIDE,
  },
) {
  for (const [label, size] of [
    ["phone", sizes.phone],
    ["wide", sizes.wide],
  ] as const) {
    await page.setViewportSize(size);
    await page.screenshot({ path: path.join(dir, `${name}-${label}.png`), fullPage: true });
  }
  await page.setViewportSize(sizes.wide);
}
