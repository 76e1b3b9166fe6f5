// The walls between the server's parts, checked on every `npm run lint`:
//   a. a file in src/server/modules/<A>/ reaches another module <B> only through src/server/modules/<B>/index.ts,
//      and so does every server file outside the modules but the registry (src/server/modules/*.ts);
//   b. no import cycle between module folders (A → B → … → A);
//   c. src/server/platform/** imports nothing from src/server/modules/** (platform sits below the modules);
//   d. a file in src/client/features/<A>/ reaches another feature <B> only through the files <B> offers, listed
//      in scripts/client-faces.json (no barrel index: a lazily loaded screen must not pull a whole feature);
//   e. no import cycle between client feature folders;
//   f. the client's layers go one way, bottom to top: api, state, query-client, pwa, i18n, offline, ui,
//      features, shell, routes (a folder, or a file directly under src/client); a layer imports only the
//      layers below it, so features never reach into the shell and the lower layers form no loop;
//   g. one owner per table: a table declared in src/server/db/schema/<name>.ts is queried only by module
//      <name> (platform.ts and deployment.ts: by src/server/platform); other code asks the owner. A read
//      model (READ_MODELS: search of the catalog) may read its owner's tables, never write them.
//   h. no import cycle between files anywhere in src/server and src/client (A imports B imports … A),
//      type-only and dynamic imports included: each is a dependency of one on the other.
// What the tree broke before the check existed is listed in scripts/walls-allowlist.json: those are debts,
// so a new breach fails, and an entry whose breach is gone fails too until it is removed (the list only shrinks).
//
//   node scripts/check-walls.mjs [--root <dir>] [--prune]
// --root checks another tree (the tests plant breaches in a scratch one); --prune drops the entries that
// no longer match anything from the allowlist (it never adds one).
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const root = path.resolve(option("--root") ?? path.join(import.meta.dirname, ".."));
const allowlistPath = path.join(root, "scripts", "walls-allowlist.json");
const SERVER = "src/server";
const MODULES = `${SERVER}/modules`;
const PLATFORM = `${SERVER}/platform`;
const CLIENT = "src/client";
const FEATURES = `${CLIENT}/features`;
/** The client's layers, bottom first: each may import only those before it (f). */
const CLIENT_LAYERS = [
  "api",
  "state",
  "query-client",
  "pwa",
  "i18n",
  "offline",
  "ui",
  "features",
  "shell",
  "routes",
];
/** A client file's layer: its folder under src/client, or its own name for a file directly there. */
function layerOf(file) {
  if (!file.startsWith(`${CLIENT}/`)) return -1;
  const parts = file.slice(CLIENT.length + 1).split("/");
  const name = parts.length > 1 ? parts[0] : parts[0].replace(/\.tsx?$/, "");
  return CLIENT_LAYERS.indexOf(name);
}
const facesPath = path.join(root, "scripts", "client-faces.json");
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

const rel = (abs) => path.relative(root, abs).split(path.sep).join("/");

function sourceFiles(dir) {
  if (!fs.existsSync(dir)) return [];
  const out = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) {
      if (e.name !== "node_modules" && e.name !== "migrations") out.push(...sourceFiles(p));
    } else if (EXTENSIONS.some((x) => e.name.endsWith(x)) && !e.name.endsWith(".d.ts")) out.push(p);
  }
  return out;
}

/**
 * The specifiers a file imports: static imports and re-exports (biome puts each at the start of a line),
 * `import "x"`, and `import("x")` outside line comments. Type-only imports count: they are dependencies too.
 */
function specifiers(text) {
  const out = [];
  const patterns = [
    /^[ \t]*import\s+["']([^"']+)["']/gm,
    /^[ \t]*import\s+(?:type\s+)?[^;"'`]*?\bfrom\s*["']([^"']+)["']/gm,
    /^[ \t]*export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*["']([^"']+)["']/gm,
  ];
  for (const re of patterns) for (const m of text.matchAll(re)) out.push(m[1]);
  for (const line of text.split("\n")) {
    const code = line.replace(/^\s*(\*|\/\/).*$/, "").replace(/\s\/\/.*$/, "");
    for (const m of code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)) out.push(m[1]);
  }
  return out;
}

