import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { onlineAtom, sessionAtom } from "../../state.ts";
import { categoriesQuery } from "../catalog/catalog-queries.ts";
import { isCashOnly, leafGroups, STEPS, type StepId, validateStep } from "./form-model.ts";
import { sellerItemQuery } from "./selling-queries.ts";
import type { Draft } from "./use-device-draft.ts";
import { useItemDraft } from "./use-item-draft.ts";
import { useItemSave } from "./use-item-save.ts";

/** Everything the post/edit form shows and does: fields, steps, saving, and what the server says. */
export function useItemForm(initial: Draft, chainEntries: OutboxEntry[]) {
  const { i18n, t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const session = useAtomValue(sessionAtom);
  const phone = useIsPhone();
  const cats = useQuery(categoriesQuery());
  const groups = useMemo(() => leafGroups(cats.data ?? []), [cats.data]);
  const server = useQuery({
    ...sellerItemQuery(initial.itemNumber ?? ""),
    enabled: Boolean(initial.itemNumber),
  });

  // Phones show one step at a time (wide screens show them all, stacked).
  const [step, setStep] = useState<StepId>(STEPS[0].id);
  const goTo = useCallback((id: StepId) => {
    setStep(id);
    requestAnimationFrame(() => scrollToStep(id));
  }, []);
  const stepIndex = STEPS.findIndex((s) => s.id === step);

  const draft = useItemDraft(initial, chainEntries, server.data);
  const { summary, busy, submit } = useItemSave(initial, draft, goTo, server.data?.status === "active");
  const { form, formRef, setErrors } = draft;

  const next = (step: StepId) => {
    const errs = validateStep(step, formRef.current, { publish: true, now: Date.now(), i18n });
    setErrors((e) => ({ ...e, ...errs }));
    if (Object.keys(errs).length) {
      focusFirstInvalid(step);
      return;
    }
    const i = STEPS.findIndex((s) => s.id === step);
    const to = STEPS[i + 1];
    if (to) goTo(to.id);
  };

  const live = server.data && server.data.status === "active";
  return {
    form,
    errors: draft.errors,
    meta: draft.meta,
    update: draft.update,
    online,
    phone,
    groups,
    categoriesLoading: cats.isPending,
    step,
    stepIndex,
    goTo,
    next,
    summary,
    busy,
    submit,
    cashOnly: isCashOnly(form),
    userCity: session.userInfo?.city ?? null,
    live,
    auctionSettings: Boolean(draft.meta.itemNumber && live && server.data?.saleType === "auction"),
    heading: initial.itemNumber ? (live ? t`Edit listing` : t`Edit draft`) : t`Post an item`,
  };
}

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
