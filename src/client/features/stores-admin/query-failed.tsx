import { Trans, useLingui } from "@lingui/react/macro";
import { ApiError } from "../../api/index.ts";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/page.tsx";

/** A failed load without data: what happened and a retry. */
export function Failed({ error, retry }: { error: Error; retry: () => void }) {
  const { t } = useLingui();
  const offline = error instanceof ApiError && error.offline;
  const missing = error instanceof ApiError && error.code === 10004;
  return (
    <EmptyState
      title={offline ? t`You are offline` : missing ? t`Not found` : t`Something went wrong`}
      body={
        offline ? t`This page has not been saved on this device yet. Connect and try again.` : error.message
      }
      action={
        <Button variant="secondary" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
