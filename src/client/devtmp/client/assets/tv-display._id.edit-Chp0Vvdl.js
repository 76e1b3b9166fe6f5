import { n as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as TvFormScreen } from "./tv-screens-Dks5UXTS.js";

// src/client/routes/tv-display.$id.edit.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/tv-display.$id.edit.tsx?tsr-split=component";
var SplitComponent = function EditTv() {
  const id = Number(Route.useParams().id);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    TvFormScreen,
    { id: Number.isInteger(id) && id > 0 ? id : -1 },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 5,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
