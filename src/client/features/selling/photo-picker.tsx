import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useId, useRef, useState } from "react";
import type { FileUploadAnswer } from "#shared/contract/catalog";
import { ApiError, call } from "../../api/index.ts";
import { deletePhoto, getPhoto, putPhoto } from "../../offline/drafts.ts";
import { mutate } from "../../query-client.ts";
import { Button, cx } from "../../ui/index.ts";
import { resizeImage } from "./image-resize.ts";

export const PHOTOS_MAX = 12;

type PhotoState = {
  src: string | null;
  status: "ready" | "uploading" | "failed" | "waiting";
  progress: number;
};

/** Uploads in flight, by local photo id: a save waits for them instead of uploading twice. */
const inflight = new Map<string, Promise<void>>();
export const waitForUploads = () => Promise.all(inflight.values()).then(() => undefined);

/** Upload one device photo (resized already) and remember its fileId. */
async function uploadPhoto(
  id: string,
  onProgress: (f: number) => void,
): Promise<"ready" | "failed" | "waiting"> {
  const p = await getPhoto(id);
  if (!p?.blob || p.fileId) return "ready";
  if (!navigator.onLine) return "waiting";
  try {
    const up = await mutate(() =>
      call<FileUploadAnswer>("POST", "/file/upload", { upload: { file: p.blob!, onProgress } }),
    );
    await putPhoto({ ...p, fileId: up.fileId, url: up.url });
    return "ready";
  } catch (err) {
    if (err instanceof ApiError && err.refused) return "failed";
    return navigator.onLine ? "failed" : "waiting";
  }
}

