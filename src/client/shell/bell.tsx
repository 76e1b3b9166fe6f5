import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { type ComponentType, useCallback, useState } from "react";
import { badgeText } from "#shared/constants";
import { cx } from "../ui/cx.ts";
import { BellIcon } from "../ui/icons.tsx";
import type { ShellUser } from "./use-shell-user.ts";

/** The unread badge (hidden at 0, `99+` above 99). */
export function Badge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={cx(
        "absolute -right-1 -top-1 min-w-[18px] rounded-full bg-rose-600 px-1 text-center text-[10px] font-bold leading-[18px] text-white ring-2 ring-white",
        className,
      )}
    >
      {badgeText(count)}
    </span>
  );
}

export function BellButton({
  count,
  onClick,
  expanded,
  dark,
}: {
  count: number;
  onClick: () => void;
  expanded?: boolean;
  dark?: boolean;
}) {
  const { t } = useLingui();
  const badge = badgeText(count);
  return (
    <button
      type="button"
      // The visible badge is part of the name ("Notifications, 3 unread"), not hidden from it.
      aria-label={count > 0 ? t`Notifications, ${badge} unread` : t`Notifications`}
      data-bell=""
      aria-expanded={expanded}
      onClick={onClick}
      className={cx(
        "focus-ring relative inline-flex size-11 items-center justify-center rounded-full",
        dark ? "text-white hover:bg-white/10" : "text-slate-700 hover:bg-slate-100",
      )}
    >
      <BellIcon className="size-[22px]" />
      <Badge count={count} />
    </button>
  );
}

/**
 * The header's bell: it opens the notifications popover for a signed-in user and the sign-in screen
 * for a guest. Each header passes the popover as it loads it (the phone's on the first open).
 */
export function HeaderBell({
  user,
  className,
  Popover,
}: {
  user: ShellUser;
  className: string;
  Popover: ComponentType<{ onClose: () => void }>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <div className={className}>
      <BellButton
        count={user.unread}
        expanded={open}
        onClick={() => (user.signedIn ? setOpen((o) => !o) : void router.navigate({ href: "/signIn" }))}
      />
      {open && <Popover onClose={close} />}
    </div>
  );
}
