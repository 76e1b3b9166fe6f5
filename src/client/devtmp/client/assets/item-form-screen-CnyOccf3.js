const __vite__mapDeps = (
  i,
  m = __vite__mapDeps,
  d = m.f ||
    (m.f = [
      "assets/drafts-BR8cDsHw.js",
      "assets/rolldown-runtime-SbdDWaPq.js",
      "assets/index-BAN1tMZn.js",
      "assets/react-4hkZzRew.js",
      "assets/query-HN9MFuoM.js",
      "assets/QueryClientProvider-CyHRSvor.js",
      "assets/jsx-runtime-cNwuCTLA.js",
      "assets/useRouter-bDiZYcc0.js",
      "assets/useNavigate-KEmBFHEf.js",
      "assets/matchContext-aCz5Afh0.js",
      "assets/useSelector-B17y36tr.js",
      "assets/storage-352Vgnio.js",
      "assets/link-hzUJy3xG.js",
      "assets/cx-ClXQrqf-.js",
      "assets/jsx-dev-runtime-IFDt3roe.js",
      "assets/route-search-BLjWEe1G.js",
      "assets/index-HnrQL3Z2.css",
    ]),
) => i.map((i) => d[i]);

import {
  t as deleteDraft,
  n as deletePhoto,
  i as findDraftByItemNumber,
  a as getDraft,
  o as getPhoto,
  s as latestUnsavedDraft,
  l as newLocalId,
  u as putDraft,
  d as putPhoto,
} from "./drafts-BR8cDsHw.js";
import {
  dt as __vitePreload,
  $t as api,
  pt as Button,
  mn as Code,
  Et as EmptyState,
  Jt as onlineAtom,
  Dt as Page,
  Ot as Skeleton,
  Yt as sessionAtom,
  rn as showToast,
  vn as useAtomValue,
  At as useDocumentTitle,
  wn as useQuery,
  yn as useSetAtom,
} from "./index-BAN1tMZn.js";
import { n as formatCents } from "./money-DGJvr2qW.js";
import { t as require_react } from "./react-4hkZzRew.js";
import { r as __toESM } from "./rolldown-runtime-SbdDWaPq.js";
import { t as upload } from "./upload-VCZ6Afwa.js";
import { n as useNavigate } from "./useNavigate-KEmBFHEf.js";
import "./ui-BfiZzKoh.js";
import { r as categoriesQuery } from "./catalog-queries-CJhAGVIC.js";
import { n as describeCity } from "./city-history-CMsUWq_v.js";
import { t as CONDITION_OPTIONS, r as conditionLabel } from "./conditions-UMBHp48_.js";
import { t as cx } from "./cx-ClXQrqf-.js";
import {
  n as centsOf,
  r as emptyForm,
  i as formFromSellerItem,
  a as formKeyOfPath,
  o as isCashOnly,
  s as photoIdOfFile,
  t as STEPS,
  c as saveFields,
  l as stepOfPath,
  u as validateAll,
  d as validateStep,
} from "./form-model-BG5Sj-P3.js";
import { t as citySearchQuery } from "./geo-queries-BnbZYSLy.js";
import { t as require_jsx_dev_runtime } from "./jsx-dev-runtime-IFDt3roe.js";
import { t as TextField } from "./text-field-C5q5EduD.js";
import {
  t as conflictEntryAtom,
  i as currentUserId,
  a as identityForEntries,
  o as outbox,
  s as requestBackgroundSync,
} from "./use-outbox-CaxsULoD.js";
import "./api-CDAijywg.js";
import { r as freeItemLimitQuery, a as sellerItemQuery } from "./selling-queries-CfSob5w7.js";

