import path from "node:path";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { linguiMacro } from "./src/client/i18n/build-plugin.ts";
import {
  bootScript,
  compactRouteTree,
  precompress,
  slimPreloadHelper,
} from "./src/client/pwa/build-plugins.ts";

const root = path.resolve(import.meta.dirname);

/** The libraries every page starts with (one `framework` chunk, see below). */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|jotai|idb-keyval|@lingui[\\/](core|react)|@tanstack[\\/](history|store|react-store|router-core|react-router|query-core|react-query|query-persist-client-core|react-query-persist-client))[\\/]|vite[\\/]preload-helper/;
/**
 * Their modules that only later screens use (mutations, infinite lists, …): left to the chunks of
 * those screens, so a first visit does not load them.
 */
const LAZY_ONLY =
  /node_modules[\\/]@tanstack[\\/](query-core[\\/].*[\\/](mutationObserver|infiniteQueryObserver|queriesObserver)|react-query[\\/].*[\\/](useMutation|useInfiniteQuery|useSuspenseQuery|useSuspenseInfiniteQuery|useQueries|useIsFetching|useMutationState)|react-router[\\/].*[\\/](useCanGoBack|ClientOnly|useBlocker|awaited|useLoaderData|useLoaderDeps|useRouteContext))\.js$/;
/**
 * The app's small modules that `/` and the other landing pages share with lazy screens (the request
 * helper, formats, the item card, the worker's registration): in the `framework` chunk rather than a
 * dozen chunks of a few hundred bytes each.
 */
const SHARED =
  /src[\\/](shared[\\/](date-countdown|locale|money|count|codes|constants|sw-caches|sw-messages)|client[\\/](ui[\\/](button|use-now|item-card)|route-search|route-prefetch|api[\\/](session-store|http|request|tokens|browser|config|toast-store|api-caches)|pwa[\\/]register-sw|i18n[\\/]english))\.tsx?$/;
const MAIN = path.join(root, "src/client/main.tsx");
/**
 * The modules the app's entry (main.tsx) imports statically, however deep: the shell, the route
 * tree, the session. Filled once the graph is known (buildEnd), before chunks are made.
 */
const initialModules = new Set<string>();
function findInitialModules(): Plugin {
  return {
    name: "bnomo-initial-modules",
    apply: "build",
    buildEnd() {
      initialModules.clear();
      const stack = [...(this.getModuleInfo(MAIN)?.importedIds ?? [])];
      while (stack.length) {
        const id = stack.pop()!;
        if (initialModules.has(id)) continue;
        initialModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}
const BUILD_ID = process.env.BUILD_ID ?? new Date().toISOString();

// `vite build` makes the browser's app; `vite build --ssr` makes dist/server/entry-server.js, the same
// routes and components for the server to render the landing pages with (src/client/entry-server.tsx).
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "src/client"),
  publicDir: isSsrBuild ? false : path.join(root, "public"),
  envDir: root,
  define: { __BUILD_ID__: JSON.stringify(BUILD_ID) },
  resolve: {
    // TanStack Store asks for the shim of useSyncExternalStore for React < 18; React 19 has it, and
    // the same hook without the shim saves the first visit the fallback's code.
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: "use-sync-external-store/with-selector",
      },
    ],
  },
  build: isSsrBuild
    ? {
        outDir: path.join(root, "dist/server"),
        emptyOutDir: true,
        target: "node20",
        sourcemap: false,
        ssr: true,
        rollupOptions: { input: { "entry-server": path.join(root, "src/client/entry-server.tsx") } },
      }
    : {
        outDir: path.join(root, "dist/client"),
        emptyOutDir: true,
        target: "es2022",
        // SOURCEMAP=1: source maps, to read a page's CPU profile or the chunks' contents by module.
        sourcemap: !!process.env.SOURCEMAP,
        // dist/client/.vite/manifest.json: lets tests/bench/client-size.ts follow a route's chunks.
        manifest: true,
        // No preload lists: with them every lazy import of the first script (one per route) carried
        // the names of all the chunks that route needs, ~2 KB of brotli in the first visit. A route's
        // chunks now load when it is visited (the worker has them precached after the first visit);
        // the entry's own imports are still fetched in parallel with it (bootScript's data-preload).
        modulePreload: false,
        rollupOptions: {
          // boot.ts is its own tiny entry, injected into index.html by bootScript().
          input: {
            index: path.join(root, "src/client/index.html"),
            boot: path.join(root, "src/client/boot.ts"),
          },
          output: {
            // What every page starts with, in one file: the libraries, the shell and the route tree
            // (all the entry loads), and the app's small modules that the landing pages share with
            // lazy screens. A dozen chunks cost more than one (each compressed apart, each with its
            // own import and export lists): ~2 KB of brotli on every first visit.
            codeSplitting: {
              groups: [
                {
                  name: "framework",
                  test: (id: string) =>
                    !LAZY_ONLY.test(id) &&
                    !id.endsWith(".css") &&
                    (FRAMEWORK.test(id) || SHARED.test(id) || initialModules.has(id)),
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": "http://127.0.0.1:8080",
      "/rt": "http://127.0.0.1:8080",
      "/media": "http://127.0.0.1:8080",
    },
  },
  plugins: [
    tanstackRouter({
      target: "react",
      routesDirectory: path.join(root, "src/client/routes"),
      generatedRouteTree: path.join(root, "src/client/routeTree.gen.ts"),
      // The server loads every route up front: no lazy chunk can leave a boundary pending mid-render.
      autoCodeSplitting: !isSsrBuild,
      // A route's loader travels in its screen's chunk (it runs only once the route is visited),
      // so the first script keeps only what matching needs: paths, search parsers, beforeLoad.
      codeSplittingOptions: {
        defaultBehavior: [
          ["loader", "component"],
          ["errorComponent"],
          ["notFoundComponent"],
          ["pendingComponent"],
        ],
      },
    }),
    compactRouteTree(),
    // Lingui: macros compiled in the files that use them, catalogues (.po) compiled at build time.
    linguiMacro({ awaitTexts: !isSsrBuild }),
    lingui(),
    react(),
    tailwindcss(),
    !isSsrBuild &&
      VitePWA({
        strategies: "injectManifest",
        srcDir: path.join(root, "sw"),
        filename: "sw.ts",
        injectRegister: false,
        registerType: "prompt",
        manifest: false,
        injectManifest: {
          globPatterns: ["**/*.{js,css,html,svg,png,webp,ico,webmanifest,woff2}"],
          // Manifest screenshots are for install UIs only; keep them out of the precache.
          globIgnores: ["screenshots/**", "**/*.br", "**/*.gz"],
          maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        },
        devOptions: { enabled: false },
      }),
    !isSsrBuild && (slimPreloadHelper() as Plugin),
    !isSsrBuild && findInitialModules(),
    !isSsrBuild && (bootScript() as Plugin),
    !isSsrBuild && (precompress() as Plugin),
  ],
}));
