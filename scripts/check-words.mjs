// The repository speaks of the product, not of how it was built: a reader gains nothing from a
// ticket or a work period's number. Run by `npm run lint`; fails naming each file, line and word.
//   node scripts/check-words.mjs [--root DIR]
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = path.resolve(rootAt >= 0 ? args[rootAt + 1] : path.join(import.meta.dirname, ".."));

// Built from parts so this file does not match itself.
const number = String.raw`\s*#?\d+`;
const PATTERNS = [
  new RegExp(
    String.raw`\b(?:${["stop", "issue", "ticket", "sprint", "milestone"].join("|")})s?${number}\b`,
    "i",
  ),
  new RegExp(String.raw`\b(?:work|coding|dev)\s+${"session"}s?\b`, "i"),
  new RegExp(String.raw`\b${"session"}\s+\d+\b`, "i"),
  new RegExp(String.raw`\b(?:${["helper", "sub" + "agent", "agent"].join("|")})-\d+\b`, "i"),
];

const TEXT = /\.(?:[cm]?[jt]sx?|json|md|css|html|po|sql|ya?ml|sh)$|^Dockerfile$|(?:^|\/)run$/;
// Generated or vendored text, and the lockfile: not ours to word.
const SKIP = [/^package-lock\.json$/, /(?:^|\/)migrations\/meta\//, /\.gen\.ts$/];

function files() {
  try {
    const out = execFileSync("git", ["ls-files", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    return out.split("\n").filter(Boolean);
  } catch {
    // Not a repository (a scratch tree in a test): every file under the root.
    const all = [];
    const walk = (dir) => {
      for (const e of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
        const p = dir ? `${dir}/${e.name}` : e.name;
        if (e.isDirectory()) {
          if (e.name !== "node_modules" && e.name !== ".git" && e.name !== "dist") walk(p);
        } else all.push(p);
      }
    };
    walk("");
    return all;
  }
}

const problems = [];
let checked = 0;
for (const f of files()) {
  if (!TEXT.test(path.basename(f)) && !TEXT.test(f)) continue;
  if (SKIP.some((r) => r.test(f))) continue;
  const abs = path.join(root, f);
  if (!fs.existsSync(abs)) continue;
  checked++;
  const lines = fs.readFileSync(abs, "utf8").split("\n");
  lines.forEach((line, i) => {
    for (const p of PATTERNS) {
      const m = p.exec(line);
      if (m) problems.push(`${f}:${i + 1}: "${m[0]}" says how the project was built, not what it does`);
    }
  });
}

if (problems.length) {
  console.error(`words: ${problems.length} line(s) speak of the process:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(`words: ${checked} files checked, none speaks of the process`);
