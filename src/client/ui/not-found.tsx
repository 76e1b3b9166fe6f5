import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { cx } from "./cx.ts";
import { Page } from "./page.tsx";
import { linkLook } from "./text-link.tsx";

/** The catch-all page (router `defaultNotFoundComponent`). */
export function NotFound() {
  return (
    <Page width="narrow">
      <div className="mt-10 flex flex-col items-center text-center">
        <p className="text-6xl font-black tracking-tight text-orange-500">404</p>
        <h1 className="mt-3 text-2xl font-bold text-slate-900">
          <Trans>Page not found</Trans>
        </h1>
        <p className="mt-2 text-slate-600">
          <Trans>The page you are looking for has moved, ended, or never existed.</Trans>
        </p>
        <Link to="/" className={cx(linkLook("primary", "lg"), "mt-6")}>
          <Trans>Back to home</Trans>
        </Link>
      </div>
    </Page>
  );
}
