import {
  Qt as ApiCodeError,
  $t as api,
  pt as Button,
  Et as EmptyState,
  an as HttpError,
  qt as identityAtom,
  Dt as Page,
  Cn as queryOptions,
  Ot as Skeleton,
  vn as useAtomValue,
} from "./index-BAN1tMZn.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as Link } from "./link-hzUJy3xG.js";
import "./api-CDAijywg.js";

// src/client/features/stores-admin/query-failed.tsx
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$1 = "/work/main/src/client/features/stores-admin/query-failed.tsx";
/** A failed load without data: what happened and a retry. */
function Failed({ error, retry }) {
  const offline = error instanceof HttpError && error.status === 0;
  const missing = error instanceof ApiCodeError && error.code === 10004;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    EmptyState,
    {
      title: offline ? "You are offline" : missing ? "Not found" : "Something went wrong",
      body: offline
        ? "This page has not been saved on this device yet. Connect and try again."
        : error.message,
      action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Button,
        {
          variant: "secondary",
          onClick: retry,
          children: "Try again",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName$1,
          lineNumber: 16,
          columnNumber: 9,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 10,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/stores-admin/store-gate.tsx
var _jsxFileName = "/work/main/src/client/features/stores-admin/store-gate.tsx";
var primaryLinkClass =
  "focus-ring inline-flex h-10 items-center justify-center rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white shadow-sm hover:bg-orange-600";
var secondaryLinkClass =
  "focus-ring inline-flex h-10 items-center justify-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50";
/** The store the user acts as (null: Personal; undefined: identity still loading). */
function useActingStore() {
  const identity = useAtomValue(identityAtom);
  if (!identity) return void 0;
  const id = identity.user.storeId;
  if (id === null) return null;
  return {
    id,
    storeName: identity.stores.find((s) => s.id === id)?.storeName ?? "Your store",
  };
}
/**
 * Store tools work for a store identity only: Personal gets a screen that says so and links to
 * /changeIdentity. `children` receives the store.
 */
function StoreGate({ heading, children, width }) {
  const store = useActingStore();
  if (store === void 0)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading,
        width,
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Skeleton,
          { className: "h-64 rounded-2xl" },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 38,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 37,
        columnNumber: 7,
      },
      this,
    );
  if (store === null)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading,
        width,
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: "Switch to a store to use this",
            body: `${heading} belongs to a store. You are acting as Personal: switch to one of your stores first.`,
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Link,
              {
                to: "/changeIdentity",
                className: primaryLinkClass,
                children: "Change identity",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 48,
                columnNumber: 13,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 44,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 43,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    import_jsx_dev_runtime.Fragment,
    { children: children(store) },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 55,
      columnNumber: 10,
    },
    this,
  );
}
/** Query keys of the store tools; store-scoped keys carry the store id so identities never mix. */
var storeToolKeys = {
  all: ["store-tools"],
  tvDevices: (storeId) => [...storeToolKeys.all, storeId, "tv"],
  tvDevice: (storeId, id) => [...storeToolKeys.tvDevices(storeId), id],
  tvDisplay: (code) => [...storeToolKeys.all, "display", code],
  printItems: (storeId, page, q = "") => [...storeToolKeys.all, storeId ?? "personal", "print", q, page],
  apps: (storeId) => [...storeToolKeys.all, storeId, "apps"],
  configuration: (storeId) => [...storeToolKeys.all, storeId, "configuration"],
  connections: (storeId) => [...storeToolKeys.all, storeId, "connections"],
};
var tvDevicesQuery = (storeId) =>
  queryOptions({
    queryKey: storeToolKeys.tvDevices(storeId),
    queryFn: () => api.get("/tv/devices", { pageSize: 50 }, { toast: false }),
  });
var tvDeviceQuery = (storeId, id) =>
  queryOptions({
    queryKey: storeToolKeys.tvDevice(storeId, id),
    queryFn: () => api.get("/tv/device", { id }, { toast: false }),
  });
/**
 * The TV's own view: public. The TV stream keeps it current (use-tv-stream.ts); the rare refetch is
 * only a safety net should a change ever slip past a stream.
 */
var tvDisplayQuery = (code) =>
  queryOptions({
    queryKey: storeToolKeys.tvDisplay(code),
    queryFn: () =>
      api.get(
        "/tv/display",
        { device: code },
        {
          public: true,
          toast: false,
        },
      ),
    refetchInterval: 18e5,
    staleTime: Number.POSITIVE_INFINITY,
  });
/** A page of the live items of the identity, for labels and the TV picker; `q` narrows by title words or code. */
var printItemsQuery = (storeId, page, q = "") =>
  queryOptions({
    queryKey: storeToolKeys.printItems(storeId, page, q),
    queryFn: () =>
      api.get(
        "/print/items",
        {
          currentPage: page,
          pageSize: 50,
          ...(q ? { q } : {}),
        },
        { toast: false },
      ),
    placeholderData: (prev) => prev,
    staleTime: 3e4,
  });
var platformAppsQuery = (storeId) =>
  queryOptions({
    queryKey: storeToolKeys.apps(storeId),
    queryFn: () => api.get("/platform/apps", { pageSize: 50 }, { toast: false }),
  });
var configurationQuery = (storeId) =>
  queryOptions({
    queryKey: storeToolKeys.configuration(storeId),
    queryFn: () => api.get("/store/configurations", void 0, { toast: false }),
    staleTime: 3e5,
  });
var connectedAppsQuery = (storeId) =>
  queryOptions({
    queryKey: storeToolKeys.connections(storeId),
    queryFn: () => api.get("/platform/connections", void 0, { toast: false }),
  });

export {
  configurationQuery as t,
  connectedAppsQuery as n,
  Failed as p,
  platformAppsQuery as r,
  primaryLinkClass as u,
  printItemsQuery as i,
  StoreGate as l,
  secondaryLinkClass as d,
  storeToolKeys as a,
  tvDeviceQuery as o,
  tvDevicesQuery as s,
  tvDisplayQuery as c,
  useActingStore as f,
};
