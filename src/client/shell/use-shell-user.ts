import { useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { displayName } from "../api/session-store.ts";
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
  return {
    signedIn,
    name: displayName(session.userInfo),
    pic: session.userInfo?.pic ?? null,
    city: session.city,
    identity,
    hasIdentityToken: Boolean(session.identityToken),
    storeId: identity?.user.storeId ?? null,
    hasStores: (identity?.stores.length ?? 0) > 0,
    identityText: store ? store.storeName : t`Personal`,
    unread: signedIn ? (unread.data?.unreadCountNotifications ?? 0) : 0,
  };
}
export type ShellUser = ReturnType<typeof useShellUser>;
