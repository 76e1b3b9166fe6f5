import { Trans } from "@lingui/react/macro";
import { useAtomValue } from "jotai";
import { identityAtom, sessionAtom } from "../../state.ts";
import { AppLink } from "../../ui/app-link.tsx";
import { cx } from "../../ui/cx.ts";

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
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12Z" strokeLinejoin="round" />
      </svg>
      <Trans>Contact seller</Trans>
    </AppLink>
  );
}
