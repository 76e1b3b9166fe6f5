import { C as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as AgreeRefundScreen } from "./refund-screens-BzVTzgSr.js";

// src/client/routes/agreeRefund.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/agreeRefund.$id.tsx?tsr-split=component";
function Screen() {
  const { id } = Route.useParams();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AgreeRefundScreen,
    { orderNumber: id },
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

export { Screen as component };
