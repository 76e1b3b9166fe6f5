/**
 * Brotli size of the JavaScript a first visit to `/` loads (not a test). Target ≤ 120 KB.
 *   npx vite build && npx tsx tests/bench/client-size.ts
 * Counts the entry script and modulepreloads of dist/client/index.html (in the page or in its
 * `app-entry` meta), their static imports,
 * and the chunks of the index route (from Vite's manifest). Lazy chunks loaded later are listed apart.
 */
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { dist } from "./client-server.ts";

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};

const html = fs.readFileSync(path.join(dist, "index.html"), "utf8");
const initial = new Set<string>();
for (const m of html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/?([^"]+\.js)"/g))
  initial.add(m[1]!);
// The app's entry and its modulepreloads, which boot.ts starts after the first paint.
const entry = /<meta name="app-entry" content="\/?([^"]+)" data-preload="([^"]*)"/.exec(html);
if (entry)
  for (const f of [entry[1]!, ...entry[2]!.split(" ").filter(Boolean)]) initial.add(f.replace(/^\//, ""));

const manifestPath = path.join(dist, ".vite/manifest.json");
const manifest: Record<string, ManifestChunk> = fs.existsSync(manifestPath)
  ? JSON.parse(fs.readFileSync(manifestPath, "utf8"))
  : {};
const byFile = new Map(Object.entries(manifest).map(([k, v]) => [v.file, { key: k, ...v }]));

// Static imports of what the HTML loads.
const queue = [...initial];
while (queue.length) {
  const f = queue.pop()!;
  for (const imp of byFile.get(f)?.imports ?? []) {
    const file = manifest[imp]?.file;
    if (file && !initial.has(file)) {
      initial.add(file);
      queue.push(file);
    }
  }
}
// The "/" route's split chunks (component, loader…), loaded on the first visit to `/`.
const routeChunks = new Set<string>();
for (const [k, v] of Object.entries(manifest)) {
  if (/routes\/index\.tsx/.test(k) && !initial.has(v.file)) {
    routeChunks.add(v.file);
    for (const imp of v.imports ?? []) {
      const file = manifest[imp]?.file;
      if (file && !initial.has(file)) routeChunks.add(file);
    }
  }
}

const br = (f: string) =>
  zlib.brotliCompressSync(fs.readFileSync(path.join(dist, f)), {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
  }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
let total = 0;
console.log("First visit to / — JavaScript (brotli q11):");
for (const f of [...initial, ...routeChunks]) {
  const n = br(f);
  total += n;
  console.log(`  ${kb(n).padStart(9)}  ${f}${routeChunks.has(f) ? "  (index route)" : ""}`);
}
console.log(`  ${kb(total).padStart(9)}  TOTAL (target ≤ 120 KB) ${total <= 120 * 1024 ? "OK" : "OVER"}`);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/?([^"]+)"/g)].map((m) => m[1]!);
for (const c of css) console.log(`  css ${kb(br(c))}  ${c}`);
const rest = fs
  .readdirSync(path.join(dist, "assets"))
  .filter((f) => f.endsWith(".js") && !initial.has(`assets/${f}`) && !routeChunks.has(`assets/${f}`));
console.log(
  `Lazy chunks not loaded by /: ${rest.length}, ${kb(rest.reduce((s, f) => s + br(`assets/${f}`), 0))} brotli in all`,
);
