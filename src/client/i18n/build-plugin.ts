import { transformAsync } from "@babel/core";

/** Files that import a Lingui macro (`@lingui/core/macro`, `@lingui/react/macro`). */
const MACRO_IMPORT = /from\s*["']@lingui\/(?:core|react)\/macro["']/;

/**
 * Vite plugin: compiles Lingui's macros (`Trans`, `useLingui`, `msg`, `plural`) with Babel, only in
 * the files that import them, before the React plugin's own transform. @vitejs/plugin-react 6 has
 * no Babel step of its own any more, and the Rolldown Babel plugin asks for a newer Node than ours,
 * so this is the few lines it takes. The app build, the server-render build and vitest all use it.
 * In a production build the macro drops the English text from the code: it lives in the English
 * catalogue (src/client/i18n/locales/en.po), compiled by @lingui/vite-plugin.
 */
export function linguiMacro() {
  return {
    name: "bnomo-lingui-macro",
    enforce: "pre" as const,
    async transform(code: string, id: string) {
      const file = id.split("?")[0] ?? id;
      if (!/\.[cm]?[jt]sx?$/.test(file) || file.includes("/node_modules/") || !MACRO_IMPORT.test(code))
        return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith("x") ? ["typescript", "jsx"] : ["typescript"] },
        plugins: ["@lingui/babel-plugin-lingui-macro"],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}
