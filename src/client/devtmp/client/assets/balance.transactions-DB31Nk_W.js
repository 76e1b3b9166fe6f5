import { y as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { r as TransactionsScreen } from "./wallet-screens-C2u8fEr4.js";

// src/client/routes/balance.transactions.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/balance.transactions.tsx?tsr-split=component";
function Transactions() {
  const { type, page } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    TransactionsScreen,
    {
      type,
      page: page ?? 1,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 7,
      columnNumber: 10,
    },
    this,
  );
}

export { Transactions as component };
