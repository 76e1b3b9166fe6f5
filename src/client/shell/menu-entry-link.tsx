import { AppLink } from "../ui/app-link.tsx";
import { cx } from "../ui/cx.ts";
import type { MenuEntry } from "./menu.ts";
import { MenuEntryIcon } from "./menu-icons.tsx";
import { openSellerPortal } from "./seller-portal-link.ts";

/**
 * An entry of the account menu or the drawer: its icon and name, a link that first closes the
 * menu (`onNavigate`). The seller portal opens in a window of its own.
 */
export function MenuEntryLink({
  entry,
  signedIn,
  onNavigate,
  className,
  iconSize,
}: {
  entry: MenuEntry;
  signedIn: boolean;
  onNavigate: () => void;
  className: string;
  /** The icon's size class ("size-4"). */
  iconSize: string;
}) {
  return (
    <AppLink
      href={entry.href}
      {...(entry.newWindow ? { target: "_blank", rel: "noopener" } : {})}
      onClick={(ev) => {
        onNavigate();
        if (entry.newWindow) openSellerPortal(ev, signedIn);
      }}
      className={className}
    >
      <MenuEntryIcon name={entry.icon} className={cx(iconSize, "shrink-0 text-slate-500")} />
      <span className="min-w-0">{entry.name}</span>
    </AppLink>
  );
}
