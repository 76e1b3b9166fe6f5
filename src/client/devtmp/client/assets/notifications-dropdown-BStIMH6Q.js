import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as NotificationList } from "./notification-list-CJpRMQPF.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/features/notifications/notifications-dropdown.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/notifications/notifications-dropdown.tsx";
/**
 * The bell's panel (the shell's `slots.notificationsDropdown`). Focus moves into it on open and
 * back to the bell on Escape or after opening a notification.
 */
function NotificationsDropdown({ onClose }) {
  const box = (0, import_react.useRef)(null);
  const opener = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => {
    const active = document.activeElement;
    opener.current =
      active && active !== document.body ? active : document.querySelector("button[data-bell]");
    box.current?.focus();
  }, []);
  const close = (0, import_react.useCallback)(() => {
    opener.current?.focus();
    onClose();
  }, [onClose]);
  const onKeyDown = (e) => {
    if (e.key === "Escape") {
      e.preventDefault();
      close();
    }
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      ref: box,
      tabIndex: -1,
      onKeyDown,
      className: "outline-none",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        NotificationList,
        {
          variant: "dropdown",
          onNavigate: close,
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 34,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 33,
      columnNumber: 5,
    },
    this,
  );
}

export { NotificationsDropdown as default };