/** package.json "imports" (`#server/*` → `./src/server/*.ts`) as prefix rewrites. */
function subpathImports() {
  const pkgPath = path.join(root, "package.json");
  if (!fs.existsSync(pkgPath)) return [];
  const imports = JSON.parse(fs.readFileSync(pkgPath, "utf8")).imports ?? {};
  return Object.entries(imports)
    .filter(([key, target]) => key.endsWith("*") && typeof target === "string")
    .map(([key, target]) => ({ prefix: key.slice(0, -1), target }));
}
const aliases = subpathImports();

/** The file a specifier names, or null for a package (or a file that is not there). */
function resolve(fromFile, spec) {
  let base;
  if (spec.startsWith(".")) base = path.resolve(path.dirname(fromFile), spec);
  else {
    const alias = aliases.find((a) => spec.startsWith(a.prefix));
    if (!alias) return null;
    base = path.resolve(root, alias.target.replace("*", spec.slice(alias.prefix.length)));
  }
  const candidates = [
    base,
    ...EXTENSIONS.map((x) => base + x),
    ...EXTENSIONS.map((x) => path.join(base, `index${x}`)),
  ];
  // `./x.js` written for `./x.ts`
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, ".ts"));
  return candidates.find((c) => fs.existsSync(c) && fs.statSync(c).isFile()) ?? null;
}

/** `<dir>/<name>/…` → name; files directly under `dir` belong to none. */
function folderOf(dir, file) {
  if (!file.startsWith(`${dir}/`)) return null;
  const parts = file.slice(dir.length + 1).split("/");
  return parts.length > 1 ? parts[0] : null;
}
/** `src/server/modules/<name>/…` → name; files directly under modules/ (the registry) belong to none. */
const moduleOf = (file) => folderOf(MODULES, file);
const featureOf = (file) => folderOf(FEATURES, file);

// ---------- the graph ----------

const files = [...sourceFiles(path.join(root, SERVER)), ...sourceFiles(path.join(root, CLIENT))]
  .map(rel)
  .filter((f) => !/\.test\.tsx?$/.test(f))
  .sort();
/** importer → imported files (both repo-relative), within the tree. */
const edges = [];
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), "utf8");
  const seen = new Set();
  for (const spec of specifiers(text)) {
    const target = resolve(path.join(root, file), spec);
    if (!target) continue;
    const to = rel(target);
    if (!seen.has(to)) edges.push({ from: file, to, spec });
    seen.add(to);
  }
}
const subfolders = (dir) =>
  new Set(
    fs.existsSync(path.join(root, dir))
      ? fs
          .readdirSync(path.join(root, dir), { withFileTypes: true })
          .filter((e) => e.isDirectory())
          .map((e) => e.name)
      : [],
  );
const modules = subfolders(MODULES);
const features = subfolders(FEATURES);
/** feature → the files (relative to its folder) other features may import. */
const faces = fs.existsSync(facesPath) ? JSON.parse(fs.readFileSync(facesPath, "utf8")) : {};

// ---------- the rules ----------

const crossings = [];
const platformToModules = [];
/** `A -> B` between module folders, with the first import that makes it. */
const folderEdges = new Map();
for (const e of edges) {
  const a = moduleOf(e.from);
  const b = moduleOf(e.to);
  // The registry (files directly under modules/) wires each module's routes; everything else, in a
  // module or above them (server.ts, app.ts, the demo data), goes through the module's index.ts.
  const registry = e.from.startsWith(`${MODULES}/`) && !a;
  if (b && a !== b && !registry && e.to !== `${MODULES}/${b}/index.ts`) crossings.push(e);
  if (a && b && a !== b) {
    const key = `${a} -> ${b}`;
    if (!folderEdges.has(key)) folderEdges.set(key, e);
  }
  if (e.from.startsWith(`${PLATFORM}/`) && e.to.startsWith(`${MODULES}/`)) platformToModules.push(e);
}

