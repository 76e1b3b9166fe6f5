import { Trans, useLingui } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { onlineAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { CloudOffIcon } from "../../ui/icons.tsx";
import { EmptyState } from "../../ui/page.tsx";

/*
 * What a screen of the catalogue shows over data it could not load or has only from the device.
 * Apart from the infinite list (item-list.tsx): an item page needs these, not the list's code.
 */

/** Shown above data rendered from the device's cache while there is no network. */
export function OfflineNote({ what }: { what?: string }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  if (online) return null;
  const subject = what ?? t`This list`;
  return (
    <p className="mb-3 flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200">
      <CloudOffIcon className="size-4 shrink-0" />
      <Trans>{subject} was saved on this device and is possibly out of date.</Trans>
    </p>
  );
}

/** Failed with nothing to show: say why and offer a retry. */
export function LoadError({ onRetry, busy, what }: { onRetry: () => void; busy?: boolean; what?: string }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const subject = what ?? t`these items`;
  return (
    <EmptyState
      title={online ? t`We could not load ${subject}` : t`You are offline`}
      body={
        online
          ? t`Check your connection and try again.`
          : t`This page has not been saved on this device yet. Try again when you are back online.`
      }
      action={
        <Button onClick={onRetry} busy={busy}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
