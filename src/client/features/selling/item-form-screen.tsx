import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect } from "react";
import type { OutboxEntry } from "../../offline/outbox.ts";
import { Button, EmptyState, Page, Skeleton, useDocumentTitle } from "../../ui/index.ts";
import { clearPostingReturn } from "../../ui/posting-return.ts";
import { draftStatusText } from "./form-model.ts";
import { FormActions } from "./item-form-actions.tsx";
import { BuyerPreview } from "./item-form-buyer-preview.tsx";
import { DetailsFields } from "./item-form-details.tsx";
import { LocationFields } from "./item-form-location.tsx";
import { DraftNotices, FreeItemLimitNote } from "./item-form-notes.tsx";
import { PhotosFields } from "./item-form-photos.tsx";
import { PreviewCard } from "./item-form-preview.tsx";
import { PriceFields } from "./item-form-price.tsx";
import { Review } from "./item-form-review.tsx";
import { StepNav, StepSection } from "./item-form-steps.tsx";
import { type Draft, useDeviceDraft } from "./use-device-draft.ts";
import { useItemForm } from "./use-item-form.ts";

export function ItemFormScreen({ itemNumber, localId }: { itemNumber?: string; localId?: string }) {
  const { t } = useLingui();
  const load = useDeviceDraft(itemNumber, localId);
  const editing = Boolean(itemNumber);
  useDocumentTitle(editing ? t`Edit item` : t`Post item`);
  if (load.phase === "loading")
    return (
      <Page heading={editing ? t`Edit item` : t`Post an item`} width="default">
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
      <Page heading={t`Edit item`} width="narrow">
        <EmptyState
          title={load.offline ? t`You are offline` : t`This item could not be opened`}
          body={
            load.offline
              ? t`This item has not been opened on this device yet, so it cannot be edited while you are offline.`
              : (load.message ?? t`It may have been deleted, or it belongs to another account.`)
          }
          action={
            <Button onClick={load.retry}>
              <Trans>Try again</Trans>
            </Button>
          }
        />
      </Page>
    );
  return <ItemFormEditor key={load.draft.localId} initial={load.draft} chainEntries={load.chainEntries} />;
}

function ItemFormEditor({ initial, chainEntries }: { initial: Draft; chainEntries: OutboxEntry[] }) {
  const { i18n, t } = useLingui();
  const f = useItemForm(initial, chainEntries);
  // Back at the listing: the profile screens stop offering the way back here.
  useEffect(() => clearPostingReturn(), []);
  const { form, errors, update, step, meta } = f;
  const fields = { form, errors, update };

  return (
    <Page heading={f.heading} width="default" className="pb-28">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <form
          noValidate
          aria-label={f.heading}
          onSubmit={(e) => {
            e.preventDefault();
            void f.submit(false);
          }}
          className="min-w-0 space-y-5"
        >
          <StepNav current={step} onGo={f.goTo} />
          {!initial.itemNumber && <FreeItemLimitNote />}
          <DraftNotices publishQueued={meta.publishQueued} online={f.online} summary={f.summary} />

          <StepSection
            step="details"
            index={1}
            current={step}
            title={t`Details`}
            onNext={() => f.next("details")}
          >
            <DetailsFields {...fields} groups={f.groups} categoriesLoading={f.categoriesLoading} />
          </StepSection>

          <StepSection
            step="photos"
            index={2}
            current={step}
            title={t`Photos`}
            onNext={() => f.next("photos")}
          >
            <PhotosFields {...fields} phone={f.phone} />
          </StepSection>

          <StepSection
            step="price"
            index={3}
            current={step}
            title={t`Price and sale type`}
            onNext={() => f.next("price")}
          >
            <PriceFields {...fields} cashOnly={f.cashOnly} />
          </StepSection>

          <StepSection
            step="location"
            index={4}
            current={step}
            title={t`Location`}
            onNext={() => f.next("location")}
          >
            <LocationFields {...fields} userCity={f.userCity} />
          </StepSection>

          <StepSection step="review" index={5} current={step} title={t`Review and publish`}>
            <Review form={form} groups={f.groups} userCity={f.userCity} cashOnly={f.cashOnly} />
            <p className="text-sm text-slate-600">{draftStatusText(meta, i18n)}</p>
            {step === "review" && <BuyerPreview form={form} groups={f.groups} userCity={f.userCity} />}
          </StepSection>

          <FormActions
            step={step}
            stepIndex={f.stepIndex}
            busy={f.busy}
            showPublish={!f.live}
            live={Boolean(f.live)}
            onGo={f.goTo}
            onNext={f.next}
            onPublish={() => void f.submit(true)}
          />
        </form>
        <aside className="hidden lg:block">
          <div className="sticky top-28 space-y-4">
            <PreviewCard form={form} cashOnly={f.cashOnly} />
            {f.auctionSettings && (
              <a
                href={`/auctionSettings/${meta.itemNumber}`}
                className="focus-ring block rounded-lg px-1 text-sm font-semibold text-orange-700 underline"
              >
                <Trans>Auction settings</Trans>
              </a>
            )}
          </div>
        </aside>
      </div>
    </Page>
  );
}
