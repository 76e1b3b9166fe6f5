import fs from "node:fs";
import path from "node:path";
import { defineConfig, type Plugin } from "vite";

const root = path.resolve(import.meta.dirname, "../..");

/** The SQL migrations, next to the bundle: db/client.ts looks for them beside its own module. */
function copyMigrations(): Plugin {
  return {
    name: "bnomo-copy-migrations",
    apply: "build",
    writeBundle() {
      fs.cpSync(path.join(root, "src/server/db/migrations"), path.join(root, "dist/app/migrations"), {
        recursive: true,
      });
    },
  };
}

/**
 * `vite build -c src/server/vite.config.ts`: the server itself (and the backup and restore tools) as
 * plain JavaScript in dist/app, so a production install runs it with node alone: no TypeScript
 * loader, no development dependency. The app's own sources (`#server/*`, `#shared/*`) are bundled;
 * packages stay imports, resolved from node_modules at run time. Built last: dist/app/main.js is
 * the stamp of a complete build (scripts/start.mjs).
 */
export default defineConfig({
  root,
  publicDir: false,
  logLevel: "warn",
  plugins: [copyMigrations()],
  build: {
    outDir: path.join(root, "dist/app"),
    emptyOutDir: true,
    target: "node20",
    sourcemap: true,
    minify: false,
    ssr: true,
    rollupOptions: {
      input: {
        main: path.join(root, "src/server/main.ts"),
        backup: path.join(root, "src/server/tools/backup-cli.ts"),
      },
      output: { entryFileNames: "[name].js", chunkFileNames: "[name]-[hash].js" },
    },
  },
});
