import { P as Route } from "./index-BAN1tMZn.js";
import { t as ItemFormScreen } from "./item-form-screen-CnyOccf3.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/postItem.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/postItem.tsx?tsr-split=component";
var SplitComponent = function PostItem() {
  const { draft } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ItemFormScreen,
    { localId: draft || void 0 },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 7,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
