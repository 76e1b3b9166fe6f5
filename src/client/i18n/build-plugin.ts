import path from "node:path";
import { type PluginObj, types as t, transformAsync } from "@babel/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";

/** Files that import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const MACRO_IMPORT = /from\s*["']@lingui\/(?:core|react)\/macro["']/;

const ENGLISH_MODULE = path.resolve(import.meta.dirname, "english.ts");
const CLIENT_DIR = path.resolve(import.meta.dirname, "..");

/** The catalogue of lingui.config.ts a file's messages are in: its feature folder, else `client`. */
export function catalogOf(file: string): string {
  const rel = path.relative(CLIENT_DIR, file).split(path.sep);
  return rel[0] === "features" && rel.length > 2 ? (rel[1] ?? "client") : "client";
}

/**
 * Takes the English out of the macro's message descriptors (`{ id, message }`) and registers it,
 * compiled, from the module that uses it: `registerEnglish({ id: compiled, … }, catalogue)` at the
 * top of the file (the catalogue tells a Chinese page which translations that module needs).
 * English text then ships with the code that shows it (a lazy route's texts in that route's chunk,
 * as before there were catalogues), not as one catalogue in the first script; and nothing parses
 * ICU in the browser.
 */
function registerEnglishPlugin(catalog: string): PluginObj {
  const found = new Map<string, unknown>();
  return {
    name: "bnomo-register-english",
    visitor: {
      ObjectExpression(p) {
        // Only the macro's descriptors, which it marks with an /*i18n*/ comment.
        if (!p.node.leadingComments?.some((c) => c.value.trim() === "i18n")) return;
        let id: string | null = null;
        let message: t.ObjectProperty | null = null;
        for (const prop of p.node.properties) {
          if (!t.isObjectProperty(prop) || !t.isIdentifier(prop.key) || !t.isStringLiteral(prop.value))
            continue;
          if (prop.key.name === "id") id = prop.value.value;
          if (prop.key.name === "message") message = prop;
        }
        if (id === null || message === null) return;
        found.set(id, compileMessage((message.value as t.StringLiteral).value));
        p.node.properties = p.node.properties.filter((prop) => prop !== message);
      },
      Program: {
        exit(p) {
          if (found.size === 0) return;
          const call = t.expressionStatement(
            t.callExpression(t.identifier("__registerEnglish"), [
              t.valueToNode(Object.fromEntries(found)),
              t.stringLiteral(catalog),
            ]),
          );
          const imp = t.importDeclaration(
            [t.importSpecifier(t.identifier("__registerEnglish"), t.identifier("registerEnglish"))],
            t.stringLiteral(ENGLISH_MODULE),
          );
          p.unshiftContainer("body", [imp, call]);
          found.clear();
        },
      },
    },
  };
}

/**
 * Vite plugin: compiles Lingui's macros (`Trans`, `useLingui`, `msg`, `plural`) with Babel, only in
 * the files that import them, before the React plugin's own transform. @vitejs/plugin-react 6 has
 * no Babel step of its own any more, and the Rolldown Babel plugin asks for a newer Node than ours,
 * so this is the few lines it takes. The app build, the server-render build and vitest all use it.
 * The macros keep the English (`stripMessageField: false`) for a second pass that moves it into
 * registerEnglish() calls (above); the Chinese catalogues are compiled by @lingui/vite-plugin.
 */
export function linguiMacro({ awaitTexts = false }: { awaitTexts?: boolean } = {}) {
  /** Modules that register texts (their chunk waits for them, below). */
  const withTexts = new Set<string>();
  return {
    name: "bnomo-lingui-macro",
    enforce: "pre" as const,
    /**
     * With `awaitTexts` (the browser's build): every lazily loaded chunk that registers texts ends
     * with `await __i18nReady()` (i18n.ts), so on a page in Chinese the import of a route or a
     * lazy part resolves only once the catalogues of its modules are loaded: it renders in Chinese
     * from its first frame, and a Chinese page loads the catalogues of the modules it uses, not all
     * of them. The entry needs none: the app activates the language after its modules have loaded.
     */
    renderChunk(code: string, chunk: { isEntry: boolean; moduleIds: readonly string[] }) {
      if (!awaitTexts || chunk.isEntry || !chunk.moduleIds.some((m) => withTexts.has(m))) return null;
      return { code: `${code}\nawait globalThis.__i18nReady?.();\n`, map: null };
    },
    async transform(code: string, id: string) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes("/node_modules/") || !MACRO_IMPORT.test(code))
        return null;
      const parserOpts = {
        plugins: file.endsWith("x") ? ["typescript" as const, "jsx" as const] : ["typescript" as const],
      };
      const expanded = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts,
        plugins: [["@lingui/babel-plugin-lingui-macro", { stripMessageField: false }]],
      });
      if (!expanded?.code) return null;
      const result = await transformAsync(expanded.code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        inputSourceMap: expanded.map ?? undefined,
        parserOpts,
        plugins: [() => registerEnglishPlugin(catalogOf(file))],
      });
      if (!result?.code) return null;
      withTexts.add(id);
      return { code: result.code, map: result.map };
    },
  };
}
