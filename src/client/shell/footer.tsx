import { Trans, useLingui } from "@lingui/react/macro";
import { AppLink } from "../ui/app-link.tsx";
import { LogoMark } from "../ui/icons.tsx";

export function Footer() {
  const { t } = useLingui();
  const year = new Date().getFullYear();
  // At least 44 px tall on phones (WCAG 2.5.5-sized targets); compact again on wide screens.
  const link =
    "focus-ring inline-flex min-h-11 min-w-11 items-center justify-center rounded text-slate-300 hover:text-white md:min-h-0 md:min-w-0";
  return (
    <footer className="mt-12 bg-slate-900 text-sm text-slate-300">
      <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 md:flex-row md:items-center md:justify-between md:px-6">
        <div className="flex items-center gap-3">
          <LogoMark className="size-8" />
          <p className="max-w-xs text-slate-300">
            <Trans>Buy now or miss out: auctions and deals near you.</Trans>
          </p>
        </div>
        <nav aria-label={t`Footer`}>
          <ul className="flex flex-wrap gap-x-6 md:gap-y-2">
            <li>
              <AppLink href="/agreement/help" className={link}>
                <Trans>Help</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href="/agreement/terms" className={link}>
                <Trans>Conditions of Use</Trans>
              </AppLink>
            </li>
            <li>
              <AppLink href="/agreement/policy" className={link}>
                <Trans>Privacy Policy</Trans>
              </AppLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-4 py-4 text-xs md:px-6">
          <Trans>© {year} Bnomo Marketplace. All rights reserved.</Trans>
        </p>
      </div>
    </footer>
  );
}
