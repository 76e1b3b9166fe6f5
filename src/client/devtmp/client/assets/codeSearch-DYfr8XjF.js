import { n as CodeSearchScreen } from "./code-search-screen-BVYg_Ur3.js";
import { G as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/codeSearch.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/codeSearch.tsx?tsr-split=component";
var SplitComponent = function CodeSearch() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    CodeSearchScreen,
    { code: Route.useSearch().code },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 4,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
