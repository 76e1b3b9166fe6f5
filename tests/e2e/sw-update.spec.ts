import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import vm from "node:vm";
import zlib from "node:zlib";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { type ServerProcess, startProcess, stopProcess } from "../integration/cluster.ts";
import { WITH_SERVICE_WORKER, waitForServiceWorker } from "./helpers.ts";

/*
 * A new version of the app prompts "Reload" (src/client/pwa/register-sw.ts, shell/update-prompt.tsx),
 * on a visit a worker already controls and on a first visit. The spec runs a server of its own on a
 * copy of dist/, so it can publish a new version: the copy's sw.js with a changed byte.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const READY = "A new version of the app is ready.";
/** Asked by a page, each published worker answers its version (appended to sw.js by `publish`). */
const VERSION_MESSAGE = "e2e-sw-version";

let tmp = "";
let clientDir = "";
let originalSw = "";
let version = 0;
let server: ServerProcess | null = null;
let baseURL = "";

/** Publishes the next version of the worker: the build's sw.js plus a marker; returns its number. */
function publish(): number {
  version += 1;
  const source = `${originalSw}
;// e2e sw-update v${version}
self.__testVersion = ${version};
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "${VERSION_MESSAGE}") event.ports[0].postMessage(self.__testVersion);
});
`;
  new vm.Script(source, { filename: "sw.js" }); // throws if the new worker would not parse
  const file = path.join(clientDir, "sw.js");
  fs.writeFileSync(file, source);
  // The server prefers the precompressed copies: they must be the new version too.
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(source));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(source));
  return version;
}

/** The version of the worker that controls the page (null: none controls it, or it did not answer). */
const controllerVersion = (page: Page) =>
  page.evaluate(
    (type) =>
      new Promise<number | null>((resolve) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return resolve(null);
        const channel = new MessageChannel();
        channel.port1.onmessage = (e) => resolve(e.data as number);
        controller.postMessage({ type }, [channel.port2]);
        setTimeout(() => resolve(null), 2000);
      }),
    VERSION_MESSAGE,
  );

/** The states of the registration's active and waiting workers (null: none). */
const registrationState = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration("/");
    return { active: reg?.active?.state ?? null, waiting: reg?.waiting?.state ?? null };
  });

/** Asks the browser to check for a new version (what the app does when it comes back to the foreground). */
const checkForUpdate = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.getRegistration("/");
    await reg!.update();
  });

/** The app comes back to the foreground (the page stays visible): its own handler checks for a new version. */
const backToForeground = (page: Page) =>
  page.evaluate(() => {
    if (document.visibilityState !== "visible") throw new Error("the page is not visible");
    document.dispatchEvent(new Event("visibilitychange"));
  });

async function newPage(browser: Browser) {
  const context = await browser.newContext({ baseURL, ...WITH_SERVICE_WORKER });
  const page = await context.newPage();
  const workboxWindow: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/workbox-window[^/]*\.js$/.test(new URL(r.url()).pathname)) workboxWindow.push(r.url());
  });
  return { context, page, workboxWindow };
}

/** The prompt is shown; Reload reloads the page under the newest worker, and the prompt is gone. */
async function reloadToNewVersion(page: Page, next: number) {
  const prompt = page.getByRole("alert").filter({ hasText: READY });
  await expect(prompt).toBeVisible({ timeout: 20_000 });
  await expect(prompt.getByRole("button", { name: "Later" })).toBeVisible();
  expect(await controllerVersion(page)).toBe(next - 1);
  expect(await registrationState(page)).toEqual({ active: "activated", waiting: "installed" });

  await page.evaluate(() => {
    (window as unknown as { beforeReload: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent("load", { timeout: 20_000 });
  await prompt.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect.poll(() => page.evaluate(() => "beforeReload" in window), { timeout: 20_000 }).toBe(false);
  await expect.poll(() => controllerVersion(page), { timeout: 20_000 }).toBe(next);
  await expect
    .poll(() => registrationState(page), { timeout: 20_000 })
    .toEqual({ active: "activated", waiting: null });
  await expect(page.locator("#main")).toBeVisible();
  await expect(page.getByText(READY)).toHaveCount(0);
}

test.describe("a new version prompts Reload", () => {
  test.skip(({ browserName }) => browserName !== "chromium", "Chromium's service worker");

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-swupdate-"));
    // The whole build (the server renders landing pages with dist/server next to the client).
    fs.cpSync(path.join(ROOT, "dist"), path.join(tmp, "dist"), { recursive: true });
    // dist/server's entry imports packages and is an ES module: resolve them as in the repo.
    fs.symlinkSync(path.join(ROOT, "node_modules"), path.join(tmp, "node_modules"), "dir");
    fs.writeFileSync(path.join(tmp, "package.json"), '{ "type": "module" }\n');
    clientDir = path.join(tmp, "dist", "client");
    originalSw = fs.readFileSync(path.join(clientDir, "sw.js"), "utf8");
    publish(); // version 1: every worker of this spec answers its version

    server = await startProcess(
      (url) => ({ CLIENT_DIR: clientDir, PUBLIC_URL: url, NODE_ENV: "production" }),
      { startMs: 150_000 },
    );
    baseURL = server.url;
  });

  test.afterAll(async () => {
    if (server) await stopProcess(server);
    server = null;
    if (tmp) {
      fs.unlinkSync(path.join(tmp, "node_modules")); // the link, not the repo's packages
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  test("a visit the worker controls: a new version prompts Reload, which reloads under it", async ({
    browser,
  }) => {
    const { context, page, workboxWindow } = await newPage(browser);
    try {
      await page.goto("/");
      await waitForServiceWorker(page);
      // Start controlled: register-sw.ts then runs workbox-window's update flow at once.
      const loadedWorkbox = page.waitForRequest((r) => /\/assets\/workbox-window[^/]*\.js$/.test(r.url()));
      await page.reload();
      await loadedWorkbox;
      await waitForServiceWorker(page);
      expect(await controllerVersion(page)).toBe(version);
      await expect(page.getByText(READY)).toHaveCount(0);
      expect(workboxWindow.length).toBeGreaterThan(0);

      const next = publish();
      await checkForUpdate(page);
      await reloadToNewVersion(page, next);
    } finally {
      await context.close();
    }
  });

  test("a first visit: a new version that arrives while it is open prompts Reload", async ({ browser }) => {
    const { context, page, workboxWindow } = await newPage(browser);
    try {
      await page.goto("/");
      await waitForServiceWorker(page);
      expect(await controllerVersion(page)).toBe(version);
      await expect
        .poll(() => registrationState(page), { timeout: 20_000 })
        .toEqual({ active: "activated", waiting: null });
      await expect(page.getByText(READY)).toHaveCount(0);
      // A first visit does not load workbox-window while no new version has turned up.
      expect(workboxWindow).toEqual([]);

      const next = publish();
      await backToForeground(page);
      await reloadToNewVersion(page, next);
      expect(workboxWindow.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
