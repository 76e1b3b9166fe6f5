import { c as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as SellerInfoScreen } from "./seller-screens-BO1YSXWy.js";

// src/client/routes/sellerInformation.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/sellerInformation.$id.tsx?tsr-split=component";
var SplitComponent = function SellerInformation() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SellerInfoScreen,
    { id: Route.useParams().id },
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
