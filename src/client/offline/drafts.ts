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

/*
 * The one writer of device drafts. Two parties change a draft: its form (every keystroke, a save
 * queued, a newer server version shown) and the command queue (a save or publish landing, perhaps
 * while the seller types). Every write of a draft goes through here, one after another per draft,
 * each a change of what is stored then (not a copy the writer read earlier), so neither undoes the
 * other: what a landing taught the draft (its itemNumber, the version it is based on) stays.
 * The record's format is the one devices already store (DeviceDraft): nothing to migrate.
 */

const writing = new Map<string, Promise<unknown>>();

/** Runs `write` after the draft's earlier writes (also failed ones) are over. */
function inTurn<T>(localId: string, write: () => Promise<T>): Promise<T> {
  const before = writing.get(localId) ?? Promise.resolve();
  const mine = before.then(write, write);
  const settled = mine.then(
    () => undefined,
    () => undefined,
  );
  writing.set(localId, settled);
  void settled.then(() => {
    if (writing.get(localId) === settled) writing.delete(localId);
  });
  return mine;
}

/** Changes a stored draft in its turn (no-op when it is gone). */
function change<F>(
  localId: string,
  fn: (d: DeviceDraft<F>) => DeviceDraft<F>,
): Promise<DeviceDraft<F> | undefined> {
  return inTurn(localId, async () => {
    const d = await getDraft<F>(localId);
    if (!d) return undefined;
    const next = fn(d);
    await drafts().set(localId, next);
    return next;
  });
}

const later = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.max(a, b);

/**
 * The form's write: its fields and flags as the form holds them. The draft's standing on the
 * server only moves forward (an item's versions only go up): a form that has not yet heard of a
 * landing cannot take back the number or the version it gave the draft.
 */
export function writeDraft<F>(d: DeviceDraft<F>): Promise<void> {
  return inTurn(d.localId, async () => {
    const stored = await getDraft<F>(d.localId);
    await drafts().set(
      d.localId,
      stored
        ? {
            ...d,
            itemNumber: d.itemNumber ?? stored.itemNumber,
            baseVersion: later(d.baseVersion, stored.baseVersion),
            createdAt: stored.createdAt,
          }
        : d,
    );
  });
}

/**
 * A save or publish of the draft landed (the queue's item sender calls this): the draft learns its
 * itemNumber, and the version it is based on when the change was made on top of it; a landed
 * publish is no longer queued.
 */
export function draftLanded(
  localId: string,
  made: { kind: "save" | "publish"; version: number | null },
  landed: { itemNumber: string; version: number },
): Promise<unknown> {
  return change(localId, (d) => ({
    ...d,
    itemNumber: d.itemNumber ?? landed.itemNumber,
    baseVersion: d.baseVersion === made.version || d.baseVersion === null ? landed.version : d.baseVersion,
    publishQueued: made.kind === "publish" ? false : d.publishQueued,
  }));
}

/** The draft's life on this device is over (published, or discarded by its seller). */
export function deleteDraft(localId: string): Promise<void> {
  return inTurn(localId, () => drafts().del(localId));
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
