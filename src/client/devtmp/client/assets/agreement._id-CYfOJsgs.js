import { x as Route } from "./index-BAN1tMZn.js";
import { n as AgreementScreen } from "./info-pages-xjIRfuP5.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/agreement.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/agreement.$id.tsx?tsr-split=component";
var SplitComponent = function Agreement() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    AgreementScreen,
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