/**
 * Pick or take photos, reorder, choose the cover (the first), remove. Each photo is resized on the
 * device, stored as a Blob in IndexedDB (so an offline draft keeps it), and uploaded at once when
 * online, with a progress bar and a retry; offline it is uploaded by the outbox when the save replays.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
  phone,
}: {
  photos: string[];
  onChange: (next: string[]) => void;
  error?: string | undefined;
  phone: boolean;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const cameraId = useId();
  const count = photos.length;
  const [state, setState] = useState<Record<string, PhotoState>>({});
  const urls = useRef(new Map<string, string>());
  const photosRef = useRef(photos);
  photosRef.current = photos;

  const patch = (id: string, p: Partial<PhotoState>) =>
    setState((s) => ({ ...s, [id]: { src: null, status: "ready", progress: 0, ...s[id], ...p } }));

  // Previews: the server's url once uploaded, else an object URL of the device's Blob.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs for new photo ids only; state is read to skip known ones
  useEffect(() => {
    for (const id of photos) {
      if (state[id]) continue;
      patch(id, { status: "ready" });
      void getPhoto(id).then((p) => {
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
  useEffect(
    () => () => {
      for (const u of urls.current.values()) URL.revokeObjectURL(u);
    },
    [],
  );

  const startUpload = (id: string) => {
    patch(id, { status: "uploading", progress: 0 });
    const run = uploadPhoto(id, (f) => patch(id, { progress: f })).then((status) => {
      patch(id, { status, progress: status === "ready" ? 1 : 0 });
    });
    inflight.set(id, run);
    void run.finally(() => inflight.delete(id));
  };

  const add = async (files: FileList | null) => {
    if (!files?.length) return;
    const room = PHOTOS_MAX - photosRef.current.length;
    const picked = [...files].slice(0, Math.max(0, room));
    const ids: string[] = [];
    for (const file of picked) {
      const id = crypto.randomUUID();
      const blob = await resizeImage(file);
      await putPhoto({ id, blob });
      const src = URL.createObjectURL(blob);
      urls.current.set(id, src);
      patch(id, { src, status: "waiting" });
      ids.push(id);
    }
    onChange([...photosRef.current, ...ids]);
    for (const id of ids) startUpload(id);
  };

  const move = (i: number, to: number) => {
    const next = [...photos];
    const [x] = next.splice(i, 1);
    if (x === undefined) return;
    next.splice(to, 0, x);
    onChange(next);
  };
  const remove = (i: number) => {
    const id = photos[i];
    onChange(photos.filter((_, j) => j !== i));
    // Uploaded photos may still be named by the server's copy; only device-only ones are forgotten.
    if (id && !id.startsWith("file:"))
      void getPhoto(id).then((p) => {
        if (!p?.fileId) void deletePhoto(id);
      });
  };

  return (
    <div>
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="focus-within:ring-2 inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50"
        >
          <Trans>Photos</Trans>
        </label>
        <input
          id={inputId}
          type="file"
          accept="image/*"
          multiple
          aria-describedby={`${inputId}-hint`}
          aria-invalid={error ? true : undefined}
          className="sr-only"
          onChange={(e) => {
            void add(e.currentTarget.files);
            e.currentTarget.value = "";
          }}
        />
        {phone && (
          <>
            <label
              htmlFor={cameraId}
              className="inline-flex h-11 cursor-pointer items-center rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300"
            >
              <Trans>Take a picture</Trans>
            </label>
            <input
              id={cameraId}
              type="file"
              accept="image/*"
              capture="environment"
              className="sr-only"
              onChange={(e) => {
                void add(e.currentTarget.files);
                e.currentTarget.value = "";
              }}
            />
          </>
        )}
      </div>
      <p id={`${inputId}-hint`} className="mt-1.5 text-xs text-slate-500">
        <Trans>
          Up to {PHOTOS_MAX} photos. The first one is the cover. Photos are resized on your device before they
          are sent.
        </Trans>
      </p>
      {error && <p className="mt-1 text-xs font-medium text-rose-600">{error}</p>}
      {photos.length > 0 && (
        <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {photos.map((id, i) => {
            const s = state[id];
            const n = i + 1;
            return (
              <li key={id} className="relative overflow-hidden rounded-lg bg-slate-100 ring-1 ring-slate-200">
                <div className="aspect-square">
                  {s?.src ? (
                    <img
                      src={s.src}
                      alt={i === 0 ? t`Cover (1 of ${count})` : t`${n} of ${count}`}
                      className="size-full object-cover"
                    />
                  ) : (
                    <div className="size-full animate-pulse bg-slate-200" />
                  )}
                </div>
                {i === 0 && (
                  <span className="absolute left-1 top-1 rounded bg-slate-900/80 px-1.5 py-0.5 text-[11px] font-semibold text-white">
                    <Trans>Cover</Trans>
                  </span>
                )}
                {s?.status === "uploading" && (
                  <progress
                    className="absolute inset-x-1 bottom-10 h-1.5 w-[calc(100%-0.5rem)] accent-orange-500"
                    value={s.progress}
                    max={1}
                    aria-label={t`Uploading photo ${n}`}
                  />
                )}
                {s?.status === "waiting" && (
                  <span className="absolute inset-x-1 bottom-10 rounded bg-amber-100 px-1 text-center text-[11px] font-medium text-amber-900">
                    <Trans>Uploads when online</Trans>
                  </span>
                )}
                {s?.status === "failed" && (
                  <button
                    type="button"
                    onClick={() => startUpload(id)}
                    className="focus-ring absolute inset-x-1 bottom-10 rounded bg-rose-600 px-1 text-[11px] font-semibold text-white"
                  >
                    <Trans>Upload failed — retry</Trans>
                  </button>
                )}
                {/* Two rows of two: every control is a 44 px target, even two photos abreast on a phone. */}
                <div className="grid grid-cols-2 gap-0.5 bg-white p-0.5">
                  <IconBtn
                    label={t`Move photo ${n} earlier`}
                    icon="‹"
                    text={t({ message: "Earlier", context: "photo order" })}
                    disabled={i === 0}
                    onClick={() => move(i, i - 1)}
                  />
                  <IconBtn
                    label={t`Make photo ${n} the cover`}
                    icon="★"
                    text={t({ message: "Cover", context: "photo control" })}
                    disabled={i === 0}
                    onClick={() => move(i, 0)}
                  />
                  <IconBtn
                    label={t`Remove photo ${n}`}
                    icon="✕"
                    text={t({ message: "Remove", context: "photo control" })}
                    onClick={() => remove(i)}
                  />
                  <IconBtn
                    label={t`Move photo ${n} later`}
                    icon="›"
                    text={t({ message: "Later", context: "photo order" })}
                    disabled={i === photos.length - 1}
                    onClick={() => move(i, i + 1)}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {photos.length === 0 && (
        <div className="mt-3 rounded-xl border-2 border-dashed border-slate-300 bg-white px-4 py-8 text-center text-sm text-slate-500">
          <Trans>No photos yet. Good photos sell: add a few from different sides.</Trans>
        </div>
      )}
      {photos.length > 0 && photos.length < PHOTOS_MAX && (
        <Button
          variant="ghost"
          className="mt-2 h-11"
          onClick={() => document.getElementById(inputId)?.click()}
        >
          <Trans>Add more</Trans>
        </Button>
      )}
    </div>
  );
}

/**
 * A photo's control: a short word with its glyph, so it reads without guessing; the accessible name
 * says which photo (and contains the word, so voice control finds it by what it shows).
 */
function IconBtn({
  label,
  icon,
  text,
  onClick,
  disabled,
}: {
  label: string;
  icon: string;
  text: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  const glyph = (
    <span aria-hidden="true" className="text-sm leading-none">
      {icon}
    </span>
  );
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className={cx(
        // The glyph above its word: the word keeps the button's full width, even two photos abreast on a phone.
        "focus-ring flex h-11 w-full min-w-0 flex-col items-center justify-center rounded px-0.5 text-[11px] font-semibold leading-tight text-slate-700 hover:bg-slate-100 disabled:opacity-40",
      )}
    >
      {glyph}
      <span className="max-w-full truncate">{text}</span>
    </button>
  );
}
