import { U as Route } from "./index-BAN1tMZn.js";
import { t as ItemFormScreen } from "./item-form-screen-CnyOccf3.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/editItem.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/editItem.tsx?tsr-split=component";
var SplitComponent = function EditItem() {
  const { itemNumber } = Route.useSearch();
  return itemNumber
    ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        ItemFormScreen,
        { itemNumber },
        itemNumber,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 7,
          columnNumber: 23,
        },
        this,
      )
    : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        ItemFormScreen,
        {},
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 7,
          columnNumber: 85,
        },
        this,
      );
};

export { SplitComponent as component };
