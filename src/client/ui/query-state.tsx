import { Trans, useLingui } from "@lingui/react/macro";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Code } from "#shared/codes";
import { ApiError } from "../api/call.ts";
import { Button } from "./button.tsx";
import { EmptyState } from "./page.tsx";
import { TextLink } from "./text-link.tsx";

/** "Order" -> "order" inside a sentence (a Chinese noun stays as it is). */
const whatLower = (what: string) => what.toLowerCase();

/** No answer at all (network down, timeout): a status-0 ApiError. */
export function isOffline(err: unknown): boolean {
  return err instanceof ApiError && err.offline;
}

/**
 * A failed load without data: offline, or something else, with a retry. Pages of one record pass
 * `what` (e.g. "Order", in the current language: ``t`Order` ``): a not-found or not-yours answer then
 * says so and leads home, as retrying cannot help.
 */
export function QueryFailure({ error, retry, what }: { error: unknown; retry: () => void; what?: string }) {
  const { t } = useLingui();
  if (
    what !== undefined &&
    error instanceof ApiError &&
    (error.code === Code.NOT_FOUND || error.code === Code.FORBIDDEN)
  )
    return (
      <EmptyState
        title={t`${what} not found`}
        body={error.message || t`This ${whatLower(what)} does not exist or is not yours.`}
        action={
          <TextLink href="/" look="quiet">
            <Trans>Go to the home page</Trans>
          </TextLink>
        }
      />
    );
  const offline = isOffline(error);
  return (
    <EmptyState
      title={offline ? t`You are offline` : t`Something went wrong`}
      body={
        offline
          ? t`This page has not been saved on this device yet. Connect and try again.`
          : error instanceof Error
            ? error.message
            : t`Please try again.`
      }
      action={
        <Button variant="secondary" onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}

/**
 * Loading, failure and data of one query: data (fresh or persisted) wins; a failure without data
 * says what happened and offers a retry (see QueryFailure for `what`); else the skeleton.
 */
export function QueryState<T>({
  query,
  skeleton,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  what?: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return <QueryFailure error={query.error} retry={() => void query.refetch()} what={what} />;
  return <>{skeleton}</>;
}
