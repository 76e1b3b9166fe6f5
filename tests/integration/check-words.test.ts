import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/check-words.mjs (run by `npm run lint`) on scratch trees: it fails on a planted line that
// names the work instead of the product, and passes the product's own words.

const script = path.resolve(import.meta.dirname, "../../scripts/check-words.mjs");
const trees: string[] = [];

function tree(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-words-"));
  trees.push(root);
  for (const [p, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, p)), { recursive: true });
    fs.writeFileSync(path.join(root, p), text);
  }
  return root;
}

function check(root: string) {
  const r = spawnSync(process.execPath, [script, "--root", root], { encoding: "utf8" });
  return { code: r.status, out: r.stdout + r.stderr };
}

afterEach(() => {
  for (const root of trees.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe("check-words", () => {
  it("passes product words, sessions of users included", () => {
    const root = tree({
      "src/a.ts": "// The session's refresh token rotates; a stopped auction is not an issue.\n",
      "README.md": "# Run it\n\nSign in, then stop the server with Ctrl-C.\n",
    });
    const r = check(root);
    expect(r.out).toMatch(/words: 2 files checked, none speaks of the process/);
    expect(r.code).toBe(0);
  });

  // The planted words are joined here so that this file passes the check itself.
  const w = (...parts: string[]) => parts.join("");
  it.each([
    ["src/a.ts", `// Added in ${w("stop", " 12")} for the budget.\n`, w("stop", " 12")],
    ["tests/b.test.ts", `// ${w("Issue", " 14")}'s proof\n`, w("Issue", " 14")],
    ["README.md", `Figures of the last ${w("work", " session")} follow.\n`, w("work", " session")],
    ["sw/sw.ts", `// written by ${w("helper", "-3")}\n`, w("helper", "-3")],
  ])("fails on %s naming the process, with the file, line and words", (file, text, words) => {
    const root = tree({ [file]: `const x = 1;\n${text}` });
    const r = check(root);
    expect(r.code).toBe(1);
    expect(r.out).toContain(`${file}:2: "${words}"`);
  });
});
