import { F as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { i as PaymentResultScreen } from "./payment-screens-C1Mc7OZ0.js";

// src/client/routes/paymentResult.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/paymentResult.tsx?tsr-split=component";
function PaymentResult() {
  const { orderNumber, status } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PaymentResultScreen,
    {
      orderNumber: orderNumber ?? "",
      status: status ?? "",
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

export { PaymentResult as component };
