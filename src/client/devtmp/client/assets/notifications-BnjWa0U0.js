import { Dt as Page } from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as NotificationList } from "./notification-list-CJpRMQPF.js";
import { n as PushOfferInline } from "./push-offer-Bdj4dywN.js";

// src/client/features/notifications/notifications-screen.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/notifications/notifications-screen.tsx";
/** /notifications: the dropdown's list, full page, with the push offer while undecided. */
function NotificationsScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Notifications",
      width: "narrow",
      className: "md:max-w-3xl",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          PushOfferInline,
          {},
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 9,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          NotificationList,
          { variant: "page" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 10,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName,
      lineNumber: 8,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/notifications.tsx?tsr-split=component
var SplitComponent = NotificationsScreen;

export { SplitComponent as component };
