import { Trans, useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { chooseIdentity } from "../features/session/session-actions.ts";
import { LanguageSwitch } from "../i18n/language-switch.tsx";
import { signOutDialogAtom } from "../state.ts";
import { AppLink } from "../ui/app-link.tsx";
import { PlusIcon } from "../ui/icons.tsx";
import { AccountMenu } from "./account-menu.tsx";
import { HeaderBell } from "./bell.tsx";
import { CityPicker } from "./city-picker.tsx";
import { GetAppQr } from "./get-app-qr.tsx";
import { Logo } from "./logo.tsx";
import { NotificationsPopover } from "./notifications-popover.tsx";
import { SearchBox } from "./search-box.tsx";
import { openSellerPortalWindow } from "./seller-portal-link.ts";
import type { ShellUser } from "./use-shell-user.ts";

const stripLink = "focus-ring rounded px-1 font-semibold text-white underline-offset-2 hover:underline";

/** Wide screens: a dark strip (greeting, session, identity, city, seller sign-in) over the main bar. */
export function HeaderWide({ user }: { user: ShellUser }) {
  const openSignOut = useSetAtom(signOutDialogAtom);
  const router = useRouter();
  const { t } = useLingui();
  const name = user.name || t`there`;
  return (
    <>
      <div className="bg-slate-900 text-[13px] text-slate-300">
        <div className="mx-auto flex h-9 max-w-7xl items-center gap-4 px-6">
          <p className="flex items-center gap-1.5">
            {user.signedIn ? (
              <>
                <span>
                  <Trans>
                    Hi, <strong className="font-semibold text-white">{name}</strong>!
                  </Trans>
                </span>
                <label className="sr-only" htmlFor="identity-switch">
                  <Trans>Identity</Trans>
                </label>
                <select
                  id="identity-switch"
                  value={user.storeId ?? ""}
                  onChange={(e) => void chooseIdentity(e.target.value ? Number(e.target.value) : null)}
                  className="focus-ring ml-1 h-6 rounded bg-slate-800 px-1.5 text-xs text-white ring-1 ring-slate-700"
                >
                  <option value="">{t`Personal`}</option>
                  {user.identity?.stores.map((s) => (
                    <option key={s.id} value={s.id}>
                      {s.storeName}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={() => openSignOut(true)} className={`${stripLink} ml-2`}>
                  <Trans>Sign Out</Trans>
                </button>
              </>
            ) : (
              <>
                <span>
                  <Trans>Hi!</Trans>
                </span>
                <AppLink href="/signIn" className={stripLink}>
                  <Trans>Sign In</Trans>
                </AppLink>
                <span aria-hidden="true">
                  <Trans>or</Trans>
                </span>
                <AppLink href="/signUp" className={stripLink}>
                  <Trans>Sign Up</Trans>
                </AppLink>
              </>
            )}
          </p>
          <div className="ml-auto flex items-center gap-4">
            <LanguageSwitch className="focus-ring h-6 rounded bg-slate-800 px-1.5 text-xs text-white ring-1 ring-slate-700" />
            <CityPicker city={user.city || null} />
            <GetAppQr />
            {/*
              A button that opens the seller portal in a new window: its name is its visible text,
              and as a button it never answers to the header's "Sell" and "Sign In" links.
            */}
            <button
              type="button"
              onClick={() => openSellerPortalWindow(user.signedIn)}
              className="focus-ring rounded px-1 hover:text-white"
            >
              <Trans>Seller Sign In</Trans>
            </button>
          </div>
        </div>
      </div>
      <div className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-6">
          <Logo />
          <SearchBox className="max-w-2xl flex-1" dark />
          <nav aria-label={t`Main`} className="ml-auto flex items-center gap-1">
            <AppLink
              href="/classification"
              className="focus-ring mr-1 inline-flex h-10 items-center rounded-full px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 hover:text-slate-900"
            >
              <Trans>Categories</Trans>
            </AppLink>
            <AppLink
              href="/postItem"
              // The upload check runs first (rules/product.md §5, §8); its module loads on the first click.
              onClick={(e) => {
                e.preventDefault();
                void import("../features/selling/sell-check.ts").then((m) =>
                  m.checkCanUpload((href) => void router.navigate({ href })),
                );
              }}
              className="focus-ring mr-2 inline-flex h-10 items-center gap-1.5 rounded-full bg-orange-500 px-4 text-sm font-semibold text-white shadow-sm hover:bg-orange-600"
            >
              <PlusIcon className="size-4" />
              <Trans>Sell</Trans>
            </AppLink>
            <HeaderBell user={user} className="relative" Popover={NotificationsPopover} />
            <AccountMenu user={user} />
          </nav>
        </div>
      </div>
    </>
  );
}
