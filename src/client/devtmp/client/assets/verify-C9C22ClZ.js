import { T as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as SignUpVerifyScreen } from "./sign-up-screens-CnGsKpub.js";

// src/client/routes/verify.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/verify.tsx?tsr-split=component";
var SplitComponent = function Verify() {
  const search = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SignUpVerifyScreen,
    {
      search,
      channel: search.account?.includes("@") ? "email" : "phone",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 5,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
