import { idbKv, type Kv } from "./kv.ts";

/**
 * Drafts kept on the device (IndexedDB) as the seller types, so nothing typed is lost on reload,
 * crash or close. A draft is keyed by a local id; it learns its `itemNumber` when its first save
 * lands. Photos are stored apart as Blobs (a keystroke rewrites the small draft record, never the
 * photos); a photo learns its `fileId` once uploaded.
 */
export type DeviceDraft<F = unknown> = {
  localId: string;
  userId: number;
  itemNumber: string | null;
  /** The server version the form is based on (null: never saved on the server). */
  baseVersion: number | null;
  form: F;
  /** Typed since the last save was queued. */
  dirty: boolean;
  /** A publish is queued and has not landed: not live yet. */
  publishQueued: boolean;
  createdAt: number;
  updatedAt: number;
};

export type DevicePhoto = {
  id: string;
  /** The resized image, while it exists only on this device (kept after upload for previews offline). */
  blob?: Blob;
  fileId?: string;
  url?: string;
};

let draftsKv: Kv | null = null;
let photosKv: Kv | null = null;
const drafts = () => {
  draftsKv ??= idbKv("bnomo-drafts");
  return draftsKv;
};
const photos = () => {
  photosKv ??= idbKv("bnomo-photos");
  return photosKv;
};

/** Tests swap the stores for in-memory ones. */
export function _useStores(d: Kv, p: Kv): void {
  draftsKv = d;
  photosKv = p;
}

export const newLocalId = (): string => crypto.randomUUID();

export function getDraft<F>(localId: string): Promise<DeviceDraft<F> | undefined> {
  return drafts().get<DeviceDraft<F>>(localId);
}

export function putDraft<F>(d: DeviceDraft<F>): Promise<void> {
  return drafts().set(d.localId, d);
}

export function deleteDraft(localId: string): Promise<void> {
  return drafts().del(localId);
}

export async function listDrafts<F>(userId: number): Promise<DeviceDraft<F>[]> {
  return (await drafts().entries<DeviceDraft<F>>())
    .map(([, d]) => d)
    .filter((d) => d.userId === userId)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

export async function findDraftByItemNumber<F>(
  userId: number,
  itemNumber: string,
): Promise<DeviceDraft<F> | undefined> {
  return (await listDrafts<F>(userId)).find((d) => d.itemNumber === itemNumber);
}

/** Changes a stored draft in place (no-op when it is gone). */
export async function updateDraft<F>(
  localId: string,
  fn: (d: DeviceDraft<F>) => DeviceDraft<F>,
): Promise<DeviceDraft<F> | undefined> {
  const d = await getDraft<F>(localId);
  if (!d) return undefined;
  const next = fn(d);
  await putDraft(next);
  return next;
}

/** The draft /postItem resumes: the newest one of this user that has no server item yet. */
export async function latestUnsavedDraft<F>(userId: number): Promise<DeviceDraft<F> | undefined> {
  return (await listDrafts<F>(userId)).find((d) => d.itemNumber === null && !d.publishQueued);
}

export function getPhoto(id: string): Promise<DevicePhoto | undefined> {
  return photos().get<DevicePhoto>(id);
}

export function putPhoto(p: DevicePhoto): Promise<void> {
  return photos().set(p.id, p);
}

export function deletePhoto(id: string): Promise<void> {
  return photos().del(id);
}
