import { Trans } from "@lingui/react/macro";
import { AppLink, Button, EmptyState } from "../../ui/index.ts";

/* Around the rows of the seller's item lists (My Items, Drafts): the page action, the empty and failed lists. */

/** The seller's item lists' page action: start a new listing. */
export function NewListingLink() {
  return (
    <AppLink
      href="/postItem"
      className="focus-ring inline-flex h-10 shrink-0 items-center whitespace-nowrap rounded-lg bg-orange-500 px-4 text-sm font-semibold text-white hover:bg-orange-600"
    >
      <Trans>New listing</Trans>
    </AppLink>
  );
}

/** What an empty list of the seller's items offers. */
export function PostItemLink() {
  return (
    <AppLink href="/postItem" className="font-semibold text-orange-700 underline">
      <Trans>Post an item</Trans>
    </AppLink>
  );
}

/** A list of the seller's items that could not be read: why (`offline` when offline) and Try again. */
export function ListFailed({
  title,
  offline,
  error,
  retry,
}: {
  title: string;
  offline: string;
  error: Error;
  retry: () => void;
}) {
  return (
    <EmptyState
      title={title}
      body={navigator.onLine ? error.message : offline}
      action={
        <Button onClick={retry}>
          <Trans>Try again</Trans>
        </Button>
      }
    />
  );
}
