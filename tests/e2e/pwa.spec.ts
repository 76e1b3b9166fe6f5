import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium, expect, test } from "@playwright/test";
import { HTTP } from "../http-status.ts";
import { firstItemLink, WITH_SERVICE_WORKER, waitForServiceWorker } from "./helpers.ts";

test.use(WITH_SERVICE_WORKER);

test("Chromium reports the app installable (manifest, icons, worker)", async ({ browserName }, info) => {
  test.skip(browserName !== "chromium", "CDP is Chromium's");
  const baseURL = info.project.use.baseURL!;
  const launch = info.project.use.launchOptions ?? {};
  // Installability needs a persistent (non-incognito) profile.
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-pwa-"));
  const context = await chromium.launchPersistentContext(dir, {
    executablePath: launch.executablePath,
    args: launch.args,
    headless: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseURL}/`);
    await waitForServiceWorker(page);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => (await cdp.send("Page.getInstallabilityErrors")).installabilityErrors, {
        timeout: 20_000,
      })
      .toEqual([]);
    const manifest = await (await page.request.get(`${baseURL}/manifest.webmanifest`)).json();
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone", short_name: expect.any(String) });
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === "maskable")).toBe(true);
    expect(manifest.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      "/itemSearch",
      "/postItem",
      "/notifications",
    ]);
  } finally {
    await context.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test("offline: a reload of / shows the shell and the items seen before; a page never seen says offline", async ({
  page,
  context,
}) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  const first = firstItemLink(page);
  await expect(first).toBeVisible();
  const title = (await first.textContent())!.trim();
  expect(title.length).toBeGreaterThan(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("banner")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search" })).toBeVisible();
  await expect(page.getByRole("link", { name: title }).first()).toBeVisible();
  await expect(page.getByText(/offline/i).first()).toBeVisible();

  await page.goto("/never/seen/before");
  await expect(page.getByText(/offline/i).first()).toBeVisible();
  await context.setOffline(false);
});

test("the worker leaves API writes and /rt alone", async ({ page }) => {
  await page.goto("/");
  await waitForServiceWorker(page);
  // Answered by the server (404 envelope), not by the app shell fallback.
  const api = await page.evaluate(async () => {
    const r = await fetch("/api/no-such-endpoint", { method: "POST" });
    return { status: r.status, type: r.headers.get("content-type") };
  });
  expect(api.status).toBe(HTTP.NotFound);
  expect(api.type).toContain("json");
  const rt = await page.evaluate(async () => (await fetch("/rt/nothing")).status);
  expect(rt).toBe(HTTP.NotFound);
});
