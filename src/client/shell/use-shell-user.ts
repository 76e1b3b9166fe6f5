import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { displayName } from "../api/session-store.ts";
import { storesQuery } from "../features/accounts/accounts-queries.ts";
import { unreadCountQuery } from "../features/notifications/unread-count.ts";
import { identityAtom, sessionAtom } from "../state.ts";

/** What the header, menu and drawer need to know about the user. */
export function useShellUser() {
  const session = useAtomValue(sessionAtom);
  const identity = useAtomValue(identityAtom);
  const signedIn = Boolean(session.token);
  const { t } = useLingui();
  const unread = useQuery(unreadCountQuery(signedIn));
  const store = identity?.user.storeId
    ? identity.stores.find((s) => s.id === identity.user.storeId)
    : undefined;
  // The role in the store acted as comes with the store list (GET /store/list), asked only then.
  const storeId = identity?.user.storeId ?? null;
  const stores = useQuery({ ...storesQuery(), enabled: signedIn && storeId !== null });
  const storeRole = storeId === null ? null : (stores.data?.find((s) => s.id === storeId)?.role ?? null);
  return {
    signedIn,
    name: displayName(session.userInfo),
    pic: session.userInfo?.pic ?? null,
    city: session.city,
    identity,
    hasIdentityToken: Boolean(session.identityToken),
    storeId: identity?.user.storeId ?? null,
    /** The user's role in the store acted as (null when Personal). */
    storeRole,
    hasStores: (identity?.stores.length ?? 0) > 0,
    identityText: store ? store.storeName : t`Personal`,
    unread: signedIn ? (unread.data?.unreadCountNotifications ?? 0) : 0,
  };
}
export type ShellUser = ReturnType<typeof useShellUser>;
