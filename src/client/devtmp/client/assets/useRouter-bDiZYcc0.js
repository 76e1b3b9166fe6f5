import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// node_modules/@tanstack/react-router/dist/esm/routerContext.js
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var routerContext = import_react.createContext(null);
// node_modules/@tanstack/react-router/dist/esm/useRouter.js
/**
 * Access the current TanStack Router instance from React context.
 * Must be used within a `RouterProvider`.
 *
 * Options:
 * - `warn`: Log a warning if no router context is found (default: true).
 *
 * @returns The registered router instance.
 * @link https://tanstack.com/router/latest/docs/framework/react/api/router/useRouterHook
 */
function useRouter(opts) {
  const value = import_react.useContext(routerContext);
  if (!value) warnMissingRouter(opts);
  return value;
}
function warnMissingRouter(opts) {
  if (opts?.warn ?? true)
    console.warn("Warning: useRouter must be used inside a <RouterProvider> component!");
}

export { routerContext as n, useRouter as t };
