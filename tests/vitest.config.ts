import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.resolve(import.meta.dirname, "..");

// Kept apart from vite.config.ts so the PWA and router plugins do not run in tests.
export default defineConfig({
  root,
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Files run in parallel, each with its own server and database.
          pool: "forks",
          maxWorkers: 2,
        },
      },
    ],
  },
});