// ---------- tables ----------

const SCHEMA = `${SERVER}/db/schema`;
/** table name (as exported) → the schema file's name, e.g. items → catalog. */
const tableHome = new Map();
for (const file of sourceFiles(path.join(root, SCHEMA))) {
  const text = fs.readFileSync(file, "utf8");
  for (const m of text.matchAll(/^export const (\w+) = pgTable\(/gm))
    tableHome.set(m[1], path.basename(file, ".ts"));
}
const PLATFORM_SCHEMAS = new Set(["platform", "deployment"]);
/** Who may query a table from `home`: its module's folder, or platform/ for the platform's own. */
const ownerDir = (home) => (PLATFORM_SCHEMAS.has(home) ? PLATFORM : `${MODULES}/${home}`);
/**
 * Read models: a module that answers reads from another's tables and never writes them. Search is the
 * catalog's (it lists and scores the catalog's items; the catalog never calls back into it, rule b). It
 * may read its owner's tables; a write to one (drizzle's insert, update or delete of it, or raw SQL
 * that inserts into, updates or deletes from it) breaks the wall like any other use.
 */
const READ_MODELS = { search: "catalog" };
const writesTable = (text, name) =>
  new RegExp(`\\.(?:insert|update|delete)\\(\\s*${name}\\b`).test(text) ||
  new RegExp(`(?:INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+\\$\\{${name}\\}`, "i").test(text);
const readModelOf = (file) => {
  const m = file.startsWith(`${MODULES}/`) ? file.slice(MODULES.length + 1).split("/")[0] : null;
  return m ? READ_MODELS[m] : undefined;
};
const tableUses = [];
for (const file of files) {
  if (!file.startsWith(`${SERVER}/`) || file.startsWith(`${SERVER}/db/`)) continue;
  const text = fs.readFileSync(path.join(root, file), "utf8");
  for (const m of text.matchAll(/^[ \t]*import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/gm)) {
    const target = resolve(path.join(root, file), m[2]);
    if (!target || !rel(target).startsWith(`${SCHEMA}/`)) continue;
    for (const raw of m[1].split(",")) {
      const name = raw
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      const home = tableHome.get(name);
      if (!home || file.startsWith(`${ownerDir(home)}/`)) continue;
      if (readModelOf(file) === home) {
        if (writesTable(text, name)) tableUses.push({ file, table: name, home, writes: true });
      } else tableUses.push({ file, table: name, home });
    }
  }
}

const clientCrossings = [];
const clientLayers = [];
const featureEdges = new Map();
for (const e of edges) {
  const a = featureOf(e.from);
  const b = featureOf(e.to);
  if (a && b && a !== b) {
    const inner = e.to.slice(`${FEATURES}/${b}/`.length);
    if (!(faces[b] ?? []).includes(inner)) clientCrossings.push(e);
    const key = `${a} -> ${b}`;
    if (!featureEdges.has(key)) featureEdges.set(key, e);
  }
  const from = layerOf(e.from);
  const to = layerOf(e.to);
  if (from >= 0 && to > from) clientLayers.push(e);
}

/** Folder edges inside a strongly connected component: exactly the ones some cycle runs through. */
function cycleEdges(folderEdges, nodes) {
  const next = new Map();
  for (const key of folderEdges.keys()) {
    const [a, b] = key.split(" -> ");
    if (!next.has(a)) next.set(a, []);
    next.get(a).push(b);
  }
  const reach = (from) => {
    const seen = new Set([from]);
    const todo = [from];
    while (todo.length)
      for (const n of next.get(todo.pop()) ?? []) if (!seen.has(n) && seen.add(n)) todo.push(n);
    return seen;
  };
  const reaches = new Map([...nodes].map((m) => [m, reach(m)]));
  return [...folderEdges.keys()].filter((key) => {
    const [a, b] = key.split(" -> ");
    return reaches.get(b)?.has(a);
  });
}

/** The shortest way back from `to` to `from` through the folders, for the message. */
function cyclePath(folderEdges, from, to) {
  const prev = new Map([[to, null]]);
  const todo = [to];
  while (todo.length) {
    const n = todo.shift();
    if (n === from) break;
    for (const key of folderEdges.keys()) {
      const [a, b] = key.split(" -> ");
      if (a === n && !prev.has(b)) {
        prev.set(b, n);
        todo.push(b);
      }
    }
  }
  const back = [];
  for (let n = from; n !== null && n !== undefined; n = prev.get(n)) back.unshift(n);
  return [from, ...back];
}

/** The file graph's strongly connected components of more than one file (Tarjan): its import cycles. */
function fileCycles() {
  const next = new Map();
  for (const e of edges) {
    if (!next.has(e.from)) next.set(e.from, []);
    next.get(e.from).push(e.to);
  }
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const out = [];
  let counter = 0;
  const visit = (v) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
    }
    if (low.get(v) === index.get(v)) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) out.push(component.sort());
    }
  };
  for (const f of files) if (!index.has(f)) visit(f);
  return out;
}

