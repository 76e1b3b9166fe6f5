import { k as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as SignInVerifyScreen } from "./sign-in-screens-B65o0MmT.js";

// src/client/routes/signInVerify.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/signInVerify.tsx?tsr-split=component";
var SplitComponent = function SignInVerify() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SignInVerifyScreen,
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
