import { E as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as TemplateMoreScreen } from "./list-screens-BA5mDnU-.js";

// src/client/routes/templateMore.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/templateMore.tsx?tsr-split=component";
var SplitComponent = function TemplateMore() {
  const { title, ...search } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    TemplateMoreScreen,
    {
      search,
      title,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 8,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
