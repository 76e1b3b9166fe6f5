import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

const tests = ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"];

/**
 * The app's catalogues (README, "Adding a string"): English is the source language; `npm run
 * i18n:extract` writes every message the code uses into the catalogues, and translators fill the
 * zh.po files. One pair per feature folder (features/<name>/locales), next to the screens it
 * translates, and one for the rest of the client (shell, ui, routes): a feature's texts change in
 * its own files, and a catalogue can later load with its feature's routes.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/client/features/{name}/locales/{locale}",
      include: ["<rootDir>/src/client/features/{name}/"],
      exclude: tests,
    },
    {
      path: "<rootDir>/src/client/i18n/locales/{locale}",
      include: ["<rootDir>/src/client"],
      exclude: [...tests, "<rootDir>/src/client/features/**"],
    },
  ],
  // No line numbers, sorted by text: a catalogue changes only when a message does.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
