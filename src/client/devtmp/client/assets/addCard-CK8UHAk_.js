import { et as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as AddCardScreen } from "./payment-screens-C1Mc7OZ0.js";

// src/client/routes/addCard.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/addCard.tsx?tsr-split=component";
function AddCard() {
  const { orderNumber } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AddCardScreen,
    { orderNumber: orderNumber || void 0 },
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

export { AddCard as component };
