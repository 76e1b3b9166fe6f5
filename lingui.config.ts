import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * The app's catalogues (README, "Adding a string"): English is the source language; `npm run
 * i18n:extract` writes every message the code uses into both files, and translators fill zh.po.
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/src/client/i18n/locales/{locale}",
      include: ["<rootDir>/src/client"],
      exclude: ["**/node_modules/**", "**/*.test.ts", "**/*.test.tsx"],
    },
  ],
  // No line numbers, sorted by text: a catalogue changes only when a message does.
  format: formatter({ lineNumbers: false }),
  orderBy: "message",
});
