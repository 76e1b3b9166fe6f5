import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The guard of the catalogues: the code's messages, en.po and zh.po must name the same messages,
 * every one translated, with the same placeholders. Extraction runs into a scratch folder, so a
 * message added in code but not extracted (or a catalogue entry the code no longer uses) fails
 * here: run `npm run i18n:extract` and translate what is new in zh.po.
 */
const root = path.resolve(import.meta.dirname, "../../..");

type Entry = { id: string; str: string };

/** The entries of a PO file, keyed by context and id (the header entry left out). */
function readPo(file: string): Map<string, Entry> {
  const out = new Map<string, Entry>();
  const unquote = (lines: string[]) => lines.map((l) => JSON.parse(l) as string).join("");
  for (const block of fs.readFileSync(file, "utf8").split(/\n\s*\n/)) {
    const fields: Record<string, string[]> = {};
    let current: string | null = null;
    for (const line of block.split("\n")) {
      const m = /^(msgctxt|msgid|msgstr) (".*")$/.exec(line);
      if (m) {
        current = m[1]!;
        fields[current] = [m[2]!];
      } else if (line.startsWith('"') && current) fields[current]!.push(line);
      else if (!line.startsWith("#")) current = null;
    }
    if (!fields.msgid) continue;
    const id = unquote(fields.msgid);
    if (!id) continue;
    const ctx = fields.msgctxt ? unquote(fields.msgctxt) : "";
    out.set(`${ctx}\u0004${id}`, { id, str: fields.msgstr ? unquote(fields.msgstr) : "" });
  }
  return out;
}

/** `{name}`, `{0}`, `<0>`, `</0>`: what a translation must carry over. */
const placeholders = (s: string) => [...s.matchAll(/\{\w+\}|<\/?\d+\/?>/g)].map((m) => m[0]).sort();

/** Every catalogue file under `dir`, by its path relative to `dir` ("features/home/locales/zh.po"). */
function poFiles(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => f.endsWith(".po") && !f.includes("node_modules"))
    .map((f) => f.split(path.sep).join("/"))
    .sort();
}

describe("message catalogues", () => {
  it("hold exactly the messages the code uses, in both languages, all translated", () => {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "bnomo-i18n-"));
    try {
      // The same catalogues, written under a scratch folder instead of src/client.
      const config = path.join(tmp, "lingui.config.ts");
      fs.writeFileSync(
        config,
        `import base from ${JSON.stringify(path.join(root, "lingui.config.ts"))};
export default {
  ...base,
  rootDir: ${JSON.stringify(root)},
  catalogs: base.catalogs.map((c) => ({ ...c, path: c.path.replace("<rootDir>/src/client", ${JSON.stringify(tmp)}) })),
};
`,
      );
      execFileSync(path.join(root, "node_modules/.bin/lingui"), ["extract", "--config", config], {
        cwd: root,
        stdio: "pipe",
      });
      const client = path.join(root, "src/client");
      const files = poFiles(tmp);
      expect(files.length).toBeGreaterThan(0);
      expect(
        poFiles(client),
        "catalogue files differ from lingui.config.ts: run npm run i18n:extract",
      ).toEqual(files);
      const ids = (m: Map<string, Entry>) => [...m.keys()].sort();
      let total = 0;
      for (const enFile of files.filter((f) => f.endsWith("/en.po"))) {
        const zhFile = enFile.replace(/en\.po$/, "zh.po");
        const fresh = readPo(path.join(tmp, enFile));
        const en = readPo(path.join(client, enFile));
        const zh = readPo(path.join(client, zhFile));
        total += fresh.size;
        // Missing from the catalogue (new in code), or left in it (gone from code).
        expect(ids(en), `${enFile} is not what the code uses: run npm run i18n:extract`).toEqual(ids(fresh));
        expect(ids(zh), `${zhFile} and ${enFile} differ: run npm run i18n:extract`).toEqual(ids(en));
        const untranslated = [...zh.values()].filter((e) => !e.str.trim()).map((e) => e.id);
        expect(untranslated, `messages without a Chinese translation in ${zhFile}`).toEqual([]);
        const broken = [...zh.values()]
          .filter((e) => e.str && placeholders(e.str).join() !== placeholders(e.id).join())
          .map((e) => e.id);
        expect(broken, `translations in ${zhFile} whose placeholders differ from the English`).toEqual([]);
      }
      expect(total).toBeGreaterThan(0);

      // The browser merges the catalogues into one: the same English (the same id) must have the
      // same Chinese in every catalogue, or a screen shows another feature's wording. Where the
      // meaning differs, give the message a context (`msg({ message, context })`).
      const seen = new Map<string, { file: string; str: string }>();
      const clashes: string[] = [];
      for (const zhFile of files.filter((f) => f.endsWith("/zh.po"))) {
        for (const [key, e] of readPo(path.join(client, zhFile))) {
          const before = seen.get(key);
          if (before && before.str !== e.str)
            clashes.push(`"${e.id}": "${before.str}" (${before.file}) vs "${e.str}" (${zhFile})`);
          else if (!before) seen.set(key, { file: zhFile, str: e.str });
        }
      }
      expect(clashes, "one English message, two Chinese translations").toEqual([]);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  }, 120_000);
});
