import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { identityAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";
import { ChatIcon } from "../../ui/icons-more.tsx";

/**
 * "Contact seller" on an item page: opens `/chat?itemNumber=…` (which opens or reuses the chat with
 * the seller). Guests go through sign-in first; the seller sees nothing.
 */
export function ContactSellerButton({
  itemNumber,
  sellerId,
  className,
}: {
  itemNumber: string;
  sellerId: number;
  className?: string;
}) {
  const session = useAtomValue(sessionAtom);
  const myId = useAtomValue(identityAtom)?.user.id ?? session.userInfo?.id ?? null;
  if (myId !== null && myId === sellerId) return null;
  const chat = `/chat?itemNumber=${encodeURIComponent(itemNumber)}`;
  const href = session.token ? chat : `/signIn?redirect=${encodeURIComponent(chat)}`;
  return (
    <AppLink
      href={href}
      className={cx(
        "focus-ring inline-flex h-10 items-center justify-center gap-2 rounded-lg bg-white px-4 text-sm font-semibold text-slate-900 ring-1 ring-inset ring-slate-300 hover:bg-slate-50",
        className,
      )}
    >
      <ChatIcon className="size-4" />
      <Trans>Contact seller</Trans>
    </AppLink>
  );
}
