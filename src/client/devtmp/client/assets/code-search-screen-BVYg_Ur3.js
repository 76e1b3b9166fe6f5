import { pt as Button, mn as Code, en as http, Dt as Page } from "./index-BAN1tMZn.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as useRouter } from "./useRouter-bDiZYcc0.js";
import "./api-CDAijywg.js";
import { i as itemNumberBySinCode } from "./catalog-queries-CJhAGVIC.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/search/code-search-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/search/code-search-screen.tsx";
/** The item number a typed code stands for: a sinCode first, else an item number that exists. */
async function findItemNumber(code) {
  const c = code.trim();
  if (!c) return null;
  const bySin = await itemNumberBySinCode(c).catch(() => null);
  if (bySin?.status_code === Code.OK && bySin.res_data?.itemNumber) return bySin.res_data.itemNumber;
  const byNumber = await http.get("/item/detail", { itemNumber: c }, { toast: false }).catch(() => null);
  if (byNumber?.status_code === Code.OK && byNumber.res_data?.itemNumber) return byNumber.res_data.itemNumber;
  return null;
}
/** A field that finds an item by the code under its QR code or by its item number. */
function CodeForm({ initial = "", autoFocus = false }) {
  const router = useRouter();
  const [code, setCode] = (0, import_react.useState)(initial);
  const [error, setError] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(false);
  const run = async (value) => {
    const c = value.trim();
    if (!c) {
      setError("Enter the code printed with the item’s QR code, or its item number.");
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const itemNumber = await findItemNumber(c);
      if (itemNumber) router.navigate({ href: `/itemDetail/${encodeURIComponent(itemNumber)}` });
      else
        setError(
          navigator.onLine
            ? `No item has the code “${c}”.`
            : "You are offline. Try again when you are back online.",
        );
    } finally {
      setBusy(false);
    }
  };
  const ran = (0, import_react.useRef)(false);
  (0, import_react.useEffect)(() => {
    if (ran.current || !initial.trim()) return;
    ran.current = true;
    run(initial);
  });
  const submit = (e) => {
    e.preventDefault();
    run(code);
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: "flex flex-col gap-3 sm:flex-row sm:items-start",
      noValidate: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Item code",
            hint: "The code printed under the item’s QR code, or its item number.",
            error,
            value: code,
            autoFocus,
            autoCapitalize: "characters",
            autoComplete: "off",
            spellCheck: false,
            onChange: (e) => setCode(e.target.value),
            className: "flex-1",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 67,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Button,
          {
            type: "submit",
            size: "lg",
            busy,
            className: "sm:mt-7",
            children: "Find item",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 79,
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
      lineNumber: 66,
      columnNumber: 5,
    },
    this,
  );
}
/** /codeSearch */
function CodeSearchScreen({ code }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Find an item by code",
      width: "narrow",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "rounded-2xl bg-white p-5 ring-1 ring-slate-200",
          children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            CodeForm,
            {
              initial: code ?? "",
              autoFocus: true,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 91,
              columnNumber: 9,
            },
            this,
          ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 90,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 89,
      columnNumber: 5,
    },
    this,
  );
}

export { CodeForm as t, CodeSearchScreen as n };
