import { a as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as StoreEditScreen } from "./store-screens-COE4AHoE.js";

// src/client/routes/store.$action.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/store.$action.tsx?tsr-split=component";
var SplitComponent = function StoreAction() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    StoreEditScreen,
    {
      action: Route.useParams().action,
      id: Route.useSearch().id || void 0,
    },
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
