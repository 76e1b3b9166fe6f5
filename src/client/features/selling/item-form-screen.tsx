import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useAtomValue, useSetAtom } from "jotai";
import { type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import type { CategoryNode } from "#shared/contract/catalog";
import type { SellerItem } from "#shared/contract/selling";
import { formatCents } from "#shared/money";
import {
  type DeviceDraft,
  findDraftByItemNumber,
  getDraft,
  latestUnsavedDraft,
  newLocalId,
  putDraft,
  putPhoto,
  deleteDraft as removeDeviceDraft,
} from "../../offline/drafts.ts";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { onlineAtom, sessionAtom } from "../../state.ts";
import {
  Button,
  cx,
  EmptyState,
  Page,
  Skeleton,
  showToast,
  TextField,
  useDocumentTitle,
} from "../../ui/index.ts";
import { categoriesQuery } from "../catalog/catalog-queries.ts";
import { CONDITION_OPTIONS, conditionLabel } from "../catalog/conditions.ts";
import { CategorySuggest } from "./category-suggest.tsx";
import {
  centsOf,
  emptyForm,
  type FieldErrors,
  formFromSellerItem,
  formKeyOfPath,
  type ItemForm,
  isCashOnly,
  photoIdOfFile,
  STEPS,
  type StepId,
  saveFields,
  stepOfPath,
  validateAll,
  validateStep,
} from "./form-model.ts";
import { LocationField } from "./location-field.tsx";
import { currentUserId, identityForEntries, outbox, requestBackgroundSync } from "./outbox-sync.ts";
import { PhotoPicker, waitForUploads } from "./photo-picker.tsx";
import { freeItemLimitQuery, sellerItemQuery } from "./selling-queries.ts";
import { conflictEntryAtom } from "./use-outbox.ts";

type Draft = DeviceDraft<ItemForm>;

/** Stores the server's images as device photo records (fileId + url), so the form can list them offline. */
async function rememberServerPhotos(item: SellerItem): Promise<void> {
  await Promise.all(
    item.imageIds.map((fileId, i) =>
      putPhoto({ id: photoIdOfFile(fileId), fileId, url: item.images[i] ?? "" }),
    ),
  );
}

function draftFromServer(item: SellerItem, userId: number, localId = newLocalId()): Draft {
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

type Load =
  | { phase: "loading" }
  | { phase: "ready"; draft: Draft; chainEntries: OutboxEntry[] }
  | { phase: "missing"; offline: boolean; message?: string | undefined };

/** Finds (or makes) the device draft this screen edits. */
function useDeviceDraft(
  itemNumber: string | undefined,
  localId: string | undefined,
): Load & { retry: () => void } {
  const userId = currentUserId();
  const [load, setLoad] = useState<Load>({ phase: "loading" });
  const [attempt, setAttempt] = useState(0);
  const server = useQuery({ ...sellerItemQuery(itemNumber ?? ""), enabled: Boolean(itemNumber) });
  const serverItem = server.data;
  const serverError = server.error;
  const found = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new item or draft id starts the search again
  useEffect(() => {
    found.current = false;
    setLoad({ phase: "loading" });
  }, [itemNumber, localId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (userId === null || found.current) return;
    let alive = true;
    void (async () => {
      let d: Draft | undefined;
      if (itemNumber) d = await findDraftByItemNumber<ItemForm>(userId, itemNumber);
      else if (localId) d = await getDraft<ItemForm>(localId);
      else d = await latestUnsavedDraft<ItemForm>(userId);
      if (!d && itemNumber) {
        if (!serverItem) {
          if (serverError || (!navigator.onLine && server.fetchStatus !== "fetching"))
            alive &&
              setLoad({
                phase: "missing",
                offline: !navigator.onLine,
                message: serverError instanceof Error ? serverError.message : undefined,
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
      setLoad({ phase: "ready", draft: d, chainEntries });
    })();
    return () => {
      alive = false;
    };
  }, [userId, itemNumber, localId, serverItem, serverError, server.fetchStatus, attempt]);

  return {
    ...load,
    retry: () => {
      setAttempt((a) => a + 1);
      void server.refetch();
    },
  };
}

export function ItemFormScreen({ itemNumber, localId }: { itemNumber?: string; localId?: string }) {
  const load = useDeviceDraft(itemNumber, localId);
  const editing = Boolean(itemNumber);
  useDocumentTitle(editing ? "Edit item" : "Post item");
  if (load.phase === "loading")
    return (
      <Page heading={editing ? "Edit item" : "Post an item"} width="default">
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-11 w-full" />
          <Skeleton className="h-11 w-full" />
        </div>
      </Page>
    );
  if (load.phase === "missing")
    return (
      <Page heading="Edit item" width="narrow">
        <EmptyState
          title={load.offline ? "You are offline" : "This item could not be opened"}
          body={
            load.offline
              ? "This item has not been opened on this device yet, so it cannot be edited while you are offline."
              : (load.message ?? "It may have been deleted, or it belongs to another account.")
          }
          action={<Button onClick={load.retry}>Try again</Button>}
        />
      </Page>
    );
  return <ItemFormEditor key={load.draft.localId} initial={load.draft} chainEntries={load.chainEntries} />;
}

/** Leaf categories grouped under their top-level category (the select's options are leaves only). */
function leafGroups(
  tree: CategoryNode[],
): { group: string | null; leaves: { id: number; name: string }[] }[] {
  const leavesOf = (n: CategoryNode): { id: number; name: string }[] =>
    n.children.length ? n.children.flatMap(leavesOf) : [{ id: n.id, name: n.name }];
  return tree.map((n) => ({ group: n.children.length ? n.name : null, leaves: leavesOf(n) }));
}

const toLocalInput = (ms: number | null) => {
  if (ms === null) return "";
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};
const fromLocalInput = (v: string) => {
  if (!v) return null;
  const t = new Date(v).getTime();
  return Number.isNaN(t) ? null : t;
};

const DAY = 24 * 3600_000;

function ItemFormEditor({ initial, chainEntries }: { initial: Draft; chainEntries: OutboxEntry[] }) {
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const session = useAtomValue(sessionAtom);
  const openConflict = useSetAtom(conflictEntryAtom);
  const phone = useIsPhone();
  const cats = useQuery(categoriesQuery());
  const groups = useMemo(() => leafGroups(cats.data ?? []), [cats.data]);
  const server = useQuery({
    ...sellerItemQuery(initial.itemNumber ?? ""),
    enabled: Boolean(initial.itemNumber),
  });

  const [form, setForm] = useState<ItemForm>(initial.form);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [summary, setSummary] = useState<string | null>(null);
  const [busy, setBusy] = useState<"save" | "publish" | null>(null);
  // Phones show one step at a time (wide screens show them all, stacked).
  const [step, setStep] = useState<StepId>(STEPS[0].id);
  const goTo = useCallback((id: StepId) => {
    setStep(id);
    requestAnimationFrame(() => scrollToStep(id));
  }, []);
  const stepIndex = STEPS.findIndex((s) => s.id === step);
  const [meta, setMetaState] = useState({
    itemNumber: initial.itemNumber,
    base: initial.baseVersion,
    dirty: initial.dirty,
    publishQueued: initial.publishQueued || chainEntries.some((e) => e.kind === "publish"),
    pending: chainEntries.length,
  });
  const metaRef = useRef(meta);
  const head = useRef<string | null>(chainEntries.at(-1)?.id ?? null);
  const formRef = useRef(form);
  formRef.current = form;
  const setMeta = useCallback((patch: Partial<typeof meta>) => {
    metaRef.current = { ...metaRef.current, ...patch };
    setMetaState(metaRef.current);
  }, []);

  const persist = useCallback(
    (f: ItemForm) => {
      const m = metaRef.current;
      void putDraft<ItemForm>({
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
  const update = (patch: Partial<ItemForm>) => {
    const next = { ...formRef.current, ...patch };
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

  // A newer server version with nothing of ours pending: show the server's (never over typed changes).
  useEffect(() => {
    const item = server.data;
    const m = metaRef.current;
    if (!item || m.dirty || m.pending > 0 || m.base === null || item.version <= m.base) return;
    void rememberServerPhotos(item).then(() => {
      const f = formFromSellerItem(item);
      formRef.current = f;
      setForm(f);
      setMeta({ base: item.version });
      persist(f);
    });
  }, [server.data, persist, setMeta]);

  // Follow the outbox: our entries landing (versions, the new itemNumber), take-theirs resets.
  useEffect(() => {
    const refreshPending = () =>
      void outbox.list(initial.userId).then((l) => {
        const mine = l.filter((e) => e.chain === initial.localId);
        setMeta({ pending: mine.length, publishQueued: mine.some((e) => e.kind === "publish") });
      });
    return outbox.subscribe((e) => {
      if (e.type === "landed" && e.entry.chain === initial.localId) {
        if (e.entry.id === head.current) {
          setMeta({ base: e.landed.version, itemNumber: e.landed.itemNumber });
          persist(formRef.current);
        } else if (!metaRef.current.itemNumber) setMeta({ itemNumber: e.landed.itemNumber });
        if (e.entry.kind === "publish") {
          void removeDeviceDraft(initial.localId);
          showToast("Your listing is live.", "success");
        }
      }
      if (e.type === "dropped" && e.chain === initial.localId && e.current) {
        const item = e.current as SellerItem;
        head.current = null;
        void rememberServerPhotos(item).then(() => {
          const f = formFromSellerItem(item);
          formRef.current = f;
          setForm(f);
          setMeta({ base: item.version, itemNumber: item.itemNumber, dirty: false });
          persist(f);
        });
      }
      refreshPending();
    });
  }, [initial.localId, initial.userId, persist, setMeta]);

  const showServerErrors = (entry: OutboxEntry) => {
    const list = entry.error?.errors ?? [];
    const next: FieldErrors = {};
    for (const er of list)
      next[formKeyOfPath(er.path)] ??= `${er.message.charAt(0).toUpperCase()}${er.message.slice(1)}.`;
    setErrors(next);
    setSummary(entry.error?.message ?? "The server refused this change.");
    const first = list[0];
    if (first) goTo(stepOfPath(first.path));
  };

  const queue = async (kind: "save" | "publish") => {
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

  const submit = async (publish: boolean) => {
    const f = formRef.current;
    const errs = validateAll(f, { publish, now: Date.now() });
    setSummary(null);
    if (Object.keys(errs).length) {
      setErrors(errs);
      setSummary(
        publish ? "Some details are missing before this can go live." : "Please fix the marked fields.",
      );
      const firstStep = STEPS.find(
        (s) => Object.keys(validateStep(s.id, f, { publish, now: Date.now() })).length,
      );
      if (firstStep) goTo(firstStep.id);
      return;
    }
    setErrors({});
    setBusy(publish ? "publish" : "save");
    try {
      if (navigator.onLine) await waitForUploads();
      const m = metaRef.current;
      let last: OutboxEntry | null = null;
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
        void requestBackgroundSync();
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
          // Shown here in the form: the change stays on the device, not in the outbox.
          await outbox.discard(entry.id);
          if (publish && entry.kind === "save" && last) await outbox.discard(last.id);
          head.current = null;
          setMeta({ dirty: true, publishQueued: false });
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
      const landed = o?.status === "landed" ? o.landed : null;
      const number = landed?.itemNumber ?? metaRef.current.itemNumber;
      if (publish && number) {
        await removeDeviceDraft(initial.localId);
        void navigate({ to: "/itemDetail/$id", params: { id: number } });
        return;
      }
      showToast("Draft saved.", "success");
      if (!initial.itemNumber && number)
        void navigate({ to: "/editItem", search: { itemNumber: number }, replace: true });
    } finally {
      setBusy(null);
    }
  };

  const next = (step: StepId) => {
    const errs = validateStep(step, formRef.current, { publish: true, now: Date.now() });
    setErrors((e) => ({ ...e, ...errs }));
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

  return (
    <Page heading={heading} width="default" className="pb-28">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form
          noValidate
          aria-label={heading}
          onSubmit={(e) => {
            e.preventDefault();
            void submit(false);
          }}
          className="min-w-0 space-y-5"
        >
          <StepNav current={step} onGo={goTo} />
          {!initial.itemNumber && <FreeItemLimitNote />}
          {meta.publishQueued && (
            <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 ring-1 ring-amber-200">
              Publishing is queued and waits for the network: this listing is <strong>not live yet</strong>.
            </p>
          )}
          {!online && !meta.publishQueued && (
            <p className="rounded-xl bg-slate-100 px-4 py-3 text-sm text-slate-700">
              You are offline. Everything you type is kept on this device; <em>Save draft</em> queues the
              change and it is sent when you are back online.
            </p>
          )}
          {summary && (
            <div
              role="alert"
              className="rounded-xl bg-rose-50 px-4 py-3 text-sm text-rose-800 ring-1 ring-rose-200"
            >
              {summary}
            </div>
          )}

          <Section step="details" index={1} current={step} title="Details" onNext={() => next("details")}>
            <TextField
              label="Title"
              value={form.title}
              maxLength={120}
              autoComplete="off"
              error={errors.title}
              hint={`${form.title.length}/120`}
              onChange={(e) => update({ title: e.target.value })}
            />
            <TextArea
              label="Description"
              value={form.description}
              error={errors.description}
              onChange={(v) => update({ description: v })}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <Select
                label="Category"
                value={form.categoryId === null ? "" : String(form.categoryId)}
                error={errors.categoryId}
                onChange={(v) => update({ categoryId: v ? Number(v) : null })}
              >
                <option value="">{cats.isPending ? "Loading categories…" : "Choose a category"}</option>
                {groups.map((g) =>
                  g.group ? (
                    <optgroup key={g.group} label={g.group}>
                      {g.leaves.map((l) => (
                        <option key={l.id} value={l.id}>
                          {l.name}
                        </option>
                      ))}
                    </optgroup>
                  ) : (
                    g.leaves.map((l) => (
                      <option key={l.id} value={l.id}>
                        {l.name}
                      </option>
                    ))
                  ),
                )}
              </Select>
              <Select
                label="Condition"
                value={form.condition}
                error={errors.condition}
                onChange={(v) => update({ condition: v as ItemForm["condition"] })}
              >
                <option value="">Choose the condition</option>
                {CONDITION_OPTIONS.map((o) => (
                  <option key={o.value} value={o.value}>
                    {o.label}
                  </option>
                ))}
              </Select>
            </div>
            <CategorySuggest
              title={form.title}
              categoryId={form.categoryId}
              onPick={(categoryId) => update({ categoryId })}
            />
          </Section>

          <Section step="photos" index={2} current={step} title="Photos" onNext={() => next("photos")}>
            <PhotoPicker
              photos={form.photos}
              onChange={(photos) => update({ photos })}
              error={errors.photos}
              phone={phone}
            />
          </Section>

          <Section
            step="price"
            index={3}
            current={step}
            title="Price and sale type"
            onNext={() => next("price")}
          >
            <div>
              <p id="sale-type-label" className="mb-2 text-sm font-medium text-slate-800">
                Sale type
              </p>
              <div role="radiogroup" aria-labelledby="sale-type-label" className="grid grid-cols-2 gap-2">
                {(
                  [
                    ["fixed", "Fixed price", "Sell now at your price"],
                    ["auction", "Auction", "Buyers bid; highest wins"],
                  ] as const
                ).map(([value, label, hint]) => (
                  <label
                    key={value}
                    className={cx(
                      "flex cursor-pointer items-start gap-3 rounded-xl px-3 py-3 ring-1 ring-inset",
                      form.saleType === value
                        ? "bg-orange-50 ring-2 ring-orange-500"
                        : "bg-white ring-slate-300",
                    )}
                  >
                    <input
                      type="radio"
                      name="saleType"
                      value={value}
                      checked={form.saleType === value}
                      onChange={() =>
                        update(
                          value === "auction" && form.endTime === null
                            ? { saleType: value, endTime: roundToMinute(Date.now() + 7 * DAY) }
                            : { saleType: value },
                        )
                      }
                      className="mt-1 accent-orange-500"
                      // The name is the label alone ("Fixed price", "Auction"); the hint describes it.
                      aria-labelledby={`sale-${value}-label`}
                      aria-describedby={`sale-${value}-hint`}
                    />
                    <span>
                      <span id={`sale-${value}-label`} className="block text-sm font-semibold text-slate-900">
                        {label}
                      </span>
                      <span id={`sale-${value}-hint`} className="block text-xs text-slate-500">
                        {hint}
                      </span>
                    </span>
                  </label>
                ))}
              </div>
            </div>
            {form.saleType === "fixed" ? (
              <div>
                <MoneyField
                  label="Price"
                  value={form.price}
                  error={errors.price}
                  onChange={(price) => update({ price })}
                />
                {cashOnly && (
                  <p className="mt-2 rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
                    Under $0.50 the buyer pays you in cash in person only (card payments start at $0.50).
                  </p>
                )}
              </div>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2">
                <MoneyField
                  label="Starting price"
                  value={form.startPrice}
                  error={errors.startPrice}
                  onChange={(startPrice) => update({ startPrice })}
                />
                <MoneyField
                  label="Reserve price"
                  optional
                  hint="Hidden from buyers. The item sells only at or above it."
                  value={form.reservePrice}
                  error={errors.reservePrice}
                  onChange={(reservePrice) => update({ reservePrice })}
                />
                <MoneyField
                  label="Buy now price"
                  optional
                  value={form.buyNowPrice}
                  error={errors.buyNowPrice}
                  onChange={(buyNowPrice) => update({ buyNowPrice })}
                />
                <Select
                  label="Soft close"
                  value={String(form.softCloseSeconds)}
                  hint="A bid in the last minutes extends the end by this much."
                  onChange={(v) => update({ softCloseSeconds: Number(v) })}
                >
                  <option value="0">Off</option>
                  <option value="60">1 minute</option>
                  <option value="120">2 minutes</option>
                  <option value="300">5 minutes</option>
                  <option value="600">10 minutes</option>
                </Select>
                <TextField
                  label="Start time"
                  type="datetime-local"
                  value={toLocalInput(form.startTime)}
                  hint="Empty: starts when you publish."
                  error={errors.startTime}
                  onChange={(e) => update({ startTime: fromLocalInput(e.target.value) })}
                />
                <div>
                  <TextField
                    label="End time"
                    type="datetime-local"
                    value={toLocalInput(form.endTime)}
                    error={errors.endTime}
                    onChange={(e) => update({ endTime: fromLocalInput(e.target.value) })}
                  />
                  <div className="mt-2 flex flex-wrap gap-1.5">
                    {[3, 5, 7, 10].map((d) => (
                      <button
                        key={d}
                        type="button"
                        onClick={() =>
                          update({
                            endTime: roundToMinute(Math.max(form.startTime ?? 0, Date.now()) + d * DAY),
                          })
                        }
                        className="focus-ring rounded-full bg-slate-100 px-3 py-1 text-xs font-medium text-slate-700 hover:bg-slate-200"
                      >
                        Ends in {d} days
                      </button>
                    ))}
                  </div>
                </div>
              </div>
            )}
          </Section>

          <Section step="location" index={4} current={step} title="Location" onNext={() => next("location")}>
            <LocationField
              city={form.city}
              defaultCity={userCity}
              error={errors.city}
              onChange={(c) =>
                update(c ? { city: c.name, lat: c.lat, lng: c.lng } : { city: null, lat: null, lng: null })
              }
            />
            <TextArea
              label="Pickup note (optional)"
              value={form.pickupNote ?? ""}
              error={errors.pickupNote}
              onChange={(v) => update({ pickupNote: v })}
            />
            <p className="-mt-2 text-xs text-slate-600">
              Where and when buyers can collect, e.g. “Evenings after 6 near Central Station”. Buyers see it
              before they buy.
            </p>
          </Section>

          <Section step="review" index={5} current={step} title="Review and publish">
            <Review form={form} groups={groups} userCity={userCity} cashOnly={cashOnly} />
            <p className="text-sm text-slate-600">
              {meta.pending > 0
                ? `Not sent yet: ${meta.pending} ${meta.pending === 1 ? "edit" : "edits"} of this item, kept on this device.`
                : meta.itemNumber
                  ? meta.dirty
                    ? "You have changes that are kept on this device only. Save the draft to send them."
                    : `Saved (version ${meta.base ?? "?"}).`
                  : "Not saved on the server yet — kept on this device as you type."}
            </p>
          </Section>

          <div className="sticky bottom-0 z-10 -mx-4 flex flex-wrap gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur md:mx-0 md:flex-nowrap md:gap-3 md:rounded-xl md:border md:shadow-lg">
            {stepIndex > 0 && (
              <Button
                variant="ghost"
                size="lg"
                className="md:hidden"
                onClick={() => goTo(STEPS[stepIndex - 1]!.id)}
              >
                Back
              </Button>
            )}
            <Button
              type="submit"
              variant="secondary"
              size="lg"
              className="flex-1 whitespace-nowrap px-3"
              busy={busy === "save"}
              disabled={busy !== null}
            >
              Save draft
            </Button>
            {step !== "review" && (
              <Button size="lg" className="flex-1 md:hidden" onClick={() => next(step)}>
                Next
              </Button>
            )}
            {!live && (
              <Button
                size="lg"
                // On phones Publish comes with the Review step only.
                className={cx("flex-1", step !== "review" && "max-md:hidden")}
                busy={busy === "publish"}
                disabled={busy !== null}
                onClick={() => void submit(true)}
              >
                Publish
              </Button>
            )}
          </div>
        </form>
        <aside className="hidden lg:block">
          <div className="sticky top-28 space-y-4">
            <PreviewCard form={form} cashOnly={cashOnly} />
            {meta.itemNumber && live && server.data?.saleType === "auction" && (
              <a
                href={`/auctionSettings/${meta.itemNumber}`}
                className="focus-ring block rounded-lg px-1 text-sm font-semibold text-orange-700 underline"
              >
                Auction settings
              </a>
            )}
          </div>
        </aside>
      </div>
    </Page>
  );
}

const roundToMinute = (ms: number) => Math.ceil(ms / 60_000) * 60_000;

function scrollToStep(step: StepId) {
  const el = document.getElementById(`step-${step}`);
  el?.scrollIntoView({ behavior: "smooth", block: "start" });
  el?.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
}

function focusFirstInvalid(step: StepId) {
  requestAnimationFrame(() =>
    document.querySelector<HTMLElement>(`#step-${step} [aria-invalid="true"]`)?.focus(),
  );
}

function StepNav({ current, onGo }: { current: StepId; onGo: (id: StepId) => void }) {
  return (
    <nav aria-label="Steps" className="-mx-4 overflow-x-auto px-4 py-1 md:mx-0 md:px-0">
      <ol className="flex gap-2 text-sm">
        {STEPS.map((s, i) => (
          <li key={s.id} className="shrink-0">
            <a
              href={`#step-${s.id}`}
              aria-current={s.id === current ? "step" : undefined}
              onClick={(e) => {
                e.preventDefault();
                onGo(s.id);
              }}
              className="focus-ring inline-flex min-h-11 items-center gap-1.5 rounded-full bg-white px-3 py-1.5 font-medium text-slate-700 ring-1 ring-slate-200 hover:bg-slate-100 aria-[current=step]:ring-2 aria-[current=step]:ring-orange-500 md:min-h-0"
            >
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-slate-900 text-[11px] font-bold text-white">
                {i + 1}
              </span>
              {s.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Section({
  step,
  index,
  current,
  title,
  children,
  onNext,
}: {
  step: StepId;
  index: number;
  current: StepId;
  title: string;
  children: ReactNode;
  onNext?: () => void;
}) {
  const next = STEPS[index];
  // No accessible name on the section: "Photos", "Price" or "Location" as a region's name would
  // collide with the fields' names (getByLabel matches aria-labelledby too).
  return (
    <section
      id={`step-${step}`}
      // Phones: only the current step is on screen (CSS only, the same markup everywhere).
      className={cx(
        "scroll-mt-16 rounded-2xl bg-white p-4 ring-1 ring-slate-200 md:block md:p-6",
        step !== current && "hidden",
      )}
    >
      <h2
        id={`step-${step}-h`}
        tabIndex={-1}
        className="mb-4 flex items-center gap-2 text-lg font-bold text-slate-900 outline-none"
      >
        <span className="text-sm font-semibold text-orange-600">
          Step {index} of {STEPS.length}
        </span>
        <span aria-hidden="true" className="text-slate-300">
          ·
        </span>
        {title}
      </h2>
      <div className="space-y-4">{children}</div>
      {onNext && next && (
        <div className="mt-5 hidden justify-end md:flex">
          <Button variant="ghost" onClick={onNext}>
            Next: {next.name} →
          </Button>
        </div>
      )}
    </section>
  );
}

function MoneyField({
  label,
  value,
  error,
  hint,
  optional,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const errId = `${id}-err`;
  const hintId = `${id}-hint`;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-500"> (optional)</span>}
      </label>
      <div className="relative">
        <span
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500"
        >
          $
        </span>
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={
            [error ? errId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined
          }
          onChange={(e) => onChange(e.target.value)}
          className={cx(
            "focus-ring h-11 w-full rounded-lg border bg-white pl-7 pr-3 text-base text-slate-900 placeholder:text-slate-400",
            error ? "border-rose-500" : "border-slate-300",
          )}
        />
      </div>
      {hint && !error && (
        <p id={hintId} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={errId} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function TextArea({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={6}
        value={value}
        maxLength={5000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring rounded-lg border bg-white px-3 py-2 text-base text-slate-900",
          error ? "border-rose-500" : "border-slate-300",
        )}
      />
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function Select({
  label,
  value,
  error,
  hint,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  hint?: string;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-err` : hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        className={cx(
          "focus-ring h-11 rounded-lg border bg-white px-3 text-base text-slate-900",
          error ? "border-rose-500" : "border-slate-300",
        )}
      >
        {children}
      </select>
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="text-xs font-medium text-rose-600">
          {error}
        </p>
      )}
    </div>
  );
}

function money(text: string): string {
  const c = centsOf(text);
  return c === null || Number.isNaN(c) ? "—" : formatCents(c);
}

function Review({
  form,
  groups,
  userCity,
  cashOnly,
}: {
  form: ItemForm;
  groups: ReturnType<typeof leafGroups>;
  userCity: string | null;
  cashOnly: boolean;
}) {
  const category = groups.flatMap((g) => g.leaves).find((l) => l.id === form.categoryId)?.name ?? "—";
  const rows: [string, string][] = [
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
        ? new Date(form.endTime).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short" })
        : "—",
    ]);
  }
  rows.push(["Location", form.city ?? (userCity ? `${userCity} (your city)` : "Your city")]);
  return (
    <dl className="grid grid-cols-[8rem_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
      {rows.map(([k, v]) => (
        <div key={k} className="contents">
          <dt className="text-slate-500">{k}</dt>
          <dd className="truncate font-medium text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function PreviewCard({ form, cashOnly }: { form: ItemForm; cashOnly: boolean }) {
  const [src, setSrc] = useState<string | null>(null);
  const cover = form.photos[0];
  useEffect(() => {
    let url: string | null = null;
    let alive = true;
    if (!cover) return setSrc(null);
    void import("../../offline/drafts.ts").then(({ getPhoto }) =>
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
  return (
    <div className="overflow-hidden rounded-2xl bg-white ring-1 ring-slate-200" aria-hidden="true">
      <div className="aspect-[4/3] bg-slate-100">
        {src ? (
          <img src={src} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-sm text-slate-400">Cover photo</div>
        )}
      </div>
      <div className="space-y-1 p-4">
        <p className="line-clamp-2 font-semibold text-slate-900">{form.title || "Your title"}</p>
        <p className="text-lg font-bold text-slate-900">{price}</p>
        <p className="text-xs text-slate-500">
          {form.saleType === "auction"
            ? "Auction · starting bid"
            : cashOnly
              ? "Cash in person only"
              : "Fixed price"}
        </p>
      </div>
    </div>
  );
}

function useIsPhone(): boolean {
  const q = "(max-width: 767px)";
  const [m, setM] = useState(() => typeof window !== "undefined" && window.matchMedia(q).matches);
  useEffect(() => {
    const mq = window.matchMedia(q);
    const on = () => setM(mq.matches);
    mq.addEventListener("change", on);
    return () => mq.removeEventListener("change", on);
  }, []);
  return m;
}

/**
 * The personal free-listing allowance (rules/product.md §7 "free item limits"), shown while posting so the limit
 * never comes as a surprise at publish. A store identity is not limited: nothing to show.
 */
function FreeItemLimitNote() {
  const session = useAtomValue(sessionAtom);
  const identity = `${session.userInfo?.id ?? "?"}:${session.identityToken ? session.identityToken.slice(-12) : "personal"}`;
  const q = useQuery({ ...freeItemLimitQuery(identity), enabled: Boolean(session.token) });
  if (!q.data?.applies) return null;
  const { limit, used, remaining } = q.data;
  const low = remaining <= Math.max(1, Math.ceil(limit / 10));
  return (
    <p
      data-testid="free-item-limit"
      className={`rounded-xl px-4 py-3 text-sm ring-1 ${low ? "bg-amber-50 text-amber-900 ring-amber-200" : "bg-white text-slate-700 ring-slate-200"}`}
    >
      {remaining > 0
        ? `Free listings: ${used} of ${limit} used, ${remaining} left on your personal account.`
        : `You have used all ${limit} free listings of your personal account. Switch to a store to publish more.`}
    </p>
  );
}
