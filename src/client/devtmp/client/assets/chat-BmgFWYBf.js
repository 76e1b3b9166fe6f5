import { n as ChatScreen } from "./chat-screen-BD8fIGXZ.js";
import { X as Route } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/routes/chat.tsx?tsr-split=component
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/routes/chat.tsx?tsr-split=component";
var SplitComponent = function Chat() {
  const { sessionId, itemNumber, orderNumber } = Route.useSearch();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ChatScreen,
    {
      sessionId,
      itemNumber,
      orderNumber,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 9,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
