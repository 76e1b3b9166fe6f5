import { R as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as LoginScreen } from "./sign-in-screens-B65o0MmT.js";

// src/client/routes/login.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/login.tsx?tsr-split=component";
var SplitComponent = function Login() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    LoginScreen,
    { search: Route.useSearch() },
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
