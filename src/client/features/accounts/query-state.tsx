import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { HttpError } from "../../api/http.ts";
import { Button } from "../../ui/button.tsx";
import { EmptyState } from "../../ui/page.tsx";

/**
 * Loading, failure and data of one query: data (fresh or persisted) wins; a failure without data
 * says what happened and offers a retry.
 */
export function QueryState<T>({
  query,
  skeleton,
  children,
}: {
  query: UseQueryResult<T>;
  skeleton: ReactNode;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    const offline = query.error instanceof HttpError && query.error.status === 0;
    return (
      <EmptyState
        title={offline ? "You are offline" : "Something went wrong"}
        body={
          offline
            ? "This page has not been saved on this device yet. Connect and try again."
            : query.error.message
        }
        action={
          <Button variant="secondary" onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      />
    );
  }
  return <>{skeleton}</>;
}
