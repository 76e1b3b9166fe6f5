import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useSetAtom } from "jotai";
import { LanguageSwitch } from "../i18n/language-switch.tsx";
import { drawerOpenAtom, signOutDialogAtom } from "../state.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Avatar } from "../ui/avatar.tsx";
import { cx } from "../ui/cx.ts";
import { Dialog } from "../ui/dialog.tsx";
import { BellIcon, CloseIcon, PinIcon } from "../ui/icons.tsx";
import { Badge } from "./bell.tsx";
import { menuGroups } from "./menu.ts";
import { MenuEntryLink } from "./menu-entry-link.tsx";
import type { ShellUser } from "./use-shell-user.ts";

/** The phone side drawer (rules/product.md §2): who, city, bell, identity, menu sections, Sign Out. */
export function Drawer({ user }: { user: ShellUser }) {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const openSignOut = useSetAtom(signOutDialogAtom);
  const close = () => setOpen(false);
  const signOut = () => {
    close();
    openSignOut(true);
  };
  const { t, i18n } = useLingui();
  const unread = user.unread;
  const groups = menuGroups(
    {
      place: "drawer",
      hasIdentityToken: user.hasIdentityToken,
      storeId: user.storeId,
      storeRole: user.storeRole,
      hasStores: user.hasStores,
    },
    i18n,
  );
  // A row of the menu: a phone-sized target.
  const row = "focus-ring flex min-h-11 items-center rounded-lg px-3 py-2.5 text-[15px] hover:bg-slate-100";
  // Words on the drawer's dark head.
  const onDark = "focus-ring rounded underline-offset-2 hover:underline";
  const signOutLook =
    "focus-ring h-11 w-full rounded-lg font-semibold text-rose-600 ring-1 ring-rose-200 hover:bg-rose-50";
  return (
    <Dialog open={open} onClose={close} title={t`Menu`} hideTitle placement="left">
      <div className="flex h-full flex-col overflow-y-auto">
        <div className="bg-slate-900 px-5 pb-5 pt-4 text-white">
          <div className="flex justify-end">
            <button
              type="button"
              aria-label={t`Close`}
              onClick={close}
              className="focus-ring -mr-2 rounded-full p-2 hover:bg-white/10"
            >
              <CloseIcon className="size-5" />
            </button>
          </div>
          <div className="flex items-center gap-3">
            <Avatar pic={user.pic} size="md" onDark />
            <div className="min-w-0 flex-1">
              {user.signedIn ? (
                <>
                  <p className="truncate text-lg font-semibold">{user.name || t`Welcome back`}</p>
                  <p className="text-sm text-slate-300">{user.identityText}</p>
                </>
              ) : (
                <p className="flex gap-3 text-base font-semibold">
                  <AppLink href="/signIn" onClick={close} className={onDark}>
                    <Trans>Sign In</Trans>
                  </AppLink>
                  <AppLink href="/signUp" onClick={close} className={onDark}>
                    <Trans>Sign Up</Trans>
                  </AppLink>
                </p>
              )}
            </div>
            {user.signedIn && (
              <AppLink
                href="/notifications"
                onClick={close}
                aria-label={t`Notifications, ${unread} unread`}
                className="focus-ring relative rounded-full p-2 hover:bg-white/10"
              >
                <BellIcon className="size-6" />
                <Badge count={user.unread} className="ring-slate-900" />
              </AppLink>
            )}
          </div>
          <AppLink
            href="/cityLocation"
            onClick={close}
            className="focus-ring mt-4 inline-flex items-center gap-1.5 rounded text-sm text-slate-300 hover:text-white"
          >
            <PinIcon className="size-4" />
            {user.city || t`Select City`}
          </AppLink>
          <div className="mt-3">
            <LanguageSwitch
              labelClassName="mr-1 text-sm text-slate-300"
              className="focus-ring h-8 rounded bg-slate-800 px-2 text-sm text-white ring-1 ring-slate-700"
            />
          </div>
        </div>
        <nav aria-label={t`Drawer menu`} className="flex-1 px-2 py-3">
          {/* Browsing by category, first: a buyer's most common way in after search. */}
          <AppLink href="/classification" onClick={close} className={cx(row, "font-semibold text-slate-900")}>
            <Trans>Categories</Trans>
          </AppLink>
          {groups.map((g) => (
            <section key={g.key} className="mb-2">
              <h2 className="px-3 pb-1 pt-3 text-xs font-bold uppercase tracking-wider text-slate-500">
                {g.title}
              </h2>
              <ul>
                {g.entries.map((e) => (
                  <li key={e.key}>
                    <MenuEntryLink
                      entry={e}
                      signedIn={user.signedIn}
                      onNavigate={close}
                      className={cx(row, "gap-3 text-slate-800")}
                      iconSize="size-5"
                    />
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {user.signedIn && (
          <div className="border-t border-slate-200 p-4">
            <button type="button" onClick={signOut} className={signOutLook}>
              <Trans>Sign Out</Trans>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