/** One way around a cycle, from its first file back to it, for the message. */
function fileCyclePath(component) {
  const inside = new Set(component);
  const start = component[0];
  const prev = new Map([[start, null]]);
  const todo = [start];
  let last = null;
  while (todo.length && !last) {
    const n = todo.shift();
    for (const e of edges) {
      if (e.from !== n || !inside.has(e.to)) continue;
      if (e.to === start) {
        last = e;
        break;
      }
      if (!prev.has(e.to)) {
        prev.set(e.to, e);
        todo.push(e.to);
      }
    }
  }
  const way = [last];
  for (let e = prev.get(last.from); e; e = prev.get(e.from)) way.unshift(e);
  return way;
}

const arrow = (e) => `${e.from} -> ${e.to}`;
const found = {
  crossings: crossings.map(arrow),
  platformToModules: platformToModules.map(arrow),
  cycles: cycleEdges(folderEdges, modules),
  clientCrossings: clientCrossings.map(arrow),
  clientCycles: cycleEdges(featureEdges, features),
  clientLayers: clientLayers.map(arrow),
  tables: tableUses.map((u) => `${u.file} -> ${u.table}`),
  fileCycles: fileCycles().map((c) => c.join(" <-> ")),
};
const componentOf = new Map(fileCycles().map((c) => [c.join(" <-> "), c]));
const tableUseOf = new Map(tableUses.map((u) => [`${u.file} -> ${u.table}`, u]));

// ---------- against the allowlist ----------

const allowlist = fs.existsSync(allowlistPath)
  ? JSON.parse(fs.readFileSync(allowlistPath, "utf8"))
  : { crossings: [], platformToModules: [], cycles: [] };
