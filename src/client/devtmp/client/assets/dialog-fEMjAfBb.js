import { t as cx } from "./cx-ClXQrqf-.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";

// src/client/ui/dialog.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/ui/dialog.tsx";
/**
 * A modal on the native <dialog>: the browser gives the focus trap, inert background, Escape to
 * close and the top layer; we restore focus to the opener on close.
 */
function Dialog({ open, onClose, title, hideTitle, children, placement = "center", className }) {
  const ref = (0, import_react.useRef)(null);
  const opener = (0, import_react.useRef)(null);
  (0, import_react.useEffect)(() => {
    const d = ref.current;
    if (!d) return;
    if (open && !d.open) {
      opener.current = document.activeElement;
      d.showModal();
    } else if (!open && d.open) {
      d.close();
      opener.current?.focus?.();
    }
  }, [open]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "dialog",
    {
      ref,
      "aria-label": title,
      onCancel: (e) => {
        e.preventDefault();
        onClose();
      },
      onClick: (e) => {
        if (e.target === ref.current) onClose();
      },
      className: cx(
        "backdrop:bg-slate-900/50 open:animate-[fade-in_150ms_ease-out]",
        placement === "left"
          ? "m-0 h-dvh max-h-none w-[86vw] max-w-sm bg-white p-0 shadow-2xl"
          : "m-auto w-[min(92vw,28rem)] rounded-2xl bg-white p-6 shadow-2xl",
        className,
      ),
      children:
        open &&
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          import_jsx_dev_runtime.Fragment,
          {
            children: [
              !hideTitle &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "h2",
                  {
                    className: "mb-3 text-lg font-bold text-slate-900",
                    children: title,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 65,
                    columnNumber: 26,
                  },
                  this,
                ),
              children,
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 64,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 44,
      columnNumber: 5,
    },
    this,
  );
}
/** A yes/no question. */
function ConfirmDialog({
  open,
  message,
  confirmLabel = "Yes",
  cancelLabel = "No",
  busy,
  onConfirm,
  onCancel,
}) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Dialog,
    {
      open,
      onClose: onCancel,
      title: message,
      hideTitle: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-base font-semibold text-slate-900",
            children: message,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 95,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-6 flex justify-end gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  autoFocus: true,
                  onClick: onCancel,
                  className:
                    "focus-ring h-10 rounded-lg px-4 text-sm font-semibold text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50",
                  children: cancelLabel,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 97,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "button",
                {
                  type: "button",
                  onClick: onConfirm,
                  disabled: busy,
                  className:
                    "focus-ring h-10 rounded-lg bg-orange-500 px-5 text-sm font-semibold text-white hover:bg-orange-600 disabled:opacity-60",
                  children: confirmLabel,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 105,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 96,
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
      lineNumber: 94,
      columnNumber: 5,
    },
    this,
  );
}

export { ConfirmDialog as t, Dialog as n };
