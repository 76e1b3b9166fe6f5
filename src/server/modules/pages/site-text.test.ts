import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { SITE_TEXT } from "#shared/site-text";

const publicDir = path.resolve(import.meta.dirname, "../../../../public");
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(publicDir, file), "utf8"));

describe("the web manifests", () => {
  const en = read(SITE_TEXT.en.manifest.slice(1));
  const zh = read(SITE_TEXT.zh.manifest.slice(1));

  it("say what SITE_TEXT says, each in its language", () => {
    expect(en.description).toBe(SITE_TEXT.en.description);
    expect(zh.description).toBe(SITE_TEXT.zh.description);
    expect(en.lang).toBe("en");
    expect(zh.lang).toBe("zh-CN");
  });

  it("describe the same app: only the words differ", () => {
    // The same id, so an install from either language is one app.
    const shape = (m: Record<string, unknown>) =>
      JSON.parse(
        JSON.stringify(m, (k, v) =>
          ["name", "short_name", "description", "label", "lang"].includes(k) ? "" : v,
        ),
      );
    expect(shape(zh)).toEqual(shape(en));
    const words = (m: typeof en) => [
      m.name,
      m.short_name,
      ...m.shortcuts.flatMap((s: { name: string; short_name: string }) => [s.name, s.short_name]),
      ...m.screenshots.map((s: { label: string }) => s.label),
    ];
    for (const w of words(zh)) expect(w).toMatch(/\p{Script=Han}/u);
  });
});
