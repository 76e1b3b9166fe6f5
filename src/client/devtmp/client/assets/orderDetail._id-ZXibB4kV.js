import { m as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as BuyerOrderDetailScreen } from "./order-detail-screens-R0nkgDQz.js";

// src/client/routes/orderDetail.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/orderDetail.$id.tsx?tsr-split=component";
function OrderDetail() {
  const { id } = Route.useParams();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    BuyerOrderDetailScreen,
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

export { OrderDetail as component };
