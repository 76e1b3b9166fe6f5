import {
  Qt as ApiCodeError,
  $t as api,
  pt as Button,
  Et as EmptyState,
  cn as fieldErrorList,
  Dt as Page,
  Ot as Skeleton,
  rn as showToast,
  wn as useQuery,
} from "./index-BAN1tMZn.js";
import { t as Link } from "./link-hzUJy3xG.js";
import { n as useQueryClient } from "./QueryClientProvider-CyHRSvor.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import "./stores-admin-D0WM6AzD.js";
import { t as newIdempotencyKey } from "./api-CDAijywg.js";
import { t as ConfirmDialog } from "./dialog-fEMjAfBb.js";
import { t as ItemPicker } from "./item-picker-DqxTvVev.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import {
  p as Failed,
  u as primaryLinkClass,
  l as StoreGate,
  d as secondaryLinkClass,
  a as storeToolKeys,
  o as tvDeviceQuery,
  s as tvDevicesQuery,
} from "./stores-admin-queries-CjY60wfr.js";
import { t as TextField } from "./text-field-C5q5EduD.js";

// src/client/features/stores-admin/tv-screens.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName = "/work/main/src/client/features/stores-admin/tv-screens.tsx";
var card = "rounded-2xl bg-white ring-1 ring-slate-200";
var displayUrl = (code) => `${location.origin}/tv-display?device=${code}`;
/** /tv-display: the store's TVs, each with its pairing code and the address the TV opens. */
function TvListScreen() {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    StoreGate,
    {
      heading: "TV Display",
      children: (store) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TvList,
          {
            storeId: store.id,
            storeName: store.storeName,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 24,
            columnNumber: 19,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 23,
      columnNumber: 5,
    },
    this,
  );
}
function TvList({ storeId, storeName }) {
  const q = useQuery(tvDevicesQuery(storeId));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading: "TV Display",
      actions: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        Link,
        {
          to: "/tv-display/add",
          className: primaryLinkClass,
          children: "Add device",
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 35,
          columnNumber: 9,
        },
        this,
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "-mt-2 mb-4 max-w-2xl text-sm text-slate-600",
            children: [
              "Show ",
              storeName,
              "'s items on a TV in your shop. Each device has a pairing code: open its address in the TV's browser and it cycles through your items with a QR code buyers can scan.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 40,
            columnNumber: 7,
          },
          this,
        ),
        q.data
          ? q.data.list.length === 0
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                EmptyState,
                {
                  title: "No TV devices yet",
                  body: "Add a device, then open its address on the TV.",
                  action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Link,
                    {
                      to: "/tv-display/add",
                      className: primaryLinkClass,
                      children: "Add device",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 50,
                      columnNumber: 15,
                    },
                    this,
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 46,
                  columnNumber: 11,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "ul",
                {
                  className: "grid gap-4 md:grid-cols-2 xl:grid-cols-3",
                  children: q.data.list.map((d) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      TvRow,
                      {
                        d,
                        storeId,
                      },
                      d.id,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 58,
                        columnNumber: 15,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 56,
                  columnNumber: 11,
                },
                this,
              )
          : q.isError
            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Failed,
                {
                  error: q.error,
                  retry: () => void q.refetch(),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 63,
                  columnNumber: 9,
                },
                this,
              )
            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "grid gap-4 md:grid-cols-2 xl:grid-cols-3",
                  children: [0, 1].map((i) =>
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Skeleton,
                      { className: "h-52 rounded-2xl" },
                      i,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 67,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 65,
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
      lineNumber: 32,
      columnNumber: 5,
    },
    this,
  );
}
function TvRow({ d, storeId }) {
  const qc = useQueryClient();
  const [confirm, setConfirm] = (0, import_react.useState)(false);
  const [busy, setBusy] = (0, import_react.useState)(false);
  async function remove() {
    setBusy(true);
    try {
      await api.post("/tv/devices/delete", { id: d.id });
      showToast(`${d.name} removed`, "success");
      await qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
    } catch {
    } finally {
      setBusy(false);
      setConfirm(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "li",
    {
      className: `${card} flex flex-col gap-3 p-4`,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex items-start justify-between gap-3",
            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "div",
              {
                className: "min-w-0",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "h2",
                    {
                      className: "truncate text-lg font-bold text-slate-900",
                      children: d.name,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 96,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-600",
                      children: [
                        d.layout === "grid" ? "Grid" : "Slideshow",
                        " ·",
                        " ",
                        d.itemFilter === "all" ? "All store items" : `${d.itemNumbers.length} chosen items`,
                        " · every",
                        " ",
                        d.rotationSeconds,
                        " s",
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 97,
                      columnNumber: 11,
                    },
                    this,
                  ),
                ],
              },
              void 0,
              true,
              {
                fileName: _jsxFileName,
                lineNumber: 95,
                columnNumber: 9,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 94,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "rounded-xl bg-slate-50 p-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                  children: "Pairing code",
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
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "font-mono text-2xl font-bold tracking-[0.2em] text-slate-900",
                  children: d.pairingCode,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 106,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "mt-1 break-all text-xs text-slate-500",
                  children: ["Open on the TV: ", displayUrl(d.pairingCode)],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 107,
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
            lineNumber: 104,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "mt-auto flex flex-wrap gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "a",
                {
                  href: `/tv-display?device=${d.pairingCode}`,
                  target: "_blank",
                  rel: "noopener",
                  className: secondaryLinkClass,
                  "aria-label": `Open display for ${d.name}`,
                  children: "Open display",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 110,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Link,
                {
                  to: "/tv-display/$id/edit",
                  params: { id: String(d.id) },
                  className: secondaryLinkClass,
                  "aria-label": `Edit ${d.name}`,
                  children: "Edit",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 119,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "ghost",
                  onClick: () => setConfirm(true),
                  "aria-label": `Delete ${d.name}`,
                  children: "Delete",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 127,
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
            lineNumber: 109,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          ConfirmDialog,
          {
            open: confirm,
            message: `Remove ${d.name}? Its pairing code stops working.`,
            confirmLabel: "Remove",
            cancelLabel: "Cancel",
            busy,
            onConfirm: () => void remove(),
            onCancel: () => setConfirm(false),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 131,
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
      lineNumber: 93,
      columnNumber: 5,
    },
    this,
  );
}
/** /tv-display/add and /tv-display/{id}/edit. */
function TvFormScreen({ id }) {
  const heading = id ? "Edit TV device" : "Add TV device";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    StoreGate,
    {
      heading,
      width: "narrow",
      children: (store) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          Page,
          {
            heading,
            width: "narrow",
            children: id
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  EditTv,
                  {
                    storeId: store.id,
                    id,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 151,
                    columnNumber: 17,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  TvForm,
                  { storeId: store.id },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 151,
                    columnNumber: 57,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 150,
            columnNumber: 9,
          },
          this,
        ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 148,
      columnNumber: 5,
    },
    this,
  );
}
function EditTv({ storeId, id }) {
  const q = useQuery(tvDeviceQuery(storeId, id));
  if (q.data)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      TvForm,
      {
        storeId,
        device: q.data,
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 160,
        columnNumber: 22,
      },
      this,
    );
  if (q.isError)
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Failed,
      {
        error: q.error,
        retry: () => void q.refetch(),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 161,
        columnNumber: 25,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Skeleton,
    { className: "h-96 rounded-2xl" },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 162,
      columnNumber: 10,
    },
    this,
  );
}
function errorsOf(err) {
  const list = err instanceof ApiCodeError ? fieldErrorList(err.envelope) : [];
  return Object.fromEntries(list.map((e) => [e.path, e.message]));
}
function TvForm({ storeId, device }) {
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [name, setName] = (0, import_react.useState)(device?.name ?? "");
  const [layout, setLayout] = (0, import_react.useState)(device?.layout ?? "slideshow");
  const [filter, setFilter] = (0, import_react.useState)(device?.itemFilter ?? "all");
  const [chosen, setChosen] = (0, import_react.useState)(
    () => new Map((device?.itemNumbers ?? []).map((n) => [n, null])),
  );
  const [seconds, setSeconds] = (0, import_react.useState)(String(device?.rotationSeconds ?? 10));
  const [errors, setErrors] = (0, import_react.useState)({});
  const [busy, setBusy] = (0, import_react.useState)(false);
  const [key] = (0, import_react.useState)(newIdempotencyKey);
  async function submit(e) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await api.post(
        "/tv/devices/save",
        {
          ...(device ? { id: device.id } : {}),
          name,
          layout,
          itemFilter: filter,
          itemNumbers: filter === "chosen" ? [...chosen.keys()] : [],
          rotationSeconds: Number(seconds),
        },
        {
          json: true,
          idempotencyKey: device ? void 0 : key,
        },
      );
      qc.setQueryData(storeToolKeys.tvDevices(storeId), (p) =>
        p
          ? {
              ...p,
              list: [saved, ...p.list.filter((d) => d.id !== saved.id)],
            }
          : p,
      );
      qc.invalidateQueries({ queryKey: storeToolKeys.tvDevices(storeId) });
      showToast(device ? "Device saved" : `Device added: pairing code ${saved.pairingCode}`, "success");
      navigate({ to: "/tv-display" });
    } catch (err) {
      setErrors(errorsOf(err));
    } finally {
      setBusy(false);
    }
  }
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "form",
    {
      onSubmit: submit,
      className: `${card} flex flex-col gap-5 p-5`,
      noValidate: true,
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Device name",
            value: name,
            onChange: (e) => setName(e.target.value),
            maxLength: 60,
            required: true,
            placeholder: "Front window TV",
            error: errors.name,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 217,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "fieldset",
          {
            className: "flex min-w-0 flex-col gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "legend",
                {
                  className: "mb-1 text-sm font-medium text-slate-800",
                  children: "Layout",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 227,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Choice,
                {
                  name: "layout",
                  value: "slideshow",
                  current: layout,
                  onChange: setLayout,
                  label: "Slideshow",
                  hint: "One item at a time, large",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 228,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Choice,
                {
                  name: "layout",
                  value: "grid",
                  current: layout,
                  onChange: setLayout,
                  label: "Grid",
                  hint: "Six items at a time",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 236,
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
            lineNumber: 226,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "fieldset",
          {
            className: "flex min-w-0 flex-col gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "legend",
                {
                  className: "mb-1 text-sm font-medium text-slate-800",
                  children: "Items",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 246,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Choice,
                {
                  name: "filter",
                  value: "all",
                  current: filter,
                  onChange: setFilter,
                  label: "All store items",
                  hint: "Every live listing of the store, newest first",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 247,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Choice,
                {
                  name: "filter",
                  value: "chosen",
                  current: filter,
                  onChange: setFilter,
                  label: "Chosen items",
                  hint: "Only the items you tick below",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 255,
                  columnNumber: 9,
                },
                this,
              ),
              filter === "chosen" &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "mt-1 rounded-xl border border-slate-200",
                    children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      ItemPicker,
                      {
                        storeId,
                        picked: chosen,
                        onChange: setChosen,
                        max: 100,
                        listLabel: "Store items",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 265,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 264,
                    columnNumber: 11,
                  },
                  this,
                ),
              errors.itemNumbers &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "p",
                  {
                    className: "text-xs font-medium text-rose-600",
                    children: errors.itemNumbers,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 274,
                    columnNumber: 32,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 245,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          TextField,
          {
            label: "Seconds per slide",
            type: "number",
            inputMode: "numeric",
            min: 3,
            max: 600,
            value: seconds,
            onChange: (e) => setSeconds(e.target.value),
            hint: `3–600 seconds`,
            error: errors.rotationSeconds,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 276,
            columnNumber: 7,
          },
          this,
        ),
        device &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-sm text-slate-600",
              children: [
                "Pairing code",
                " ",
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    className: "font-mono font-bold tracking-widest text-slate-900",
                    children: device.pairingCode,
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 290,
                    columnNumber: 11,
                  },
                  this,
                ),
                " ",
                "stays the same.",
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName,
              lineNumber: 288,
              columnNumber: 9,
            },
            this,
          ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex justify-end gap-3",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Link,
                {
                  to: "/tv-display",
                  className: secondaryLinkClass,
                  children: "Cancel",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 295,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  type: "submit",
                  busy,
                  children: device ? "Save device" : "Add device",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 298,
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
            lineNumber: 294,
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
      lineNumber: 216,
      columnNumber: 5,
    },
    this,
  );
}
function Choice({ name, value, current, onChange, label, hint }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "label",
    {
      className:
        "flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-orange-400 has-[:checked]:bg-orange-50",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "input",
          {
            type: "radio",
            name,
            value,
            checked: current === value,
            onChange: () => onChange(value),
            className: "mt-0.5 size-4 accent-orange-500",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 323,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "span",
          {
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "block text-sm font-semibold text-slate-900",
                  children: label,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 332,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "block text-xs text-slate-600",
                  children: hint,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 333,
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
            lineNumber: 331,
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
      lineNumber: 322,
      columnNumber: 5,
    },
    this,
  );
}

export { TvFormScreen as t, TvListScreen as n };
