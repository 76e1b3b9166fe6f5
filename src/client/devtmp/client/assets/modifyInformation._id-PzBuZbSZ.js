import { h as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as ModifyInformationScreen } from "./profile-screens-_1fzA6ju.js";

// src/client/routes/modifyInformation.$id.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/modifyInformation.$id.tsx?tsr-split=component";
var SplitComponent = function ModifyInformation() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ModifyInformationScreen,
    { field: Route.useParams().id },
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
