import { Trans, useLingui } from "@lingui/react/macro";
import { useAtom, useSetAtom } from "jotai";
import { LanguageSwitch } from "../i18n/language-switch.tsx";
import { drawerOpenAtom, signOutDialogAtom } from "../state.ts";
import { AppLink } from "../ui/app-link.tsx";
import { Dialog } from "../ui/dialog.tsx";
import { BellIcon, CloseIcon, PinIcon } from "../ui/icons.tsx";
import { UserIcon } from "../ui/icons-more.tsx";
import { Badge } from "./bell.tsx";
import { menuGroups } from "./menu.ts";
import { MenuEntryIcon } from "./menu-icons.tsx";
import { openSellerPortal } from "./seller-portal-link.ts";
import type { ShellUser } from "./use-shell-user.ts";

/** The phone side drawer (rules/product.md §2): who, city, bell, identity, menu sections, Sign Out. */
export function Drawer({ user }: { user: ShellUser }) {
  const [open, setOpen] = useAtom(drawerOpenAtom);
  const openSignOut = useSetAtom(signOutDialogAtom);
  const close = () => setOpen(false);
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
  const link =
    "focus-ring flex min-h-11 items-center gap-3 rounded-lg px-3 py-2.5 text-[15px] text-slate-800 hover:bg-slate-100";
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
            {user.pic ? (
              <img
                src={user.pic}
                alt=""
                width={48}
                height={48}
                className="size-12 rounded-full object-cover ring-2 ring-white/20"
              />
            ) : (
              <span className="inline-flex size-12 items-center justify-center rounded-full bg-white/10">
                <UserIcon className="size-6" />
              </span>
            )}
            <div className="min-w-0 flex-1">
              {user.signedIn ? (
                <>
                  <p className="truncate text-lg font-semibold">{user.name || t`Welcome back`}</p>
                  <p className="text-sm text-slate-300">{user.identityText}</p>
                </>
              ) : (
                <p className="flex gap-3 text-base font-semibold">
                  <AppLink
                    href="/signIn"
                    onClick={close}
                    className="focus-ring rounded underline-offset-2 hover:underline"
                  >
                    <Trans>Sign In</Trans>
                  </AppLink>
                  <AppLink
                    href="/signUp"
                    onClick={close}
                    className="focus-ring rounded underline-offset-2 hover:underline"
                  >
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
          <AppLink
            href="/classification"
            onClick={close}
            className="focus-ring flex min-h-11 items-center rounded-lg px-3 py-2.5 text-[15px] font-semibold text-slate-900 hover:bg-slate-100"
          >
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
                    <AppLink
                      href={e.href}
                      {...(e.newWindow ? { target: "_blank", rel: "noopener" } : {})}
                      onClick={(ev) => {
                        close();
                        if (e.newWindow) openSellerPortal(ev, user.signedIn);
                      }}
                      className={link}
                    >
                      <MenuEntryIcon name={e.icon} className="size-5 shrink-0 text-slate-500" />
                      <span className="min-w-0">{e.name}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </nav>
        {user.signedIn && (
          <div className="border-t border-slate-200 p-4">
            <button
              type="button"
              onClick={() => {
                close();
                openSignOut(true);
              }}
              className="focus-ring h-11 w-full rounded-lg font-semibold text-rose-600 ring-1 ring-rose-200 hover:bg-rose-50"
            >
              <Trans>Sign Out</Trans>
            </button>
          </div>
        )}
      </div>
    </Dialog>
  );
}
