import { useLingui } from "@lingui/react/macro";
import { useCallback, useEffect, useId, useRef, useState } from "react";
import { MENU_CLOSE_DELAY_MS, menuPopupHeight } from "#shared/constants";
import { Avatar } from "../ui/avatar.tsx";
import { ChevronDownIcon, UserIcon } from "../ui/icons-more.tsx";
import { menuGroups } from "./menu.ts";
import { MenuEntryLink } from "./menu-entry-link.tsx";
import { useDismiss } from "./use-dismiss.ts";
import type { ShellUser } from "./use-shell-user.ts";

/**
 * The wide header's account menu: opens on hover or click of `Account`, closes 250 ms after the
 * pointer leaves (so it survives crossing the gap), on Escape or an outside click. Entries are links.
 */
export function AccountMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const [height, setHeight] = useState(() => menuPopupHeight(window.innerHeight));
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const btnRef = useRef<HTMLButtonElement>(null);
  const popId = useId();

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // A click right after the hover that opened the menu must not toggle it shut again.
  const openedAt = useRef(0);
  const show = () => {
    cancelClose();
    if (!open) openedAt.current = Date.now();
    setHeight(menuPopupHeight(window.innerHeight));
    setOpen(true);
  };
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), MENU_CLOSE_DELAY_MS);
  };
  useEffect(
    () => () => {
      if (closeTimer.current) clearTimeout(closeTimer.current);
    },
    [],
  );
  useDismiss(
    open,
    wrapRef,
    useCallback((why: "escape" | "outside") => {
      setOpen(false);
      if (why === "escape") btnRef.current?.focus();
    }, []),
  );

  const { t, i18n } = useLingui();
  const groups = menuGroups(
    {
      place: "menu",
      hasIdentityToken: user.hasIdentityToken,
      storeId: user.storeId,
      storeRole: user.storeRole,
      hasStores: user.hasStores,
    },
    i18n,
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover opens the menu; the Account button is the keyboard path
    <div
      ref={wrapRef}
      className="relative"
      onMouseEnter={show}
      onMouseLeave={scheduleClose}
      onBlur={(e) => {
        if (!wrapRef.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={btnRef}
        type="button"
        aria-label={t`Account`}
        aria-expanded={open}
        aria-controls={popId}
        onClick={() => (open && Date.now() - openedAt.current > 400 ? setOpen(false) : show())}
        className="focus-ring inline-flex h-10 items-center gap-1.5 rounded-full px-2 text-slate-700 hover:bg-slate-100"
      >
        <Avatar pic={user.pic} size="sm" />
        <ChevronDownIcon className={`size-4 transition ${open ? "rotate-180" : ""}`} />
      </button>
      {open && (
        <nav
          id={popId}
          aria-label={t`Account menu`}
          // rules/product.md §2: the popup is exactly this tall (700, 500 or 300 px by the window); longer lists scroll.
          style={{ height }}
          className="absolute right-0 top-full z-50 mt-2 w-[560px] overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl ring-1 ring-slate-200"
        >
          <div className="mb-4 flex items-center gap-3 border-b border-slate-100 pb-4">
            <span className="inline-flex size-10 items-center justify-center rounded-full bg-orange-100 text-orange-600">
              <UserIcon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="truncate font-semibold text-slate-900">
                {user.signedIn ? user.name || t`Your account` : t`Welcome`}
              </p>
              <p className="text-xs text-slate-500">
                {user.signedIn ? user.identityText : t`Sign in for purchases, bids and selling`}
              </p>
            </div>
          </div>
          <div className="grid grid-cols-3 gap-6">
            {groups.map((g) => (
              <section key={g.key} aria-labelledby={`${popId}-${g.key}`}>
                <h2
                  id={`${popId}-${g.key}`}
                  className="mb-2 text-xs font-bold uppercase tracking-wider text-slate-500"
                >
                  {g.title}
                </h2>
                <ul className="space-y-0.5">
                  {g.entries.map((e) => (
                    <li key={e.key}>
                      <MenuEntryLink
                        entry={e}
                        signedIn={user.signedIn}
                        onNavigate={() => setOpen(false)}
                        className="focus-ring -mx-2 flex items-center gap-2 rounded-md px-2 py-1.5 text-sm text-slate-700 hover:bg-orange-50 hover:text-orange-700"
                        iconSize="size-4"
                      />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        </nav>
      )}
    </div>
  );
}
