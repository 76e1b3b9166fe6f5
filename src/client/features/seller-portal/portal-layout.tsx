import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, Outlet, useNavigate, useRouterState } from "@tanstack/react-router";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { displayName } from "../../api/session-store.ts";
import { identityAtom, sessionAtom } from "../../state.ts";
import { Button } from "../../ui/button.tsx";
import { cx } from "../../ui/cx.ts";
import { signOut } from "../session/session-actions.ts";

const NAV = [
  { section: "listings", label: msg`Listings` },
  { section: "orders", label: msg`Orders` },
  { section: "offers", label: msg`Offers` },
  { section: "money", label: msg`Money` },
  { section: "performance", label: msg`Performance` },
  { section: "team", label: msg`Team` },
] as const;

/** Pages of the portal that work without its session (the handoff and its sign-in). */
const isOpenPage = (pathname: string) => /^\/seller\/(open|signin)\/?$/i.test(pathname);

/** Who the portal acts as, for the header: the store's name, else Personal. */
export function usePortalIdentity() {
  const { t } = useLingui();
  const session = useAtomValue(sessionAtom);
  const identity = useAtomValue(identityAtom);
  const store = identity?.user.storeId
    ? identity.stores.find((s) => s.id === identity.user.storeId)
    : undefined;
  return {
    signedIn: Boolean(session.token),
    name: displayName(session.userInfo),
    storeId: identity?.user.storeId ?? null,
    identityText: store ? store.storeName : identity ? t`Personal` : "",
    who: `${session.userInfo?.id ?? "?"}:${session.identityToken ? session.identityToken.slice(-12) : "personal"}`,
  };
}

/**
 * The seller portal's frame: a dense workspace with its own header and navigation. Its session is
 * the portal's own (see api/session-store.ts); without one, the portal's sign-in.
 */
export function PortalLayout() {
  const { i18n, t } = useLingui();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const me = usePortalIdentity();
  const navigate = useNavigate();
  const open = isOpenPage(pathname);
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (!open && !me.signedIn) void navigate({ href: "/seller/signIn", replace: true });
    else if (/^\/seller\/?$/i.test(pathname)) void navigate({ href: "/seller/listings", replace: true });
  }, [open, me.signedIn, navigate, pathname]);

  if (open)
    return (
      <div className="min-h-dvh bg-slate-100">
        <PortalBrand />
        <Outlet />
      </div>
    );
  return (
    <div className="min-h-dvh bg-slate-100 text-slate-900">
      <header className="bg-slate-900 text-white">
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2 lg:px-6">
          <p className="text-base font-bold tracking-tight">
            <Trans>Seller Hub</Trans>{" "}
            <span className="font-normal text-slate-400">· Buy Now Or Miss Out</span>
          </p>
          <p className="ml-auto flex items-center gap-2 text-sm">
            <span className="sr-only">
              <Trans>Signed in as</Trans>
            </span>
            <span data-testid="portal-user" className="font-semibold">
              {me.name || t`Seller`}
            </span>
            {me.identityText && (
              <span
                data-testid="portal-identity"
                className="rounded-full bg-orange-500 px-2 py-0.5 text-xs font-semibold"
              >
                {me.identityText}
              </span>
            )}
          </p>
          <Button
            size="sm"
            variant="ghost"
            busy={signingOut}
            className="text-white hover:bg-slate-800"
            onClick={() => {
              setSigningOut(true);
              void signOut().finally(() => setSigningOut(false));
            }}
          >
            <Trans>Sign Out</Trans>
          </Button>
        </div>
        <nav aria-label={t`Seller portal`} className="overflow-x-auto border-t border-slate-800">
          <ul className="flex gap-1 px-2 lg:px-4">
            {NAV.map((n) => (
              <li key={n.section}>
                <Link
                  to="/seller/$section"
                  params={{ section: n.section }}
                  className="focus-ring block whitespace-nowrap border-b-2 border-transparent px-3 py-2 text-sm font-medium text-slate-300 hover:text-white"
                  activeProps={{ className: "!border-orange-500 !text-white", "aria-current": "page" }}
                >
                  {i18n._(n.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <div className="px-3 py-4 lg:px-6">
        <Outlet />
      </div>
    </div>
  );
}

function PortalBrand() {
  return (
    <div className="bg-slate-900 px-4 py-3 text-white lg:px-6">
      <p className="text-base font-bold tracking-tight">
        <Trans>Seller Hub</Trans>
      </p>
    </div>
  );
}

/** The heading row of a portal screen. */
export function PortalHeading({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className={cx("mb-3 flex flex-wrap items-center gap-3")}>
      <h1 className="text-xl font-bold tracking-tight">{title}</h1>
      {children && <div className="ml-auto flex flex-wrap items-center gap-2">{children}</div>}
    </div>
  );
}
