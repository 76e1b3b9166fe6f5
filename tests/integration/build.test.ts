import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const dist = path.resolve(import.meta.dirname, "../../dist/client");
const built = fs.existsSync(path.join(dist, "index.html"));

describe.skipIf(!built)(
  "production build (run `npx vite build` first; skipped when dist/client is missing)",
  () => {
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
  },
);

if (!built)
  console.warn("sw/build.test.ts: dist/client is missing — run `npx vite build` to check the build output.");
