import { _ as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as CategoryListScreen } from "./list-screens-BA5mDnU-.js";

// src/client/routes/classificationList.$cid.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/classificationList.$cid.tsx?tsr-split=component";
var SplitComponent = function ClassificationList() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    CategoryListScreen,
    {
      cid: Route.useParams().cid,
      search: Route.useSearch(),
    },
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
