import { pt as Button, Et as EmptyState, an as HttpError } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/accounts/query-state.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/accounts/query-state.tsx";
/**
 * Loading, failure and data of one query: data (fresh or persisted) wins; a failure without data
 * says what happened and offers a retry.
 */
function QueryState({ query, skeleton, children }) {
  if (query.data !== void 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      import_jsx_dev_runtime.Fragment,
      { children: children(query.data) },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 20,
        columnNumber: 40,
      },
      this,
    );
  if (query.isError) {
    const offline = query.error instanceof HttpError && query.error.status === 0;
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      EmptyState,
      {
        title: offline ? "You are offline" : "Something went wrong",
        body: offline
          ? "This page has not been saved on this device yet. Connect and try again."
          : query.error.message,
        action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            variant: "secondary",
            onClick: () => void query.refetch(),
            children: "Try again",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 32,
            columnNumber: 11,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 24,
        columnNumber: 7,
      },
      this,
    );
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    { children: skeleton },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 39,
      columnNumber: 10,
    },
    this,
  );
}

export { QueryState as t };
