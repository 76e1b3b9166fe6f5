import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as TvFormScreen } from "./tv-screens-Dks5UXTS.js";

// src/client/routes/tv-display.add.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/tv-display.add.tsx?tsr-split=component";
var SplitComponent = () =>
  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    TvFormScreen,
    {},
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 2,
      columnNumber: 30,
    },
    void 0,
  );

export { SplitComponent as component };
