import { p as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { a as PaymentScreen } from "./payment-screens-C1Mc7OZ0.js";

// src/client/routes/payment.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/payment.$id.tsx?tsr-split=component";
function Payment() {
  const { id } = Route.useParams();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    PaymentScreen,
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

export { Payment as component };
