import { t as CityScreen } from "./city-screen-DsO5iw8p.js";
import { q as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/cityLocation.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/cityLocation.tsx?tsr-split=component";
var SplitComponent = function CityLocation() {
  const navigate = Route.useNavigate();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    CityScreen,
    {
      q: Route.useSearch().q ?? "",
      onSearch: (q) =>
        void navigate({
          search: { q },
          replace: true,
        }),
    },
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
