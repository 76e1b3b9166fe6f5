import { I as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as PayScreen } from "./payment-screens-C1Mc7OZ0.js";

// src/client/routes/pay.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/pay.tsx?tsr-split=component";
function Pay() {
  const { orderNumber, paymentMethodId } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PayScreen,
    {
      orderNumber: orderNumber ?? "",
      paymentMethodId: paymentMethodId ?? "",
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 7,
      columnNumber: 10,
    },
    this,
  );
}

export { Pay as component };
