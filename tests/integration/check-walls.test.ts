import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/check-walls.mjs (run by `npm run lint`) on small scratch trees with planted breaches: the
// proof that it fails on a new one, not only that it passes on the repository.

const repo = path.resolve(import.meta.dirname, "../..");
const script = path.join(repo, "scripts", "check-walls.mjs");
const trees: string[] = [];

/** A scratch repository: `files` maps a path under it to its text. */
function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-walls-"));
  trees.push(root);
  const all: Record<string, string> = {
    "package.json": JSON.stringify({ imports: { "#server/*": "./src/server/*.ts" } }),
    "src/server/platform/clock.ts": "export const now = () => Date.now();\n",
    "src/server/modules/a/index.ts": 'export { a } from "./a.service.ts";\n',
    "src/server/modules/a/a.service.ts":
      'import { now } from "../../platform/clock.ts";\nexport const a = now;\n',
    "src/server/modules/b/index.ts": 'export { b } from "./b.service.ts";\n',
    "src/server/modules/b/b.service.ts": "export const b = 1;\nexport const hidden = 2;\n",
    ...files,
  };
  for (const [p, text] of Object.entries(all)) {
    fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
    fs.writeFileSync(path.join(root, p), text);
  }
  return root;
}

function check(root: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [script, "--root", root, ...args], { encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("check-walls", () => {
  it("passes a tree whose modules meet only through index.ts, and prints the summary", () => {
    const root = tree({
      "src/server/modules/a/uses-b.ts": 'import { b } from "../b/index.ts";\nexport const ab = b;\n',
    });
    const r = check(root);
    expect(r.out).toMatch(/walls: 2 modules, 6 files, \d+ imports checked; 0 allowed debts/);
    expect(r.code).toBe(0);
  });

  it("fails on a planted import of another module's inner file, naming the file and the import", () => {
    const root = tree({
      "src/server/modules/a/uses-b.ts":
        'import { hidden } from "../b/b.service.ts";\nexport const ab = hidden;\n',
    });
    const r = check(root);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'src/server/modules/a/uses-b.ts: imports "../b/b.service.ts" (src/server/modules/b/b.service.ts), inside module "b"',
    );
  });

  it("fails when a server file above the modules reaches inside one; the registry may wire its routes", () => {
    const root = tree({
      "src/server/modules/index.ts": 'import { b } from "./b/b.service.ts";\nexport const registry = [b];\n',
      "src/server/server.ts":
        'import { hidden } from "./modules/b/b.service.ts";\nexport const s = hidden;\n',
      "src/server/demo/index.ts": 'import { b } from "../modules/b/index.ts";\nexport const d = b;\n',
    });
    const r = check(root);
    expect(r.code).toBe(1);
    expect(r.out).toContain('src/server/server.ts: imports "./modules/b/b.service.ts"');
    expect(r.out).not.toContain("src/server/modules/index.ts: imports");
    expect(r.out).not.toContain("src/server/demo/index.ts: imports");
  });

  it("sees through subpath imports, type-only imports, multi-line lists and dynamic import()", () => {
    for (const text of [
      'import type { b } from "#server/modules/b/b.service";\n',
      'import {\n  b,\n  hidden,\n} from "../b/b.service.ts";\n',
      'export async function later() {\n  return (await import("../b/b.service.ts")).b;\n}\n',
    ]) {
      const r = check(tree({ "src/server/modules/a/uses-b.ts": text }));
      expect(r.code, text).toBe(1);
      expect(r.out, text).toContain("src/server/modules/a/uses-b.ts: imports");
    }
    // Text that only looks like an import is not one.
    const r = check(
      tree({
        "src/server/modules/a/uses-b.ts":
          '// see import("../b/b.service.ts")\n/**\n * import x from "../b/b.service.ts"\n */\n',
      }),
    );
    expect(r.code).toBe(0);
  });

  it("fails on a planted cycle between module folders, printing the way round", () => {
    const root = tree({
      "src/server/modules/a/uses-b.ts": 'import { b } from "../b/index.ts";\nexport const ab = b;\n',
      "src/server/modules/b/uses-a.ts": 'import { a } from "../a/index.ts";\nexport const ba = a;\n',
    });
    const r = check(root);
    expect(r.code).toBe(1);
    expect(r.out).toContain("module cycle a -> b -> a");
    expect(r.out).toContain('a -> b: src/server/modules/a/uses-b.ts imports "../b/index.ts"');
    expect(r.out).toContain('b -> a: src/server/modules/b/uses-a.ts imports "../a/index.ts"');
  });

  it("fails when platform imports a module", () => {
    const root = tree({
      "src/server/platform/files.ts": 'import { b } from "../modules/b/index.ts";\nexport const f = b;\n',
    });
    const r = check(root);
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'src/server/platform/files.ts: imports "../modules/b/index.ts" (src/server/modules/b/index.ts); platform must not depend on a module',
    );
  });

  it("lets listed debts pass, fails on a new one beside them, and on an entry that no longer happens", () => {
    const crossing = "src/server/modules/a/uses-b.ts -> src/server/modules/b/b.service.ts";
    const files = {
      "src/server/modules/a/uses-b.ts":
        'import { hidden } from "../b/b.service.ts";\nexport const ab = hidden;\n',
      "scripts/walls-allowlist.json": JSON.stringify({ "//": "debts", crossings: [crossing] }),
    };
    const listed = check(tree(files));
    expect(listed.out).toContain("1 allowed debts (1 crossings, 0 platform -> modules, 0 cycle edges)");
    expect(listed.code).toBe(0);

    const another = check(
      tree({
        ...files,
        "src/server/modules/a/more.ts": 'import { b } from "../b/b.service.ts";\nexport const m = b;\n',
      }),
    );
    expect(another.code).toBe(1);
    expect(another.out).toContain("src/server/modules/a/more.ts: imports");
    expect(another.out).not.toContain("src/server/modules/a/uses-b.ts: imports");

    const paid = tree({
      ...files,
      "src/server/modules/a/uses-b.ts": 'import { b } from "../b/index.ts";\nexport const ab = b;\n',
    });
    const stale = check(paid);
    expect(stale.code).toBe(1);
    expect(stale.out).toContain(`"${crossing}" (crossings) no longer happens`);
    const pruned = check(paid, "--prune");
    expect(pruned.code).toBe(0);
    expect(JSON.parse(fs.readFileSync(path.join(paid, "scripts/walls-allowlist.json"), "utf8"))).toEqual({
      "//": "debts",
      crossings: [],
    });
  });

  it("fails when a module queries a table another module owns (one owner per table)", () => {
    const schema = {
      "src/server/db/schema/b.ts": 'export const things = pgTable("things", {});\n',
      "src/server/db/schema/index.ts": 'export * from "./b.ts";\n',
      "src/server/modules/b/b.repo.ts":
        'import { things } from "../../db/schema/index.ts";\nexport const all = () => things;\n',
    };
    const owner = check(tree(schema));
    expect(owner.out).toContain("tables: 1 (0 uses by another module allowed)");
    expect(owner.code).toBe(0);

    const r = check(
      tree({
        ...schema,
        "src/server/modules/a/peek.ts":
          'import { type things as T, things } from "../../db/schema/index.ts";\nexport const p = things;\n',
      }),
    );
    expect(r.code).toBe(1);
    expect(r.out).toContain(
      'src/server/modules/a/peek.ts: queries the table "things", which src/server/modules/b owns (src/server/db/schema/b.ts)',
    );
  });

  it("lets a read model (search, of the catalog) read its owner's tables, never write them", () => {
    const schema = {
      "src/server/db/schema/catalog.ts": 'export const items = pgTable("items", {});\n',
      "src/server/db/schema/index.ts": 'export * from "./catalog.ts";\n',
      "src/server/modules/catalog/items.repo.ts":
        'import { items } from "../../db/schema/index.ts";\nexport const all = (db) => db.update(items);\n',
      "src/server/modules/search/list.ts":
        'import { items } from "../../db/schema/index.ts";\nexport const list = (db) => db.select().from(items);\n',
    };
    const reads = check(tree(schema));
    expect(reads.out).toContain("tables: 1 (0 uses by another module allowed)");
    expect(reads.code).toBe(0);

    // biome-ignore lint/suspicious/noTemplateCurlyInString: the planted file's own SQL template
    for (const write of ["db.update(items).set({})", "db.execute(sql`DELETE FROM ${items} WHERE true`)"]) {
      const r = check(
        tree({
          ...schema,
          "src/server/modules/search/touch.ts": `import { items } from "../../db/schema/index.ts";\nexport const t = (db) => ${write};\n`,
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        'src/server/modules/search/touch.ts: writes the table "items", which src/server/modules/catalog owns',
      );
    }
    // Another module is no read model: reading is already a breach.
    const other = check(
      tree({
        ...schema,
        "src/server/modules/orders/peek.ts":
          'import { items } from "../../db/schema/index.ts";\nexport const p = (db) => db.select().from(items);\n',
      }),
    );
    expect(other.code).toBe(1);
    expect(other.out).toContain('src/server/modules/orders/peek.ts: queries the table "items"');
  });

  describe("client features", () => {
    const client = {
      "src/client/features/shop/cart.ts": "export const cart = 1;\n",
      "src/client/features/shop/inner.ts": "export const inner = 2;\n",
      "src/client/features/home/home.tsx":
        'import { cart } from "../shop/cart.ts";\nexport const h = cart;\n',
      "scripts/client-faces.json": JSON.stringify({ shop: ["cart.ts"], home: ["home.tsx"] }),
    };

    it("pass when a feature imports only the files another one offers", () => {
      const r = check(tree(client));
      expect(r.out).toContain("client: 2 features (0 crossings, 0 cycle edges, 0 layer breaches allowed)");
      expect(r.code).toBe(0);
    });

    it("fail on a planted import of a file the other feature does not offer", () => {
      const r = check(
        tree({
          ...client,
          "src/client/features/home/more.ts":
            'import { inner } from "../shop/inner.ts";\nexport const m = inner;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        'src/client/features/home/more.ts: imports "../shop/inner.ts" (src/client/features/shop/inner.ts), inside feature "shop", which does not offer it',
      );
    });

    it("fail on a planted cycle between feature folders", () => {
      const r = check(
        tree({
          ...client,
          "src/client/features/shop/back.ts": 'import { h } from "../home/home.tsx";\nexport const b = h;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain("feature cycle home -> shop -> home");
      expect(r.out).toContain('shop -> home: src/client/features/shop/back.ts imports "../home/home.tsx"');
    });

    it("fail when a lower layer (api, ui, …) imports a feature or the shell", () => {
      const r = check(
        tree({
          ...client,
          "src/client/api/http.ts":
            'import { cart } from "../features/shop/cart.ts";\nexport const x = cart;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        'src/client/api/http.ts: imports "../features/shop/cart.ts" (src/client/features/shop/cart.ts); the client\'s layers go api < state < query-client < pwa < i18n < offline < ui < features < shell < routes, and api must not depend on features',
      );
    });

    it("fail when a feature reaches into the shell", () => {
      const r = check(
        tree({
          ...client,
          "src/client/shell/lazy.tsx": "export const lazy = 1;\n",
          "src/client/features/shop/uses-shell.ts":
            'import { lazy } from "../../shell/lazy.tsx";\nexport const u = lazy;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain("and features must not depend on shell");
    });

    it("fail when two lower layers import each other (the request helper and the toasts)", () => {
      const r = check(
        tree({
          ...client,
          "src/client/ui/toasts.ts": 'import { get } from "../api/http.ts";\nexport const t = get;\n',
          "src/client/api/http.ts": 'import { t } from "../ui/toasts.ts";\nexport const get = () => t;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        'src/client/api/http.ts: imports "../ui/toasts.ts" (src/client/ui/toasts.ts); the client\'s layers go api < state',
      );
      expect(r.out).toContain("and api must not depend on ui");
    });
  });

  describe("files", () => {
    it("fail on a planted import cycle between two files of one feature, naming the way around it", () => {
      const r = check(
        tree({
          "src/client/features/bids/panel.tsx":
            'import type { State } from "./use-panel.ts";\nexport type P = State;\n',
          "src/client/features/bids/use-panel.ts":
            'import type { P } from "./panel.tsx";\nexport type State = { p?: P };\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        "import cycle src/client/features/bids/panel.tsx <-> src/client/features/bids/use-panel.ts",
      );
      expect(r.out).toContain('src/client/features/bids/panel.tsx imports "./use-panel.ts"');
      expect(r.out).toContain('src/client/features/bids/use-panel.ts imports "./panel.tsx"');
    });

    it("fail on a cycle of three server files inside one module", () => {
      const r = check(
        tree({
          "src/server/modules/a/x.ts": 'import { y } from "./y.ts";\nexport const x = y;\n',
          "src/server/modules/a/y.ts": 'import { z } from "./z.ts";\nexport const y = z;\n',
          "src/server/modules/a/z.ts": 'import { x } from "./x.ts";\nexport const z = () => x;\n',
        }),
      );
      expect(r.code).toBe(1);
      expect(r.out).toContain(
        "import cycle src/server/modules/a/x.ts <-> src/server/modules/a/y.ts <-> src/server/modules/a/z.ts",
      );
    });

    it("count no cycle on a tree without one", () => {
      const r = check(tree({}));
      expect(r.out).toContain("file cycles: 0");
      expect(r.code).toBe(0);
    });
  });

  it("passes on this repository with its allowlist", () => {
    const r = spawnSync(process.execPath, [script], { encoding: "utf8" });
    expect(r.stdout + r.stderr).toMatch(/walls: \d+ modules/);
    expect(r.status, r.stdout + r.stderr).toBe(0);
  });
});
