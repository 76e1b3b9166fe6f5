import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Button } from "./button.tsx";
import { cx } from "./cx.ts";

/** What a paged list's query offers for its next page. */
type NextPage = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> };

/** The next page of a list, while there is one: a button under the list, centred, 44 px high ("Load more" unless told). */
export function MoreButton({
  query,
  className,
  children,
}: {
  query: NextPage;
  className?: string;
  children?: ReactNode;
}) {
  if (!query.hasNextPage) return null;
  return (
    <div className={cx("flex justify-center", className)}>
      <Button
        variant="secondary"
        className="h-11"
        busy={query.isFetchingNextPage}
        onClick={() => void query.fetchNextPage()}
      >
        {children ?? <Trans>Load more</Trans>}
      </Button>
    </div>
  );
}