const problems = [];
const stale = {};
const printedCycles = new Set();
const byArrow = new Map(edges.map((e) => [arrow(e), e]));
for (const kind of Object.keys(found)) {
  const allowed = new Set(allowlist[kind] ?? []);
  const now = new Set(found[kind]);
  for (const entry of found[kind]) {
    if (allowed.has(entry)) continue;
    if (kind === "crossings") {
      const e = byArrow.get(entry);
      const b = moduleOf(e.to);
      problems.push(
        `${e.from}: imports "${e.spec}" (${e.to}), inside module "${b}"; import it from ${MODULES}/${b}/index.ts`,
      );
    } else if (kind === "platformToModules") {
      const e = byArrow.get(entry);
      problems.push(`${e.from}: imports "${e.spec}" (${e.to}); platform must not depend on a module`);
    } else if (kind === "clientCrossings") {
      const e = byArrow.get(entry);
      const b = featureOf(e.to);
      problems.push(
        `${e.from}: imports "${e.spec}" (${e.to}), inside feature "${b}", which does not offer it; import one of the files it offers (${rel(facesPath)}), or add this one there if it is meant for other features`,
      );
    } else if (kind === "tables") {
      const u = tableUseOf.get(entry);
      problems.push(
        u.writes
          ? `${u.file}: writes the table "${u.table}", which ${ownerDir(u.home)} owns (${SCHEMA}/${u.home}.ts) and this module only reads as its read model; ask its owner through its index.ts`
          : `${u.file}: queries the table "${u.table}", which ${ownerDir(u.home)} owns (${SCHEMA}/${u.home}.ts); ask its owner through its index.ts`,
      );
    } else if (kind === "clientLayers") {
      const e = byArrow.get(entry);
      const [below, above] = [layerOf(e.from), layerOf(e.to)].map((i) => CLIENT_LAYERS[i]);
      problems.push(
        `${e.from}: imports "${e.spec}" (${e.to}); the client's layers go ${CLIENT_LAYERS.join(" < ")}, and ${below} must not depend on ${above}`,
      );
    } else if (kind === "fileCycles") {
      const steps = fileCyclePath(componentOf.get(entry)).map((e) => `  ${e.from} imports "${e.spec}"`);
      problems.push(`import cycle ${entry}\n${steps.join("\n")}`);
    } else {
      const client = kind === "clientCycles";
      const graph = client ? featureEdges : folderEdges;
      const [a, b] = entry.split(" -> ");
      const way = cyclePath(graph, a, b);
      const hops = way.slice(0, -1).map((m, i) => `${m} -> ${way[i + 1]}`);
      // Each new edge of one cycle would print it again.
      const key = [...hops].sort().join(", ");
      if (printedCycles.has(key)) continue;
      printedCycles.add(key);
      const steps = hops.map((hop) => {
        const e = graph.get(hop);
        return `  ${hop}: ${e.from} imports "${e.spec}"`;
      });
      problems.push(`${client ? "feature" : "module"} cycle ${way.join(" -> ")}\n${steps.join("\n")}`);
    }
  }
  stale[kind] = [...allowed].filter((entry) => !now.has(entry));
}

/** JSON laid out as biome formats it (lint checks the file): an array on one line when it fits in 110. */
function formatAllowlist(list) {
  const lines = Object.entries(list).map(([key, value]) => {
    if (!Array.isArray(value)) return `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`;
    const flat = `  ${JSON.stringify(key)}: [${value.map((v) => JSON.stringify(v)).join(", ")}]`;
    if (flat.length <= 110) return flat;
    return `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(",\n")}\n  ]`;
  });
  return `{\n${lines.join(",\n")}\n}\n`;
}

const staleCount = Object.values(stale).reduce((n, list) => n + list.length, 0);
if (staleCount && flag("--prune")) {
  for (const kind of Object.keys(stale))
    if (stale[kind].length) allowlist[kind] = allowlist[kind].filter((x) => !stale[kind].includes(x));
  fs.writeFileSync(allowlistPath, formatAllowlist(allowlist));
  console.log(`walls: removed ${staleCount} paid debt(s) from ${rel(allowlistPath)}`);
} else {
  for (const kind of Object.keys(stale))
    for (const entry of stale[kind])
      problems.push(
        `${rel(allowlistPath)}: "${entry}" (${kind}) no longer happens; remove it (node scripts/check-walls.mjs --prune)`,
      );
}

const allowed = Object.keys(found).reduce((n, kind) => n + (allowlist[kind] ?? []).length, 0);
console.log(
  `walls: ${modules.size} modules, ${files.length} files, ${edges.length} imports checked; ` +
    `${allowed} allowed debts (${(allowlist.crossings ?? []).length} crossings, ` +
    `${(allowlist.platformToModules ?? []).length} platform -> modules, ${(allowlist.cycles ?? []).length} cycle edges); ` +
    `client: ${features.size} features (${(allowlist.clientCrossings ?? []).length} crossings, ` +
    `${(allowlist.clientCycles ?? []).length} cycle edges, ${(allowlist.clientLayers ?? []).length} layer breaches allowed); ` +
    `tables: ${tableHome.size} (${(allowlist.tables ?? []).length} uses by another module allowed); ` +
    `file cycles: ${found.fileCycles.length}`,
);
if (problems.length) {
  console.error(`\n${problems.length} wall breach(es):\n`);
  for (const p of problems) console.error(`${p}\n`);
  process.exit(1);
}
