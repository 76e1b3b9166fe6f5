import { w as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as WithdrawResultScreen } from "./withdraw-screens-J5b5qacm.js";

// src/client/routes/withdrawResult.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/withdrawResult.tsx?tsr-split=component";
function WithdrawResult() {
  const { payoutId } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    WithdrawResultScreen,
    { payoutId: payoutId ?? "" },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 6,
      columnNumber: 10,
    },
    this,
  );
}

export { WithdrawResult as component };
