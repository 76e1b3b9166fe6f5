import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { contractRoute, ROUTES } from "#shared/contract/routes";

const SERVER = fileURLToPath(new URL("./", import.meta.url));
/** Operations the table leaves to the server (see shared/contract/routes.ts). */
const OFF_TABLE = ['path: "/file/upload"'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const at = join(dir, e.name);
    if (e.isDirectory()) return sources(at);
    return e.name.endsWith(".ts") && !e.name.endsWith(".test.ts") ? [at] : [];
  });
}

/** Every route spec the server's code registers: the table's key it takes, or its own path. */
function registrations(): { file: string; key: string | null; text: string }[] {
  const found: { file: string; key: string | null; text: string }[] = [];
  for (const file of sources(SERVER)) {
    const parts = readFileSync(file, "utf8").split(/\.route\(\{/);
    for (const text of parts.slice(1)) {
      const key = /^\s*\.\.\.contractRoute\("([^"]+)"\),/.exec(text)?.[1] ?? null;
      found.push({ file, key, text: text.slice(0, 200) });
    }
  }
  return found;
}

describe("the table of operations", () => {
  const specs = registrations();

  it("gives every route spec of the server its method, path and schemas", () => {
    const own = specs.filter((s) => s.key === null && !OFF_TABLE.some((o) => s.text.includes(o)));
    expect(own.map((s) => `${s.file}: ${s.text.trim().split("\n")[0]}`)).toEqual([]);
    expect(specs.length).toBeGreaterThan(100);
  });

  it("has each operation registered once, and none the server does not register", () => {
    const keys = specs.flatMap((s) => (s.key ? [s.key] : []));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect([...keys].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it("splits a key into the route spec's method and path, with the entry's own schemas", () => {
    const spec = contractRoute("GET /search/items");
    expect(spec.method).toBe("get");
    expect(spec.path).toBe("/search/items");
    expect(spec.query).toBe(ROUTES["GET /search/items"].query);
    expect(spec.response).toBe(ROUTES["GET /search/items"].response);
    expect(contractRoute("POST /hweb/login/v1/login").path).toBe("/hweb/login/v1/login");
  });
});
