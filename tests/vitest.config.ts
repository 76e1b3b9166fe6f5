import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { linguiMacro } from "../src/client/i18n/build-plugin.ts";

const root = path.resolve(import.meta.dirname, "..");

/**
 * The integration files that take minutes (10,000 ledger operations, the Dockerfile's install, ten
 * crash-restarts), longest first. Vitest orders files by the durations it cached on the last run, and
 * a fresh clone (CI) has none: it starts the largest files first, and the install test, a small file,
 * started last and ran alone for its last two minutes while the other worker sat idle.
 */
const LONGEST_FIRST = [
  "tests/integration/ledger.property.test.ts",
  "tests/integration/production-install.test.ts",
  "tests/integration/crash.test.ts",
  "tests/integration/backup.test.ts",
  "tests/integration/catalog-seed.test.ts",
];

class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (f: TestSpecification) => {
      const i = LONGEST_FIRST.indexOf(path.relative(root, f.moduleId));
      return i < 0 ? LONGEST_FIRST.length : i;
    };
    // Stable: within a project, the named files first in the list's order, the rest as vitest chose.
    const project = new Map(sorted.map((f, i) => [f, i]));
    return sorted.toSorted((a, b) => {
      if (a.project.name !== b.project.name) return project.get(a)! - project.get(b)!;
      return rank(a) - rank(b) || project.get(a)! - project.get(b)!;
    });
  }
}

// Kept apart from vite.config.ts so the PWA and router plugins do not run in tests. Lingui's macros
// and catalogues compile here as in the build.
export default defineConfig({
  root,
  plugins: [linguiMacro(), lingui({ cwd: root })],
  test: {
    sequence: { sequencer: LongestFirst },
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
          // One migrated database that every test server copies (global-setup.ts).
          globalSetup: ["tests/integration/global-setup.ts"],
          // Bounds for a hung test, not speed targets: on a machine busy with other work a server's
          // start (a fresh database and its migrations) took over two minutes.
          testTimeout: 60_000,
          hookTimeout: 300_000,
          // Files run in parallel, each with its own server and database.
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
