import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { linguiMacro } from "../src/client/i18n/build-plugin.ts";

const root = path.resolve(import.meta.dirname, "..");

// Kept apart from vite.config.ts so the PWA and router plugins do not run in tests. Lingui's macros
// and catalogues compile here as in the build.
export default defineConfig({
  root,
  plugins: [linguiMacro(), lingui({ cwd: root })],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          sequence: { groupOrder: 0 },
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "sw/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          sequence: { groupOrder: 1 },
          include: ["tests/integration/**/*.test.ts"],
          // Needs the npm registry, and installs and builds a copy of the repository: `npm run
          // test:image`, which `.ci/run` runs after `npm test`.
          exclude: ["tests/integration/production-install.test.ts"],
          // One migrated database that every test server copies (global-setup.ts).
          globalSetup: ["tests/integration/global-setup.ts"],
          // Bounds for a hung test, not speed targets: on a machine busy with other work a server's
          // start (a fresh database and its migrations) took over two minutes.
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // Files run in parallel, each with its own server and database.
          pool: "forks",
          maxWorkers: 2,
          // The files of a worker share its loaded modules: each starts a server of its own from the
          // same code, and none mocks a module or changes the environment. Loading the server's
          // modules again for every file took a third of the integration suite's time.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "image",
          include: ["tests/integration/production-install.test.ts"],
        },
      },
    ],
  },
});
