import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";

const root = path.resolve(import.meta.dirname, "../..");

// One port and one fresh data folder per run, chosen once (workers inherit the environment).
function freePort(): number {
  const out = execFileSync(process.execPath, [
    "-e",
    "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
  ]);
  return Number(String(out).trim());
}
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-e2e-"));

export const E2E_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: path.join(root, "test-results"),
  use: {
    baseURL: E2E_URL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    {
      name: "chromium",
      use: {
        ...devices["Desktop Chrome"],
        launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: `node --import tsx src/server/main.ts`,
    cwd: root,
    url: `${E2E_URL}/api/health`,
    // Seeding the demo data takes about 20 s on a quiet machine and past 3 minutes on a crowded one.
    timeout: 360_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: process.env.E2E_PORT!,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR!,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      PUBLIC_URL: E2E_URL,
      NODE_ENV: "production",
      // The push specs' service listens on 127.0.0.1.
      PUSH_ALLOWED_HOSTS: "127.0.0.1",
      // Accounts specs run a real SMTP server on this fixed port to read sign-up and sign-in codes.
      SMTP_URL: process.env.E2E_SMTP_URL ?? "smtp://127.0.0.1:2526",
    },
  },
});
