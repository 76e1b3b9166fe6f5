import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";

const dist = path.resolve(import.meta.dirname, "../../dist/client");

describe("production build (dist/client, made by `npm run build`)", () => {
  // `npm test` builds before vitest runs, so a missing build is a failure, not a reason to skip:
  // a silent skip would let the suite pass without the build ever being checked.
  // `npm run test:pg` leaves this file out (scripts/test-pg.mjs): it checks the database, not the build.
  beforeAll(() => {
    if (!fs.existsSync(path.join(dist, "index.html")))
      throw new Error(
        `${dist}/index.html is missing: run \`npm run build\` before these tests (npm test does)`,
      );
  });

  it("emits the service worker with a precache manifest that holds the shell and the offline page", () => {
    const sw = fs.readFileSync(path.join(dist, "sw.js"), "utf8");
    expect(sw).toContain("index.html");
    expect(sw).toContain("offline.html");
    expect(sw).toContain("SKIP_WAITING");
    expect(sw).not.toContain("self.__WB_MANIFEST");
  });

  it("emits the web app manifest with icons, screenshots and shortcuts that exist", () => {
    const m = JSON.parse(fs.readFileSync(path.join(dist, "manifest.webmanifest"), "utf8"));
    expect(m).toMatchObject({ start_url: "/", display: "standalone" });
    const files = [...m.icons, ...m.screenshots].map((i: { src: string }) => i.src);
    for (const f of files) expect(fs.existsSync(path.join(dist, f)), f).toBe(true);
    expect(m.shortcuts.map((s: { url: string }) => s.url)).toEqual([
      "/itemSearch",
      "/postItem",
      "/notifications",
    ]);
  });

  it("ships brotli copies of the scripts", () => {
    const assets = fs.readdirSync(path.join(dist, "assets"));
    const js = assets.filter(
      (f) => f.endsWith(".js") && fs.statSync(path.join(dist, "assets", f)).size > 1024,
    );
    for (const f of js) expect(assets).toContain(`${f}.br`);
  });
});
