import { Trans, useLingui } from "@lingui/react/macro";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { useLocale } from "../../i18n/locale.ts";
import { type DeviceDraft, listDrafts } from "../../offline/drafts.ts";
import { sessionAtom } from "../../state.ts";
import { EmptyState, MoreButton, Page, useDocumentTitle } from "../../ui/index.ts";
import type { ItemForm } from "./form-model.ts";
import { currentUserId } from "./outbox-sync.ts";
import {
  Badge,
  dateText,
  RowSkeletons,
  SellerItemRow,
  StateBadge,
  summaryPrice,
} from "./seller-item-row.tsx";
import { ListFailed, NewListingLink, PostItemLink } from "./seller-list-parts.tsx";
import { draftsQuery } from "./selling-queries.ts";
import { useOutboxEntries } from "./use-outbox.ts";

function useDeviceDrafts(): DeviceDraft<ItemForm>[] {
  const entries = useOutboxEntries();
  const [list, setList] = useState<DeviceDraft<ItemForm>[]>([]);
  // Re-read when the outbox changes: a landing gives a device draft its itemNumber.
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries is the trigger
  useEffect(() => {
    const uid = currentUserId();
    if (uid !== null) void listDrafts<ItemForm>(uid).then(setList);
  }, [entries]);
  return list;
}

/** My drafts: the server's, plus the ones that so far exist only on this device (marked). */
export function DraftsScreen() {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  useDocumentTitle(t`Drafts`);
  const identity = useAtomValue(sessionAtom).identityToken ?? "personal";
  const q = useInfiniteQuery(draftsQuery(identity));
  const device = useDeviceDrafts();
  const entries = useOutboxEntries();
  const server = q.data?.pages.flatMap((p) => p.list) ?? [];
  const deviceOnly = device.filter(
    (d) => d.itemNumber === null && (d.dirty || entries.some((e) => e.chain === d.localId)),
  );
  const waitingFor = (localId: string | undefined) =>
    localId ? entries.filter((e) => e.chain === localId).length : 0;
  const byNumber = new Map(device.filter((d) => d.itemNumber).map((d) => [d.itemNumber, d]));

  return (
    <Page heading={t`Drafts`} actions={<NewListingLink />}>
      <div className="mx-auto max-w-3xl space-y-3">
        {deviceOnly.length > 0 && (
          <ul className="space-y-3" aria-label={t`Drafts on this device`}>
            {deviceOnly.map((d) => {
              const waiting = waitingFor(d.localId);
              const edited = dateText(d.updatedAt, locale);
              return (
                <SellerItemRow
                  key={d.localId}
                  title={d.form.title || t`Untitled item`}
                  cover={null}
                  href={`/postItem?draft=${d.localId}`}
                  badges={
                    <>
                      <Badge className="bg-amber-100 text-amber-900">
                        <Trans>On this device only</Trans>
                      </Badge>
                      {waiting > 0 && (
                        <Badge className="bg-slate-900 text-white">
                          <Trans>{waiting} waiting to sync</Trans>
                        </Badge>
                      )}
                      {d.publishQueued && (
                        <Badge className="bg-rose-100 text-rose-800">
                          <Trans>Publish queued · not live yet</Trans>
                        </Badge>
                      )}
                    </>
                  }
                  meta={t`Edited ${edited}`}
                  price={null}
                />
              );
            })}
          </ul>
        )}
        {q.isPending ? (
          <RowSkeletons />
        ) : q.isError && server.length === 0 ? (
          <ListFailed
            title={t`Your drafts could not be loaded`}
            offline={t`You are offline. Drafts saved on this device are listed above.`}
            error={q.error}
            retry={() => void q.refetch()}
          />
        ) : server.length === 0 && deviceOnly.length === 0 ? (
          <EmptyState
            title={t`No drafts`}
            body={t`Start a listing and save it as a draft to finish it later.`}
            action={<PostItemLink />}
          />
        ) : (
          <ul className="space-y-3" aria-label={t`Drafts`}>
            {server.map((s) => {
              const d = byNumber.get(s.itemNumber);
              const waiting = waitingFor(d?.localId);
              const edited = dateText(s.updatedAt, locale);
              return (
                <SellerItemRow
                  key={s.itemNumber}
                  title={s.title || t`Untitled item`}
                  cover={s.cover}
                  href={`/editItem?itemNumber=${encodeURIComponent(s.itemNumber)}`}
                  badges={
                    <>
                      <StateBadge state={s.listingState} />
                      {waiting > 0 && (
                        <Badge className="bg-slate-900 text-white">
                          <Trans>{waiting} waiting to sync</Trans>
                        </Badge>
                      )}
                      {d?.publishQueued && (
                        <Badge className="bg-rose-100 text-rose-800">
                          <Trans>Publish queued · not live yet</Trans>
                        </Badge>
                      )}
                      {d?.dirty && !waiting && (
                        <Badge className="bg-amber-100 text-amber-900">
                          <Trans>Unsaved changes on this device</Trans>
                        </Badge>
                      )}
                    </>
                  }
                  meta={t`Edited ${edited}`}
                  price={summaryPrice(s, i18n)}
                />
              );
            })}
          </ul>
        )}
        <MoreButton query={q} />
      </div>
    </Page>
  );
}
