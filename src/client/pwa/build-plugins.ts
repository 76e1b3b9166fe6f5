import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

/**
 * Vite plugin: writes `.br` and `.gz` next to every text asset of the build (the server's
 * serveStatic has `precompressed: true`), so the app ships compressed without work per request.
 * Runs last (after the service worker is built) so sw.js is compressed too.
 */
export function precompress() {
  let outDir = "";
  return {
    name: "bnomo-precompress",
    apply: "build" as const,
    enforce: "post" as const,
    configResolved(c: { build: { outDir: string } }) {
      outDir = c.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: "post" as const,
      async handler() {
        const walk = (d: string): string[] =>
          fs
            .readdirSync(d, { withFileTypes: true })
            .flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
        const br = promisify(zlib.brotliCompress);
        const gz = promisify(zlib.gzip);
        // In parallel on libuv's thread pool (brotli at quality 11 is slow one file at a time).
        // A file removed meanwhile (another build emptied the folder) is skipped, not an error.
        await Promise.all(
          walk(outDir)
            .filter((f) => /\.(js|css|html|svg|webmanifest|json|txt)$/.test(f))
            .map(async (file) => {
              const buf = await fs.promises.readFile(file).catch(() => null);
              if (!buf || buf.length < 1024) return;
              const [b, g] = await Promise.all([
                br(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
                gz(buf, { level: 9 }),
              ]);
              await Promise.all([
                fs.promises.writeFile(`${file}.br`, b),
                fs.promises.writeFile(`${file}.gz`, g),
              ]).catch(() => undefined);
            }),
        );
      },
    },
  };
}

type OutChunk = { type: string; isEntry?: boolean; name?: string; fileName: string; imports?: string[] };

/**
 * Vite plugin: injects the separately built `boot` entry (src/client/boot.ts) as a module script
 * at the top of index.html, so it runs before (and independently of) the app bundle.
 * Vite would merge a second <script> of index.html into the app's entry, hence this.
 *
 * It also takes the app's entry script out of the page and lists it in `<meta name="app-entry">`
 * instead, with the chunks it imports (`data-preload`, found in the bundle: the build writes no
 * modulepreload links, see vite.config.ts): boot starts them once the placeholder has painted, so
 * the first paint waits for the HTML and the CSS alone, not for the app's code competing with them
 * for a slow connection.
 */
export function bootScript() {
  return {
    name: "bnomo-boot-script",
    apply: "build" as const,
    transformIndexHtml: {
      order: "post" as const,
      handler(html: string, ctx: { bundle?: Record<string, OutChunk> }) {
        const boot = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === "chunk" && c.isEntry && c.name === "boot",
        );
        if (!boot) return html;
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error("bootScript: the app's entry script is missing from index.html");
        const chunks = Object.values(ctx.bundle ?? {});
        const app = chunks.find((c) => c.type === "chunk" && `/${c.fileName}` === entry[1]);
        if (!app) throw new Error("bootScript: the app's entry chunk is missing from the bundle");
        // Every chunk the entry imports statically, however deep: fetched in parallel with it.
        const preloads = new Set<string>();
        const visit = (c: OutChunk) => {
          for (const f of c.imports ?? []) {
            if (preloads.has(`/${f}`)) continue;
            preloads.add(`/${f}`);
            const next = ctx.bundle?.[f];
            if (next) visit(next);
          }
        };
        visit(app);
        let out = html
          .replace(entry[0], "")
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_m, href: string) => {
            preloads.add(href);
            return "";
          });
        out = out.replace(
          "</title>",
          `</title>\n    <meta name="app-entry" content="${entry[1]}" data-preload="${[...preloads].join(" ")}" />` +
            // Deferred, not async: it then always runs before DOMContentLoaded, the moment the
            // browser starts delivering the worker's messages, so boot's inbox misses none.
            `\n    <script type="module" crossorigin src="/${boot.fileName}"></script>`,
        );
        return out;
      },
    },
  };
}

/**
 * Vite plugin: makes the router's generated route tree (routeTree.gen.ts) smaller in the first
 * script, which holds it whole. The generator writes each route as `update({ id, path, … })` and
 * the children as an object keyed by long names; the router needs neither: a route's id defaults to
 * its path, and `_addFileChildren` takes an array as well as an object (it keeps only the values).
 * Types are untouched (the file's own declarations still describe the tree).
 */
export function compactRouteTree() {
  return {
    name: "bnomo-compact-route-tree",
    enforce: "pre" as const,
    transform(code: string, id: string) {
      if (!id.split("?")[0]?.endsWith("routeTree.gen.ts")) return null;
      const out = code
        // `id: 'x',\n  path: 'x',` → `path: 'x',` (the same value only).
        .replace(/\n {2}id: ('[^'\n]*'),\n {2}path: \1,/g, "\n  path: $1,")
        // `const xChildren: XChildren = { A: A, B: B, }` → `const xChildren = [A, B] as unknown as XChildren`
        .replace(
          /const (\w+): (\w+) = \{\n((?: {2}\w+: \w+,\n)+)\}/g,
          (_m, name: string, type: string, body: string) =>
            `const ${name} = [${body
              .trim()
              .split("\n")
              .map((l) => l.split(":")[1]?.replace(",", "").trim())
              .join(", ")}] as unknown as ${type}`,
        );
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Vite plugin: a smaller stand-in for Vite's preload helper, which wraps every dynamic import of
 * the client (`__vitePreload(() => import(x), deps)`). With `modulePreload: false` and one style
 * sheet, every import's list of things to preload is empty, so its link-inserting code (~0.5 KB of
 * brotli in the script every page loads) never runs. What it still does is kept: a failed import
 * is announced as `vite:preloadError` (the shell reloads once on it) and thrown unless handled.
 * A dependency list that is not empty (a lazy style sheet, module preloading turned on) fails the
 * build: Vite's own helper would be needed again.
 */
export function slimPreloadHelper() {
  const id = "\0vite/preload-helper.js";
  return {
    name: "bnomo-slim-preload-helper",
    apply: "build" as const,
    enforce: "pre" as const,
    resolveId(source: string) {
      return source === id ? id : null;
    },
    writeBundle(_options: unknown, bundle: Record<string, { type: string; code?: string }>) {
      for (const [name, chunk] of Object.entries(bundle)) {
        if (chunk.type === "chunk" && /\(\)\s*=>\s*import\([^)]*\)\s*,\s*\[\s*[^\]\s]/.test(chunk.code ?? ""))
          throw new Error(`${name} preloads files with a dynamic import: slimPreloadHelper cannot`);
      }
    },
    load(loaded: string) {
      if (loaded !== id) return null;
      return `export const __vitePreload = (load) => {
  return load().catch((err) => {
    const e = new Event("vite:preloadError", { cancelable: true });
    e.payload = err;
    window.dispatchEvent(e);
    if (!e.defaultPrevented) throw err;
  });
};`;
    },
  };
}
