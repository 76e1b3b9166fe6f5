import { useLingui } from "@lingui/react/macro";
import { useRouter } from "@tanstack/react-router";
import { useSetAtom } from "jotai";
import { drawerOpenAtom } from "../state.ts";
import { AppLink } from "../ui/app-link.tsx";
import { MenuIcon, PlusIcon, QrIcon } from "../ui/icons.tsx";
import { lazyPart } from "../ui/lazy-part.tsx";
import { HeaderBell } from "./bell.tsx";
import { Logo } from "./logo.tsx";
import { SearchBox } from "./search-box.tsx";
import type { ShellUser } from "./use-shell-user.ts";

// The dropdown's code loads on the first open, keeping the phone's first load small.
const NotificationsPopover = lazyPart(
  () => import("./notifications-popover.tsx").then((m) => ({ default: m.NotificationsPopover })),
  null,
  { overlay: true },
);

const iconBtn =
  "focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100";

/** Phones: menu, logo, search, QR search and Post item in one bar. */
export function HeaderPhone({ user }: { user: ShellUser }) {
  const openDrawer = useSetAtom(drawerOpenAtom);
  const router = useRouter();
  const { t } = useLingui();
  return (
    // Relative: on phones the notifications sheet hangs from the whole bar, full width.
    <div className="relative border-b border-slate-200 bg-white">
      <div className="flex h-14 items-center gap-1 px-1.5">
        <button type="button" aria-label={t`Menu`} onClick={() => openDrawer(true)} className={iconBtn}>
          <MenuIcon className="size-6" />
        </button>
        <Logo compact />
        <SearchBox className="mx-1 min-w-0 flex-1" expandOnFocus />
        <AppLink href="/qr-code-search" aria-label={t`Scan QR code`} className={iconBtn}>
          <QrIcon className="size-[22px]" />
        </AppLink>
        <HeaderBell user={user} className="shrink-0" Popover={NotificationsPopover} />
        <button
          type="button"
          aria-label={t`Post item`}
          // The upload check runs first (rules/product.md §5, §8); its module loads on the first click.
          onClick={() =>
            void import("../features/selling/sell-check.ts").then((m) =>
              m.checkCanUpload((href) => void router.navigate({ href })),
            )
          }
          className="focus-ring inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-orange-500 text-white shadow-sm hover:bg-orange-600"
        >
          <PlusIcon className="size-5" />
        </button>
      </div>
    </div>
  );
}
