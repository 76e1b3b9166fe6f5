import { L as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { n as SellingScreen } from "./order-list-screens-C3s7XY8_.js";

// src/client/routes/orders.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/orders.tsx?tsr-split=component";
function Orders() {
  const { type } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SellingScreen,
    { type: type ?? "all" },
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

export { Orders as component };
