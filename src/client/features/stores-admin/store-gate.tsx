import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import type { ReactNode } from "react";
import { identityAtom } from "../../state.ts";
import { buttonLook } from "../../ui/button.tsx";
import { EmptyState, Page, Skeleton } from "../../ui/page.tsx";

/** The store the user acts as (null: Personal; undefined: identity still loading). */
export function useActingStore(): { id: number; storeName: string } | null | undefined {
  const { t } = useLingui();
  const identity = useAtomValue(identityAtom);
  if (!identity) return undefined;
  const id = identity.user.storeId;
  if (id === null) return null;
  return { id, storeName: identity.stores.find((s) => s.id === id)?.storeName ?? t`Your store` };
}

/**
 * Store tools work for a store identity only: Personal gets a screen that says so and links to
 * /changeIdentity. `children` receives the store.
 */
export function StoreGate({
  heading,
  children,
  width,
}: {
  heading: string;
  width?: "narrow" | "default";
  children: (store: { id: number; storeName: string }) => ReactNode;
}) {
  const { t } = useLingui();
  const store = useActingStore();
  if (store === undefined)
    return (
      <Page heading={heading} width={width}>
        <Skeleton className="h-64 rounded-2xl" />
      </Page>
    );
  if (store === null)
    return (
      <Page heading={heading} width={width}>
        <EmptyState
          title={t`Switch to a store to use this`}
          body={t`${heading} belongs to a store. You are acting as Personal: switch to one of your stores first.`}
          action={
            <Link to="/changeIdentity" className={buttonLook("primary")}>
              <Trans>Change identity</Trans>
            </Link>
          }
        />
      </Page>
    );
  return <>{children(store)}</>;
}