// src/client/features/selling/category-suggest.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_dev_runtime = require_jsx_dev_runtime();
var _jsxFileName$3 = "/work/main/src/client/features/selling/category-suggest.tsx";
/** The title as it was 400 ms ago: one request per pause in typing, not per key. */
function useSettled(value, ms = 400) {
  const [settled, setSettled] = (0, import_react.useState)(value);
  (0, import_react.useEffect)(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}
/**
 * Categories suggested from the title (GET /category/suggest learns them from the listings already
 * in the catalogue). A tap chooses one; the Category field stays the seller's to change.
 */
function CategorySuggest({ title, categoryId, onPick }) {
  const q = useSettled(title.trim());
  const s = useQuery({
    queryKey: ["category", "suggest", q.toLowerCase()],
    queryFn: () => api.get("/category/suggest", { title: q }, { toast: false }),
    enabled: q.length >= 3,
    staleTime: 3e5,
  });
  const list = q.length >= 3 ? (s.data?.list ?? []) : [];
  if (list.length === 0) return null;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "-mt-2",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            className: "text-xs font-medium text-slate-600",
            "aria-hidden": "true",
            children: "Suggested from your title",
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$3,
            lineNumber: 41,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "ul",
          {
            "aria-label": "Suggestions",
            className: "mt-1 flex flex-wrap gap-2",
            children: list.map((c) =>
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "li",
                {
                  children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "button",
                    {
                      type: "button",
                      "aria-pressed": categoryId === c.id,
                      title: c.path.join(" › "),
                      onClick: () => onPick(c.id),
                      className: cx(
                        "focus-ring inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 ring-inset",
                        categoryId === c.id
                          ? "bg-orange-500 text-white ring-orange-500"
                          : "bg-white text-slate-900 ring-slate-300 hover:bg-slate-50",
                      ),
                      children: c.name,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$3,
                      lineNumber: 48,
                      columnNumber: 13,
                    },
                    this,
                  ),
                },
                c.id,
                false,
                {
                  fileName: _jsxFileName$3,
                  lineNumber: 47,
                  columnNumber: 11,
                },
                this,
              ),
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName$3,
            lineNumber: 45,
            columnNumber: 7,
          },
          this,
        ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$3,
      lineNumber: 40,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/selling/location-field.tsx
var _jsxFileName$2 = "/work/main/src/client/features/selling/location-field.tsx";
/** The listing's city: the seller's own by default; another one through the geo city search. */
function LocationField({ city, defaultCity, error, onChange }) {
  const id = (0, import_react.useId)();
  const [searching, setSearching] = (0, import_react.useState)(false);
  const [q, setQ] = (0, import_react.useState)("");
  const [debounced, setDebounced] = (0, import_react.useState)("");
  (0, import_react.useEffect)(() => {
    const t = setTimeout(() => setDebounced(q), 250);
    return () => clearTimeout(t);
  }, [q]);
  const results = useQuery({
    ...citySearchQuery(debounced),
    enabled: searching && debounced.trim().length > 1,
  });
  const list = (results.data?.geonames ?? []).slice(0, 8);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "space-y-3",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className:
              "flex flex-wrap items-center justify-between gap-3 rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  children: [
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-xs font-medium uppercase tracking-wide text-slate-500",
                        children: "Item location",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$2,
                        lineNumber: 39,
                        columnNumber: 11,
                      },
                      this,
                    ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "text-base font-semibold text-slate-900",
                        children: [
                          city ?? defaultCity ?? "Your city",
                          city === null &&
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "span",
                              {
                                className: "ml-2 text-xs font-normal text-slate-500",
                                children: "(your city, the default)",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 43,
                                columnNumber: 15,
                              },
                              this,
                            ),
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName$2,
                        lineNumber: 40,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 38,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "div",
                {
                  className: "flex gap-2",
                  children: [
                    city !== null &&
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        Button,
                        {
                          variant: "ghost",
                          size: "sm",
                          onClick: () => onChange(null),
                          children: "Use my city",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$2,
                          lineNumber: 49,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      Button,
                      {
                        variant: "secondary",
                        size: "sm",
                        "aria-expanded": searching,
                        onClick: () => setSearching((s) => !s),
                        children: searching ? "Close" : "Change city",
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName$2,
                        lineNumber: 53,
                        columnNumber: 11,
                      },
                      this,
                    ),
                  ],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName$2,
                  lineNumber: 47,
                  columnNumber: 9,
                },
                this,
              ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$2,
            lineNumber: 37,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$2,
              lineNumber: 63,
              columnNumber: 17,
            },
            this,
          ),
        searching &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "space-y-2",
              children: [
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "label",
                  {
                    htmlFor: id,
                    className: "text-sm font-medium text-slate-800",
                    children: "Search a city",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 66,
                    columnNumber: 11,
                  },
                  this,
                ),
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "input",
                  {
                    id,
                    type: "search",
                    value: q,
                    autoComplete: "off",
                    placeholder: "e.g. Portland",
                    onChange: (e) => setQ(e.target.value),
                    className:
                      "focus-ring h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName$2,
                    lineNumber: 69,
                    columnNumber: 11,
                  },
                  this,
                ),
                results.isFetching &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-500",
                      children: "Searching…",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 78,
                      columnNumber: 34,
                    },
                    this,
                  ),
                results.isError &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-rose-600",
                      children: "City search is not available right now.",
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 80,
                      columnNumber: 13,
                    },
                    this,
                  ),
                list.length > 0 &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "ul",
                    {
                      "aria-label": "Cities",
                      className: "divide-y divide-slate-100 rounded-lg bg-white ring-1 ring-slate-200",
                      children: list.map((c) =>
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "li",
                          {
                            children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "button",
                              {
                                type: "button",
                                onClick: () => {
                                  onChange({
                                    name: c.name,
                                    lat: c.lat,
                                    lng: c.lng,
                                  });
                                  setSearching(false);
                                  setQ("");
                                },
                                className:
                                  "focus-ring w-full px-3 py-2.5 text-left text-sm hover:bg-slate-50",
                                children: describeCity(c),
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$2,
                                lineNumber: 89,
                                columnNumber: 19,
                              },
                              this,
                            ),
                          },
                          `${c.name}-${c.lat}-${c.lng}`,
                          false,
                          {
                            fileName: _jsxFileName$2,
                            lineNumber: 88,
                            columnNumber: 17,
                          },
                          this,
                        ),
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 83,
                      columnNumber: 13,
                    },
                    this,
                  ),
                debounced.trim().length > 1 &&
                  results.isSuccess &&
                  list.length === 0 &&
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "p",
                    {
                      className: "text-sm text-slate-500",
                      children: ["No city matches “", debounced, "”."],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName$2,
                      lineNumber: 105,
                      columnNumber: 13,
                    },
                    this,
                  ),
              ],
            },
            void 0,
            true,
            {
              fileName: _jsxFileName$2,
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
      fileName: _jsxFileName$2,
      lineNumber: 36,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/selling/image-resize.ts
/** Longest side after resizing on the device (spec: resized and compressed before upload). */
var MAX_SIDE = 1600;
/** The size an image of w x h gets so that its longest side is at most `max`. */
function fitWithin(w, h, max = MAX_SIDE) {
  const scale = Math.min(1, max / Math.max(w, h));
  return {
    width: Math.max(1, Math.round(w * scale)),
    height: Math.max(1, Math.round(h * scale)),
  };
}
/**
 * Resizes to at most 1600 px and re-encodes as WebP (JPEG where WebP encoding is missing), off the
 * main thread's layout (createImageBitmap + OffscreenCanvas). Re-encoding also drops the metadata
 * (location included) before anything leaves the device. Falls back to the original file when the
 * browser cannot decode it here (e.g. HEIC): the server checks and converts it.
 */
async function resizeImage(file) {
  if (typeof createImageBitmap !== "function" || typeof OffscreenCanvas === "undefined") return file;
  let bitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return file;
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext("2d");
    if (!ctx) return file;
    ctx.drawImage(bitmap, 0, 0, width, height);
    let out = await canvas.convertToBlob({
      type: "image/webp",
      quality: 0.85,
    });
    if (out.type !== "image/webp")
      out = await canvas.convertToBlob({
        type: "image/jpeg",
        quality: 0.85,
      });
    return out;
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}
// src/client/features/selling/photo-picker.tsx
var _jsxFileName$1 = "/work/main/src/client/features/selling/photo-picker.tsx";
/** Uploads in flight, by local photo id: a save waits for them instead of uploading twice. */
var inflight = /* @__PURE__ */ new Map();
var waitForUploads = () => Promise.all(inflight.values()).then(() => void 0);
/** Upload one device photo (resized already) and remember its fileId. */
async function uploadPhoto(id, onProgress) {
  const p = await getPhoto(id);
  if (!p?.blob || p.fileId) return "ready";
  if (!navigator.onLine) return "waiting";
  try {
    const env = await upload("/file/upload", p.blob, { onProgress });
    if (env.status_code !== Code.OK) return "failed";
    await putPhoto({
      ...p,
      fileId: env.res_data.fileId,
      url: env.res_data.url,
    });
    return "ready";
  } catch {
    return navigator.onLine ? "failed" : "waiting";
  }
}
/**
 * Pick or take photos, reorder, choose the cover (the first), remove. Each photo is resized on the
 * device, stored as a Blob in IndexedDB (so an offline draft keeps it), and uploaded at once when
 * online, with a progress bar and a retry; offline it is uploaded by the outbox when the save replays.
 */
function PhotoPicker({ photos, onChange, error, phone }) {
  const inputId = (0, import_react.useId)();
  const cameraId = (0, import_react.useId)();
  const [state, setState] = (0, import_react.useState)({});
  const urls = (0, import_react.useRef)(/* @__PURE__ */ new Map());
  const photosRef = (0, import_react.useRef)(photos);
  photosRef.current = photos;
  const patch = (id, p) =>
    setState((s) => ({
      ...s,
      [id]: {
        src: null,
        status: "ready",
        progress: 0,
        ...s[id],
        ...p,
      },
    }));
  (0, import_react.useEffect)(() => {
    for (const id of photos) {
      if (state[id]) continue;
      patch(id, { status: "ready" });
      getPhoto(id).then((p) => {
        if (!p) return;
        let src = p.url ?? null;
        if (p.blob) {
          src = urls.current.get(id) ?? URL.createObjectURL(p.blob);
          urls.current.set(id, src);
        }
        patch(id, {
          src,
          status: p.fileId || !p.blob ? "ready" : inflight.has(id) ? "uploading" : "waiting",
        });
      });
    }
  }, [photos]);
  (0, import_react.useEffect)(
    () => () => {
      for (const u of urls.current.values()) URL.revokeObjectURL(u);
    },
    [],
  );
  const startUpload = (id) => {
    patch(id, {
      status: "uploading",
      progress: 0,
    });
    const run = uploadPhoto(id, (f) => patch(id, { progress: f })).then((status) => {
      patch(id, {
        status,
        progress: status === "ready" ? 1 : 0,
      });
    });
    inflight.set(id, run);
    run.finally(() => inflight.delete(id));
  };
  const add = async (files) => {
    if (!files?.length) return;
    const room = 12 - photosRef.current.length;
    const picked = [...files].slice(0, Math.max(0, room));
    const ids = [];
    for (const file of picked) {
      const id = crypto.randomUUID();
      const blob = await resizeImage(file);
      await putPhoto({
        id,
        blob,
      });
      const src = URL.createObjectURL(blob);
      urls.current.set(id, src);
      patch(id, {
        src,
        status: "waiting",
      });
      ids.push(id);
    }
    onChange([...photosRef.current, ...ids]);
    for (const id of ids) startUpload(id);
  };
  const move = (i, to) => {
    const next = [...photos];
    const [x] = next.splice(i, 1);
    if (x === void 0) return;
    next.splice(to, 0, x);
    onChange(next);
  };
  const remove = (i) => {
    const id = photos[i];
    onChange(photos.filter((_, j) => j !== i));
    if (id && !id.startsWith("file:"))
      getPhoto(id).then((p) => {
        if (!p?.fileId) deletePhoto(id);
      });
  };
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "flex flex-wrap items-center gap-2",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "label",
                {
                  htmlFor: inputId,
                  className:
                    "focus-within:ring-2 inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
                  children: "Photos",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 138,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "input",
                {
                  id: inputId,
                  type: "file",
                  accept: "image/*",
                  multiple: true,
                  "aria-describedby": `${inputId}-hint`,
                  "aria-invalid": error ? true : void 0,
                  className: "sr-only",
                  onChange: (e) => {
                    add(e.currentTarget.files);
                    e.currentTarget.value = "";
                  },
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName$1,
                  lineNumber: 144,
                  columnNumber: 9,
                },
                this,
              ),
              phone &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  import_jsx_dev_runtime.Fragment,
                  {
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "label",
                        {
                          htmlFor: cameraId,
                          className:
                            "inline-flex h-11 cursor-pointer items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300",
                          children: "Take a picture",
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 159,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "input",
                        {
                          id: cameraId,
                          type: "file",
                          accept: "image/*",
                          capture: "environment",
                          className: "sr-only",
                          onChange: (e) => {
                            add(e.currentTarget.files);
                            e.currentTarget.value = "";
                          },
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 165,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 158,
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
            lineNumber: 137,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "p",
          {
            id: `${inputId}-hint`,
            className: "mt-1.5 text-xs text-slate-500",
            children: [
              "Up to ",
              12,
              " photos. The first one is the cover. Photos are resized on your device before they are sent.",
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName$1,
            lineNumber: 179,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              className: "mt-1 text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 183,
              columnNumber: 17,
            },
            this,
          ),
        photos.length > 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "ol",
            {
              className: "mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4",
              children: photos.map((id, i) => {
                const s = state[id];
                return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "li",
                  {
                    className: "relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "aspect-square",
                          children: s?.src
                            ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "img",
                                {
                                  src: s.src,
                                  alt:
                                    i === 0
                                      ? `Cover (1 of ${photos.length})`
                                      : `${i + 1} of ${photos.length}`,
                                  className: "size-full object-cover",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$1,
                                  lineNumber: 192,
                                  columnNumber: 21,
                                },
                                this,
                              )
                            : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "div",
                                { className: "size-full animate-pulse bg-slate-200" },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName$1,
                                  lineNumber: 198,
                                  columnNumber: 21,
                                },
                                this,
                              ),
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 190,
                          columnNumber: 17,
                        },
                        this,
                      ),
                      i === 0 &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className:
                              "absolute left-1 top-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-[11px] font-semibold text-white",
                            children: "Cover",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 202,
                            columnNumber: 19,
                          },
                          this,
                        ),
                      s?.status === "uploading" &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "progress",
                          {
                            className:
                              "absolute inset-x-1 bottom-10 h-1.5 w-[calc(100%-0.5rem)] accent-orange-500",
                            value: s.progress,
                            max: 1,
                            "aria-label": `Uploading photo ${i + 1}`,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 207,
                            columnNumber: 19,
                          },
                          this,
                        ),
                      s?.status === "waiting" &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "span",
                          {
                            className:
                              "absolute inset-x-1 bottom-10 rounded bg-amber-100 px-1 text-center text-[11px] font-medium text-amber-900",
                            children: "Uploads when online",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 215,
                            columnNumber: 19,
                          },
                          this,
                        ),
                      s?.status === "failed" &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "button",
                          {
                            type: "button",
                            onClick: () => startUpload(id),
                            className:
                              "focus-ring absolute inset-x-1 bottom-10 rounded bg-rose-600 px-1 text-[11px] font-semibold text-white",
                            children: "Upload failed — retry",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName$1,
                            lineNumber: 220,
                            columnNumber: 19,
                          },
                          this,
                        ),
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "div",
                        {
                          className: "grid grid-cols-2 gap-0.5 bg-white p-0.5",
                          children: [
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              IconBtn,
                              {
                                label: `Move photo ${i + 1} earlier`,
                                disabled: i === 0,
                                onClick: () => move(i, i - 1),
                                children: "‹",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 230,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              IconBtn,
                              {
                                label: `Make photo ${i + 1} the cover`,
                                disabled: i === 0,
                                onClick: () => move(i, 0),
                                children: "★",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 237,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              IconBtn,
                              {
                                label: `Remove photo ${i + 1}`,
                                onClick: () => remove(i),
                                children: "✕",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 244,
                                columnNumber: 19,
                              },
                              this,
                            ),
                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              IconBtn,
                              {
                                label: `Move photo ${i + 1} later`,
                                disabled: i === photos.length - 1,
                                onClick: () => move(i, i + 1),
                                children: "›",
                              },
                              void 0,
                              false,
                              {
                                fileName: _jsxFileName$1,
                                lineNumber: 247,
                                columnNumber: 19,
                              },
                              this,
                            ),
                          ],
                        },
                        void 0,
                        true,
                        {
                          fileName: _jsxFileName$1,
                          lineNumber: 229,
                          columnNumber: 17,
                        },
                        this,
                      ),
                    ],
                  },
                  id,
                  true,
                  {
                    fileName: _jsxFileName$1,
                    lineNumber: 189,
                    columnNumber: 15,
                  },
                  this,
                );
              }),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 185,
              columnNumber: 9,
            },
            this,
          ),
        photos.length === 0 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className:
                "mt-3 rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-500",
              children: "No photos yet. Good photos sell: add a few from different sides.",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 261,
              columnNumber: 9,
            },
            this,
          ),
        photos.length > 0 &&
          photos.length < 12 &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            Button,
            {
              variant: "ghost",
              className: "mt-2 h-11",
              onClick: () => document.getElementById(inputId)?.click(),
              children: "Add more",
            },
            void 0,
            false,
            {
              fileName: _jsxFileName$1,
              lineNumber: 266,
              columnNumber: 9,
            },
            this,
          ),
      ],
    },
    void 0,
    true,
    {
      fileName: _jsxFileName$1,
      lineNumber: 136,
      columnNumber: 5,
    },
    this,
  );
}
function IconBtn({ label, children, onClick, disabled }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "button",
    {
      type: "button",
      "aria-label": label,
      title: label,
      disabled,
      onClick,
      className: cx(
        "focus-ring inline-flex h-11 w-full items-center justify-center rounded text-lg text-slate-700 hover:bg-slate-100 disabled:opacity-30",
      ),
      children,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName$1,
      lineNumber: 290,
      columnNumber: 5,
    },
    this,
  );
}
// src/client/features/selling/item-form-screen.tsx
var _jsxFileName = "/work/main/src/client/features/selling/item-form-screen.tsx";
/** Stores the server's images as device photo records (fileId + url), so the form can list them offline. */
async function rememberServerPhotos(item) {
  await Promise.all(
    item.imageIds.map((fileId, i) =>
      putPhoto({
        id: photoIdOfFile(fileId),
        fileId,
        url: item.images[i] ?? "",
      }),
    ),
  );
}
function draftFromServer(item, userId, localId = newLocalId()) {
  const now = Date.now();
  return {
    localId,
    userId,
    itemNumber: item.itemNumber,
    baseVersion: item.version,
    form: formFromSellerItem(item),
    dirty: false,
    publishQueued: false,
    createdAt: now,
    updatedAt: now,
  };
}
/** Finds (or makes) the device draft this screen edits. */
function useDeviceDraft(itemNumber, localId) {
  const userId = currentUserId();
  const [load, setLoad] = (0, import_react.useState)({ phase: "loading" });
  const [attempt, setAttempt] = (0, import_react.useState)(0);
  const server = useQuery({
    ...sellerItemQuery(itemNumber ?? ""),
    enabled: Boolean(itemNumber),
  });
  const serverItem = server.data;
  const serverError = server.error;
  const found = (0, import_react.useRef)(false);
  (0, import_react.useEffect)(() => {
    found.current = false;
    setLoad({ phase: "loading" });
  }, [itemNumber, localId]);
  (0, import_react.useEffect)(() => {
    if (userId === null || found.current) return;
    let alive = true;
    (async () => {
      let d;
      if (itemNumber) d = await findDraftByItemNumber(userId, itemNumber);
      else if (localId) d = await getDraft(localId);
      else d = await latestUnsavedDraft(userId);
      if (!d && itemNumber) {
        if (!serverItem) {
          if (serverError || (!navigator.onLine && server.fetchStatus !== "fetching"))
            alive &&
              setLoad({
                phase: "missing",
                offline: !navigator.onLine,
                message: serverError instanceof Error ? serverError.message : void 0,
              });
          return;
        }
        await rememberServerPhotos(serverItem);
        d = draftFromServer(serverItem, userId);
        await putDraft(d);
      }
      if (!d) {
        const now = Date.now();
        d = {
          localId: localId ?? newLocalId(),
          userId,
          itemNumber: null,
          baseVersion: null,
          form: emptyForm(),
          dirty: false,
          publishQueued: false,
          createdAt: now,
          updatedAt: now,
        };
      }
      const chainEntries = (await outbox.list(userId)).filter((e) => e.chain === d.localId);
      if (!alive) return;
      found.current = true;
      setLoad({
        phase: "ready",
        draft: d,
        chainEntries,
      });
    })();
    return () => {
      alive = false;
    };
  }, [userId, itemNumber, localId, serverItem, serverError, server.fetchStatus, attempt]);
  return {
    ...load,
    retry: () => {
      setAttempt((a) => a + 1);
      server.refetch();
    },
  };
}
function ItemFormScreen({ itemNumber, localId }) {
  const load = useDeviceDraft(itemNumber, localId);
  const editing = Boolean(itemNumber);
  useDocumentTitle(editing ? "Edit item" : "Post item");
  if (load.phase === "loading")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: editing ? "Edit item" : "Post an item",
        width: "default",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-4",
            "aria-busy": "true",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-8 w-2/3" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 170,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-40 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 171,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-11 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 172,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Skeleton,
                { className: "h-11 w-full" },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 173,
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
            lineNumber: 169,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 168,
        columnNumber: 7,
      },
      this,
    );
  if (load.phase === "missing")
    return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
      Page,
      {
        heading: "Edit item",
        width: "narrow",
        children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          EmptyState,
          {
            title: load.offline ? "You are offline" : "This item could not be opened",
            body: load.offline
              ? "This item has not been opened on this device yet, so it cannot be edited while you are offline."
              : (load.message ?? "It may have been deleted, or it belongs to another account."),
            action: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              Button,
              {
                onClick: load.retry,
                children: "Try again",
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 187,
                columnNumber: 19,
              },
              this,
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 180,
            columnNumber: 9,
          },
          this,
        ),
      },
      void 0,
      false,
      {
        fileName: _jsxFileName,
        lineNumber: 179,
        columnNumber: 7,
      },
      this,
    );
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    ItemFormEditor,
    {
      initial: load.draft,
      chainEntries: load.chainEntries,
    },
    load.draft.localId,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 191,
      columnNumber: 10,
    },
    this,
  );
}
/** Leaf categories grouped under their top-level category (the select's options are leaves only). */
function leafGroups(tree) {
  const leavesOf = (n) =>
    n.children.length
      ? n.children.flatMap(leavesOf)
      : [
          {
            id: n.id,
            name: n.name,
          },
        ];
  return tree.map((n) => ({
    group: n.children.length ? n.name : null,
    leaves: leavesOf(n),
  }));
}
var toLocalInput = (ms) => {
  if (ms === null) return "";
  const d = new Date(ms);
  const p = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
var fromLocalInput = (v) => {
  if (!v) return null;
  const t = new Date(v).getTime();
  return Number.isNaN(t) ? null : t;
};
var DAY = 864e5;
function ItemFormEditor({ initial, chainEntries }) {
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const session = useAtomValue(sessionAtom);
  const openConflict = useSetAtom(conflictEntryAtom);
  const phone = useIsPhone();
  const cats = useQuery(categoriesQuery());
  const groups = (0, import_react.useMemo)(() => leafGroups(cats.data ?? []), [cats.data]);
  const server = useQuery({
    ...sellerItemQuery(initial.itemNumber ?? ""),
    enabled: Boolean(initial.itemNumber),
  });
  const [form, setForm] = (0, import_react.useState)(initial.form);
  const [errors, setErrors] = (0, import_react.useState)({});
  const [summary, setSummary] = (0, import_react.useState)(null);
  const [busy, setBusy] = (0, import_react.useState)(null);
  const [step, setStep] = (0, import_react.useState)(STEPS[0].id);
  const goTo = (0, import_react.useCallback)((id) => {
    setStep(id);
    requestAnimationFrame(() => scrollToStep(id));
  }, []);
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const [meta, setMetaState] = (0, import_react.useState)({
    itemNumber: initial.itemNumber,
    base: initial.baseVersion,
    dirty: initial.dirty,
    publishQueued: initial.publishQueued || chainEntries.some((e) => e.kind === "publish"),
    pending: chainEntries.length,
  });
  const metaRef = (0, import_react.useRef)(meta);
  const head = (0, import_react.useRef)(chainEntries.at(-1)?.id ?? null);
  const formRef = (0, import_react.useRef)(form);
  formRef.current = form;
  const setMeta = (0, import_react.useCallback)((patch) => {
    metaRef.current = {
      ...metaRef.current,
      ...patch,
    };
    setMetaState(metaRef.current);
  }, []);
  const persist = (0, import_react.useCallback)(
    (f) => {
      const m = metaRef.current;
      putDraft({
        ...initial,
        itemNumber: m.itemNumber,
        baseVersion: m.base,
        form: f,
        dirty: m.dirty,
        publishQueued: m.publishQueued,
        updatedAt: Date.now(),
      });
    },
    [initial],
  );
  /** Every change is written to the device at once (nothing typed is lost on reload or crash). */
  const update = (patch) => {
    const next = {
      ...formRef.current,
      ...patch,
    };
    formRef.current = next;
    setForm(next);
    setMeta({ dirty: true });
    persist(next);
    setErrors((e) => {
      const keys = Object.keys(patch);
      if (!keys.some((k) => e[k])) return e;
      const copy = { ...e };
      for (const k of keys) delete copy[k];
      return copy;
    });
  };
  (0, import_react.useEffect)(() => {
    const item = server.data;
    const m = metaRef.current;
    if (!item || m.dirty || m.pending > 0 || m.base === null || item.version <= m.base) return;
    rememberServerPhotos(item).then(() => {
      const f = formFromSellerItem(item);
      formRef.current = f;
      setForm(f);
      setMeta({ base: item.version });
      persist(f);
    });
  }, [server.data, persist, setMeta]);
  (0, import_react.useEffect)(() => {
    const refreshPending = () =>
      void outbox.list(initial.userId).then((l) => {
        const mine = l.filter((e) => e.chain === initial.localId);
        setMeta({
          pending: mine.length,
          publishQueued: mine.some((e) => e.kind === "publish"),
        });
      });
    return outbox.subscribe((e) => {
      if (e.type === "landed" && e.entry.chain === initial.localId) {
        if (e.entry.id === head.current) {
          setMeta({
            base: e.landed.version,
            itemNumber: e.landed.itemNumber,
          });
          persist(formRef.current);
        } else if (!metaRef.current.itemNumber) setMeta({ itemNumber: e.landed.itemNumber });
        if (e.entry.kind === "publish") {
          deleteDraft(initial.localId);
          showToast("Your listing is live.", "success");
        }
      }
      if (e.type === "dropped" && e.chain === initial.localId && e.current) {
        const item = e.current;
        head.current = null;
        rememberServerPhotos(item).then(() => {
          const f = formFromSellerItem(item);
          formRef.current = f;
          setForm(f);
          setMeta({
            base: item.version,
            itemNumber: item.itemNumber,
            dirty: false,
          });
          persist(f);
        });
      }
      refreshPending();
    });
  }, [initial.localId, initial.userId, persist, setMeta]);
  const showServerErrors = (entry) => {
    const list = entry.error?.errors ?? [];
    const next = {};
    for (const er of list)
      next[formKeyOfPath(er.path)] ??= `${er.message.charAt(0).toUpperCase()}${er.message.slice(1)}.`;
    setErrors(next);
    setSummary(entry.error?.message ?? "The server refused this change.");
    const first = list[0];
    if (first) goTo(stepOfPath(first.path));
  };
  const queue = async (kind) => {
    const m = metaRef.current;
    const f = formRef.current;
    const entry = await outbox.enqueue({
      kind,
      chain: initial.localId,
      after: head.current,
      userId: initial.userId,
      identityToken: identityForEntries(),
      itemNumber: m.itemNumber,
      version: m.base,
      fields: kind === "save" ? saveFields(f) : {},
      photoIds: kind === "save" ? f.photos : [],
      label: `${f.title.trim() || "Untitled item"}${kind === "publish" ? " — publish" : ""}`,
    });
    head.current = entry.id;
    return entry;
  };
  const submit = async (publish) => {
    const f = formRef.current;
    const errs = validateAll(f, {
      publish,
      now: Date.now(),
    });
    setSummary(null);
    if (Object.keys(errs).length) {
      setErrors(errs);
      setSummary(
        publish ? "Some details are missing before this can go live." : "Please fix the marked fields.",
      );
      const firstStep = STEPS.find(
        (s) =>
          Object.keys(
            validateStep(s.id, f, {
              publish,
              now: Date.now(),
            }),
          ).length,
      );
      if (firstStep) goTo(firstStep.id);
      return;
    }
    setErrors({});
    setBusy(publish ? "publish" : "save");
    try {
      if (navigator.onLine) await waitForUploads();
      const m = metaRef.current;
      let last = null;
      const saveEntry = m.dirty || m.base === null || !publish ? await queue("save") : null;
      last = saveEntry;
      setMeta({ dirty: false });
      if (publish) {
        last = await queue("publish");
        setMeta({ publishQueued: true });
      }
      persist(formRef.current);
      setMeta({ pending: metaRef.current.pending + (saveEntry ? 1 : 0) + (publish ? 1 : 0) });
      if (!navigator.onLine) {
        requestBackgroundSync();
        showToast(
          publish
            ? "You are offline. Publishing is queued: the listing is not live yet."
            : "Saved on this device. It will be sent when you are back online.",
          "info",
        );
        return;
      }
      await outbox.flush();
      for (const entry of [saveEntry, last]) {
        if (!entry) continue;
        const o = await outbox.outcome(entry.id);
        if (o.status === "failed") {
          await outbox.discard(entry.id);
          if (publish && entry.kind === "save" && last) await outbox.discard(last.id);
          head.current = null;
          setMeta({
            dirty: true,
            publishQueued: false,
          });
          persist(formRef.current);
          showServerErrors(o.entry);
          return;
        }
        if (o.status === "conflict") {
          openConflict(entry.id);
          return;
        }
        if (o.status === "pending") {
          showToast("Saved on this device. It will be sent when the connection is back.", "info");
          return;
        }
      }
      const o = last ? await outbox.outcome(last.id) : null;
      const number = (o?.status === "landed" ? o.landed : null)?.itemNumber ?? metaRef.current.itemNumber;
      if (publish && number) {
        await deleteDraft(initial.localId);
        navigate({
          to: "/itemDetail/$id",
          params: { id: number },
        });
        return;
      }
      showToast("Draft saved.", "success");
      if (!initial.itemNumber && number)
        navigate({
          to: "/editItem",
          search: { itemNumber: number },
          replace: true,
        });
    } finally {
      setBusy(null);
    }
  };
  const next = (step) => {
    const errs = validateStep(step, formRef.current, {
      publish: true,
      now: Date.now(),
    });
    setErrors((e) => ({
      ...e,
      ...errs,
    }));
    if (Object.keys(errs).length) {
      focusFirstInvalid(step);
      return;
    }
    const i = STEPS.findIndex((s) => s.id === step);
    const to = STEPS[i + 1];
    if (to) goTo(to.id);
  };
  const cashOnly = isCashOnly(form);
  const userCity = session.userInfo?.city ?? null;
  const live = server.data && server.data.status === "active";
  const heading = initial.itemNumber ? (live ? "Edit listing" : "Edit draft") : "Post an item";
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    Page,
    {
      heading,
      width: "default",
      className: "pb-28",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "div",
        {
          className: "grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]",
          children: [
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "form",
              {
                noValidate: true,
                "aria-label": heading,
                onSubmit: (e) => {
                  e.preventDefault();
                  submit(false);
                },
                className: "min-w-0 space-y-5",
                children: [
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    StepNav,
                    {
                      current: step,
                      onGo: goTo,
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 474,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  !initial.itemNumber &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      FreeItemLimitNote,
                      {},
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 475,
                        columnNumber: 35,
                      },
                      this,
                    ),
                  meta.publishQueued &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className:
                          "rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200",
                        children: [
                          "Publishing is queued and waits for the network: this listing is ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "strong",
                            { children: "not live yet" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 478,
                              columnNumber: 79,
                            },
                            this,
                          ),
                          ".",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 477,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  !online &&
                    !meta.publishQueued &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "p",
                      {
                        className: "rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700",
                        children: [
                          "You are offline. Everything you type is kept on this device; ",
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            "em",
                            { children: "Save draft" },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 483,
                              columnNumber: 76,
                            },
                            this,
                          ),
                          " queues the change and it is sent when you are back online.",
                        ],
                      },
                      void 0,
                      true,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 482,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  summary &&
                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                      "div",
                      {
                        role: "alert",
                        className:
                          "rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200",
                        children: summary,
                      },
                      void 0,
                      false,
                      {
                        fileName: _jsxFileName,
                        lineNumber: 488,
                        columnNumber: 13,
                      },
                      this,
                    ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Section,
                    {
                      step: "details",
                      index: 1,
                      current: step,
                      title: "Details",
                      onNext: () => next("details"),
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          TextField,
                          {
                            label: "Title",
                            value: form.title,
                            maxLength: 120,
                            autoComplete: "off",
                            error: errors.title,
                            hint: `${form.title.length}/120`,
                            onChange: (e) => update({ title: e.target.value }),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 497,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          TextArea,
                          {
                            label: "Description",
                            value: form.description,
                            error: errors.description,
                            onChange: (v) => update({ description: v }),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 506,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            className: "grid gap-4 sm:grid-cols-2",
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Select,
                                {
                                  label: "Category",
                                  value: form.categoryId === null ? "" : String(form.categoryId),
                                  error: errors.categoryId,
                                  onChange: (v) => update({ categoryId: v ? Number(v) : null }),
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "option",
                                      {
                                        value: "",
                                        children: cats.isPending
                                          ? "Loading categories…"
                                          : "Choose a category",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 519,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    groups.map((g) =>
                                      g.group
                                        ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            "optgroup",
                                            {
                                              label: g.group,
                                              children: g.leaves.map((l) =>
                                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                  "option",
                                                  {
                                                    value: l.id,
                                                    children: l.name,
                                                  },
                                                  l.id,
                                                  false,
                                                  {
                                                    fileName: _jsxFileName,
                                                    lineNumber: 524,
                                                    columnNumber: 25,
                                                  },
                                                  this,
                                                ),
                                              ),
                                            },
                                            g.group,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 522,
                                              columnNumber: 21,
                                            },
                                            this,
                                          )
                                        : g.leaves.map((l) =>
                                            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                              "option",
                                              {
                                                value: l.id,
                                                children: l.name,
                                              },
                                              l.id,
                                              false,
                                              {
                                                fileName: _jsxFileName,
                                                lineNumber: 531,
                                                columnNumber: 23,
                                              },
                                              this,
                                            ),
                                          ),
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 513,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                Select,
                                {
                                  label: "Condition",
                                  value: form.condition,
                                  error: errors.condition,
                                  onChange: (v) => update({ condition: v }),
                                  children: [
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "option",
                                      {
                                        value: "",
                                        children: "Choose the condition",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 544,
                                        columnNumber: 17,
                                      },
                                      this,
                                    ),
                                    CONDITION_OPTIONS.map((o) =>
                                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                        "option",
                                        {
                                          value: o.value,
                                          children: o.label,
                                        },
                                        o.value,
                                        false,
                                        {
                                          fileName: _jsxFileName,
                                          lineNumber: 546,
                                          columnNumber: 19,
                                        },
                                        this,
                                      ),
                                    ),
                                  ],
                                },
                                void 0,
                                true,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 538,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 512,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          CategorySuggest,
                          {
                            title: form.title,
                            categoryId: form.categoryId,
                            onPick: (categoryId) => update({ categoryId }),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 552,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 496,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Section,
                    {
                      step: "photos",
                      index: 2,
                      current: step,
                      title: "Photos",
                      onNext: () => next("photos"),
                      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        PhotoPicker,
                        {
                          photos: form.photos,
                          onChange: (photos) => update({ photos }),
                          error: errors.photos,
                          phone,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 560,
                          columnNumber: 13,
                        },
                        this,
                      ),
                    },
                    void 0,
                    false,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 559,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Section,
                    {
                      step: "price",
                      index: 3,
                      current: step,
                      title: "Price and sale type",
                      onNext: () => next("price"),
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "div",
                          {
                            children: [
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "p",
                                {
                                  id: "sale-type-label",
                                  className: "mb-2 text-sm font-medium text-slate-800",
                                  children: "Sale type",
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 576,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                "div",
                                {
                                  role: "radiogroup",
                                  "aria-labelledby": "sale-type-label",
                                  className: "grid grid-cols-2 gap-2",
                                  children: [
                                    ["fixed", "Fixed price", "Sell now at your price"],
                                    ["auction", "Auction", "Buyers bid; highest wins"],
                                  ].map(([value, label, hint]) =>
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "label",
                                      {
                                        className: cx(
                                          "flex cursor-pointer items-start gap-3 rounded-xl px-3 py-3 ring-1 ring-inset",
                                          form.saleType === value
                                            ? "bg-orange-50 ring-2 ring-orange-500"
                                            : "bg-white ring-slate-300",
                                        ),
                                        children: [
                                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                            "input",
                                            {
                                              type: "radio",
                                              name: "saleType",
                                              value,
                                              checked: form.saleType === value,
                                              onChange: () =>
                                                update(
                                                  value === "auction" && form.endTime === null
                                                    ? {
                                                        saleType: value,
                                                        endTime: roundToMinute(Date.now() + 7 * DAY),
                                                      }
                                                    : { saleType: value },
                                                ),
                                              className: "mt-1 accent-orange-500",
                                              "aria-labelledby": `sale-${value}-label`,
                                              "aria-describedby": `sale-${value}-hint`,
                                            },
                                            void 0,
                                            false,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 595,
                                              columnNumber: 21,
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
                                                    id: `sale-${value}-label`,
                                                    className: "block text-sm font-semibold text-slate-900",
                                                    children: label,
                                                  },
                                                  void 0,
                                                  false,
                                                  {
                                                    fileName: _jsxFileName,
                                                    lineNumber: 613,
                                                    columnNumber: 23,
                                                  },
                                                  this,
                                                ),
                                                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                  "span",
                                                  {
                                                    id: `sale-${value}-hint`,
                                                    className: "block text-xs text-slate-500",
                                                    children: hint,
                                                  },
                                                  void 0,
                                                  false,
                                                  {
                                                    fileName: _jsxFileName,
                                                    lineNumber: 616,
                                                    columnNumber: 23,
                                                  },
                                                  this,
                                                ),
                                              ],
                                            },
                                            void 0,
                                            true,
                                            {
                                              fileName: _jsxFileName,
                                              lineNumber: 612,
                                              columnNumber: 21,
                                            },
                                            this,
                                          ),
                                        ],
                                      },
                                      value,
                                      true,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 586,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                  ),
                                },
                                void 0,
                                false,
                                {
                                  fileName: _jsxFileName,
                                  lineNumber: 579,
                                  columnNumber: 15,
                                },
                                this,
                              ),
                            ],
                          },
                          void 0,
                          true,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 575,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        form.saleType === "fixed"
                          ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "div",
                              {
                                children: [
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    MoneyField,
                                    {
                                      label: "Price",
                                      value: form.price,
                                      error: errors.price,
                                      onChange: (price) => update({ price }),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 626,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  cashOnly &&
                                    /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                      "p",
                                      {
                                        className: "mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900",
                                        children:
                                          "Under $0.50 the buyer pays you in cash in person only (card payments start at $0.50).",
                                      },
                                      void 0,
                                      false,
                                      {
                                        fileName: _jsxFileName,
                                        lineNumber: 633,
                                        columnNumber: 19,
                                      },
                                      this,
                                    ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 625,
                                columnNumber: 15,
                              },
                              this,
                            )
                          : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                              "div",
                              {
                                className: "grid gap-4 sm:grid-cols-2",
                                children: [
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    MoneyField,
                                    {
                                      label: "Starting price",
                                      value: form.startPrice,
                                      error: errors.startPrice,
                                      onChange: (startPrice) => update({ startPrice }),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 640,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    MoneyField,
                                    {
                                      label: "Reserve price",
                                      optional: true,
                                      hint: "Hidden from buyers. The item sells only at or above it.",
                                      value: form.reservePrice,
                                      error: errors.reservePrice,
                                      onChange: (reservePrice) => update({ reservePrice }),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 646,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    MoneyField,
                                    {
                                      label: "Buy now price",
                                      optional: true,
                                      value: form.buyNowPrice,
                                      error: errors.buyNowPrice,
                                      onChange: (buyNowPrice) => update({ buyNowPrice }),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 654,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    Select,
                                    {
                                      label: "Soft close",
                                      value: String(form.softCloseSeconds),
                                      hint: "A bid in the last minutes extends the end by this much.",
                                      onChange: (v) => update({ softCloseSeconds: Number(v) }),
                                      children: [
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: "0",
                                            children: "Off",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 667,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: "60",
                                            children: "1 minute",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 668,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: "120",
                                            children: "2 minutes",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 669,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: "300",
                                            children: "5 minutes",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 670,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "option",
                                          {
                                            value: "600",
                                            children: "10 minutes",
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 671,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                      ],
                                    },
                                    void 0,
                                    true,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 661,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    TextField,
                                    {
                                      label: "Start time",
                                      type: "datetime-local",
                                      value: toLocalInput(form.startTime),
                                      hint: "Empty: starts when you publish.",
                                      error: errors.startTime,
                                      onChange: (e) => update({ startTime: fromLocalInput(e.target.value) }),
                                    },
                                    void 0,
                                    false,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 673,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                    "div",
                                    {
                                      children: [
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          TextField,
                                          {
                                            label: "End time",
                                            type: "datetime-local",
                                            value: toLocalInput(form.endTime),
                                            error: errors.endTime,
                                            onChange: (e) =>
                                              update({ endTime: fromLocalInput(e.target.value) }),
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 682,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                          "div",
                                          {
                                            className: "mt-2 flex flex-wrap gap-1.5",
                                            children: [3, 5, 7, 10].map((d) =>
                                              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                                                "button",
                                                {
                                                  type: "button",
                                                  onClick: () =>
                                                    update({
                                                      endTime: roundToMinute(
                                                        Math.max(form.startTime ?? 0, Date.now()) + d * DAY,
                                                      ),
                                                    }),
                                                  className:
                                                    "focus-ring rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200",
                                                  children: ["Ends in ", d, " days"],
                                                },
                                                d,
                                                true,
                                                {
                                                  fileName: _jsxFileName,
                                                  lineNumber: 691,
                                                  columnNumber: 23,
                                                },
                                                this,
                                              ),
                                            ),
                                          },
                                          void 0,
                                          false,
                                          {
                                            fileName: _jsxFileName,
                                            lineNumber: 689,
                                            columnNumber: 19,
                                          },
                                          this,
                                        ),
                                      ],
                                    },
                                    void 0,
                                    true,
                                    {
                                      fileName: _jsxFileName,
                                      lineNumber: 681,
                                      columnNumber: 17,
                                    },
                                    this,
                                  ),
                                ],
                              },
                              void 0,
                              true,
                              {
                                fileName: _jsxFileName,
                                lineNumber: 639,
                                columnNumber: 15,
                              },
                              this,
                            ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 568,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Section,
                    {
                      step: "location",
                      index: 4,
                      current: step,
                      title: "Location",
                      onNext: () => next("location"),
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          LocationField,
                          {
                            city: form.city,
                            defaultCity: userCity,
                            error: errors.city,
                            onChange: (c) =>
                              update(
                                c
                                  ? {
                                      city: c.name,
                                      lat: c.lat,
                                      lng: c.lng,
                                    }
                                  : {
                                      city: null,
                                      lat: null,
                                      lng: null,
                                    },
                              ),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 711,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          TextArea,
                          {
                            label: "Pickup note (optional)",
                            value: form.pickupNote ?? "",
                            error: errors.pickupNote,
                            onChange: (v) => update({ pickupNote: v }),
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 719,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "p",
                          {
                            className: "-mt-2 text-xs text-slate-600",
                            children:
                              "Where and when buyers can collect, e.g. “Evenings after 6 near Central Station”. Buyers see it before they buy.",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 725,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 710,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    Section,
                    {
                      step: "review",
                      index: 5,
                      current: step,
                      title: "Review and publish",
                      children: [
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Review,
                          {
                            form,
                            groups,
                            userCity,
                            cashOnly,
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 732,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "p",
                          {
                            className: "text-sm text-slate-600",
                            children:
                              meta.pending > 0
                                ? `Not sent yet: ${meta.pending} ${meta.pending === 1 ? "edit" : "edits"} of this item, kept on this device.`
                                : meta.itemNumber
                                  ? meta.dirty
                                    ? "You have changes that are kept on this device only. Save the draft to send them."
                                    : `Saved (version ${meta.base ?? "?"}).`
                                  : "Not saved on the server yet — kept on this device as you type.",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 733,
                            columnNumber: 13,
                          },
                          this,
                        ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 731,
                      columnNumber: 11,
                    },
                    this,
                  ),
                  /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                    "div",
                    {
                      className:
                        "sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:flex-nowrap md:gap-3 md:rounded-xl md:border md:shadow-lg",
                      children: [
                        stepIndex > 0 &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              variant: "ghost",
                              size: "lg",
                              className: "md:hidden",
                              onClick: () => goTo(STEPS[stepIndex - 1].id),
                              children: "Back",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 746,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          Button,
                          {
                            type: "submit",
                            variant: "secondary",
                            size: "lg",
                            className: "flex-1 whitespace-nowrap px-3",
                            busy: busy === "save",
                            disabled: busy !== null,
                            children: "Save draft",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 755,
                            columnNumber: 13,
                          },
                          this,
                        ),
                        step !== "review" &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "lg",
                              className: "flex-1 md:hidden",
                              onClick: () => next(step),
                              children: "Next",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 766,
                              columnNumber: 15,
                            },
                            this,
                          ),
                        !live &&
                          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                            Button,
                            {
                              size: "lg",
                              className: cx("flex-1", step !== "review" && "max-md:hidden"),
                              busy: busy === "publish",
                              disabled: busy !== null,
                              onClick: () => void submit(true),
                              children: "Publish",
                            },
                            void 0,
                            false,
                            {
                              fileName: _jsxFileName,
                              lineNumber: 771,
                              columnNumber: 15,
                            },
                            this,
                          ),
                      ],
                    },
                    void 0,
                    true,
                    {
                      fileName: _jsxFileName,
                      lineNumber: 744,
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
                lineNumber: 465,
                columnNumber: 9,
              },
              this,
            ),
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "aside",
              {
                className: "hidden lg:block",
                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "sticky top-28 space-y-4",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        PreviewCard,
                        {
                          form,
                          cashOnly,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 786,
                          columnNumber: 13,
                        },
                        this,
                      ),
                      meta.itemNumber &&
                        live &&
                        server.data?.saleType === "auction" &&
                        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                          "a",
                          {
                            href: `/auctionSettings/${meta.itemNumber}`,
                            className:
                              "focus-ring block rounded-lg px-1 text-sm font-semibold text-orange-700 underline",
                            children: "Auction settings",
                          },
                          void 0,
                          false,
                          {
                            fileName: _jsxFileName,
                            lineNumber: 788,
                            columnNumber: 15,
                          },
                          this,
                        ),
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 785,
                    columnNumber: 11,
                  },
                  this,
                ),
              },
              void 0,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 784,
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
          lineNumber: 464,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 463,
      columnNumber: 5,
    },
    this,
  );
}
var roundToMinute = (ms) => Math.ceil(ms / 6e4) * 6e4;
function scrollToStep(step) {
  const el = document.getElementById(`step-${step}`);
  el?.scrollIntoView({
    behavior: "smooth",
    block: "start",
  });
  el?.querySelector("h2")?.focus({ preventScroll: true });
}
function focusFirstInvalid(step) {
  requestAnimationFrame(() => document.querySelector(`#step-${step} [aria-invalid="true"]`)?.focus());
}
function StepNav({ current, onGo }) {
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "nav",
    {
      "aria-label": "Steps",
      className: "-mx-4 overflow-x-auto px-4 py-1 md:mx-0 md:px-0",
      children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
        "ol",
        {
          className: "flex gap-2 text-sm",
          children: STEPS.map((s, i) =>
            /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
              "li",
              {
                className: "shrink-0",
                children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "a",
                  {
                    href: `#step-${s.id}`,
                    "aria-current": s.id === current ? "step" : void 0,
                    onClick: (e) => {
                      e.preventDefault();
                      onGo(s.id);
                    },
                    className:
                      "focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=step]:ring-2 aria-[current=step]:ring-orange-500 md:min-h-0",
                    children: [
                      /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                        "span",
                        {
                          className:
                            "inline-flex size-5 items-center justify-center rounded-full bg-slate-900 text-[11px] font-bold text-white",
                          children: i + 1,
                        },
                        void 0,
                        false,
                        {
                          fileName: _jsxFileName,
                          lineNumber: 831,
                          columnNumber: 15,
                        },
                        this,
                      ),
                      s.name,
                    ],
                  },
                  void 0,
                  true,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 822,
                    columnNumber: 13,
                  },
                  this,
                ),
              },
              s.id,
              false,
              {
                fileName: _jsxFileName,
                lineNumber: 821,
                columnNumber: 11,
              },
              this,
            ),
          ),
        },
        void 0,
        false,
        {
          fileName: _jsxFileName,
          lineNumber: 819,
          columnNumber: 7,
        },
        this,
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 818,
      columnNumber: 5,
    },
    this,
  );
}
function Section({ step, index, current, title, children, onNext }) {
  const next = STEPS[index];
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "section",
    {
      id: `step-${step}`,
      className: cx(
        "scroll-mt-16 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:block md:p-6",
        step !== current && "hidden",
      ),
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "h2",
          {
            id: `step-${step}-h`,
            tabIndex: -1,
            className: "mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 outline-none",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  className: "text-sm font-semibold text-orange-600",
                  children: ["Step ", index, " of ", STEPS.length],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 875,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  "aria-hidden": "true",
                  className: "text-slate-300",
                  children: "·",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 878,
                  columnNumber: 9,
                },
                this,
              ),
              title,
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 870,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-4",
            children,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 883,
            columnNumber: 7,
          },
          this,
        ),
        onNext &&
          next &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "div",
            {
              className: "mt-5 hidden justify-end md:flex",
              children: /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                Button,
                {
                  variant: "ghost",
                  onClick: onNext,
                  children: ["Next: ", next.name, " →"],
                },
                void 0,
                true,
                {
                  fileName: _jsxFileName,
                  lineNumber: 886,
                  columnNumber: 11,
                },
                this,
              ),
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 885,
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
      lineNumber: 862,
      columnNumber: 5,
    },
    this,
  );
}
function MoneyField({ label, value, error, hint, optional, onChange }) {
  const id = (0, import_react.useId)();
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: [
              label,
              optional &&
                /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "span",
                  {
                    className: "font-normal text-slate-500",
                    children: " (optional)",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 917,
                    columnNumber: 22,
                  },
                  this,
                ),
            ],
          },
          void 0,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 915,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "relative",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "span",
                {
                  "aria-hidden": "true",
                  className: "pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500",
                  children: "$",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 920,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "input",
                {
                  id,
                  inputMode: "decimal",
                  autoComplete: "off",
                  placeholder: "0.00",
                  value,
                  "aria-invalid": error ? true : void 0,
                  "aria-describedby":
                    [error ? errId : null, hint ? hintId : null].filter(Boolean).join(" ") || void 0,
                  onChange: (e) => onChange(e.target.value),
                  className: cx(
                    "focus-ring h-11 w-full rounded-lg border bg-white pl-7 pr-3 text-base text-slate-900 placeholder:text-slate-400",
                    error ? "border-rose-500" : "border-slate-300",
                  ),
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 926,
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
            lineNumber: 919,
            columnNumber: 7,
          },
          this,
        ),
        hint &&
          !error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: hintId,
              className: "text-xs text-slate-500",
              children: hint,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 944,
              columnNumber: 9,
            },
            this,
          ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: errId,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 949,
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
      lineNumber: 914,
      columnNumber: 5,
    },
    this,
  );
}
function TextArea({ label, value, error, onChange }) {
  const id = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 971,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "textarea",
          {
            id,
            rows: 6,
            value,
            maxLength: 5e3,
            "aria-invalid": error ? true : void 0,
            "aria-describedby": error ? `${id}-err` : void 0,
            onChange: (e) => onChange(e.target.value),
            className: cx(
              "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
              error ? "border-rose-500" : "border-slate-300",
            ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 974,
            columnNumber: 7,
          },
          this,
        ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: `${id}-err`,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 988,
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
      lineNumber: 970,
      columnNumber: 5,
    },
    this,
  );
}
function Select({ label, value, error, hint, onChange, children }) {
  const id = (0, import_react.useId)();
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "flex flex-col gap-1.5",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "label",
          {
            htmlFor: id,
            className: "text-sm font-medium text-slate-800",
            children: label,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 1014,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "select",
          {
            id,
            value,
            "aria-invalid": error ? true : void 0,
            "aria-describedby": error ? `${id}-err` : hint ? `${id}-hint` : void 0,
            onChange: (e) => onChange(e.target.value),
            className: cx(
              "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900",
              error ? "border-rose-500" : "border-slate-300",
            ),
            children,
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 1017,
            columnNumber: 7,
          },
          this,
        ),
        hint &&
          !error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: `${id}-hint`,
              className: "text-xs text-slate-500",
              children: hint,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 1031,
              columnNumber: 9,
            },
            this,
          ),
        error &&
          /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
            "p",
            {
              id: `${id}-err`,
              className: "text-xs font-medium text-rose-600",
              children: error,
            },
            void 0,
            false,
            {
              fileName: _jsxFileName,
              lineNumber: 1036,
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
      lineNumber: 1013,
      columnNumber: 5,
    },
    this,
  );
}
function money(text) {
  const c = centsOf(text);
  return c === null || Number.isNaN(c) ? "—" : formatCents(c);
}
function Review({ form, groups, userCity, cashOnly }) {
  const category = groups.flatMap((g) => g.leaves).find((l) => l.id === form.categoryId)?.name ?? "—";
  const rows = [
    ["Photos", form.photos.length ? `${form.photos.length}` : "None yet"],
    ["Title", form.title || "—"],
    ["Category", category],
    ["Condition", form.condition ? conditionLabel(form.condition) : "—"],
    ["Sale type", form.saleType === "auction" ? "Auction" : "Fixed price"],
  ];
  if (form.saleType === "fixed")
    rows.push(["Price", `${money(form.price)}${cashOnly ? " · cash in person only" : ""}`]);
  else {
    rows.push(["Starting price", money(form.startPrice)]);
    if (form.reservePrice) rows.push(["Reserve", money(form.reservePrice)]);
    if (form.buyNowPrice) rows.push(["Buy now", money(form.buyNowPrice)]);
    rows.push([
      "Ends",
      form.endTime
        ? new Date(form.endTime).toLocaleString("en-US", {
            dateStyle: "medium",
            timeStyle: "short",
          })
        : "—",
    ]);
  }
  rows.push(["Location", form.city ?? (userCity ? `${userCity} (your city)` : "Your city")]);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "dl",
    {
      className: "grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm",
      children: rows.map(([k, v]) =>
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "contents",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dt",
                {
                  className: "text-slate-500",
                  children: k,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 1086,
                  columnNumber: 11,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "dd",
                {
                  className: "truncate font-medium text-slate-900",
                  children: v,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 1087,
                  columnNumber: 11,
                },
                this,
              ),
            ],
          },
          k,
          true,
          {
            fileName: _jsxFileName,
            lineNumber: 1085,
            columnNumber: 9,
          },
          this,
        ),
      ),
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 1083,
      columnNumber: 5,
    },
    this,
  );
}
function PreviewCard({ form, cashOnly }) {
  const [src, setSrc] = (0, import_react.useState)(null);
  const cover = form.photos[0];
  (0, import_react.useEffect)(() => {
    let url = null;
    let alive = true;
    if (!cover) return setSrc(null);
    __vitePreload(
      async () => {
        const { getPhoto } = await import("./drafts-BR8cDsHw.js").then((n) => n.r);
        return { getPhoto };
      },
      __vite__mapDeps([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]),
    ).then(({ getPhoto }) =>
      getPhoto(cover).then((p) => {
        if (!alive || !p) return;
        if (p.blob) url = URL.createObjectURL(p.blob);
        setSrc(url ?? p.url ?? null);
      }),
    );
    return () => {
      alive = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [cover]);
  const price = form.saleType === "fixed" ? money(form.price) : money(form.startPrice);
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "div",
    {
      className: "overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200",
      "aria-hidden": "true",
      children: [
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "aspect-[4/3] bg-slate-100",
            children: src
              ? /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "img",
                  {
                    src,
                    alt: "",
                    className: "size-full object-cover",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 1118,
                    columnNumber: 11,
                  },
                  this,
                )
              : /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                  "div",
                  {
                    className: "flex size-full items-center justify-center text-sm text-slate-400",
                    children: "Cover photo",
                  },
                  void 0,
                  false,
                  {
                    fileName: _jsxFileName,
                    lineNumber: 1120,
                    columnNumber: 11,
                  },
                  this,
                ),
          },
          void 0,
          false,
          {
            fileName: _jsxFileName,
            lineNumber: 1116,
            columnNumber: 7,
          },
          this,
        ),
        /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
          "div",
          {
            className: "space-y-1 p-4",
            children: [
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "line-clamp-2 font-semibold text-slate-900",
                  children: form.title || "Your title",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 1124,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-lg font-bold text-slate-900",
                  children: price,
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 1125,
                  columnNumber: 9,
                },
                this,
              ),
              /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
                "p",
                {
                  className: "text-xs text-slate-500",
                  children:
                    form.saleType === "auction"
                      ? "Auction · starting bid"
                      : cashOnly
                        ? "Cash in person only"
                        : "Fixed price",
                },
                void 0,
                false,
                {
                  fileName: _jsxFileName,
                  lineNumber: 1126,
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
            lineNumber: 1123,
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
      lineNumber: 1115,
      columnNumber: 5,
    },
    this,
  );
}
function useIsPhone() {
  const q = "(max-width: 767px)";
  const [m, setM] = (0, import_react.useState)(
    () => typeof window !== "undefined" && window.matchMedia(q).matches,
  );
  (0, import_react.useEffect)(() => {
    const mq = window.matchMedia(q);
    const on = () => setM(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return m;
}
/**
 * The personal free-listing allowance (spec §7 "free item limits"), shown while posting so the limit
 * never comes as a surprise at publish. A store identity is not limited: nothing to show.
 */
function FreeItemLimitNote() {
  const session = useAtomValue(sessionAtom);
  const identity = `${session.userInfo?.id ?? "?"}:${session.identityToken ? session.identityToken.slice(-12) : "personal"}`;
  const q = useQuery({
    ...freeItemLimitQuery(identity),
    enabled: Boolean(session.token),
  });
  if (!q.data?.applies) return null;
  const { limit, used, remaining } = q.data;
  const low = remaining <= Math.max(1, Math.ceil(limit / 10));
  return /* @__PURE__ */ (0, import_jsx_dev_runtime.jsxDEV)(
    "p",
    {
      "data-testid": "free-item-limit",
      className: `rounded-xl px-4 py-3 text-sm ring-1 ${low ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-white text-slate-700 ring-slate-200"}`,
      children:
        remaining > 0
          ? `Free listings: ${used} of ${limit} used, ${remaining} left on your personal account.`
          : `You have used all ${limit} free listings of your personal account. Switch to a store to publish more.`,
    },
    void 0,
    false,
    {
      fileName: _jsxFileName,
      lineNumber: 1162,
      columnNumber: 5,
    },
    this,
  );
}

export { ItemFormScreen as t };
