import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import "./ui-BfiZzKoh.js";
import {
  ft as AppLink,
  $t as api,
  pt as Button,
  Et as EmptyState,
  Dt as Page,
  u as Route,
  kt as Spinner,
  At as useDocumentTitle,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";

// src/client/features/selling/sell-again-screen.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/selling/sell-again-screen.tsx";
/** One key per source item and tab: a reload or a double mount does not create a second draft. */
function keyFor(itemNumber) {
  const k = `sellAgainKey:${itemNumber}`;
  const existing = sessionStorage.getItem(k);
  if (existing) return existing;
  const fresh = newIdempotencyKey();
  sessionStorage.setItem(k, fresh);
  return fresh;
}
/** POST /item/sellAgain makes a prefilled draft from an ended or sold listing, then opens it. */
function SellAgainScreen({ itemNumber }) {
  useDocumentTitle("Sell again");
  const navigate = useNavigate();
  const [error, setError] = (0, import_react.useState)(null);
  const [attempt, setAttempt] = (0, import_react.useState)(0);
  (0, import_react.useEffect)(() => {
    let alive = true;
    setError(null);
    api
      .post(
        "/item/sellAgain",
        { itemNumber },
        {
          idempotencyKey: keyFor(itemNumber),
          toast: false,
        },
      )
      .then((r) => {
        sessionStorage.removeItem(`sellAgainKey:${itemNumber}`);
        if (alive)
          navigate({
            to: "/editItem",
            search: { itemNumber: r.itemNumber },
            replace: true,
          });
      })
      .catch(
        (e) =>
          alive &&
          setError(navigator.onLine ? e.message : "You are offline. Try again when you are back online."),
      );
    return () => {
      alive = false;
    };
  }, [itemNumber, attempt, navigate]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "Sell again",
      width: "narrow",
      children: error
        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            EmptyState,
            {
              title: "A new listing could not be made",
              body: error,
              action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex gap-3",
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        onClick: () => setAttempt((a) => a + 1),
                        children: "Try again",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 53,
                        columnNumber: 15,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      AppLink,
                      {
                        href: "/items?tab=ended",
                        className: "self-center font-semibold text-orange-700 underline",
                        children: "Back to my items",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$1,
                        lineNumber: 54,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 52,
                  columnNumber: 13,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 48,
              columnNumber: 9,
            },
            this,
          )
        : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "flex items-center gap-3 rounded-2xl bg-white p-6 ring-1 ring-slate-200",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  Spinner,
                  { label: "Preparing your new listing" },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 65,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-slate-700",
                    children: "Preparing a new listing from this one…",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 66,
                    columnNumber: 11,
                  },
                  this,
                ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$1,
              lineNumber: 64,
              columnNumber: 9,
            },
            this,
          ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 46,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/routes/sellAgain.$id.tsx?tsr-split=component
var _jsxFileName = "/work/main/src/client/routes/sellAgain.$id.tsx?tsr-split=component";
var SplitComponent = function SellAgain() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    SellAgainScreen,
    { itemNumber: Route.useParams().id },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 4,
      columnNumber: 10,
    },
    this,
  );
};

export { SplitComponent as component };
