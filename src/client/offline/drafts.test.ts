import { beforeEach, describe, expect, it } from "vitest";
import {
  _useStores,
  type DeviceDraft,
  deleteDraft,
  draftLanded,
  getDraft,
  listDrafts,
  writeDraft,
} from "./drafts.ts";
import { type Kv, memoryKv } from "./kv.ts";

/** A store whose reads and writes take a few turns, as IndexedDB's do, so writers can interleave. */
function slowKv(): Kv {
  const m = memoryKv();
  const turns = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
  };
  return {
    get: async (k) => {
      await turns();
      return m.get(k);
    },
    set: async (k, v) => {
      await turns();
      await m.set(k, v);
    },
    del: async (k) => {
      await turns();
      await m.del(k);
    },
    entries: async () => {
      await turns();
      return m.entries();
    },
  };
}

const draft = (over: Partial<DeviceDraft<{ title: string }>> = {}): DeviceDraft<{ title: string }> => ({
  localId: "d1",
  userId: 7,
  itemNumber: null,
  baseVersion: null,
  form: { title: "Lamp" },
  dirty: true,
  publishQueued: false,
  createdAt: 1,
  updatedAt: 1,
  ...over,
});

beforeEach(() => _useStores(slowKv(), memoryKv()));

describe("device drafts, one writer", () => {
  it("a keystroke written while a save lands keeps both the text and what the landing taught", async () => {
    await writeDraft(draft());
    // Neither awaited: the queue's landing and the form's next keystroke race, as on a phone.
    const landing = draftLanded("d1", { kind: "save", version: null }, { itemNumber: "A1", version: 1 });
    const typing = writeDraft(draft({ form: { title: "Lamp, brass" }, updatedAt: 2 }));
    await Promise.all([landing, typing]);
    expect(await getDraft("d1")).toMatchObject({
      itemNumber: "A1",
      baseVersion: 1,
      form: { title: "Lamp, brass" },
    });
  });

  it("a form that has not heard of a landing cannot take back its number or version", async () => {
    await writeDraft(draft({ itemNumber: "A1", baseVersion: 1 }));
    await draftLanded("d1", { kind: "save", version: 1 }, { itemNumber: "A1", version: 2 });
    await writeDraft(draft({ itemNumber: null, baseVersion: 1, form: { title: "typed" } }));
    expect(await getDraft("d1")).toMatchObject({
      itemNumber: "A1",
      baseVersion: 2,
      form: { title: "typed" },
    });
  });

  it("a landed publish is no longer queued; a landing on a deleted draft brings nothing back", async () => {
    await writeDraft(draft({ itemNumber: "A1", baseVersion: 2, publishQueued: true }));
    await draftLanded("d1", { kind: "publish", version: 2 }, { itemNumber: "A1", version: 3 });
    expect(await getDraft("d1")).toMatchObject({ publishQueued: false, baseVersion: 3 });
    const writes = [writeDraft(draft({ form: { title: "last" } })), deleteDraft("d1")];
    await draftLanded("d1", { kind: "save", version: 3 }, { itemNumber: "A1", version: 4 });
    await Promise.all(writes);
    expect(await getDraft("d1")).toBeUndefined();
    expect(await listDrafts(7)).toEqual([]);
  });

  it("keeps the record's stored format (what devices already hold reads as before)", async () => {
    const stored = draft({ itemNumber: "A1", baseVersion: 4 });
    const kv = memoryKv();
    await kv.set("d1", stored);
    _useStores(kv, memoryKv());
    expect(await getDraft("d1")).toEqual(stored);
    await writeDraft({ ...stored, form: { title: "new" } });
    expect(Object.keys((await kv.get<object>("d1")) ?? {}).sort()).toEqual(Object.keys(stored).sort());
  });
});
