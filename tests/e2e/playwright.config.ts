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
// Demo items one worker has taken for a purchase, so another worker does not take them too
// (orders-api.ts findItems). A folder of this run only: a reused DATA_DIR's sold items are gone anyway.
process.env.E2E_CLAIMS_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-e2e-claims-"));

/**
 * Specs that run one at a time because they share something no other spec may touch meanwhile.
 * The mail specs listen on the one SMTP port the server sends to; the language specs save a language
 * for demo accounts that the journeys sign in as and read in English (offers.spec saves Chinese for a
 * seller, buyer1 and buyer4; i18n.spec saves English for buyer1), so both follow the journeys. The
 * notifications spec counts exactly what reaches demo accounts that other specs buy and bid with, so
 * it runs after them (when one of them fails, Playwright lists it as not run: run it alone to see it).
 */
const MAIL_SPECS = ["accounts.spec.ts", "i18n-journey.spec.ts", "team-invitations.spec.ts"];
const LANGUAGE_SPECS = ["offers.spec.ts", "i18n.spec.ts"];
const LAST_SPECS = ["notifications.spec.ts"];
/**
 * Specs that share nothing with the one-at-a-time specs, so they run in the second worker beside
 * them: the axe sweep reads pages (it buys two demo items, claimed like every purchase; its checks of
 * English names sign in as buyer2, whose language no spec saves); the install check only reads; the
 * update spec runs a server of its own on a copy of the build.
 */
const BESIDE_SPECS = ["a11y.spec.ts", "pwa.spec.ts", "sw-update.spec.ts"];
/**
 * Two of the four axe sweeps (about 2 of the sweeps' 4 minutes) run with the journeys instead, so
 * that the second phase's two workers finish together: the sweeps alone took longer than the
 * one-at-a-time specs beside them.
 */
const EARLY_SWEEPS = /axe: .*(signed in, phone|signed out, wide)/;

/**
 * Whether the command names some tests (files, lines or a title). Then the notifications spec, when
 * named, runs beside the others named instead of after the whole suite: naming it alone runs it alone.
 */
function namesSomeTests(argv: string[]): boolean {
  const withValue = new Set(["-c", "--config", "--project", "-j", "--workers", "--reporter", "--output"]);
  const given = argv.slice(argv.indexOf("test") + 1);
  for (let i = 0; i < given.length; i++) {
    const a = given[i]!;
    if (["-g", "--grep", "--last-failed", "--only-changed"].includes(a) || a.startsWith("--grep="))
      return true;
    if (withValue.has(a)) i++;
    else if (!a.startsWith("-")) return true;
  }
  return false;
}
const named = namesSomeTests(process.argv);
// The mail and language specs change demo accounts' saved settings that the journeys read, so they
// follow them. Playwright runs a project once every project it depends on is done, in phases: the
// specs that share nothing with the journeys wait for them too, so that they fill the second worker
// beside the one-at-a-time specs instead of leaving it idle there.
const afterJourneys = named ? [] : ["chromium", "sweep"];
const lastDependsOn = named ? [] : ["chromium", "sweep", "after", "beside"];

export const E2E_URL = `http://127.0.0.1:${process.env.E2E_PORT}`;
/**
 * Debian's headless shell when it is installed (`.ci/run` installs it): the same engine without the
 * full browser's window layers, and far less CPU per page on a 2-core machine
 * ([`tests/README.md`](../README.md#running-parts)). The full browser otherwise.
 */
const HEADLESS_SHELL = "/usr/lib/chromium/chromium-headless-shell";
const FULL_CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : FULL_CHROMIUM);
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
/**
 * The full browser, for a spec that needs what the headless shell lacks: the shell denies
 * notifications whatever permission the test grants, so the push specs run here
 * (`test.use({ launchOptions: FULL_BROWSER })`).
 */
export const FULL_BROWSER = { executablePath: FULL_CHROMIUM, args: CHROMIUM_ARGS };

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.spec.ts",
  // The tests of a file in order, two files at a time: first the journeys and two of the axe sweeps
  // on both workers, then the one-at-a-time specs in one worker and the specs that share nothing with
  // them (project beside) in the other, last the notifications spec.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  outputDir: path.join(root, "test-results"),
  use: {
    baseURL: E2E_URL,
    // A trace records every step of a test, and cost the browser about 40 % more CPU when kept for
    // every first run: a failure's retry records one instead (CI retries once), and its first run
    // leaves a screenshot and the page's accessibility tree (error-context.md).
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // First, so that its file starts at once in one worker rather than after every journey.
    {
      name: "sweep",
      testMatch: ["a11y.spec.ts"],
      grep: EARLY_SWEEPS,
      use: browserUse(),
    },
    {
      name: "chromium",
      testIgnore: [...MAIL_SPECS, ...LANGUAGE_SPECS, ...LAST_SPECS, ...BESIDE_SPECS],
      use: browserUse(),
    },
    {
      name: "beside",
      testMatch: BESIDE_SPECS,
      grepInvert: EARLY_SWEEPS,
      workers: 1,
      dependencies: afterJourneys,
      use: browserUse(),
    },
    {
      name: "after",
      testMatch: [...MAIL_SPECS, ...LANGUAGE_SPECS],
      workers: 1,
      dependencies: afterJourneys,
      use: browserUse(),
    },
    {
      name: "last",
      testMatch: LAST_SPECS,
      workers: 1,
      dependencies: lastDependsOn,
      use: browserUse(),
    },
  ],
  webServer: {
    // As `npm start` runs it: the compiled server (built first when the sources are newer).
    command: "node scripts/start.mjs",
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

function browserUse() {
  return {
    ...devices["Desktop Chrome"],
    // Only the specs that test the worker let it install (helpers.ts WITH_SERVICE_WORKER).
    serviceWorkers: "block" as const,
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  };
}
